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

    @Test func theClockIsWrittenInWholeSecondsRoundedUp() {
        #expect(Quortex.clock(millisecondsLeft: 25_000) == "25 s left")
        #expect(Quortex.clock(millisecondsLeft: 24_001) == "25 s left")
        #expect(Quortex.clock(millisecondsLeft: 0) == "0 s left")
    }
}
