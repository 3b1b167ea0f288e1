import GameCore

/// The rules options of a SketchDuel table.
public struct SketchDuelSettings: SchemaSettings {
    /// Schema 2: `rounds` (`auto` = 2 per player, or 2-24), `roundSeconds`, `words`, `pauseSeconds`.
    public static let currentVersion = 2

    /// The keys `set KEY=VALUE` accepts, with their ranges.
    public static let schema = SettingsSchema<Self>([
        .integer(
            "rounds", \.rounds, in: 2...24, or: ["auto": 0],
            summary: "Rounds in the game (auto: 2 per player); the drawer rotates through the seats"),
        .integer("roundSeconds", \.roundSeconds, in: 15...300, summary: "Seconds to draw and guess each word"),
        .choice("words", \.words, summary: "The word list"),
        .integer("pauseSeconds", \.pauseSeconds, in: 0...30, summary: "Seconds showing the word between rounds"),
    ])

    /// The schema this value was written with.
    public var settingsVersion: Int
    /// Rounds in the game; 0 (`auto`, the default) is 2 per player.
    public var rounds: Int
    /// The round timer (75 s).
    public var roundSeconds: Int
    /// The list the secret words come from (everyday).
    public var words: WordList
    /// Seconds everyone sees the last round's word and drawing before the next round starts (5).
    public var pauseSeconds: Int

    /// Creates settings (defaults: 2 rounds per player of 75 s, everyday words, 5 s between rounds).
    public init(rounds: Int = 0, roundSeconds: Int = 75, words: WordList = .everyday, pauseSeconds: Int = 5) {
        self.settingsVersion = Self.currentVersion
        self.rounds = rounds
        self.roundSeconds = roundSeconds
        self.words = words
        self.pauseSeconds = pauseSeconds
    }

    /// The rounds a game of `players` players plays: ``rounds``, or 2 per player for `auto`.
    public func roundCount(players: Int) -> Int { rounds == 0 ? 2 * players : rounds }
}
