import GameCore

/// The rules options of a SketchDuel table.
public struct SketchDuelSettings: SchemaSettings {
    /// Schema 1: `rounds`, `roundSeconds`, `words`, `pauseSeconds`.
    public static let currentVersion = 1
    /// Rounds per game: an even number (the schema's step 2), so both players draw equally often.
    public static let allowedRounds = 2...20
    /// Seconds per round.
    public static let allowedRoundSeconds = 15...300
    /// Seconds between rounds.
    public static let allowedPauseSeconds = 0...30

    /// The keys `set KEY=VALUE` accepts.
    public static let schema = SettingsSchema<Self>([
        .integer("rounds", \.rounds, in: allowedRounds, step: 2, summary: "Rounds in the game; the players take turns drawing"),
        .integer("roundSeconds", \.roundSeconds, in: allowedRoundSeconds, summary: "Seconds to draw and guess each word"),
        .choice("words", \.words, summary: "The word list"),
        .integer("pauseSeconds", \.pauseSeconds, in: allowedPauseSeconds, summary: "Seconds showing the word between rounds"),
    ])

    /// The schema this value was written with.
    public var settingsVersion: Int
    /// Rounds in the game (6); the drawer alternates.
    public var rounds: Int
    /// The round timer (75 s).
    public var roundSeconds: Int
    /// The list the secret words come from (everyday).
    public var words: WordList
    /// Seconds everyone sees the last round's word and drawing before the next round starts (5).
    public var pauseSeconds: Int

    /// Creates settings (defaults: 6 rounds of 75 s, everyday words, 5 s between rounds).
    public init(rounds: Int = 6, roundSeconds: Int = 75, words: WordList = .everyday, pauseSeconds: Int = 5) {
        self.settingsVersion = Self.currentVersion
        self.rounds = rounds
        self.roundSeconds = roundSeconds
        self.words = words
        self.pauseSeconds = pauseSeconds
    }
}
