import Foundation
import GameCore

extension HighCardDuel {
    /// The rules options: how many rounds (and so which cards: 1 up to it).
    public struct Settings: GameSettings {
        /// The schema version.
        public static let currentVersion = 1
        /// `rounds`.
        public static let descriptors = [
            SettingDescriptor(key: "rounds", summary: "Rounds, and so the cards 1...rounds", allowedValues: "1...9")
        ]

        /// The schema this value was written with.
        public var settingsVersion = Self.currentVersion
        /// Rounds to play.
        public var rounds = 5

        /// Five rounds.
        public init() {}

        /// The value of `key` as text.
        public func value(forKey key: String) -> String? { key == "rounds" ? String(rounds) : nil }

        /// Sets `rounds`.
        public mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
            guard key == "rounds" else { throw .unknownKey(key) }
            guard let number = Int(value), (1...9).contains(number) else {
                throw .invalidValue(key: key, value: value, expected: "1...9")
            }
            rounds = number
        }

        /// Checks a decoded snapshot.
        public func validate() throws(SettingsError) {
            guard (1...9).contains(rounds) else {
                throw .invalidValue(key: "rounds", value: String(rounds), expected: "1...9")
            }
        }
    }
}
