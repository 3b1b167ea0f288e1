/// A character cell of a rendered terminal screen: `line` counts the lines of the text
/// ``GameModule/render(_:for:names:)`` returned, `column` the characters in that line, both from 0.
public struct TerminalCell: Sendable, Hashable {
    /// The line of the screen text, from 0.
    public var line: Int
    /// The character in that line, from 0.
    public var column: Int

    /// A cell at `line`, `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A game whose terminal screen has a surface the mouse can draw on (SketchDuel's canvas).
///
/// Opting in is all a module does: where the terminal reports the mouse, the command-line programs
/// turn mouse reporting on while such a screen is shown, collect a drag (press, motion, release) as
/// the cells it crossed, and submit the command line ``pointerCommand(for:on:)`` returns exactly as
/// if the person had typed it. Both functions read only the text the module itself rendered.
public protocol TerminalPointerGame: GameModule {
    /// Whether `screen` (the rendered text, split into lines) takes the mouse now, e.g. only while
    /// the viewer draws. The programs turn mouse reporting off otherwise.
    static func acceptsPointer(on screen: [String]) -> Bool

    /// The command line that a drag over `cells` (in order, at least one) on `screen` means, or `nil`
    /// when the drag misses the surface. Pure; the line then goes through ``parseCommand(_:)``.
    static func pointerCommand(for cells: [TerminalCell], on screen: [String]) -> String?
}
