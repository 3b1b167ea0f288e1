import Foundation

/// The avatar symbols (Docs/Protocol.md "Avatars"). Each glyph is one terminal cell (none has an
/// emoji presentation or an East Asian wide width); the page draws its own SVG for each name.
public enum AvatarSymbol: String, CaseIterable, Hashable, Sendable {
    case circle, square, triangle, diamond, star, heart, spade, club, cross, note, sun, moon

    /// The terminal's glyph.
    public var glyph: String {
        switch self {
        case .circle: "●"
        case .square: "■"
        case .triangle: "▲"
        case .diamond: "◆"
        case .star: "★"
        case .heart: "♥"
        case .spade: "♠"
        case .club: "♣"
        case .cross: "✚"
        case .note: "♪"
        case .sun: "☼"
        case .moon: "☾"
        }
    }

    /// The symbol by its name or its glyph.
    public init?(named text: String) {
        if let symbol = AvatarSymbol(rawValue: text) {
            self = symbol
        } else if let symbol = AvatarSymbol.allCases.first(where: { $0.glyph == text }) {
            self = symbol
        } else {
            return nil
        }
    }
}

/// The avatar colours: each a CSS colour (``hex``, the page's badge behind a white symbol) and an
/// ANSI one (``sgr``, the terminal's symbol in that colour).
public enum AvatarColor: String, CaseIterable, Hashable, Sendable {
    case red, orange, yellow, green, teal, blue, purple, pink

    /// `#RRGGBB`, as the wire's `backgroundColorHex` carries it.
    public var hex: String {
        switch self {
        case .red: "#D63C3C"
        case .orange: "#E0731F"
        case .yellow: "#C99A00"
        case .green: "#2E9A4E"
        case .teal: "#17939F"
        case .blue: "#3B6AD6"
        case .purple: "#8A46C8"
        case .pink: "#D1438E"
        }
    }

    /// The SGR parameters of the terminal colour: the 8 basic colours, and the 256-colour palette's
    /// orange (208) and pink (205), which have no basic colour.
    public var sgr: String {
        switch self {
        case .red: "31"
        case .orange: "38;5;208"
        case .yellow: "33"
        case .green: "32"
        case .teal: "36"
        case .blue: "34"
        case .purple: "35"
        case .pink: "38;5;205"
        }
    }

    /// The colour whose ``hex`` this is (any letter case).
    public init?(hex: String) {
        guard let color = AvatarColor.allCases.first(where: { $0.hex.caseInsensitiveCompare(hex) == .orderedSame }) else {
            return nil
        }
        self = color
    }
}
