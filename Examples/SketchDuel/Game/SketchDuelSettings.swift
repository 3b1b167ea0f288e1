import GameCore

/// The rules options of a SketchDuel table.
public struct SketchDuelSettings: GameSettings {
    /// Schema 1: `rounds`, `roundSeconds`, `words`, `pauseSeconds`.
    public static let currentVersion = 1
    /// Rounds per game: an even number, so both players draw equally often.
    public static let allowedRounds = 2...20
    /// Seconds per round.
    public static let allowedRoundSeconds = 15...300
    /// Seconds between rounds.
    public static let allowedPauseSeconds = 0...30

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

    /// The keys `set KEY=VALUE` accepts.
    public static let descriptors: [SettingDescriptor] = [
        SettingDescriptor(
            key: "rounds", summary: "Rounds in the game; the players take turns drawing",
            allowedValues: "an even number \(allowedRounds.lowerBound)...\(allowedRounds.upperBound)"),
        SettingDescriptor(
            key: "roundSeconds", summary: "Seconds to draw and guess each word",
            allowedValues: "\(allowedRoundSeconds.lowerBound)...\(allowedRoundSeconds.upperBound)"),
        SettingDescriptor(
            key: "words", summary: "The word list",
            allowedValues: WordList.allCases.map(\.rawValue).joined(separator: " or ")),
        SettingDescriptor(
            key: "pauseSeconds", summary: "Seconds showing the word between rounds",
            allowedValues: "\(allowedPauseSeconds.lowerBound)...\(allowedPauseSeconds.upperBound)"),
    ]

    /// The value of `key` (case-insensitive) as text.
    public func value(forKey key: String) -> String? {
        switch key.lowercased() {
        case "rounds": String(rounds)
        case "roundseconds": String(roundSeconds)
        case "words": words.rawValue
        case "pauseseconds": String(pauseSeconds)
        default: nil
        }
    }

    /// Sets `key` (case-insensitive) from text.
    public mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
        switch key.lowercased() {
        case "rounds":
            guard let number = Int(value), Self.isAllowed(rounds: number) else { throw invalid("rounds", value) }
            rounds = number
        case "roundseconds":
            guard let number = Int(value), Self.allowedRoundSeconds.contains(number) else {
                throw invalid("roundSeconds", value)
            }
            roundSeconds = number
        case "words":
            guard let list = WordList(rawValue: value.lowercased()) else { throw invalid("words", value) }
            words = list
        case "pauseseconds":
            guard let number = Int(value), Self.allowedPauseSeconds.contains(number) else {
                throw invalid("pauseSeconds", value)
            }
            pauseSeconds = number
        default:
            throw .unknownKey(key)
        }
    }

    /// Checks ranges of a decoded value.
    public func validate() throws(SettingsError) {
        guard Self.isAllowed(rounds: rounds) else { throw invalid("rounds", String(rounds)) }
        guard Self.allowedRoundSeconds.contains(roundSeconds) else { throw invalid("roundSeconds", String(roundSeconds)) }
        guard Self.allowedPauseSeconds.contains(pauseSeconds) else { throw invalid("pauseSeconds", String(pauseSeconds)) }
    }

    private static func isAllowed(rounds: Int) -> Bool { allowedRounds.contains(rounds) && rounds % 2 == 0 }

    private func invalid(_ key: String, _ value: String) -> SettingsError {
        .invalidValue(key: key, value: value, expected: Self.descriptors.first { $0.key == key }?.allowedValues ?? "")
    }
}
