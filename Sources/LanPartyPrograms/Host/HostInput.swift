import Connectivity
import Foundation
import GameCore

/// Everything the host program reacts to, merged into one ordered stream so that one loop handles
/// it all (no two handlers ever run at once).
enum HostInput: Sendable {
    /// Something happened in the lobby.
    case lobby(LobbyHostEvent)
    /// A seated network player sent a game action.
    case remoteAction(player: UUID, action: GameAction)
    /// A command line (stdin).
    case line(String)
    /// A process signal.
    case signal(ProcessSignal)
    /// Something from the running game of `round` (stale rounds are ignored).
    case game(round: Int, HostGameItem)
    /// The live screen's room for the face changed: render the face again.
    case faceRoomChanged
    /// Time to check whether an auto-start is due (only the latest `generation` counts).
    case autoStartCheck(generation: Int)
}

/// What the running game produces, in order.
enum HostGameItem: Sendable {
    /// An output for one recipient (a network player, the host's seat or a bot).
    case output(GameHostOutput)
    /// The host's own seat acted (typed command or `--bot`).
    case localAction(OutgoingGameAction)
    /// One step of the game finished (all its outputs were queued before this).
    case step(GameHostUpdate)
    /// `--bot-delay` passed after a step: the computer players whose turn it is act now.
    case botsDue
}
