/// A Crazy Eights move.
///
/// Wire form: `{"type":"play","card":"8H","suit":"spades"}`, `{"type":"draw"}`, `{"type":"pass"}`.
public enum CrazyEightsAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Play a card from the hand; an eight may name the suit to follow (default: its own suit).
    case play(Card, chosenSuit: Suit? = nil)
    /// Draw from the pile (only without a playable card).
    case draw
    /// End the turn (after drawing, or when nothing can be drawn or played).
    case pass

    private enum Kind: String, Codable { case play, draw, pass }
    private enum CodingKeys: String, CodingKey { case type, card, suit }

    /// Decodes the wire form; unknown types or cards are errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .play:
            self = .play(
                try container.decode(Card.self, forKey: .card),
                chosenSuit: try container.decodeIfPresent(Suit.self, forKey: .suit))
        case .draw: self = .draw
        case .pass: self = .pass
        }
    }

    /// Encodes the wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .play(let card, let suit):
            try container.encode(Kind.play, forKey: .type)
            try container.encode(card, forKey: .card)
            try container.encodeIfPresent(suit, forKey: .suit)
        case .draw: try container.encode(Kind.draw, forKey: .type)
        case .pass: try container.encode(Kind.pass, forKey: .type)
        }
    }

    /// The command form, e.g. `play 8H spades`.
    public var description: String {
        switch self {
        case .play(let card, nil): "play \(card)"
        case .play(let card, let suit?): "play \(card) \(suit)"
        case .draw: "draw"
        case .pass: "pass"
        }
    }
}
