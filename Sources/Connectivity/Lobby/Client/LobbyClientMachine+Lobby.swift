/// The joined session: the host's messages, liveness, and the user's commands.
extension LobbyClientMachine {
    mutating func receivedInLobby(
        _ message: Message, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyClientAction] {
        switch message {
        case .ping(let ping):
            return [.send(.pong(Pong(id: ping.id)), on: id)]
        case .pong(let pong):
            if case .joined(_, var heartbeat) = phase {
                if let rtt = heartbeat.receivedPong(pong, at: now) { roundTrip = rtt }
                phase = .joined(id, heartbeat)
            }
            return []
        case .lobbyUpdate(let update):
            lobby = update.lobby
            return [.emit(.lobbyUpdated(update.lobby))]
        case .kickPlayer(let kick):
            return end(kick.banned ? .banned(reason: kick.reason) : .kicked(reason: kick.reason))
        case .leave(let leave):
            // The device that took this seat by "That's me" is bumped when the seat's own device returns.
            return end(leave.reason == .ownerReturned ? .ownerReturned : .hostClosedLobby)
        case .startGame(let start):
            return [.emit(.gameStarted(start))]
        case .gameState(let state):
            return [.emit(.gameState(state))]
        case .actionRejected(let rejection):
            return [.emit(.actionRejected(rejection))]
        case .gameOver(let over):
            return [.emit(.gameOver(over))]
        case .renderedFace(let face):
            return [.emit(.renderedFace(face))]
        case .renderedView(let view):
            return [.emit(.renderedView(view))]
        case .commandAnswer(let answer):
            return [.emit(.commandAnswer(answer))]
        case .error(let error):
            return [.emit(.hostError(error))]
        case .requestRefused(let refusal):
            return [.emit(.requestRefused(refusal))]
        case .notice(let notice):
            return [.emit(.notice(notice))]
        case .hello, .challenge, .challengeResponse, .joinAccepted, .joinRejected, .setReady, .background,
            .foreground, .gameAction, .gameCommand, .lobbyRequest, .claimPending:
            return []
        }
    }

    mutating func heartbeatTimerFired(_ id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard case .joined(let current, var heartbeat) = phase, current == id else { return [] }
        let tick = heartbeat.fire(at: now)
        phase = .joined(id, heartbeat)
        switch tick {
        case .silent:
            return lostHost(at: now, extra: [.close(id)])
        case .ping(let ping):
            return [.send(.ping(ping), on: id)] + rearm(heartbeat, on: id)
        case .idle:
            return rearm(heartbeat, on: id)
        }
    }

    private func rearm(_ heartbeat: Heartbeat, on id: ConnectionID) -> [LobbyClientAction] {
        guard let deadline = heartbeat.deadline else { return [.cancel(.heartbeat(id))] }
        return [.schedule(.heartbeat(id), at: deadline)]
    }

    // MARK: Commands

    /// Sets this player's ready flag.
    public mutating func setReady(_ ready: Bool) throws(LobbyClientCommandError) -> [LobbyClientAction] {
        [.send(.setReady(SetReady(ready: ready)), on: try joinedConnection())]
    }

    /// Sends a game action (opaque payload).
    public mutating func send(_ action: GameAction) throws(LobbyClientCommandError) -> [LobbyClientAction] {
        [.send(.gameAction(action), on: try joinedConnection())]
    }

    /// Asks the host for a party-session change (only the controller's requests are carried out).
    public mutating func send(_ request: LobbyRequest) throws(LobbyClientCommandError) -> [LobbyClientAction] {
        [.send(.lobbyRequest(request), on: try joinedConnection())]
    }

    /// Sends a command line of the host-rendered face (Docs/Protocol.md).
    public mutating func send(_ command: GameCommand) throws(LobbyClientCommandError) -> [LobbyClientAction] {
        [.send(.gameCommand(command), on: try joinedConnection())]
    }

    /// Leaves now: the seat is released at once (no hold).
    public mutating func leave() -> [LobbyClientAction] {
        switch phase {
        case .joined(let id, _):
            return end(.left, extra: [.send(.leave(Leave(reason: .userLeft)), on: id)])
        case .joining, .reconnecting:
            return end(.left)
        case .idle:
            phase = .ended(.left)
            return [.emit(.ended(.left))]
        case .ended:
            return []
        }
    }

    /// The app goes to the background: the host holds the seat, liveness checks pause on both sides.
    public mutating func enterBackground(at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard !isInBackground else { return [] }
        isInBackground = true
        guard case .joined(let id, var heartbeat) = phase else { return [] }
        heartbeat.pause()
        phase = .joined(id, heartbeat)
        return [.send(.background(Background()), on: id), .cancel(.heartbeat(id))]
    }

    /// The app is back: liveness resumes as if the host had just been heard.
    public mutating func enterForeground(at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard isInBackground else { return [] }
        isInBackground = false
        guard case .joined(let id, var heartbeat) = phase else { return [] }
        heartbeat.resume(at: now)
        phase = .joined(id, heartbeat)
        return [.send(.foreground(Foreground()), on: id)] + rearm(heartbeat, on: id)
    }

    private func joinedConnection() throws(LobbyClientCommandError) -> ConnectionID {
        switch phase {
        case .joined(let id, _): return id
        case .ended: throw .ended
        case .idle, .joining, .reconnecting: throw .notJoined
        }
    }
}
