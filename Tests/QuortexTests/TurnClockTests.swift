import Foundation
import GameCore
@testable import Quortex
import Testing

/// The turn clock on the terminal face counts down between states without input.
@Suite struct TurnClockTests {
    @Test func everyTurnClockCountsDownAndStopsAtZero() {
        let screen = ["Board", "Your turn (25 s left): place a tile.", "Bo: 3 tiles", "Waiting for Bo (4 s left)."]
        #expect(Quortex.screen(screen, after: .milliseconds(900)) == screen, "less than a second changes nothing")
        #expect(Quortex.screen(screen, after: .seconds(10)) == [
            "Board", "Your turn (15 s left): place a tile.", "Bo: 3 tiles", "Waiting for Bo (0 s left).",
        ])
    }

    @Test func aLineWithoutAClockStaysAsItWas() {
        let screen = ["12 tiles left in the bag", "s left", "A s left"]
        #expect(Quortex.screen(screen, after: .seconds(5)) == screen)
    }

    /// With the turn timer on, the face writes the clock on a line of its own, which the live
    /// screen then counts down; without it, or once the game is over, there is no clock.
    @Test func theFaceShowsTheTurnClockOnlyWhenTheTimerIsOn() throws {
        let state = try Fixture.state(players: 2)
        let mover = state.position.flows[state.turn].player
        let names = PlayerNames(Dictionary(uniqueKeysWithValues: Fixture.players.enumerated().map { ($1, "P\($0 + 1)") }))
        for viewer in [Viewer.player(mover), .player(Fixture.players[1]), .spectator] {
            var view = Quortex.view(of: state, for: viewer)
            #expect(!Quortex.render(view, for: viewer, names: names).contains("s left"))
            view.turnMillisecondsLeft = 24_500
            let lines = Quortex.render(view, for: viewer, names: names).components(separatedBy: "\n")
            #expect(lines.contains { $0.hasSuffix("Turn clock: 25 s left") }, "\(viewer)")
            #expect(Quortex.screen(lines, after: .seconds(5)).contains { $0.hasSuffix("Turn clock: 20 s left") })
        }
    }

    @Test func theClockIsWrittenInWholeSecondsRoundedUp() {
        #expect(Quortex.clock(millisecondsLeft: 25_000) == "25 s left")
        #expect(Quortex.clock(millisecondsLeft: 24_001) == "25 s left")
        #expect(Quortex.clock(millisecondsLeft: 0) == "0 s left")
    }
}
