import Foundation
import GameCore

/// Where the game is. JSON: the string.
public enum SketchDuelPhase: String, Hashable, Sendable, Codable {
    /// The drawer draws, the guessers guess, the round timer runs.
    case drawing
    /// The round is over; everyone sees its word until the next round starts.
    case reveal
    /// The game is over.
    case over
}

/// How the table plays, fixed by the number of seats. JSON: the string.
public enum SketchDuelMode: String, Hashable, Sendable, Codable {
    /// 2 players: one shared score against the clock; won or lost together.
    case duet
    /// 3-8 players: each scores alone; the highest total wins.
    case race

    /// The mode for `count` players.
    public static func of(playerCount count: Int) -> SketchDuelMode { count <= 2 ? .duet : .race }
}

/// One guess as the host keeps it (every flag; ``SketchDuelGuessView`` is what a viewer gets).
public struct SketchDuelGuess: Hashable, Sendable, Codable {
    /// Who guessed.
    public var player: PlayerID
    /// As typed (trimmed; at most ``SketchDuelRules/maximumGuessLength`` characters).
    public var text: String
    /// Whether it matched the word.
    public var right: Bool
    /// Whether it was one edit from the word (``SketchDuelRules/isClose(_:to:)``).
    public var close: Bool
}

/// How a round ended. JSON: the string.
public enum SketchDuelRoundResult: String, Hashable, Sendable, Codable {
    /// At least one guesser found the word.
    case guessed
    /// The timer ran out and nobody found it.
    case timeout
    /// The drawer left (or had left), so the round stopped or was skipped.
    case left
}

/// A finished round. JSON: `{"round":1,"drawer":"…","word":"apple","result":"guessed",
/// "points":[1,6,2],"right":["…"],"millisecondsLeft":61200}`.
public struct SketchDuelRoundRecord: Hashable, Sendable, Codable {
    /// 1-based.
    public var round: Int
    /// Who drew.
    @WireID public var drawer: PlayerID
    /// The word (public once the round is over).
    public var word: String
    /// How it ended.
    public var result: SketchDuelRoundResult
    /// What each seat scored this round, in seat order (a duet: the pair's points on both seats).
    public var points: [Int]
    /// Who guessed right, first first.
    @WireIDList public var right: [PlayerID]
    /// Time left on the round timer when it ended.
    public var millisecondsLeft: UInt64
}

/// Why the game ended. JSON: the string.
public enum SketchDuelWinReason: String, Hashable, Sendable, Codable {
    /// A race: every round was played; the highest total wins.
    case points
    /// A duet guessed at least half of the rounds: both win.
    case duetWon
    /// A duet guessed fewer than half of the rounds: both lose.
    case duetLost
    /// Too few players were left.
    case left
}

/// How the game ended. JSON: `{"winners":["…"],"reason":"points","summary":"…"}`.
public struct SketchDuelFinish: Hashable, Sendable, Codable {
    /// The winners (several for a shared win; none for a lost duet).
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
    /// The 2-8 players in seat order; the drawer of round r is `players[(r - 1) % count]`.
    public var players: [PlayerID]
    /// One secret word per round, drawn from the list without repeats.
    public var words: [String]
    /// Per round, the letter positions (indices into the word) its hints reveal, in order.
    public var hintPositions: [[Int]]
    /// Per round, the word used instead when a practice partner (a bot) draws it: one the bots'
    /// sketch library can draw.
    public var partnerWords: [String]
    /// The hint positions of ``partnerWords``.
    public var partnerHints: [[Int]]
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
    /// How many of this round's hint letters are shown (0-2).
    public var hintsShown: Int
    /// What each seat scored so far this round.
    public var roundPoints: [Int]
    /// Total points, in seat order (a duet: the shared score on both seats).
    public var scores: [Int]
    /// Every finished round.
    public var history: [SketchDuelRoundRecord]
    /// Players who said they are practice partners (bots), in the order they said so.
    public var partners: [PlayerID]
    /// Players who left the game for good.
    public var departed: [PlayerID]
    /// Set when the game is over.
    public var finish: SketchDuelFinish?

    /// Duet or race.
    public var mode: SketchDuelMode { .of(playerCount: players.count) }
    /// The number of rounds in this game.
    public var rounds: Int { words.count }
    /// Who draws this round.
    public var drawer: PlayerID { players[(round - 1) % players.count] }
    /// This round's secret word.
    public var word: String { words[round - 1] }
    /// Who guess this round: everyone seated but the drawer and those who left.
    public var guessers: [PlayerID] { players.filter { $0 != drawer && !departed.contains($0) } }
    /// Who guessed right this round, first first.
    public var rightGuessers: [PlayerID] { guesses.filter(\.right).map(\.player) }
    /// The seat of `player`.
    func seat(of player: PlayerID) -> Int? { players.firstIndex(of: player) }
}
