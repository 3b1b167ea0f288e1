import Foundation
import GameCore

extension HighCardDuel {
    /// The rules options, declared once: `set`, `settings`, validation and the page's form come
    /// from the schema.
    public struct Settings: SchemaSettings {
        /// The schema version.
        public static let currentVersion = 1
        /// `rounds`: how many rounds, and so which cards (1 up to it).
        public static let schema = SettingsSchema<Self>([
            .integer("rounds", \.rounds, in: 1...9, summary: "Rounds to play; everyone holds the cards 1...rounds")
        ])

        /// The schema this value was written with.
        public var settingsVersion = Self.currentVersion
        /// Rounds to play (the initial value is the default).
        public var rounds = 5

        /// Five rounds.
        public init() {}
    }
}
