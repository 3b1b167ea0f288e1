import Foundation
import GameCore

/// Everything needed to replay a game: who sat where, the settings, the seed and every input in
/// order. ``BotGameHarness`` records one per game; ``DeterminismCheck`` replays it.
public struct GameJournal<Module: GameModule>: Sendable, Codable {
    /// Seated players, in seat order.
    public var players: [PlayerID]
    /// The game's settings.
    public var settings: Module.Settings
    /// The host's seed.
    public var seed: UInt64
    /// The inputs, in order.
    public var entries: [GameJournalEntry]

    /// Creates a journal.
    public init(players: [PlayerID], settings: Module.Settings, seed: UInt64, entries: [GameJournalEntry] = []) {
        self.players = players
        self.settings = settings
        self.seed = seed
        self.entries = entries
    }

    /// Records `action` by `player`, encoded as it travels.
    public mutating func recordAction(_ action: Module.Action, by player: PlayerID) {
        entries.append(.action(player: player, payload: GamePayloadCodec.encode(action)))
    }

    /// Replays the journal (see ``GameReplayer``), calling `visit` with each entry's index and the
    /// state after it (index `-1`: the initial state). Returns the final state.
    @discardableResult
    public func replay(
        _ visit: (_ index: Int, _ state: Module.State) throws -> Void = { _, _ in }
    ) throws -> Module.State {
        var replayer = try GameReplayer(self)
        try visit(-1, replayer.state)
        for (index, entry) in entries.enumerated() {
            replayer.apply(entry)
            try visit(index, replayer.state)
        }
        return replayer.state
    }
}

extension GameReplayer {
    /// The journal's initial state (its players, settings and seed), checked as the host checks it.
    public init(_ journal: GameJournal<Module>) throws(GameSetupError) {
        try self.init(players: journal.players, settings: journal.settings, seed: journal.seed)
    }
}
