import Foundation
import GameCore

/// A test game: everyone adds 1 to 5 to a shared tally at any time; reaching the target ends it.
/// Each player sees the tally and only their own contribution. Adding anything else is an
/// illegal move the client cannot tell from a legal one (it predicts every add), so the host's
/// refusal visibly rolls the prediction back.
enum Tally: GameModule {
    static let id: GameID = "tally"
    static let version = SemanticVersion(1, 0, 0)
    static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Tally", iconSymbol: "plus", maxPlayers: 4, difficulty: .easy)
    static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 4, isTurnBased: false, allowsRejoin: true, supportsSpectators: true)
    static let rulesText = "Add 1 to 5 to the tally at any time; reaching the target ends the game."
    static var defaultSettings: Settings { Settings() }
    static let legalAmounts = 1...5
    static let illegalAmountReason = "Add 1 to 5."

    struct Settings: GameSettings {
        static let currentVersion = 1
        static let descriptors = [SettingDescriptor(key: "target", summary: "The tally that ends the game", allowedValues: "1...1000")]
        var settingsVersion = Self.currentVersion
        var target = 100

        func value(forKey key: String) -> String? { key == "target" ? String(target) : nil }

        mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
            guard key == "target" else { throw .unknownKey(key) }
            guard let number = Int(value), (1...1000).contains(number) else {
                throw .invalidValue(key: key, value: value, expected: "1...1000")
            }
            target = number
        }
    }

    struct State: Codable, Equatable, Sendable {
        var players: [PlayerID]
        var added: [Int]
        var total = 0
        var target: Int
    }

    struct Action: Codable, Equatable, Sendable {
        var amount: Int
    }

    /// The tally, who plays, and the viewer's own contribution (`nil` for a spectator).
    struct View: Codable, Equatable, Sendable {
        var players: [PlayerID]
        var total: Int
        var mine: Int?
    }

    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        return State(players: players, added: players.map { _ in 0 }, target: settings.target)
    }

    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard outcome(of: state) == nil else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player) else { throw .notAPlayer }
        guard legalAmounts.contains(action.amount) else { throw .invalidAction(illegalAmountReason) }
        var next = state
        next.total += action.amount
        next.added[seat] += action.amount
        return next
    }

    static func view(of state: State, for viewer: Viewer) -> View {
        var mine: Int?
        if case .player(let id) = viewer, let seat = state.players.firstIndex(of: id) { mine = state.added[seat] }
        return View(players: state.players, total: state.total, mine: mine)
    }

    static func playerLeft(_ state: State, player: PlayerID) -> State {
        guard let seat = state.players.firstIndex(of: player) else { return state }
        var next = state
        next.players.remove(at: seat)
        next.added.remove(at: seat)
        return next
    }

    /// Over at the target, or when one player is left; whoever added most wins.
    static func outcome(of state: State) -> GameOutcome? {
        guard state.total >= state.target || state.players.count < 2 else { return nil }
        let best = state.added.max() ?? 0
        let winners = zip(state.players, state.added).filter { $0.1 == best }.map(\.0)
        return GameOutcome(winners: winners, summary: "The tally reached \(state.total).")
    }

    static func isPredictable(_ action: Action) -> Bool { true }

    /// Optimistic: shows any amount at once; the host has the last word.
    static func predict(_ view: View, _ action: Action, by player: PlayerID) -> View? {
        var next = view
        next.total += action.amount
        next.mine = (view.mine ?? 0) + action.amount
        return next
    }

    static let commandHelp = [GameCommandHelp(syntax: "add N", summary: "Add 1 to 5 to the tally")]

    static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        let words = line.split(separator: " ")
        guard let command = words.first else { throw .empty }
        guard command == "add" else { throw .unknownCommand(String(command)) }
        guard words.count > 1 else { throw .missingArgument(command: "add", expected: "a number") }
        guard let amount = Int(words[1]) else {
            throw .invalidArgument(command: "add", argument: String(words[1]), expected: "a number")
        }
        return Action(amount: amount)
    }

    static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        "Tally: \(view.total)"
    }
}
