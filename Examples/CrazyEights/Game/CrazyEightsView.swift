import Foundation
import GameCore

/// What one viewer may know: their own hand, everyone's card counts, the top card and the suit.
/// No other hand, no pile order, no random state — this is the only form that leaves the host.
public struct CrazyEightsView: Codable, Equatable, Sendable {
    /// A player as everyone sees them (see ``CrazyEightsPlayerSummary``).
    public typealias PlayerSummary = CrazyEightsPlayerSummary

    /// The player this view is for; `nil` for a spectator.
    @WireOptionalID public var viewer: PlayerID?
    /// The viewer's hand, sorted by suit then rank (``Card/<(_:_:)``); `nil` for a spectator.
    public var hand: [Card]?
    /// Everyone still in the game, in turn order (with their cards once the game is over).
    public var players: [PlayerSummary]
    /// Whose turn it is; `nil` once the game is over.
    @WireOptionalID public var currentPlayer: PlayerID?
    /// The card to match.
    public var topCard: Card
    /// The suit to follow.
    public var currentSuit: Suit
    /// Cards left to draw.
    public var drawPileCount: Int
    /// Cards in the discard pile, top card included.
    public var discardPileCount: Int
    /// Whether the current player has already drawn this turn.
    public var hasDrawnThisTurn: Bool
    /// Completed turns.
    public var turnsTaken: Int
    /// The rules options in force.
    public var settings: CrazyEightsSettings
    /// The latest public event.
    public var lastMove: CrazyEightsMove?
    /// Set when the game is over.
    public var finish: CrazyEightsFinish?
    /// With the turn timer on, the milliseconds the current player had left when this view was made;
    /// `null` without a timer or once the game is over.
    public var turnMillisecondsLeft: UInt64?

    /// The members' names on the wire.
    private enum CodingKeys: String, CodingKey {
        case viewer, hand, players, currentPlayer, topCard, currentSuit, drawPileCount, discardPileCount
        case hasDrawnThisTurn, turnsTaken, settings, lastMove, finish, turnMillisecondsLeft
    }

    /// Encodes every member, an absent one as `null` (as Quortex and SketchDuel write theirs): a
    /// spectator's `viewer` and `hand`, `currentPlayer` once the game is over, `lastMove` before the
    /// first move, `finish` while it runs. Decoding (synthesized) takes `null` or a missing key alike.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(viewer?.wireString, forKey: .viewer)
        try container.encode(hand, forKey: .hand)
        try container.encode(players, forKey: .players)
        try container.encode(currentPlayer?.wireString, forKey: .currentPlayer)
        try container.encode(topCard, forKey: .topCard)
        try container.encode(currentSuit, forKey: .currentSuit)
        try container.encode(drawPileCount, forKey: .drawPileCount)
        try container.encode(discardPileCount, forKey: .discardPileCount)
        try container.encode(hasDrawnThisTurn, forKey: .hasDrawnThisTurn)
        try container.encode(turnsTaken, forKey: .turnsTaken)
        try container.encode(settings, forKey: .settings)
        try container.encode(lastMove, forKey: .lastMove)
        try container.encode(finish, forKey: .finish)
        try container.encode(turnMillisecondsLeft, forKey: .turnMillisecondsLeft)
    }

    /// Whether it is the viewer's turn.
    public var isViewersTurn: Bool { viewer != nil && viewer == currentPlayer }

    /// The viewer's cards that may be played now (empty when it is not their turn).
    public var playableCards: [Card] {
        guard isViewersTurn, let hand else { return [] }
        return hand.filter { CrazyEightsRules.isPlayable($0, on: topCard, suit: currentSuit) }
    }

    /// Whether a draw would yield a card.
    public var canDraw: Bool {
        CrazyEightsRules.canDraw(drawPileCount: drawPileCount, discardPileCount: discardPileCount)
    }
}
