/// The line being typed while the terminal is in raw mode: the editing the terminal's cooked mode
/// would do (echo, Backspace, Ctrl-U, Enter), as a pure value.
///
/// `echoes` is off while the terminal is cooked: it echoes and edits by itself then, and only whole
/// lines arrive.
public struct LineEditor: Sendable {
    /// The longest line kept, in characters; more typing is ignored (a runaway paste).
    public static let maximumLength = 4096

    /// What an input key did.
    public struct Effect: Equatable, Sendable {
        /// Text to write to the terminal (echo, erase).
        public var echo: String = ""
        /// A finished line (Enter), without its newline.
        public var line: String?
        /// Ctrl-D on an empty line: the input ends.
        public var endsInput = false
    }

    /// The line typed so far.
    public private(set) var text = ""

    /// An empty line.
    public init() {}

    /// Applies one key (mouse and cursor reports are not the editor's and change nothing).
    public mutating func apply(_ key: TerminalKey, echoes: Bool) -> Effect {
        var effect = Effect()
        switch key {
        case .text(let typed):
            guard text.count < Self.maximumLength else { return effect }
            text += typed
            effect.echo = typed
        case .backspace:
            guard !text.isEmpty else { return effect }
            text.removeLast()
            effect.echo = "\u{8} \u{8}"
        case .clearLine:
            guard !text.isEmpty else { return effect }
            text = ""
            // Back to the line's start and erase it: the line starts at column 1 (there is no prompt).
            effect.echo = "\r\u{1B}[K"
        case .enter:
            effect.line = text
            effect.echo = "\n"
            text = ""
        case .endOfInput:
            effect.endsInput = text.isEmpty
        case .mouse, .cursorPosition:
            break
        }
        if !echoes { effect.echo = "" }
        return effect
    }
}
