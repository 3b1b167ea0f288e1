import Foundation

/// One moment of a recorded game as one seat saw it (the page's replay viewer, SPEC §13): the
/// view the host would have sent that seat after the first `step` steps.
public struct ReplayedView: Sendable, Hashable {
    /// The module's view JSON (``GamePayloadCodec``), as `gameState` carries it.
    public var view: Data
    /// Whom the game waited for then, in seat order (`nil`: the module does not say).
    public var playersToAct: [PlayerID]?
    /// Whether the game had ended by then.
    public var isOver: Bool
}

extension GameReplayer {
    /// `viewer`'s view after the first `step` steps of `journal` (0: the start), or `nil` when the
    /// journal does not set up a game or `step` is out of range. Refused actions change nothing, as
    /// on the host.
    public static func view(of journal: RecordedJournal, afterStep step: Int, for viewer: Viewer) -> ReplayedView? {
        guard (0...journal.steps.count).contains(step),
            let settings = try? GameSettingsCodec.decode(Module.Settings.self, from: journal.settings),
            var replayer = try? GameReplayer(players: journal.players, settings: settings, seed: journal.seed)
        else { return nil }
        for entry in journal.steps.prefix(step) { replayer.apply(entry.entry) }
        let state = replayer.state
        let seated: Viewer = if case .player(let id) = viewer, !journal.players.contains(id) { .spectator } else { viewer }
        return ReplayedView(
            view: GamePayloadCodec.encode(Module.view(of: state, for: seated)),
            playersToAct: replayer.isOver ? [] : Module.playersToAct(in: state, seatOrder: replayer.players),
            isOver: replayer.isOver)
    }
}
