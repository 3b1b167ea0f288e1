import Foundation

/// Feeds journal entries to a game one at a time, with the host's rules (``GameHostCore``) but
/// without encoding views: an action is decoded from its bytes (as the host does, within
/// ``GamePayloadCodec/maximumActionBytes``) and applied for a seated player while the game runs, a
/// refused one changes nothing; time goes to ``GameModule/advance(_:to:)`` while the game runs; a
/// seated player's departure goes to ``GameModule/playerLeft(_:player:)`` unless the game is over.
public struct GameReplayer<Module: GameModule>: Sendable {
    /// The state after the entries applied so far.
    public private(set) var state: Module.State
    /// Seated players still in the game, in seat order.
    public private(set) var players: [PlayerID]
    /// Whether the game has ended (then nothing changes it any more).
    public private(set) var isOver: Bool

    /// The current state's ``GameStateDigest``, to compare with a recorded ``GameJournalStep``.
    public var stateDigest: UInt64 { GameStateDigest.of(state) }

    /// A game's initial state from its players (seat order), settings and seed, checked as the
    /// host checks them.
    public init(players: [PlayerID], settings: Module.Settings, seed: UInt64) throws(GameSetupError) {
        try Module.validateSeating(players)
        state = try Module.initialState(players: players, settings: settings, seed: seed)
        self.players = players
        isOver = Module.outcome(of: state) != nil
    }

    /// Applies one input; returns why an action was refused (it then changed nothing), else `nil`.
    @discardableResult
    public mutating func apply(_ entry: GameJournalEntry) -> GameError? {
        guard !isOver else { return entry.isAction ? .gameNotRunning : nil }
        switch entry {
        case .action(let player, let payload):
            guard players.contains(player) else { return .notAPlayer }
            do throws(GameError) {
                let action = try GamePayloadCodec.decode(
                    Module.Action.self, from: payload, maximumBytes: GamePayloadCodec.maximumActionBytes)
                state = try Module.reduce(state, action, by: player)
            } catch {
                return error
            }
        case .time(let now):
            state = Module.advance(state, to: now)
        case .playerLeft(let player):
            guard let index = players.firstIndex(of: player) else { return nil }
            players.remove(at: index)
            state = Module.playerLeft(state, player: player)
        }
        isOver = Module.outcome(of: state) != nil
        return nil
    }
}
