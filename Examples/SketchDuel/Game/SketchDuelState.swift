import Foundation
import GameCore

/// Where the game is. JSON: the string.
public enum SketchDuelPhase: String, Hashable, Sendable, Codable {
    /// The drawer draws, the guesser guesses, the round timer runs.
    case drawing
    /// The round is over; everyone sees its word until the next round starts.
    case reveal
    /// The game is over.
    case over
}

/// One guess. JSON: `{"text":"a cat","right":false}`.
public struct SketchDuelGuess: Hashable, Sendable, Codable {
    /// As typed (trimmed; at most ``SketchDuelRules/maximumGuessLength`` characters).
    public var text: String
    /// Whether it matched the word.
    public var right: Bool
}

/// How a round ended. JSON: the string.
public enum SketchDuelRoundResult: String, Hashable, Sendable, Codable {
    /// The guesser found the word.
    case guessed
    /// The timer ran out.
    case timeout
    /// A player left the game.
    case left
}

/// A finished round. JSON: `{"round":1,"drawer":"…","word":"apple","result":"guessed",
/// "points":5,"millisecondsLeft":61200}`.
public struct SketchDuelRoundRecord: Hashable, Sendable, Codable {
    /// 1-based.
    public var round: Int
    /// Who drew.
    @WireID public var drawer: PlayerID
    /// The word (public once the round is over).
    public var word: String
    /// How it ended.
    public var result: SketchDuelRoundResult
    /// What the guesser and the drawer each scored.
    public var points: Int
    /// Time left on the round timer when it ended.
    public var millisecondsLeft: UInt64
}

/// Why the game ended. JSON: the string.
public enum SketchDuelWinReason: String, Hashable, Sendable, Codable {
    /// Every round was played; the highest total wins.
    case points
    /// The other player left.
    case left
}

/// How the game ended. JSON: `{"winners":["…"],"reason":"points","summary":"…"}`.
public struct SketchDuelFinish: Hashable, Sendable, Codable {
    /// The winners (both for equal totals).
    @WireIDList public var winners: [PlayerID]
    /// Why.
    public var reason: SketchDuelWinReason
    /// A sentence without names.
    public var summary: String
}

/// The host's whole table. Never sent: it holds every round's secret word.
public struct SketchDuelState: Hashable, Sendable, Codable {
    /// The rules options.
    public var settings: SketchDuelSettings
    /// The two players in seat order; the drawer of round r is `players[(r - 1) % 2]`.
    public var players: [PlayerID]
    /// One secret word per round, drawn from the list without repeats.
    public var words: [String]
    /// The current (or, in `reveal` and `over`, the last played) round, 1-based.
    public var round: Int
    /// Where the game is.
    public var phase: SketchDuelPhase
    /// When the current phase began.
    public var phaseStarted: GameInstant
    /// The host's clock as last told (``SketchDuel/advance(_:to:)``).
    public var now: GameInstant
    /// This round's canvas.
    public var drawing: Drawing
    /// This round's guesses.
    public var guesses: [SketchDuelGuess]
    /// Total points, in seat order.
    public var scores: [Int]
    /// Every finished round.
    public var history: [SketchDuelRoundRecord]
    /// Set when the game is over.
    public var finish: SketchDuelFinish?

    /// Who draws this round.
    public var drawer: PlayerID { players[(round - 1) % players.count] }
    /// Who guesses this round.
    public var guesser: PlayerID { players[round % players.count] }
    /// This round's secret word.
    public var word: String { words[round - 1] }
}
