import GameCore

/// Where the last game screen sits on the terminal, learnt from a cursor position report taken
/// right after it was printed, and kept true as the person's Enter scrolls the terminal.
public struct ScreenPlacement: Sendable {
    /// The screen's lines as rendered.
    public private(set) var lines: [String] = []
    /// The terminal row of the screen's first line, once known (it may be above the top: scrolled).
    public private(set) var firstRow: Int?
    private var cursorRow: Int?
    /// Line counts of the screens whose position requests are unanswered, oldest first.
    private var awaitingReports: [Int] = []

    /// Nothing shown yet.
    public init() {}

    /// A screen of `lines` was printed and a cursor position request sent after it (the cursor then
    /// sits on the row under the screen's last line).
    public mutating func shown(_ lines: [String]) {
        self.lines = lines
        firstRow = nil
        // Bounded: a terminal that never answers must not grow this.
        if awaitingReports.count >= 16 { awaitingReports.removeFirst() }
        awaitingReports.append(lines.count)
    }

    /// The terminal answered the oldest request; only the answer for the latest screen places it.
    public mutating func cursorReported(row: Int) {
        guard !awaitingReports.isEmpty else { return }
        let count = awaitingReports.removeFirst()
        guard awaitingReports.isEmpty else { return }
        firstRow = row - count
        cursorRow = row
    }

    /// A newline was echoed on a terminal of `height` rows: at the bottom row, everything scrolls up.
    public mutating func newline(height: Int) {
        guard let row = cursorRow, let first = firstRow else { return }
        if row >= height {
            firstRow = first - 1
        } else {
            cursorRow = row + 1
        }
    }

    /// The screen may have moved in ways this cannot follow (the program was stopped and printed on
    /// resuming): no drag is placed until the next screen.
    public mutating func forget() {
        firstRow = nil
        cursorRow = nil
    }

    /// `position` as a cell of the screen's text, or `nil` while the placement is unknown.
    public func cell(at position: TerminalPosition) -> TerminalCell? {
        guard let firstRow else { return nil }
        return TerminalCell(line: position.row - firstRow, column: position.column - 1)
    }
}
