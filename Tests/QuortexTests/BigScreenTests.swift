import Foundation
import GameCore
import LanPartyTestKit
@testable import Quortex
import Testing

/// What the big screen (`/tv`, SPEC §15) gets: the module's big-screen face, and the spectator's
/// views, audited like every view.
@Suite struct BigScreenTests {
    @Test func theBigScreenFaceIsBundledWithTheBoardCodeAndRegistersForTheScreen() throws {
        let face = try #require(Quortex.bigScreenFace)
        #expect(face.script.contains("LanPartyFaces.registerScreen(\"quortex\""))
        // The phone's board code, shared; its pick-a-tile code is not needed.
        #expect(face.script.contains("Q.Board = function") && face.script.contains("Q.log = {"))
        #expect(!face.script.contains("LanPartyFaces.register(\"quortex\""))
        // The board's stylesheet, shared, then the screen's.
        let stylesheet = face.stylesheet
        let board = try #require(stylesheet.range(of: ".qx-flow {"))
        let screen = try #require(stylesheet.range(of: ".qx-tv {"))
        #expect(board.lowerBound < screen.lowerBound)
        #expect(Quortex.webFace?.stylesheet.contains(".qx-flow {") == true)
    }

    /// Nobody's hand reaches a view a TV receives (the spectator's, patches and game-over views
    /// included): changing a player's hand or the bag changes none of its bytes.
    @Test(arguments: [3, 6]) func theSpectatorsViewsAreAudited(players count: Int) throws {
        var harness = WholeGameTests.harness(players: count, greedySeats: [0])
        harness.hiddenInformation = WholeGameTests.hiddenInformation
        #expect(harness.spectator != nil)
        var spectatorStates = 0
        let game = try harness.play(seed: UInt64(count * 31)) { step in
            for case .state(let message) in step.outputs where step.host?.viewer(for: message.recipient) == .spectator {
                let view = try? JSONDecoder().decode(QuortexView.self, from: message.payload)
                #expect(view?.viewer == nil && view?.hand == nil && view?.options.isEmpty == true)
                spectatorStates += 1
            }
        }
        #expect(game.spectatorViewsChecked >= spectatorStates && spectatorStates > 5)
    }
}
