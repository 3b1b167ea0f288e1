import GameCore

/// The designed JSON of ``CrazyEightsMove`` (a `type` tag and named fields), not Swift's synthesised
/// `_0`/`_1` shape.
extension CrazyEightsMove {
    private enum Kind: String, Codable { case played, drew, passed, left, timedOut }
    private enum CodingKeys: String, CodingKey { case type, player, card, suit, count }

    /// Decodes the tagged form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let player = try container.decode(PlayerID.self, forKey: .player)
        switch try container.decode(Kind.self, forKey: .type) {
        case .played:
            self = .played(
                player, try container.decode(Card.self, forKey: .card),
                chosenSuit: try container.decodeIfPresent(Suit.self, forKey: .suit))
        case .drew: self = .drew(player, count: try container.decode(Int.self, forKey: .count))
        case .passed: self = .passed(player)
        case .left: self = .left(player)
        case .timedOut: self = .timedOut(player, drew: try container.decode(Int.self, forKey: .count))
        }
    }

    /// Encodes the tagged form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .played(let player, let card, let suit):
            try container.encode(Kind.played, forKey: .type)
            try container.encodeWireID(player, forKey: .player)
            try container.encode(card, forKey: .card)
            try container.encodeIfPresent(suit, forKey: .suit)
        case .drew(let player, let count):
            try container.encode(Kind.drew, forKey: .type)
            try container.encodeWireID(player, forKey: .player)
            try container.encode(count, forKey: .count)
        case .passed(let player):
            try container.encode(Kind.passed, forKey: .type)
            try container.encodeWireID(player, forKey: .player)
        case .left(let player):
            try container.encode(Kind.left, forKey: .type)
            try container.encodeWireID(player, forKey: .player)
        case .timedOut(let player, let drew):
            try container.encode(Kind.timedOut, forKey: .type)
            try container.encodeWireID(player, forKey: .player)
            try container.encode(drew, forKey: .count)
        }
    }
}
