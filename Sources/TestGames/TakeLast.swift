import Foundation
import GameCore

/// Take Last, a test-only game that the stock programs do not have (integration tests of the
/// host-rendered face): a pile of tokens; in turn each player takes 1, 2 or 3; whoever takes the
/// last token wins. Nothing is hidden. It has a bot.
public enum TakeLast: GameModule {
    public static let id: GameID = "take-last"
    public static let version = SemanticVersion(1, 0, 0)
    public static let catalogEntry = GameCatalogEntry(
        id: id, displayName: "Take Last", iconSymbol: "circle.grid.3x3", maxPlayers: 4, difficulty: .easy)
    public static let policy = GamePolicy(
        minPlayers: 2, maxPlayers: 4, isTurnBased: true, allowsRejoin: true, supportsSpectators: true)
    public static let rulesText = "A pile of tokens. In turn, take 1, 2 or 3 tokens. Whoever takes the last token wins."
    public static var defaultSettings: Settings { Settings() }

    /// The starting pile.
    public static let pile = 9

    /// No settings.
    public struct Settings: GameSettings {
        public static let currentVersion = 1
        public static let descriptors: [SettingDescriptor] = []
        public var settingsVersion = Self.currentVersion

        /// Creates the (empty) settings.
        public init() {}
        public func value(forKey key: String) -> String? { nil }
        public mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) { throw .unknownKey(key) }
        public func validate() throws(SettingsError) {}
    }

    /// The pile, the seats and whose turn it is.
    public struct State: Codable, Equatable, Sendable {
        /// The seats in turn order.
        public var players: [PlayerID]
        /// Tokens left.
        public var tokens: Int
        /// The seat whose turn it is.
        public var turn: Int
        /// Who took the last token.
        public var winner: PlayerID?
    }

    /// Take this many tokens.
    public struct Action: Codable, Equatable, Sendable {
        /// 1, 2 or 3.
        public var take: Int

        /// Takes `take` tokens.
        public init(take: Int) { self.take = take }
    }

    /// Everything (nothing is hidden).
    public struct View: Codable, Equatable, Sendable {
        /// The seats in turn order.
        @WireIDList public var players: [PlayerID]
        /// Tokens left.
        public var tokens: Int
        /// Whose turn it is (`nil` once over).
        @WireOptionalID public var current: PlayerID?
        /// Who took the last token.
        @WireOptionalID public var winner: PlayerID?
    }

    public static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        return State(players: players, tokens: pile, turn: 0, winner: nil)
    }

    public static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard state.winner == nil else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player) else { throw .notAPlayer }
        guard seat == state.turn else { throw .notYourTurn }
        guard (1...3).contains(action.take), action.take <= state.tokens else {
            throw .invalidAction("Take 1, 2 or 3 tokens, and no more than are left.")
        }
        var next = state
        next.tokens -= action.take
        if next.tokens == 0 { next.winner = player } else { next.turn = (seat + 1) % state.players.count }
        return next
    }

    public static func view(of state: State, for viewer: Viewer) -> View {
        View(
            players: state.players, tokens: state.tokens,
            current: state.winner == nil ? state.players[state.turn] : nil, winner: state.winner)
    }

    public static func playerLeft(_ state: State, player: PlayerID) -> State {
        guard state.winner == nil, let seat = state.players.firstIndex(of: player) else { return state }
        var next = state
        next.players.remove(at: seat)
        if next.players.count == 1 { next.winner = next.players[0] }
        next.turn = next.players.isEmpty ? 0 : (seat < state.turn ? state.turn - 1 : state.turn) % next.players.count
        return next
    }

    public static func outcome(of state: State) -> GameOutcome? {
        state.winner.map { GameOutcome(winners: [$0], summary: "The last token was taken.") }
    }

    public static let commandHelp = [GameCommandHelp(syntax: "take N", summary: "Take N tokens (1, 2 or 3)")]

    public static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        let words = line.split(separator: " ").map { $0.lowercased() }
        guard let command = words.first else { throw .empty }
        guard command == "take" else { throw .unknownCommand(command) }
        guard words.count > 1 else { throw .missingArgument(command: command, expected: "1, 2 or 3") }
        guard let count = Int(words[1]), (1...3).contains(count) else {
            throw .invalidArgument(command: command, argument: words[1], expected: "1, 2 or 3")
        }
        if words.count > 2 { throw .unexpectedArgument(command: command, argument: words[2]) }
        return Action(take: count)
    }

    public static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        var lines = ["Tokens left: \(view.tokens) " + String(repeating: "o", count: max(0, min(view.tokens, 64)))]
        if let winner = view.winner {
            lines.append("Game over: \(names.name(of: winner)) took the last token.")
        } else if let current = view.current {
            lines.append(current == viewer.playerID ? "Your turn: take 1, 2 or 3." : "\(names.name(of: current))'s turn.")
        }
        return lines.joined(separator: "\n")
    }

    /// Leaves a multiple of 4 when it can, else takes 1.
    public static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        guard view.current == player, view.tokens > 0 else { return nil }
        let best = view.tokens % 4
        return Action(take: best == 0 ? 1 : best)
    }
}
