import Foundation

/// The client's half of the join handshake, for the first join and for every resume attempt.
extension LobbyClientMachine {
    mutating func receivedDuringHandshake(
        _ message: Message, attempt: Attempt, at now: ContinuousClock.Instant
    ) -> [LobbyClientAction] {
        let id = attempt.connection
        switch message {
        case .challenge(let challenge):
            guard attempt.step == .awaitingReply else { return end(.connectionFailed) }
            if let lobby, challenge.lobbyId != lobby.id { return end(.challengeRefused(.wrongLobby)) }
            let response: ChallengeResponse
            do {
                response = try responder.answer(challenge, random: &random)
            } catch {
                return end(.challengeRefused(error))
            }
            replaceAttempt(Attempt(connection: id, step: .answeredChallenge))
            return [.send(.challengeResponse(response), on: id)]
        case .joinAccepted(let accepted):
            return joinWasAccepted(accepted, on: id, at: now)
        case .joinRejected(let rejection):
            return end(.rejected(rejection))
        case .error(let error):
            return [.emit(.hostError(error))]
        case .claimPending(let pending):
            // "That's me" waits for the VIP or the host: the answer may take the claim's whole time,
            // so the handshake deadline moves to the claim's end (plus the usual handshake allowance).
            let wait = Duration.milliseconds(Int64((max(0, min(pending.expiresInSeconds, 600)) * 1000).rounded()))
            return [.schedule(.handshake(id), at: now + wait + timings.handshakeTimeout), .emit(.claimPending(pending))]
        case .hello, .challengeResponse, .lobbyUpdate, .setReady, .kickPlayer, .leave, .background,
            .foreground, .ping, .pong, .startGame, .gameAction, .actionRejected, .gameState, .gameOver, .renderedFace,
            .renderedView, .gameCommand, .commandAnswer, .lobbyRequest, .requestRefused, .notice:
            // Nothing else belongs before the acceptance; ignore rather than guess.
            return []
        }
    }

    private mutating func joinWasAccepted(
        _ accepted: JoinAccepted, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyClientAction] {
        var actions: [LobbyClientAction] = [.cancel(.handshake(id))]
        let wasReconnecting: Bool
        switch phase {
        case .reconnecting:
            wasReconnecting = true
            actions += [.cancel(.reconnect), .cancel(.hostWait)]
        case .joining, .idle, .joined, .ended:
            wasReconnecting = false
        }
        membership = accepted
        lobby = accepted.lobby
        var heartbeat = Heartbeat(timings: timings, now: now)
        actions.append(.emit(wasReconnecting || accepted.resumed ? .resumed(accepted) : .joined(accepted)))
        if isInBackground {
            // Still in the background after the reconnection: say so again, the new seat state is "connected".
            heartbeat.pause()
            actions.append(.send(.background(Background()), on: id))
        }
        phase = .joined(id, heartbeat)
        if let deadline = heartbeat.deadline { actions.append(.schedule(.heartbeat(id), at: deadline)) }
        return actions
    }

    mutating func handshakeTimerFired(_ id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        switch phase {
        case .joining(let attempt):
            guard attempt.connection == id else { return [] }
            if attempt.derivedKey { return joinAgain(after: id, at: now) }
            return end(.handshakeTimedOut)
        case .reconnecting(let absence, .some(let attempt)):
            guard attempt.connection == id else { return [] }
            return attemptFailed(absence, at: now, extra: [.close(id)])
        case .idle, .joined, .reconnecting(_, .none), .ended:
            return []
        }
    }
}
