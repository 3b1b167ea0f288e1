import Foundation
import GameCore

extension HighCardDuel {
    /// The host's state: every hand and every secret pick of the round.
    public struct State: Codable, Equatable, Sendable {
        /// Seat order.
        public var players: [PlayerID]
        /// `hands[i]` belongs to `players[i]`: the cards not played yet.
        var hands: [[Int]]
        /// `picks[i]`: the card `players[i]` picked this round, secret until everyone has picked.
        var picks: [Int?]
        /// `scores[i]`: rounds won by `players[i]`.
        var scores: [Int]
        /// `present[i]`: false once `players[i]` left for good.
        var present: [Bool]
        /// The round being played, from 1; `rounds + 1` once the game is over.
        var round: Int
        /// How many rounds the game has.
        var rounds: Int
        /// The cards shown at the end of the last round (`nil` for who did not pick).
        var lastReveal: [Int?]
    }

    /// A move: the card to put down this round. JSON: `{"card": 3}`.
    public struct Action: Codable, Equatable, Sendable {
        /// The card, 1...rounds.
        public var card: Int

        /// Picks `card`.
        public init(card: Int) { self.card = card }
    }

    /// What one viewer may know: their own hand and pick, who has picked (not what), the scores and
    /// the last round's cards.
    public struct View: Codable, Equatable, Sendable {
        /// Seat order.
        @WireIDList public var players: [PlayerID]
        /// The viewer's cards not played yet (`nil` for spectators).
        public var hand: [Int]?
        /// The viewer's pick this round, until the round is shown.
        public var myPick: Int?
        /// `picked[i]`: whether `players[i]` has picked this round.
        public var picked: [Bool]
        /// `scores[i]`: rounds won by `players[i]`.
        public var scores: [Int]
        /// `present[i]`: false once `players[i]` left.
        public var present: [Bool]
        /// The round being played, from 1 (`rounds + 1` once over).
        public var round: Int
        /// How many rounds the game has.
        public var rounds: Int
        /// The cards shown at the end of the last round, by seat (`null` for who did not pick).
        public var lastReveal: [Int?]
    }
}
