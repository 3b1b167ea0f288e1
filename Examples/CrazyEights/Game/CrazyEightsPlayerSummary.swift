import Foundation
import GameCore

/// A player as everyone sees them: who, how many cards, and, once the game is over, which cards
/// (the game is over, so the hands are no longer secret; while it runs `cards` is `null`).
///
/// JSON: `{"player":"…","cardCount":3,"cards":null}`, at game over `"cards":["2C","9H","QS"]`
/// (sorted by suit then rank). Every member is written; a missing `cards` reads as `null`.
public struct CrazyEightsPlayerSummary: Codable, Equatable, Sendable {
    /// Who.
    @WireID public var player: PlayerID
    /// How many cards they hold.
    public var cardCount: Int
    /// Their remaining cards, only in a view of a finished game.
    public var cards: [Card]?

    /// Creates a summary.
    public init(player: PlayerID, cardCount: Int, cards: [Card]? = nil) {
        self.player = player
        self.cardCount = cardCount
        self.cards = cards
    }

    private enum CodingKeys: String, CodingKey { case player, cardCount, cards }

    /// Decodes; `cards` may be missing (builds before 2.1.0 do not write it).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _player = try container.decode(WireID.self, forKey: .player)
        cardCount = try container.decode(Int.self, forKey: .cardCount)
        cards = try container.decodeIfPresent([Card].self, forKey: .cards)
    }

    /// Encodes every member, `cards` as `null` while the game runs.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(player.wireString, forKey: .player)
        try container.encode(cardCount, forKey: .cardCount)
        try container.encode(cards, forKey: .cards)
    }
}
