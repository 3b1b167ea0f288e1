/// A game that LanParty can host: identity, rules, hidden-information views and a terminal face.
///
/// A module is a type with static members (usually a caseless `enum`). Everything is pure: the runtime
/// (``GameHostCore``, ``GameClientCore``) owns the state and calls these functions; no module code does
/// I/O, reads the clock or uses unseeded randomness.
///
/// Data flow: the host keeps ``State`` (which may hold secrets: hands, the deck, the random generator),
/// applies ``Action``s with ``reduce(_:_:by:)``, and sends each recipient only
/// ``view(of:for:)`` — a separate ``View`` type, so secrets cannot leave the host by accident.
/// Clients see views only; they predict their own actions on the view with ``predict(_:_:by:)``.
/// Module types are `SendableMetatype` so that drivers on any actor can call their static functions.
public protocol GameModule: SendableMetatype {
    /// The authoritative state, kept only on the host.
    associatedtype State: Codable & Equatable & Sendable
    /// A move, encoded by clients and decoded (untrusted) by the host.
    associatedtype Action: Codable & Equatable & Sendable
    /// What one viewer may know; the only state representation that leaves the host.
    associatedtype View: Codable & Equatable & Sendable
    /// The rules options chosen in the lobby.
    associatedtype Settings: GameSettings

    // MARK: Identity and catalog

    /// The stable identifier, e.g. `crazy-eights`.
    static var id: GameID { get }
    /// The module's version; peers must be ``SemanticVersion/isCompatible(with:)``.
    static var version: SemanticVersion { get }
    /// What a game list shows.
    static var catalogEntry: GameCatalogEntry { get }
    /// Player counts, turns, rejoin and spectators.
    static var policy: GamePolicy { get }
    /// The rules, as plain text for people (in a terminal: they may name its commands).
    static var rulesText: String { get }
    /// The rules as a browser's player reads them (taps, not typed commands); `nil` (the default)
    /// shows ``rulesText`` there too. Paragraphs are separated by a blank line.
    static var webRulesText: String? { get }
    /// The settings a new lobby starts with.
    static var defaultSettings: Settings { get }

    // MARK: Rules

    /// The state at the start of a game. `players` are in seat (turn) order; `seed` drives all
    /// randomness and must stay on the host.
    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State

    /// Applies `action` taken by `player`. Pure and deterministic. Throws ``GameError/invalidAction(_:)``
    /// with the broken rule, ``GameError/notYourTurn``, ``GameError/notAPlayer`` or
    /// ``GameError/gameNotRunning``.
    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State

    /// What `viewer` may see of `state`: hidden information of others (and any deck order or seed)
    /// removed.
    static func view(of state: State, for viewer: Viewer) -> View

    /// Removes a player who left for good (e.g. their cards go back to the deck); ends the game if
    /// too few players remain. Unknown players leave the state unchanged.
    static func playerLeft(_ state: State, player: PlayerID) -> State

    /// How the game ended, or `nil` while it runs.
    static func outcome(of state: State) -> GameOutcome?

    // MARK: Who acts, and what they may do

    /// The players the game waits for now: one in a turn-based game, several or all in a game of
    /// simultaneous picks, none between rounds or once it is over. The host sends it with every state
    /// (wire `gameState` field `toAct`), so every surface can say "waiting for A and B" without the
    /// module. A player outside it has nothing to do now: ``reduce(_:_:by:)`` refuses its moves
    /// (usually ``GameError/notYourTurn``), apart from moves allowed at any time such as resigning.
    /// Default: `nil`, "the module does not say" (nothing is sent; surfaces say nothing).
    static func playersToAct(in state: State) -> Set<PlayerID>?

    /// The actions `player` may take now, as far as `view` (that player's own view) shows them, or
    /// `nil` when the module cannot list them (the default). An empty list: nothing to do now. Every
    /// listed action must be accepted by ``reduce(_:_:by:)`` for `player` on the state the view was
    /// made from. Used by the generic bot (``botAction(for:as:random:)``'s default), the programs'
    /// `moves` command and tests.
    static func legalActions(in view: View, for player: PlayerID) -> [Action]?

    /// Whether ``legalActions(in:for:)`` lists every action ``reduce(_:_:by:)`` would accept (each
    /// once, in one spelling: an action the module treats exactly like a listed one may be left
    /// out), rather than only some of them (open-ended moves such as a drawing or a typed guess).
    /// Default: `true`.
    static var listsEveryLegalAction: Bool { get }

    /// `action` as the command line a person would type (what ``parseCommand(_:)`` turns back into
    /// `action`), or `nil` when it has none (the default).
    static func commandLine(for action: Action) -> String?

    // MARK: Client-side prediction

    /// Whether a client may show `action`'s effect before the host confirms it. Default: `false`.
    static func isPredictable(_ action: Action) -> Bool

    /// The acting player's view after `action`, computed from that player's view alone, or `nil` when
    /// the view does not determine the result (or the action looks illegal). Called only for
    /// predictable actions. Default: `nil`.
    static func predict(_ view: View, _ action: Action, by player: PlayerID) -> View?

