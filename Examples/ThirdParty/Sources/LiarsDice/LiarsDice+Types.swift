import Foundation
import GameCore

extension LiarsDice {
    /// A bid: at least `quantity` dice on the table show `face`. JSON `{"quantity": 4, "face": 3}`.
    public struct Bid: Codable, Equatable, Hashable, Sendable {
        /// How many dice, 1 up to the dice on the table.
        public var quantity: Int
        /// Which face, 1...6.
        public var face: Int

        /// A bid of `quantity` × `face`s.
        public init(quantity: Int, face: Int) {
            self.quantity = quantity
            self.face = face
        }

        /// Whether this bid raises `other`: more dice, or as many of a higher face.
        public func raises(_ other: Bid?) -> Bool {
            guard let other else { return true }
            return quantity > other.quantity || (quantity == other.quantity && face > other.face)
        }

        /// `4 × 3s`.
        public var spoken: String { "\(quantity) × \(face)s" }
    }

    /// What a challenge showed: every cup lifted, who was wrong. Public once it happened.
    public struct Reveal: Codable, Equatable, Sendable {
        /// The round it ended.
        public var round: Int
        /// The bid called.
        public var bid: Bid
        /// Who bid it.
        @WireID public var bidder: PlayerID
        /// Who called liar.
        @WireID public var caller: PlayerID
        /// Every player's dice as they lay (`[]` for who had none), by seat.
        public var dice: [[Int]]
        /// How many dice counted for the bid.
        public var counted: Int
        /// Who lost a die.
        @WireID public var loser: PlayerID
    }

    /// The host's state: every cup, whose turn, the bid, the generator for the next rolls.
    public struct State: Codable, Equatable, Sendable {
        /// Seat order.
        public var players: [PlayerID]
        /// `dice[i]`: `players[i]`'s dice this round, secret to them (`[]` once out).
        var dice: [[Int]]
        /// `present[i]`: false once `players[i]` left for good.
        var present: [Bool]
        /// The seat whose turn it is.
        var turn: Int
        /// The standing bid and its bidder's seat, `nil` at a round's start.
        var bid: Bid?
        var bidder: Int?
        /// The round, from 1.
        var round: Int
        /// The last challenge, public.
        var lastReveal: Reveal?
        /// Whether ones are wild.
        var wildOnes: Bool
        /// Rolls every round's dice (host only).
        var random: SeededGenerator
    }

    /// A move. JSON `{"kind": "bid", "quantity": 4, "face": 3}` or `{"kind": "liar"}`.
    public struct Action: Codable, Equatable, Sendable {
        /// `bid` or `liar`.
        public enum Kind: String, Codable, Sendable {
            /// Raise the bid.
            case bid
            /// Call the standing bid a lie.
            case liar
        }

        /// What the move is.
        public var kind: Kind
        /// The bid's quantity (`bid` only).
        public var quantity: Int?
        /// The bid's face (`bid` only).
        public var face: Int?

        /// Bids `bid`.
        public static func bid(_ bid: Bid) -> Action { Action(kind: .bid, quantity: bid.quantity, face: bid.face) }
        /// Calls liar.
        public static let liar = Action(kind: .liar, quantity: nil, face: nil)
    }

    /// What one viewer may know: their own dice, everyone's dice count, the bid, the last reveal.
    public struct View: Codable, Equatable, Sendable {
        /// Seat order.
        @WireIDList public var players: [PlayerID]
        /// The viewer's dice (`nil` for spectators).
        public var myDice: [Int]?
        /// `diceCounts[i]`: how many dice `players[i]` holds (0: out).
        public var diceCounts: [Int]
        /// `present[i]`: false once `players[i]` left.
        public var present: [Bool]
        /// Whose turn it is (`nil` once over).
        @WireOptionalID public var turn: PlayerID?
        /// The standing bid.
        public var bid: Bid?
        /// Who made it.
        @WireOptionalID public var bidder: PlayerID?
        /// The round, from 1.
        public var round: Int
        /// The last challenge.
        public var lastReveal: Reveal?
        /// Whether ones are wild.
        public var wildOnes: Bool

        /// Dice on the table.
        public var totalDice: Int { diceCounts.reduce(0, +) }
    }
}
