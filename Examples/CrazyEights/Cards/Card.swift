/// A playing card, written as a code such as `7H`, `10S`, `QD` (rank code + suit letter).
///
/// Encoded in JSON as that code string, so payloads stay small and readable.
public struct Card: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The rank.
    public var rank: Rank
    /// The suit.
    public var suit: Suit

    /// Creates a card.
    public init(_ rank: Rank, _ suit: Suit) {
        self.rank = rank
        self.suit = suit
    }

    /// Parses a code such as `7H`, `10s`, `th` (ten of hearts); `nil` for anything else.
    public init?(code: some StringProtocol) {
        guard (2...3).contains(code.count), let suitLetter = code.last, let suit = Suit(text: String(suitLetter)),
            let rank = Rank(code: code.dropLast())
        else { return nil }
        self.init(rank, suit)
    }

    /// The canonical code, e.g. `10H`.
    public var code: String { rank.code + String(suit.letter) }

    /// Whether this is an eight (wild).
    public var isEight: Bool { rank == .eight }

    /// The code.
    public var description: String { code }

    /// All 52 cards, clubs to spades, ace to king.
    public static let standardDeck: [Card] = Suit.allCases.flatMap { suit in Rank.allCases.map { Card($0, suit) } }

    /// Sorts by suit, then rank (the order hands are shown in).
    public static func < (lhs: Card, rhs: Card) -> Bool { (lhs.suit, lhs.rank) < (rhs.suit, rhs.rank) }

    /// Decodes from the code string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let card = Card(code: code) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a card code")
        }
        self = card
    }

    /// Encodes as the code string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
