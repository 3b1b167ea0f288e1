import Foundation
import GameCore

/// High Card Duel: every round, each player picks one card of their hand in secret; when everyone
/// has picked, the picks are shown and the highest card scores a point (a tie for highest scores for
/// each of them). Every card is played once. After the last round the most points win.
public enum HighCardDuel: GameModule {
    /// The wire identifier.
    public static let id: GameID = "high-card-duel"
    /// Version 1.0.0: peers with the same major version play together.
    public static let version = SemanticVersion(1, 0, 0)
    /// What a game list shows.
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "High Card Duel", iconSymbol: "rectangle.on.rectangle", maxPlayers: 6,
        difficulty: .easy)
    /// 2-6 players who all act at once; seats are held for a rejoin; spectators welcome.
    public static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 6, isTurnBased: false, allowsRejoin: true, supportsSpectators: true)
    /// The rules for people.
    public static let rulesText = """
        Everyone holds the same cards, 1 up to the number of rounds. Each round, pick one card in \
        secret; when everyone has picked, the picks are shown and the highest card scores a point \
        (a tie for highest scores for each of them). Every card is played once. Most points win.
        """
    /// Five rounds.
    public static var defaultSettings: Settings { Settings() }
}
