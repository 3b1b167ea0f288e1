import GameCore

/// Crazy Eights for 2–8 players: match the top card's suit or rank, eights are wild, first to empty
/// their hand wins. See ``rulesText`` for the full rules and the choices made where house rules vary.
public enum CrazyEights: GameModule {
    /// The host's full table.
    public typealias State = CrazyEightsState
    /// A move.
    public typealias Action = CrazyEightsAction
    /// What one viewer may see.
    public typealias View = CrazyEightsView
    /// The rules options.
    public typealias Settings = CrazyEightsSettings

    /// `crazy-eights`.
    public static let id: GameID = "crazy-eights"
    /// The module version (major changes break compatibility with peers). 2.0.0: `lastMove` in the
    /// view became tagged JSON (`{"type": "played", ...}`), which 1.x peers cannot read. 2.1.0: the
    /// view's hand is sorted by suit then rank, and `players[].cards` shows every hand at game over. 2.2.0: the turn timer (`turnSeconds`, the
    /// view's `turnMillisecondsLeft`, the `timedOut` move).
    public static let version = SemanticVersion(2, 2, 0)

    /// The game list entry.
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Crazy Eights", iconSymbol: "suit.club.fill", maxPlayers: 8, difficulty: .easy)

    /// 2–8 players, one at a time; seats are held for rejoin; spectators welcome.
    public static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 8, isTurnBased: true, allowsRejoin: true, supportsSpectators: true)

    /// Classic hands, draw one, 1000-turn limit.
    public static var defaultSettings: CrazyEightsSettings { CrazyEightsSettings() }

    /// How it ended, or `nil` while running.
    public static func outcome(of state: CrazyEightsState) -> GameOutcome? {
        state.finish.map { GameOutcome(winners: $0.winners, summary: $0.summary) }
    }

    /// Playing a card and passing are predictable from the player's own view; drawing is not (the
    /// card is unknown until the host deals it).
    public static func isPredictable(_ action: CrazyEightsAction) -> Bool {
        switch action {
        case .play, .pass: true
        case .draw: false
        }
    }

    /// The bot's move (see ``CrazyEightsBot``).
    public static func botAction(
        for view: CrazyEightsView, as player: PlayerID, random: inout SeededGenerator
    ) -> CrazyEightsAction? {
        CrazyEightsBot.chooseAction(for: view, as: player, random: &random)
    }
}
