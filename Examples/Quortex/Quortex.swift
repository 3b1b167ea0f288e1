import GameCore

/// Quortex, the hex flow game of seed 002, for 2-6 players: place path tiles in front of your flow
/// and run it to the far side of the board before it runs off the edge or into another flow.
/// See ``rulesText`` and Docs/Games/Quortex.md.
public enum Quortex: GameModule {
    /// The host's full table.
    public typealias State = QuortexState
    /// A move.
    public typealias Action = QuortexAction
    /// What one viewer may see.
    public typealias View = QuortexView
    /// The rules options.
    public typealias Settings = QuortexSettings

    /// `quortex`.
    public static let id: GameID = "quortex"
    /// The module version. 1.1.0: the seat order (turn order and sides) is drawn from the seed
    /// instead of following the lobby, and each move of the view's `history` carries
    /// `pathLengths` (the move log can show the board after any move).
    public static let version = SemanticVersion(1, 1, 0)

    /// The game list entry.
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Quortex", iconSymbol: "hexagon", maxPlayers: 6, difficulty: .medium)

    /// 2-6 players, one at a time; seats are held for rejoin; spectators welcome.
    public static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 6, isTurnBased: true, allowsRejoin: true, supportsSpectators: true)

    /// Board by player count, 4 copies of each tile, hands of 3, no timer.
    public static var defaultSettings: QuortexSettings { QuortexSettings() }

    /// The greedy bot (see ``QuortexBot``).
    public static func botAction(for view: QuortexView, as player: PlayerID, random: inout SeededGenerator)
        -> QuortexAction?
    {
        QuortexBot.greedy(view, as: player, random: &random)
    }
}
