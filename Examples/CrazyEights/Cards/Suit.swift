/// One of the four French suits.
public enum Suit: String, Codable, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// ♣
    case clubs
    /// ♦
    case diamonds
    /// ♥
    case hearts
    /// ♠
    case spades

    /// The one-letter code used in card codes: `C`, `D`, `H`, `S`.
    public var letter: Character {
        switch self {
        case .clubs: "C"
        case .diamonds: "D"
        case .hearts: "H"
        case .spades: "S"
        }
    }

    /// Parses a suit name (`hearts`, `heart`) or letter (`h`), case-insensitively.
    public init?(text: some StringProtocol) {
        let lowered = text.lowercased()
        for suit in Suit.allCases {
            let name = suit.rawValue
            if lowered == name || lowered == String(name.dropLast()) || lowered == String(suit.letter).lowercased() {
                self = suit
                return
            }
        }
        return nil
    }

    /// The plural name, e.g. `hearts`.
    public var description: String { rawValue }

    /// Clubs < diamonds < hearts < spades (for sorting hands).
    public static func < (lhs: Suit, rhs: Suit) -> Bool { lhs.order < rhs.order }

    private var order: Int {
        switch self {
        case .clubs: 0
        case .diamonds: 1
        case .hearts: 2
        case .spades: 3
        }
    }
}
