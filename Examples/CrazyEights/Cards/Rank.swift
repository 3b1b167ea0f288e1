/// A card's rank, ace (1) to king (13).
public enum Rank: Int, Codable, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// Ace (low).
    case ace = 1
    /// 2
    case two
    /// 3
    case three
    /// 4
    case four
    /// 5
    case five
    /// 6
    case six
    /// 7
    case seven
    /// 8 — wild in Crazy Eights.
    case eight
    /// 9
    case nine
    /// 10
    case ten
    /// Jack
    case jack
    /// Queen
    case queen
    /// King
    case king

    /// The code used in card codes: `A`, `2`…`10`, `J`, `Q`, `K`.
    public var code: String {
        switch self {
        case .ace: "A"
        case .jack: "J"
        case .queen: "Q"
        case .king: "K"
        case .two, .three, .four, .five, .six, .seven, .eight, .nine, .ten: String(rawValue)
        }
    }

    /// Parses a rank code (`A`, `2`…`10`, `T` for ten, `J`, `Q`, `K`), case-insensitively.
    public init?(code: some StringProtocol) {
        switch code.uppercased() {
        case "A": self = .ace
        case "J": self = .jack
        case "Q": self = .queen
        case "K": self = .king
        case "T": self = .ten
        default:
            guard let number = Int(code), String(number) == code, (2...10).contains(number) else { return nil }
            self.init(rawValue: number)
        }
    }

    /// Penalty points left in a hand when a blocked game is scored: eight 50, face cards and ten 10,
    /// ace 1, others their number.
    public var penaltyPoints: Int {
        switch self {
        case .eight: 50
        case .ten, .jack, .queen, .king: 10
        case .ace, .two, .three, .four, .five, .six, .seven, .nine: rawValue
        }
    }

    /// The code.
    public var description: String { code }

    /// Ace < 2 < … < king.
    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
}
