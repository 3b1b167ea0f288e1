import GameCore
/// What the client machine asks its driver to do, in order.
public enum LobbyClientAction: Hashable, Sendable {
    /// Open a new connection to the host, known as this id (report `connected` or `connectionClosed`).
    case connect(ConnectionID)
    /// Send on that connection (drop it if the connection is gone).
    case send(Message, on: ConnectionID)
    /// Close that connection (after flushing what was sent before).
    case close(ConnectionID)
    /// Fire ``LobbyClientMachine/timerFired(_:at:)`` at this instant, replacing an earlier schedule of it.
    case schedule(LobbyClientTimer, at: ContinuousClock.Instant)
    /// Forget a scheduled timer.
    case cancel(LobbyClientTimer)
    /// Tell the user / game layer.
    case emit(LobbyClientEvent)
}

/// The client's timers.
public enum LobbyClientTimer: Hashable, Sendable {
    /// This connection attempt must be accepted by then.
    case handshake(ConnectionID)
    /// Ping / silence check of the joined connection.
    case heartbeat(ConnectionID)
    /// Start the next reconnection attempt.
    case reconnect
    /// The wait for a lost host is over (``SessionTimings/hostWait``).
    case hostWait
}

/// What happened, for the client's user interface and game layer.
public enum LobbyClientEvent: Hashable, Sendable {
    /// In the lobby (first join).
    case joined(JoinAccepted)
    /// The lobby changed.
    case lobbyUpdated(LobbyInfo)
    /// The host is unreachable; the client keeps its seat's token and tries to get back for `wait`
    /// (``SessionTimings/hostWait``), then ends with ``LobbyClientEndReason/hostLost``.
    case hostUnreachable(wait: Duration)
    /// Reconnection attempt `attempt` starts; the client gives up `remaining` from now.
    case reconnecting(attempt: Int, remaining: Duration)
    /// Back in the lobby with the same seat (the host sends the current game view next).
    case resumed(JoinAccepted)
    /// A game started.
    case gameStarted(StartGame)
    /// The host's view of the game for this client.
    case gameState(GameState)
    /// The host refused one of this client's actions.
    case actionRejected(ActionRejected)
    /// The game ended.
    case gameOver(GameOver)
    /// The host reported a protocol error.
    case hostError(ErrorMessage)
    /// The host refused one of this client's party-session requests; nothing changed.
    case requestRefused(RequestRefused)
    /// The host tells the room something (a seat taken back from another device).
    case notice(Notice)
    /// "That's me" (``LobbyClientConfiguration/reclaimSeat``): the claim waits for the VIP's or the
    /// host's answer; `joined` (the seat) or `ended(rejected)` follows.
    case claimPending(ClaimPending)
    /// Host-rendered face: what the host offers this client, which lacks the game (after `joined`
    /// or `resumed`). Also on ``LobbyClient/gameMessages``.
    case renderedFace(RenderedFace)
    /// Host-rendered face: this client's view as text. Goes to ``LobbyClient/gameMessages`` only.
    case renderedView(RenderedView)
    /// Host-rendered face: the answer to a local command. Goes to ``LobbyClient/gameMessages`` only.
    case commandAnswer(CommandAnswer)
    /// The local game refused a message from the host (for example a view it cannot decode).
    /// Emitted by ``LobbyClient`` for a game made by its factory, never by the machine.
    case gameFailed(GameError)
    /// The session is over; no more events follow.
    case ended(LobbyClientEndReason)
}

/// Why a client's session ended.
public enum LobbyClientEndReason: Hashable, Sendable {
    /// The host refused the join (or the resume).
    case rejected(JoinRejected)
    /// The host kicked this client.
    case kicked(reason: String?)
    /// The host banned this client.
    case banned(reason: String?)
    /// This client left.
    case left
    /// The host closed the lobby.
    case hostClosedLobby
    /// The host did not come back within the wait (``SessionTimings/hostWait``).
    case hostLost
    /// The first connection could not be made or closed before joining.
    case connectionFailed
    /// The host did not answer the join in time.
    case handshakeTimedOut
    /// This client refused the host's passcode challenge (or its sealed handshake's parameters).
    case challengeRefused(ChallengeProblem)
    /// The sealed handshake with the host failed (protocol 3): altered on the way, or not LanParty.
    case sealFailed(SealError)
    /// This client had taken a held seat by an approved "That's me", and the seat's own device came
    /// back with its token (`leave(ownerReturned)`): the seat is its again.
    case ownerReturned
}

/// Why a client command was refused.
public enum LobbyClientCommandError: Error, Hashable, Sendable {
    /// Not in the lobby right now (joining or reconnecting).
    case notJoined
    /// The session is over.
    case ended
}
