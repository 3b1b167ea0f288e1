import Connectivity
import GameCore

/// Everything the join program reacts to, merged into one ordered stream handled by one loop.
enum JoinInput: Sendable {
    /// A lobby lifecycle event.
    case client(LobbyClientEvent)
    /// The lobby event stream finished (after `.ended`).
    case clientEventsFinished
    /// A game message from the host.
    case game(HostGameMessage)
    /// The game message stream finished.
    case gameMessagesFinished
    /// The local game store sent an action for `round`.
    case outgoing(round: Int, OutgoingGameAction)
    /// A command line (stdin).
    case line(String)
    /// A process signal.
    case signal(ProcessSignal)
    /// The live screen's room for the face changed: render the face again.
    case faceRoomChanged
    /// `--bot-delay` passed after a state of `round`: `--bot` acts now if it is its turn.
    case botTurn(round: Int)
}