    // MARK: Terminal face

    /// The game's commands, for `help`.
    static var commandHelp: [GameCommandHelp] { get }

    /// Parses a command line such as `play 7H` into an action.
    static func parseCommand(_ line: String) throws(GameCommandError) -> Action

    /// Commands answered on the player's own screen, without a move (listed in `help` after
    /// ``commandHelp``). Default: none.
    static var localCommandHelp: [GameCommandHelp] { get }

    /// The text answering `line` when it is one of ``localCommandHelp``'s commands (e.g. Quortex's
    /// `show 7`), `nil` when it is not (it is then a move, for ``parseCommand(_:)``). Pure; tried
    /// before ``parseCommand(_:)``. Default: `nil`.
    static func localAnswer(to line: String) throws(GameCommandError) -> String?

    /// Renders `view` as plain text (no ANSI codes) for `viewer`.
    static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String

    /// A computer player's move for `player` given only its view, or `nil` when it has nothing to do
    /// (not its turn, game over). Deterministic for a given `random` state. Default: a random one of
    /// ``legalActions(in:for:)`` (``randomLegalAction(in:for:random:)``), `nil` when the module
    /// cannot list them.
    static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action?

    // MARK: Public history

    /// Short public lines saying what the step from `previous` to `next` did (e.g. "Round 4: Bo
    /// called liar on 5 × 3s; there were 4 — Bo loses a die"), or none (the default). The host asks
    /// after every change, keeps the history and sends each step's lines with its states to every
    /// recipient, players and spectators alike; every surface shows them in order (the live
    /// screen's events, the page's log, the TV), so a module keeps no log of its own. Public: the
    /// audit searches them for every secret (LanPartyTestKit). Pure; at most
    /// ``GameEventLine/maximumPerStep`` lines of ``GameEventLine/maximumTextBytes`` bytes each.
    static func events(from previous: State, to next: State) -> [String]

    // MARK: Time

    /// The next instant at which the game must hear the time (a round or turn deadline), or `nil`
    /// when no timer runs. Default: `nil`.
    static func nextDeadline(of state: State) -> GameInstant?

    /// The state at `now`: the module records the time and applies every deadline at or before it (a
    /// round that ran out, an idle player's turn played for them). The host calls it before every
    /// action and at each ``nextDeadline(of:)``; `now` never decreases. Unless a deadline passed it
    /// must not change what any view shows (the host then applies it without broadcasting). Pure.
    /// Default: `state` unchanged.
    static func advance(_ state: State, to now: GameInstant) -> State

    // MARK: Browser face

    /// The game's face in the browser client, or `nil` (the default) to show the terminal face there.
    static var webFace: GameWebFace? { get }

    /// The game's face on the big screen (`/tv`, Docs/WritingAGameModule.md "A big-screen face"): a
    /// script that registers with `LanPartyFaces.registerScreen` and draws the spectator's view for a
    /// room to see from the sofa, or `nil` (the default) to show the spectator's text face, large.
    static var bigScreenFace: GameWebFace? { get }
}

extension GameModule {
    /// No action is predicted unless the module says so.
    public static func isPredictable(_ action: Action) -> Bool { false }

    /// No prediction unless the module provides one.
    public static func predict(_ view: View, _ action: Action, by player: PlayerID) -> View? { nil }

    /// The generic computer player: a random legal action, when the module can list them.
    public static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        randomLegalAction(in: view, for: player, random: &random)
    }

    /// No public history unless the module writes it.
    public static func events(from previous: State, to next: State) -> [String] { [] }

    /// No timers unless the module says so.
    public static func nextDeadline(of state: State) -> GameInstant? { nil }

    /// Time changes nothing unless the module says so.
    public static func advance(_ state: State, to now: GameInstant) -> State { state }

    /// No web face: the browser shows the terminal face.
    public static var webFace: GameWebFace? { nil }

    /// No big-screen face: the TV shows the spectator's text face, large.
    public static var bigScreenFace: GameWebFace? { nil }

    /// No local commands.
    public static var localCommandHelp: [GameCommandHelp] { [] }

    /// No local commands: every line is a move.
    public static func localAnswer(to line: String) throws(GameCommandError) -> String? { nil }

    /// Whether the game has ended.
    public static func isGameOver(_ state: State) -> Bool { outcome(of: state) != nil }

    /// The module's id and version, as announced in the join handshake.
    public static var versionInfo: GameVersionInfo { GameVersionInfo(id: id, version: version) }

    /// Checks player count and uniqueness against ``policy``; modules call this from `initialState`.
    public static func validateSeating(_ players: [PlayerID]) throws(GameSetupError) {
        guard policy.playerRange.contains(players.count) else {
            throw .playerCount(players.count, allowed: policy.playerRange)
        }
        var seen = Set<PlayerID>()
        for player in players where !seen.insert(player).inserted {
            throw .duplicatePlayer(player)
        }
    }
}
