import Foundation
import GameCore

/// The smallest useful game for load tests: every player may add to one shared counter at any time,
/// so every action is legal and every action changes the state (one broadcast per action).
///
/// The state and view are a few bytes of JSON, so what the harness measures is the runtime and the
/// transport, not the module.
public enum TallyGame: GameModule {
    /// The shared counter and who may act.
    public struct State: Codable, Equatable, Sendable {
        /// Seated players.
        public var players: [PlayerID]
        /// The sum of every amount added so far.
        public var total: Int
    }

    /// Adds `amount` to the counter.
    public struct Action: Codable, Equatable, Sendable {
        /// How much to add.
        public var amount: Int

        /// Creates an action.
        public init(amount: Int) { self.amount = amount }
    }

    /// What everyone sees: the counter (there is nothing to hide).
    public struct View: Codable, Equatable, Sendable {
        /// The counter.
        public var total: Int

        /// Creates a view.
        public init(total: Int) { self.total = total }
    }

    /// No options; the type exists because every module has settings.
    public struct Settings: GameSettings {
        /// The only schema.
        public static let currentVersion = 1
        /// Nothing to set.
        public static let descriptors: [SettingDescriptor] = []
        /// Always ``currentVersion``.
        public var settingsVersion = Self.currentVersion

        /// Creates the (empty) settings.
        public init() {}
        /// No keys.
        public func value(forKey key: String) -> String? { nil }
        /// No keys.
        public mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) { throw .unknownKey(key) }
        /// Always valid.
        public func validate() throws(SettingsError) {}
    }

    /// `bench-tally`.
    public static let id: GameID = "bench-tally"
    /// 1.0.0.
    public static let version = SemanticVersion(1, 0, 0)
    /// Not a game for people; listed for completeness.
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Benchmark Tally", iconSymbol: "speedometer", maxPlayers: maximumPlayers, difficulty: .easy)
    /// The most seats the harness uses.
    public static let maximumPlayers = 64
    /// 1–64 players, all acting at once.
    public static let policy = GamePolicy(
        minPlayers: 1, maxPlayers: maximumPlayers, isTurnBased: false, allowsRejoin: true, supportsSpectators: false)
    /// One line.
    public static let rulesText = "Everyone adds to one counter. It never ends."
    /// The empty settings.
    public static var defaultSettings: Settings { Settings() }

    /// A zero counter.
    public static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        return State(players: players, total: 0)
    }

    /// Adds the amount; only seated players may act.
    public static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard state.players.contains(player) else { throw .notAPlayer }
        var next = state
        next.total &+= action.amount
        return next
    }

    /// Everyone sees the counter.
    public static func view(of state: State, for viewer: Viewer) -> View { View(total: state.total) }

    /// The player stops acting; the game goes on.
    public static func playerLeft(_ state: State, player: PlayerID) -> State {
        var next = state
        next.players.removeAll { $0 == player }
        return next
    }

    /// Never ends.
    public static func outcome(of state: State) -> GameOutcome? { nil }

    /// Adding is always predictable.
    public static func isPredictable(_ action: Action) -> Bool { true }

    /// The counter plus the amount.
    public static func predict(_ view: View, _ action: Action, by player: PlayerID) -> View? {
        View(total: view.total &+ action.amount)
    }

    /// `add`.
    public static let commandHelp = [GameCommandHelp(syntax: "add", summary: "Add one to the counter")]

    /// `add` adds one.
    public static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        guard line.trimmingCharacters(in: .whitespaces) == "add" else { throw .unknownCommand(line) }
        return Action(amount: 1)
    }

    /// The counter as text.
    public static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String { "total \(view.total)" }

    /// A bot always adds one.
    public static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        Action(amount: 1)
    }
}
