import Foundation
import GameCore

/// The authoritative table, kept only on the host: every hand, the pile order and the random
/// generator. Never sent; clients get a ``CrazyEightsView``.
public struct CrazyEightsState: Codable, Equatable, Sendable {
    /// One seated player and their hand.
    public struct Seat: Codable, Equatable, Sendable {
        /// Who sits here.
        public var player: PlayerID
        /// Their cards, in the order received.
        public var hand: [Card]

        /// Creates a seat.
        public init(player: PlayerID, hand: [Card]) {
            self.player = player
            self.hand = hand
        }
    }

    /// The locked rules options.
    public var settings: CrazyEightsSettings
    /// Players still in the game, in turn order.
    public var seats: [Seat]
    /// Face-down pile; the last element is drawn next.
    public var drawPile: [Card]
    /// Face-up pile; the last element is the top card. Never empty.
    public var discardPile: [Card]
    /// The suit to follow (the top card's, or the one named with an eight).
    public var currentSuit: Suit
    /// Index into ``seats`` of the player whose turn it is.
    public var turn: Int
    /// Whether the current player has drawn this turn (then they may play or pass, not draw again).
    public var hasDrawnThisTurn: Bool
    /// Completed turns (a turn ends with a play or a pass).
    public var turnsTaken: Int
    /// The latest public event.
    public var lastMove: CrazyEightsMove?
    /// Set when the game is over.
    public var finish: CrazyEightsFinish?
    /// Drives every shuffle; seeded by the host.
    public var random: SeededGenerator
    /// The turn timer's time, present only when `settings.turnSeconds` is on (so a game without a
    /// timer encodes, and digests, as before the timer existed).
    public var clock: CrazyEightsTurnClock?

    /// Creates a table directly (tests, tools, puzzles); games start from `CrazyEights.initialState`.
    /// `discardPile` must not be empty and `turn` must index `seats`.
    public init(
        settings: CrazyEightsSettings = CrazyEightsSettings(), seats: [Seat], drawPile: [Card], discardPile: [Card],
        currentSuit: Suit? = nil, turn: Int = 0, hasDrawnThisTurn: Bool = false, turnsTaken: Int = 0,
        lastMove: CrazyEightsMove? = nil, finish: CrazyEightsFinish? = nil, random: SeededGenerator = SeededGenerator(seed: 0)
    ) {
        precondition(!discardPile.isEmpty && seats.indices.contains(turn), "inconsistent table")
        self.settings = settings
        self.seats = seats
        self.drawPile = drawPile
        self.discardPile = discardPile
        self.currentSuit = currentSuit ?? discardPile[discardPile.count - 1].suit
        self.turn = turn
        self.hasDrawnThisTurn = hasDrawnThisTurn
        self.turnsTaken = turnsTaken
        self.lastMove = lastMove
        self.finish = finish
        self.random = random
        self.clock = settings.turnSeconds > 0 ? CrazyEightsTurnClock() : nil
    }

    /// The card everyone must match.
    public var topCard: Card { discardPile[discardPile.count - 1] }

    /// The seat whose turn it is.
    public var currentSeat: Seat { seats[turn] }

    /// Whether a draw would yield a card (the pile, or the discards under the top card).
    public var canDraw: Bool { CrazyEightsRules.canDraw(drawPileCount: drawPile.count, discardPileCount: discardPile.count) }
}

/// A public event, shown to everyone ("Bob played 7H").
///
/// JSON (Docs/Games/CrazyEights.md): `{"type": "played", "player": uuid, "card": "8S", "suit": "hearts"?}`,
/// `{"type": "drew", "player": uuid, "count": 1}`, `{"type": "passed", "player": uuid}`,
/// `{"type": "left", "player": uuid}`, `{"type": "timedOut", "player": uuid, "count": 1}`.
public enum CrazyEightsMove: Codable, Equatable, Sendable {
    /// A card was played (an eight may name a suit).
    case played(PlayerID, Card, chosenSuit: Suit?)
    /// Cards were drawn (how many is public, which ones is not).
    case drew(PlayerID, count: Int)
    /// The player passed.
    case passed(PlayerID)
    /// The player left; their cards were shuffled into the draw pile.
    case left(PlayerID)
    /// The turn timer ran out: the host drew `drew` cards for the player (0 when a draw was not
    /// allowed) and passed.
    case timedOut(PlayerID, drew: Int)
}

/// How a game ended.
public struct CrazyEightsFinish: Codable, Equatable, Sendable {
    /// Why it ended.
    public enum Reason: String, Codable, Sendable {
        /// A player played their last card.
        case emptiedHand
        /// Nothing could be drawn and nobody could play: fewest cards (then fewest points) wins.
        case blocked
        /// The turn limit was reached; scored like a blocked game.
        case turnLimit
        /// Everyone else left.
        case lastPlayerStanding
    }

    /// The winners (several on a tie).
    @WireIDList public var winners: [PlayerID]
    /// Why.
    public var reason: Reason

    /// Creates a finish.
    public init(winners: [PlayerID], reason: Reason) {
        self.winners = winners
        self.reason = reason
    }

    /// A sentence without names.
    public var summary: String {
        switch reason {
        case .emptiedHand: "Won by playing the last card."
        case .blocked: "Blocked game: fewest cards (then fewest points) wins."
        case .turnLimit: "Turn limit reached: fewest cards (then fewest points) wins."
        case .lastPlayerStanding: "Everyone else left."
        }
    }
}
