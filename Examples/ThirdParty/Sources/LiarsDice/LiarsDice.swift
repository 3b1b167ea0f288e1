import Foundation
import GameCore

/// Liar's Dice for 2-6: everyone rolls their dice in secret under a cup; in turn, players raise a
/// bid on how many dice of one face lie on the whole table (ones are wild) or call the last bid a
/// lie. The cups are lifted: whoever was wrong loses a die, and a player without dice is out. The
/// last player with dice wins. A second third-party example (beside High Card Duel): a turn order
/// with eliminations, and the platform's event lines for the history of the rounds.
public enum LiarsDice: GameModule {
    /// The wire identifier.
    public static let id: GameID = "liars-dice"
    /// Version 1.0.0.
    public static let version = SemanticVersion(1, 0, 0)
    /// What a game list shows.
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Liar's Dice", iconSymbol: "dice", maxPlayers: 6, difficulty: .medium)
    /// 2-6 players taking turns; seats are held for a rejoin; spectators welcome.
    public static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 6, isTurnBased: true, allowsRejoin: true, supportsSpectators: true)
    /// The rules for people.
    public static let rulesText = """
        Everyone rolls their dice in secret. In turn, raise the bid — how many dice of one face lie on \
        the whole table, e.g. "4 × 3s" — or call the last bid a lie. A raise bids more dice, or as \
        many of a higher face. With wild ones (the default) every 1 counts as the face bid.

        When someone calls liar the cups are lifted: if the table holds at least the bid, the caller \
        loses a die, otherwise the bidder does. The loser opens the next round; a player without dice \
        is out. The last player with dice wins.
        """
    /// Five dice each, ones wild.
    public static var defaultSettings: Settings { Settings() }

    /// `startingDice` and `wildOnes`.
    public struct Settings: SchemaSettings {
        /// The schema version.
        public static let currentVersion = 1
        /// The two settings.
        public static let schema = SettingsSchema<Self>([
            .integer("startingDice", \.startingDice, in: 1...6, summary: "Dice each player starts with"),
            .boolean("wildOnes", \.wildOnes, summary: "Ones count as any face bid (not when ones are bid)"),
        ])

        /// The schema this value was written with.
        public var settingsVersion = Self.currentVersion
        /// Dice each player starts with.
        public var startingDice = 5
        /// Whether ones are wild.
        public var wildOnes = true

        /// Five dice each, ones wild.
        public init() {}
    }
}
