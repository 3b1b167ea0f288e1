import GameCore
import Quortex
import Testing

/// Each flow in its seat's colour on the live screen: board letters and the player lines' letters.
@Suite struct TerminalColourTests {
    @Test func boardLettersTakeTheirSeatsColoursAndPathNumbersAreDim() {
        let line = "  A ·  1 A [b] #"
        let runs = Quortex.colours(of: line)
        #expect(runs == [
            TerminalColourRun(start: 2, end: 3, colour: .cyan), TerminalColourRun(start: 7, end: 8, colour: .dim),
            TerminalColourRun(start: 9, end: 10, colour: .cyan), TerminalColourRun(start: 12, end: 13, colour: .magenta),
        ])
    }

    @Test func aPlayerLineColoursItsLetterOnly() {
        #expect(Quortex.colours(of: "> B Bo (you): SW→NE, 3 from goal")
            == [TerminalColourRun(start: 2, end: 3, colour: .magenta)])
    }

    @Test func besideTheBoardBothHalvesAreColoured() {
        let line = "  A  ·" + String(repeating: " ", count: 36) + " │ " + "  B Bo: SW→NE, 3 from goal"
        #expect(Quortex.colours(of: line) == [
            TerminalColourRun(start: 2, end: 3, colour: .cyan), TerminalColourRun(start: 47, end: 48, colour: .magenta),
        ])
        #expect(Quortex.colours(of: "   ·" + " │ " + "Last moves:").isEmpty)
    }

    @Test func otherLinesStayPlain() {
        #expect(Quortex.colours(of: "Your tiles (sides joined at r0):").isEmpty)
        #expect(Quortex.colours(of: "  place 7 r0:3 r1:OUT r2:WIN").isEmpty)
        #expect(Quortex.colours(of: "").isEmpty)
    }
}
