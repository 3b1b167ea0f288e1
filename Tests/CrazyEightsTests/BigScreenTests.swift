import CrazyEights
import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// What the big screen (`/tv`, SPEC §15) gets: the module's big-screen face, and the spectator's
/// views, audited like every view.
@Suite struct BigScreenTests {
    @Test func theBigScreenFaceIsBundledAndRegistersForTheScreen() throws {
        let face = try #require(CrazyEights.bigScreenFace)
        #expect(face.script.contains("LanPartyFaces.registerScreen(\"crazy-eights\""))
        #expect(!face.stylesheet.isEmpty && face.stylesheet.contains(".ce-tv"))
        // A face of its own, not the phone's drawn large.
        #expect(face != CrazyEights.webFace)
    }

    /// Every view a TV receives (the spectator's, patches and game-over views included) carries
    /// nobody's cards and nothing of the piles while the game runs.
    @Test(arguments: [UInt64(4), 5]) func theSpectatorsViewsAreAudited(seed: UInt64) throws {
        let players = (1...5).map(player)
        var harness = BotGameHarness<CrazyEights>(players: players, hiddenInformation: RedactionTests.hiddenInformation)
        harness.spectator = player(60)
        var spectatorStates = 0
        let game = try harness.play(seed: seed) { step in
            for case .state(let message) in step.outputs where message.recipient == player(60) {
                let view = try? JSONDecoder().decode(CrazyEightsView.self, from: message.payload)
                #expect(view?.viewer == nil && view?.hand == nil)
                spectatorStates += 1
            }
        }
        #expect(game.spectatorViewsChecked > 20 && game.spectatorViewsChecked >= spectatorStates)
        #expect(spectatorStates > 20)
    }
}
