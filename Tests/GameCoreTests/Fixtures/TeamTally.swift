import Foundation
import GameCore

/// How many times any ``TeamTally/View`` has been encoded in this process. Only the serialized
/// `HostEncodeCountTests` suite uses TeamTally, so differences measured there are exact.
let teamTallyEncodings = Locked(0)

/// A test fixture whose views coincide by design: players sit in teams (seat modulo `teams`); each
/// player sees the overall total and their own team's subtotal, spectators the overall total only.
/// A step therefore has `min(teams, players)` distinct player views, plus one for the spectators.
/// The first action that brings the total to `target` ends the game.
enum TeamTally: GameModule {
    static let id: GameID = "team-tally"
    static let version = SemanticVersion(1, 0, 0)
    static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Team Tally", iconSymbol: "person.3", maxPlayers: 8, difficulty: .easy)
    static let policy = GamePolicy(
        minPlayers: 1, maxPlayers: 8, isTurnBased: false, allowsRejoin: true, supportsSpectators: true)
    static let rulesText = "Add 1-3 to your team's count. When the total reaches the target, the top team wins."
    static var defaultSettings: Settings { Settings() }

    struct Settings: GameSettings {
        static let currentVersion = 1
        static let descriptors = [
            SettingDescriptor(key: "teams", summary: "Number of teams", allowedValues: "1...8"),
            SettingDescriptor(key: "target", summary: "Total that ends the game", allowedValues: "1...1000"),
        ]
        var settingsVersion = Self.currentVersion
        var teams = 2
        var target = 100

        func value(forKey key: String) -> String? {
            switch key {
            case "teams": String(teams)
            case "target": String(target)
            default: nil
            }
        }

        mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
            guard key == "teams" || key == "target" else { throw .unknownKey(key) }
            let range = key == "teams" ? 1...8 : 1...1000
            guard let number = Int(value), range.contains(number) else {
                throw .invalidValue(key: key, value: value, expected: "\(range)")
            }
            if key == "teams" { teams = number } else { target = number }
        }
    }

    struct State: Codable, Equatable, Sendable {
        var players: [PlayerID]
        var target: Int
        var teamTotals: [Int]
    }

    struct Action: Codable, Equatable, Sendable {
        var amount: Int
    }

    /// Counts its encodings in ``teamTallyEncodings``.
    struct View: Codable, Equatable, Sendable {
        var total: Int
        var target: Int
        var team: Int?  // nil for spectators
        var teamTotal: Int?  // nil for spectators

        enum CodingKeys: String, CodingKey {
            case total, target, team, teamTotal
        }

        func encode(to encoder: any Encoder) throws {
            teamTallyEncodings.withLock { $0 += 1 }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(total, forKey: .total)
            try container.encode(target, forKey: .target)
            try container.encodeIfPresent(team, forKey: .team)
            try container.encodeIfPresent(teamTotal, forKey: .teamTotal)
        }
    }

    static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        return State(players: players, target: settings.target, teamTotals: Array(repeating: 0, count: settings.teams))
    }

    static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard outcome(of: state) == nil else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player) else { throw .notAPlayer }
        guard (1...3).contains(action.amount) else { throw .invalidAction("Add 1 to 3.") }
        var next = state
        next.teamTotals[seat % state.teamTotals.count] += action.amount
        return next
    }

    static func view(of state: State, for viewer: Viewer) -> View {
        let team = viewer.playerID.flatMap { state.players.firstIndex(of: $0) }.map { $0 % state.teamTotals.count }
        return View(
            total: state.teamTotals.reduce(0, +), target: state.target, team: team, teamTotal: team.map { state.teamTotals[$0] })
    }

    static func outcome(of state: State) -> GameOutcome? {
        if state.players.isEmpty { return GameOutcome(winners: [], summary: "Everyone left.") }
        guard state.teamTotals.reduce(0, +) >= state.target, let best = state.teamTotals.max() else { return nil }
        let winners = state.players.indices.filter { state.teamTotals[$0 % state.teamTotals.count] == best }
        return GameOutcome(winners: winners.map { state.players[$0] }, summary: "The top team wins.")
    }

    static func playerLeft(_ state: State, player: PlayerID) -> State {
        var next = state
        next.players.removeAll { $0 == player }
        return next
    }

    static let commandHelp = [GameCommandHelp(syntax: "add N", summary: "Add 1-3 to your team")]

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
        "Total \(view.total)" + (view.teamTotal.map { ", your team \($0)" } ?? "")
    }
}
