import GameCore
import Quortex
import Testing

/// Each flow in its seat's colour on the live screen: board letters and the player lines' letters.
@Suite struct TerminalColourTests {
    @Test func boardLettersTakeTheirSeatsColours() {
        let line = "   ·   A   [b]  #   +"
        let runs = Quortex.colours(of: line)
        #expect(runs == [
            TerminalColourRun(start: 7, end: 8, colour: .cyan), TerminalColourRun(start: 12, end: 13, colour: .magenta),
        ])
    }

    @Test func aPlayerLineColoursItsLetterOnly() {
        #expect(Quortex.colours(of: "> B Bo (you): from SW to the NE edge, 3 from goal, 3 tiles")
            == [TerminalColourRun(start: 2, end: 3, colour: .magenta)])
    }

    @Test func otherLinesStayPlain() {
        #expect(Quortex.colours(of: "Your tiles: 0 [0-1 2-3 4-5]  12 [0-5 1-2 3-4]").isEmpty)
        #expect(Quortex.colours(of: "Moves (last 5 of 14):").isEmpty)
        #expect(Quortex.colours(of: "").isEmpty)
    }
}
