import Foundation
import GameCore

/// A test fixture with simultaneous moves: players take 1-3 tokens from a shared pile at any time;
/// whoever takes the last token wins. Two clients racing for the same tokens is how a prediction that
/// looked legal on the client gets refused by the host.
enum TokenRace: GameModule {
    static let id: GameID = "token-race"
    static let version = SemanticVersion(0, 3, 1)
    static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Token Race", iconSymbol: "circle.grid.3x3", maxPlayers: 4, difficulty: .easy)
    static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 4, isTurnBased: false, allowsRejoin: false, supportsSpectators: false)
    static let rulesText = "Take 1-3 tokens at any time. Taking the last token wins."
    static var defaultSettings: Settings { Settings() }

    struct Settings: GameSettings {
        static let currentVersion = 2
        static let descriptors = [SettingDescriptor(key: "tokens", summary: "Tokens in the pile", allowedValues: "1...100")]
        var settingsVersion = Self.currentVersion
        var tokens = 10

        func value(forKey key: String) -> String? { key == "tokens" ? String(tokens) : nil }

        mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
            guard key == "tokens" else { throw .unknownKey(key) }
            guard let number = Int(value), (1...100).contains(number) else {
                throw .invalidValue(key: key, value: value, expected: "1...100")
            }
            tokens = number
        }
    }

    struct State: Codable, Equatable, Sendable {
        var players: [PlayerID]
        var remaining: Int
        var taken: [Int]
        var winner: PlayerID?
    }

    struct Action: Codable, Equatable, Sendable {
        var take: Int
    }

    /// Nothing is hidden in this game, so the view is the state.
    typealias View = State

    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        return State(players: players, remaining: settings.tokens, taken: players.map { _ in 0 }, winner: nil)
    }

    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard state.winner == nil else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player) else { throw .notAPlayer }
        guard (1...3).contains(action.take) else { throw .invalidAction("Take 1 to 3 tokens.") }
        guard action.take <= state.remaining else { throw .invalidAction("Only \(state.remaining) left.") }
        var next = state
        next.remaining -= action.take
        next.taken[seat] += action.take
        if next.remaining == 0 { next.winner = player }
        return next
    }

    static func view(of state: State, for viewer: Viewer) -> View { state }

    static func outcome(of state: State) -> GameOutcome? {
        state.winner.map { GameOutcome(winners: [$0], summary: "Took the last token.") }
    }

    static func playerLeft(_ state: State, player: PlayerID) -> State {
        guard let seat = state.players.firstIndex(of: player) else { return state }
        var next = state
        next.players.remove(at: seat)
        next.taken.remove(at: seat)
        if next.players.count == 1, next.winner == nil { next.winner = next.players[0] }
        return next
    }

    static func isPredictable(_ action: Action) -> Bool { true }

    static func predict(_ view: View, _ action: Action, by player: PlayerID) -> View? {
        try? reduce(view, action, by: player)
    }

    static let commandHelp = [GameCommandHelp(syntax: "take N", summary: "Take 1-3 tokens")]

    static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        let words = line.split(separator: " ")
        guard let command = words.first else { throw .empty }
        guard command == "take" else { throw .unknownCommand(String(command)) }
        guard words.count > 1 else { throw .missingArgument(command: "take", expected: "a number") }
        guard let count = Int(words[1]) else {
            throw .invalidArgument(command: "take", argument: String(words[1]), expected: "a number")
        }
        return Action(take: count)
    }

    static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        "Tokens left: \(view.remaining)"
    }
}
