import GameCore

/// SketchDuel, the drawing duel of seed 000, for exactly 2 players: one draws a secret word, the
/// other guesses it against the clock; the roles swap every round. See ``rulesText`` and
/// Docs/Games/SketchDuel.md.
public enum SketchDuel: GameModule {
    /// The host's full table.
    public typealias State = SketchDuelState
    /// A move.
    public typealias Action = SketchDuelAction
    /// What one viewer may see.
    public typealias View = SketchDuelView
    /// The rules options.
    public typealias Settings = SketchDuelSettings

    /// `sketch-duel`.
    public static let id: GameID = "sketch-duel"
    /// The module version.
    public static let version = SemanticVersion(1, 0, 0)

    /// The game list entry.
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "SketchDuel", iconSymbol: "pencil.and.scribble", maxPlayers: 2, difficulty: .easy)

    /// Exactly 2 players, taking turns to draw; seats are held for rejoin; spectators welcome.
    public static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 2, isTurnBased: true, allowsRejoin: true, supportsSpectators: true)

    /// 6 rounds of 75 s, everyday words, 5 s between rounds.
    public static var defaultSettings: SketchDuelSettings { SketchDuelSettings() }

    /// The drawer bot sketches from its library; the guesser bot matches the canvas against it
    /// (see ``SketchDuelBot``).
    public static func botAction(for view: SketchDuelView, as player: PlayerID, random: inout SeededGenerator)
        -> SketchDuelAction?
    {
        SketchDuelBot.action(for: view, as: player, random: &random)
    }
}
