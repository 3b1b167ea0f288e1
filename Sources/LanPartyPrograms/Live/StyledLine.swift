import GameCore

/// A run of text in one style, as a terminal shows it.
public struct StyledSpan: Equatable, Sendable {
    /// The text: printable characters only (control characters are dropped on creation).
    public var text: String
    /// The SGR parameters (`"1;36"`), empty for the terminal's default style.
    public var sgr: String

    /// A span; control characters in `text` are dropped so they cannot move the cursor.
    public init(_ text: String, sgr: String = "") {
        self.text = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        self.sgr = sgr
    }
}

/// One screen row: spans of styled text, measured in characters (one cell each).
public struct StyledLine: Equatable, Sendable {
    /// The spans, left to right.
    public var spans: [StyledSpan]

    /// A line of `text` in one style.
    public init(_ text: String = "", sgr: String = "") {
        spans = text.isEmpty ? [] : [StyledSpan(text, sgr: sgr)]
    }

    /// A line of several spans.
    public init(spans: [StyledSpan]) {
        self.spans = spans.filter { !$0.text.isEmpty }
    }

    /// `text` with the runs a module coloured (``TerminalColourRun``; character offsets), the rest plain.
    public init(_ text: String, runs: [TerminalColourRun]) {
        let characters = Array(text)
        var spans: [StyledSpan] = []
        var at = 0
        for run in runs where run.start >= at && run.start < run.end && run.end <= characters.count {
            spans.append(StyledSpan(String(characters[at..<run.start])))
            spans.append(StyledSpan(String(characters[run.start..<run.end]), sgr: run.colour.sgr))
            at = run.end
        }
        spans.append(StyledSpan(String(characters[at...])))
        self.init(spans: spans)
    }

    /// The text without styles.
    public var plain: String { spans.map(\.text).joined() }

    /// The width in cells.
    public var count: Int { spans.reduce(0) { $0 + $1.text.count } }

    /// The line cut to `width` cells (a longer line would wrap and push every row below it down).
    public func fitted(to width: Int) -> StyledLine {
        var left = max(0, width)
        var kept: [StyledSpan] = []
        for span in spans where left > 0 {
            let piece = span.text.prefix(left)
            kept.append(StyledSpan(String(piece), sgr: span.sgr))
            left -= piece.count
        }
        return StyledLine(spans: kept)
    }

    /// The line padded with spaces in `sgr` to `width` cells (a title bar's background).
    public func padded(to width: Int, sgr: String) -> StyledLine {
        let fitted = fitted(to: width)
        let gap = width - fitted.count
        guard gap > 0 else { return fitted }
        return StyledLine(spans: fitted.spans + [StyledSpan(String(repeating: " ", count: gap), sgr: sgr)])
    }

    /// The characters to write: SGR codes around styled spans when `colour`, plain text otherwise.
    public func rendered(colour: Bool) -> String {
        spans.map { span in
            guard colour, !span.sgr.isEmpty else { return span.text }
            return "\u{1B}[\(span.sgr)m\(span.text)\u{1B}[0m"
        }.joined()
    }

    /// Two lines side by side.
    public static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        StyledLine(spans: left.spans + right.spans)
    }
}
