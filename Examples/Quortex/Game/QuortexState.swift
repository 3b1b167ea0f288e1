import Foundation
import GameCore

/// Why the game ended. JSON: the string.
public enum QuortexWinReason: String, Hashable, Sendable, Codable {
    /// A flow reached its goal side.
    case flowComplete = "flow_complete"
    /// Every other player was eliminated.
    case constraint
    /// Every other player resigned or left (the last of them by resigning).
    case resignation
    /// The last players were eliminated together, or the tiles ran out: nearest flow head wins.
    case nearest
}

/// How the game ended. JSON: `{"winners":["…"],"reason":"flow_complete","summary":"…"}`.
public struct QuortexFinish: Hashable, Sendable, Codable {
    /// The winners (several for a shared win).
    @WireIDList public var winners: [PlayerID]
    /// Why.
    public var reason: QuortexWinReason
    /// A sentence without names.
    public var summary: String
}

/// The host's full table (never sent as is: hands and the bag order are secret).
public struct QuortexState: Hashable, Sendable, Codable {
    /// The rules options.
    public var settings: QuortexSettings
    /// Board, tiles and flows.
    public var position: QuortexPosition
    /// Each seat's hand, in seat order.
    public var hands: [[Tile]]
    /// The bag, drawn from the end.
    public var bag: [Tile]
    /// The seat to move.
    public var turn: Int
    /// Moves made so far (placements, timeouts, resignations).
    public var history: [QuortexMove]
    /// The host's randomness: bag shuffles and timed-out turns.
    public var random: SeededGenerator
    /// The host's clock as last told (``Quortex/advance(_:to:)``).
    public var now: GameInstant
    /// When the current turn began.
    public var turnStarted: GameInstant
    /// Set when the game is over.
    public var finish: QuortexFinish?

    /// Seats still playing, in seat order.
    public var playingSeats: [Int] { position.flows.indices.filter { position.flows[$0].status == .playing } }
}
