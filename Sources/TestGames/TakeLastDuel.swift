import Foundation
import GameCore

/// Take Last for exactly two, without spectators and with a `pile` setting: the second game of the
/// party-session tests (a game smaller than the lobby, whose extras wait; settings from a schema).
/// The rules are ``TakeLast``'s.
public enum TakeLastDuel: GameModule {
    public static let id: GameID = "take-last-duel"
    public static let version = SemanticVersion(1, 0, 0)
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Take Last Duel", iconSymbol: "circle.grid.2x2", maxPlayers: 2, difficulty: .easy)
    public static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 2, isTurnBased: true, allowsRejoin: true, supportsSpectators: false)
    public static let rulesText = "Two players, one pile of tokens. In turn, take 1, 2 or 3. Whoever takes the last token wins."
    public static var defaultSettings: Settings { Settings() }

    /// `pile`: the tokens at the start.
    public struct Settings: SchemaSettings {
        public static let currentVersion = 1
        public static let schema = SettingsSchema<Self>([
            .integer("pile", \.pile, in: 4...30, summary: "Tokens on the pile at the start")
        ])
        public var settingsVersion = Self.currentVersion
        /// Tokens at the start.
        public var pile = 9

        /// Nine tokens.
        public init() {}
    }

    public typealias State = TakeLast.State
    public typealias Action = TakeLast.Action
    public typealias View = TakeLast.View

    public static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        return State(players: players, tokens: settings.pile, turn: 0, winner: nil)
    }

    public static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        try TakeLast.reduce(state, action, by: player)
    }

    public static func view(of state: State, for viewer: Viewer) -> View { TakeLast.view(of: state, for: viewer) }

    public static func playerLeft(_ state: State, player: PlayerID) -> State { TakeLast.playerLeft(state, player: player) }

    public static func outcome(of state: State) -> GameOutcome? { TakeLast.outcome(of: state) }

    public static let commandHelp = TakeLast.commandHelp

    public static func parseCommand(_ line: String) throws(GameCommandError) -> Action { try TakeLast.parseCommand(line) }

    public static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        TakeLast.render(view, for: viewer, names: names)
    }

    public static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        TakeLast.botAction(for: view, as: player, random: &random)
    }
}
