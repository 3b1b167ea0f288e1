import Foundation
import GameCore

/// Messages from seated members. Game messages pass through opaque: only the sender's seat is checked.
extension LobbyHostMachine {
    mutating func receivedFromMember(
        _ message: Message, player: UUID, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        switch message {
        case .ping(let ping):
            return [.send(.pong(Pong(id: ping.id)), to: id)]
        case .pong(let pong):
            return receivedPong(pong, player: player, on: id, at: now)
        case .setReady(let setReady):
            guard (try? roster.setReady(player, setReady.ready)) == true else { return [] }
            return broadcastLobby()
        case .leave:
            connections[id] = nil
            return [.cancel(.heartbeat(id)), .close(id, .left)] + releaseSeat(player, reason: .left)
        case .background:
            return wentToBackground(player, on: id, at: now)
        case .foreground:
            return cameToForeground(player, on: id, at: now)
        case .gameAction(let action):
            return receivedGameAction(action, player: player, on: id)
        case .gameCommand(let command):
            return receivedGameCommand(command, player: player, on: id)
        case .lobbyRequest(let request):
            return receivedLobbyRequest(request, from: player, on: id, at: now)
        case .error:
            return []
        case .hello, .challenge, .challengeResponse, .joinAccepted, .joinRejected, .lobbyUpdate, .kickPlayer,
            .startGame, .actionRejected, .gameState, .gameOver, .renderedFace, .renderedView, .commandAnswer, .requestRefused, .notice,
            .claimPending:
            let error = ErrorMessage(code: .unexpectedMessage, message: "\(message.typeName) is not for the host")
            return [.send(.error(error), to: id)]
        }
    }

    private mutating func wentToBackground(
        _ player: UUID, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        guard case .seated(_, var heartbeat) = connections[id]?.phase,
            roster.member(player)?.connection == .connected
        else { return [] }
        heartbeat.pause()
        connections[id]?.phase = .seated(player, heartbeat)
        return [.cancel(.heartbeat(id))] + holdSeat(player, state: .background, at: now)
    }

    private mutating func cameToForeground(
        _ player: UUID, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        guard case .seated(_, var heartbeat) = connections[id]?.phase,
            roster.member(player)?.connection == .background
        else { return [] }
        heartbeat.resume(at: now)
        connections[id]?.phase = .seated(player, heartbeat)
        seats.endHold(player)
        roster.update(player) { $0.connection = .connected }
        let claim = endSeatClaim(player, .ownerReturned)
        return [.cancel(.seatHold(player))] + rearm(heartbeat, on: id) + [.emit(.playerReturned(player))]
            + claim + (claim.isEmpty ? presenceChanged(at: now) : broadcastLobby())
    }

    private func receivedGameAction(_ action: GameAction, player: UUID, on id: ConnectionID) -> [LobbyHostAction] {
        guard roster.phase == .playing else {
            return [.send(.actionRejected(ActionRejected(sequence: action.sequence, error: .gameNotRunning)), to: id)]
        }
        guard roster.plays(player) else {
            return [.send(.actionRejected(ActionRejected(sequence: action.sequence, error: .notAPlayer)), to: id)]
        }
        return [.emit(.gameAction(player: player, action))]
    }
}
