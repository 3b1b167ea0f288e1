import GameCore

/// The rules options of a SketchDuel table.
public struct SketchDuelSettings: SchemaSettings {
    /// Schema 1: `rounds`, `roundSeconds`, `words`, `pauseSeconds`.
    public static let currentVersion = 1

    /// The keys `set KEY=VALUE` accepts, with their ranges.
    public static let schema = SettingsSchema<Self>([
        // Even (step 2), so that both players draw equally often.
        .integer("rounds", \.rounds, in: 2...20, step: 2, summary: "Rounds in the game; the players take turns drawing"),
        .integer("roundSeconds", \.roundSeconds, in: 15...300, summary: "Seconds to draw and guess each word"),
        .choice("words", \.words, summary: "The word list"),
        .integer("pauseSeconds", \.pauseSeconds, in: 0...30, summary: "Seconds showing the word between rounds"),
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
