import GameCore

/// SketchDuel, the drawing game of seed 000, for 2-8 players: one draws a secret word, the others
/// guess it against the clock; the drawer rotates every round. Two players are a duet (one shared
/// score, won or lost together), three or more a race (each for itself). See ``rulesText`` and
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
    /// The module version: 2 is the 2-8 player game (duet and race, hints, "close!", partners).
    public static let version = SemanticVersion(2, 0, 0)

    /// The game list entry.
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "SketchDuel", iconSymbol: "pencil.and.scribble", maxPlayers: 8, difficulty: .easy)

    /// 2-8 players, taking turns to draw; seats are held for rejoin; spectators welcome.
    public static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 8, isTurnBased: true, allowsRejoin: true, supportsSpectators: true)

    /// 2 rounds per player of 75 s, everyday words, 5 s between rounds.
    public static var defaultSettings: SketchDuelSettings { SketchDuelSettings() }

    /// Bots are practice partners: they say so first; the drawer bot sketches from its library, the
    /// guesser bot matches the canvas against it (see ``SketchDuelBot``).
    public static func botAction(for view: SketchDuelView, as player: PlayerID, random: inout SeededGenerator)
        -> SketchDuelAction?
    {
        SketchDuelBot.action(for: view, as: player, random: &random)
    }
}
