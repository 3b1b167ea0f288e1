import Foundation
import GameCore
@testable import HighCardDuel
import GameTestKit
import Testing

/// The big screen (`/tv`): the face is bundled and registers for the screen, and the views a TV
/// gets, the spectator's, are audited like every other view.
@Suite struct HighCardDuelBigScreenTests {
    @Test func theBigScreenFaceRegistersForTheScreen() throws {
        let face = try #require(HighCardDuel.bigScreenFace)
        #expect(face.script.contains("LanPartyFaces.registerScreen(\"high-card-duel\""))
        #expect(face.stylesheet.contains(".hcd-tv"))
    }

    /// The harness seats a spectator (the module allows them) and audits its views with the rest:
    /// no hand, no pick, and no byte that changes with anyone's pick.
    @Test func theSpectatorsViewsAreAudited() throws {
        let harness = try HighCardDuelBotGameTests.harness(players: 3, rounds: 5)
        var watched = 0
        let game = try harness.play(seed: 2) { step in
            for case .state(let message) in step.outputs where step.host?.viewer(for: message.recipient) == .spectator {
                let view = try? JSONDecoder().decode(HighCardDuel.View.self, from: message.payload)
                #expect(view != nil && view?.hand == nil && view?.myPick == nil)
                watched += 1
            }
        }
        #expect(watched > 5 && game.spectatorViewsChecked >= watched)
    }
}
