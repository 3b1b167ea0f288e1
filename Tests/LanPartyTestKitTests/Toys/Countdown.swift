import Foundation
import GameCore

/// A toy turn-based game without secrets or timers: in seat order players take 1 or 2 from a
/// counter; whoever takes the last one wins.
enum Countdown: GameModule {
    struct Settings: GameSettings {
        static var currentVersion: Int { 1 }
        static var descriptors: [SettingDescriptor] {
            [SettingDescriptor(key: "start", summary: "The counter's start", allowedValues: "1...1000000")]
        }
        var settingsVersion = 1
        var start = 21

        func value(forKey key: String) -> String? { key == "start" ? String(start) : nil }

        mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
            guard key == "start" else { throw .unknownKey(key) }
            guard let number = Int(value), (1...1_000_000).contains(number) else {
                throw .invalidValue(key: key, value: value, expected: "1...1000000")
            }
            start = number
        }
    }

    struct State: Codable, Equatable, Sendable {
        var players: [PlayerID]
        var counter: Int
        var turn = 0
        var winner: PlayerID?
    }

    typealias View = State

    enum Action: Codable, Equatable, Sendable {
        case take(Int)
    }

    static var id: GameID { "countdown" }
    static var version: SemanticVersion { SemanticVersion(1, 0, 0) }
    static var catalogEntry: GameCatalogEntry {
        GameCatalogEntry(id: id, displayName: "Countdown", iconSymbol: "number", maxPlayers: 3, difficulty: .easy)
    }
    static var policy: GamePolicy {
        GamePolicy(minPlayers: 2, maxPlayers: 3, isTurnBased: true, allowsRejoin: true, supportsSpectators: false)
    }
    static var rulesText: String { "Take 1 or 2; whoever takes the last one wins." }
    static var defaultSettings: Settings { Settings() }

    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        return State(players: players, counter: settings.start)
    }

    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard state.winner == nil, !state.players.isEmpty else { throw .gameNotRunning }
        guard state.players.contains(player) else { throw .notAPlayer }
        guard state.players[state.turn] == player else { throw .notYourTurn }
        guard case .take(let count) = action, (1...min(2, state.counter)).contains(count) else {
            throw .invalidAction("Take 1 or 2, at most what is left.")
        }
        var next = state
        next.counter -= count
        if next.counter == 0 { next.winner = player }
        next.turn = (state.turn + 1) % state.players.count
        return next
    }

    static func view(of state: State, for viewer: Viewer) -> View { state }

    static func playerLeft(_ state: State, player: PlayerID) -> State {
        guard let seat = state.players.firstIndex(of: player) else { return state }
        var next = state
        next.players.remove(at: seat)
        if seat < next.turn { next.turn -= 1 } else if next.turn >= next.players.count { next.turn = 0 }
        if next.players.count == 1 { next.winner = next.players[0] }
        return next
    }

    static func outcome(of state: State) -> GameOutcome? {
        state.winner.map { GameOutcome(winners: [$0], summary: "Took the last one.") }
    }

    static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        guard view.winner == nil, view.players[view.turn] == player else { return nil }
        return .take(view.counter == 1 ? 1 : 1 + random.nextInt(below: 2))
    }

    static var commandHelp: [GameCommandHelp] { [GameCommandHelp(syntax: "take N", summary: "Take 1 or 2")] }

    static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "take", let count = Int(words[1]) else { throw .unknownCommand(line) }
        return .take(count)
    }

    static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String { "\(view.counter) left" }
}
