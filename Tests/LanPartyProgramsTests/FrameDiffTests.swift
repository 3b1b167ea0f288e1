@testable import LanPartyPrograms
import Testing

/// Redrawing: only changed rows are written; an unknown screen (first frame, resize) is cleared
/// and written whole; the cursor ends on the command line.
@Suite struct FrameDiffTests {
    @Test func onlyTheChangedRowIsWritten() {
        let bytes = FrameDiff.escapes(from: ["a", "b", "c"], to: ["a", "B", "c"], cursor: (row: 2, column: 3))
        #expect(bytes == "\u{1B}[?25l\u{1B}[2;1H\u{1B}[2KB\u{1B}[3;4H\u{1B}[?25h")
    }

    @Test func nothingChangedMovesOnlyTheCursor() {
        let bytes = FrameDiff.escapes(from: ["a", "b"], to: ["a", "b"], cursor: (row: 1, column: 0))
        #expect(bytes == "\u{1B}[?25l\u{1B}[2;1H\u{1B}[?25h")
    }

    @Test(arguments: [nil, ["only one row"]] as [[String]?])
    func anUnknownOrResizedScreenIsClearedAndWrittenWhole(previous: [String]?) {
        let bytes = FrameDiff.escapes(from: previous, to: ["x", "y"], cursor: (row: 1, column: 1))
        #expect(bytes.hasPrefix("\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(bytes.contains("\u{1B}[1;1H\u{1B}[2Kx") && bytes.contains("\u{1B}[2;1H\u{1B}[2Ky"))
    }

    @Test func theFarewellKeepsTheLastFaceAndEvents() {
        var state = LiveScreenState()
        state.setFace("Final hands:\nHana: none\n")
        state.append(.init("Game over. Winner: Hana"))
        state.append(.init("Commands (one per line):\n  ready | unready"))
        #expect(LiveScreen.farewell(state, width: 80) == "Final hands:\nHana: none\n\nGame over. Winner: Hana\n")
    }
}
