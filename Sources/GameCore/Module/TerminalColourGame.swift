/// A colour the live terminal screen can paint a run of a game's screen in.
public enum TerminalColour: Sendable, Hashable, CaseIterable {
    /// Red (hearts, diamonds).
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// The terminal's colour, bold.
    case bold
    /// The terminal's colour, dim.
    case dim

    /// The SGR parameters of this colour.
    public var sgr: String {
        switch self {
        case .red: "31"
        case .green: "32"
        case .yellow: "33"
        case .blue: "34"
        case .magenta: "35"
        case .cyan: "36"
        case .bold: "1"
        case .dim: "2"
        }
    }
}

/// Characters `start..<end` (counted in `Character`s from 0) of one line of a screen, in `colour`.
public struct TerminalColourRun: Sendable, Hashable {
    /// The first character.
    public var start: Int
    /// One past the last character.
    public var end: Int
    /// The colour.
    public var colour: TerminalColour

    /// A run.
    public init(start: Int, end: Int, colour: TerminalColour) {
        self.start = start
        self.end = end
        self.colour = colour
    }
}

/// A game whose terminal screen has colours (suits, players' flows): the live terminal screen
/// paints them where the terminal has colours, from the text the module rendered, which stays
/// plain (no escape codes) for piped output, `--json` and the browser's text face.
public protocol TerminalColourGame: GameModule {
    /// The coloured runs of `line` (one line of the rendered screen), in order, not overlapping. Pure.
    static func colours(of line: String) -> [TerminalColourRun]
}
