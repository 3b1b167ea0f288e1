import Connectivity
import Foundation

/// Reading action lists in assertions.
extension Array where Element == LobbyHostAction {
    /// Every message that reaches `id`, from a `send` to it or a `broadcast` that includes it.
    func messages(to id: ConnectionID) -> [Message] {
        compactMap { action in
            switch action {
            case .send(let message, let target) where target == id: message
            case .broadcast(let message, let targets) where targets.contains(id): message
            case .send, .broadcast, .close, .schedule, .cancel, .emit: nil
            }
        }
    }

    /// Every `broadcast` action, in order.
    var broadcasts: [(message: Message, recipients: [ConnectionID])] {
        compactMap { if case .broadcast(let message, let targets) = $0 { (message, targets) } else { nil } }
    }

    /// The `lobbyUpdate` broadcasts, in order: the lobby and its recipients.
    var lobbyBroadcasts: [(lobby: LobbyInfo, recipients: [ConnectionID])] {
        broadcasts.compactMap { if case .lobbyUpdate(let update) = $0.message { (update.lobby, $0.recipients) } else { nil } }
    }

    /// How many `send` actions carry a `lobbyUpdate` (the machine broadcasts them instead).
    var lobbyUpdateSends: Int {
        count { if case .send(.lobbyUpdate, _) = $0 { true } else { false } }
    }

    var events: [LobbyHostEvent] {
        compactMap { if case .emit(let event) = $0 { event } else { nil } }
    }

    var closed: [ConnectionID: LobbyCloseReason] {
        var result: [ConnectionID: LobbyCloseReason] = [:]
        for case .close(let id, let reason) in self { result[id] = reason }
        return result
    }

    func scheduled(_ timer: LobbyHostTimer) -> ContinuousClock.Instant? {
        for case .schedule(let candidate, let instant) in self where candidate == timer { return instant }
        return nil
    }

    func cancels(_ timer: LobbyHostTimer) -> Bool { contains(.cancel(timer)) }

    func accepted(on id: ConnectionID) -> JoinAccepted? {
        for case .joinAccepted(let accepted) in messages(to: id) { return accepted }
        return nil
    }

    func rejected(on id: ConnectionID) -> JoinRejected? {
        for case .joinRejected(let rejected) in messages(to: id) { return rejected }
        return nil
    }

    func challenge(on id: ConnectionID) -> Challenge? {
        for case .challenge(let challenge) in messages(to: id) { return challenge }
        return nil
    }

    /// The lobby of the last `lobbyUpdate` sent to `id`.
    func lastLobbyUpdate(to id: ConnectionID) -> LobbyInfo? {
        var last: LobbyInfo?
        for case .lobbyUpdate(let update) in messages(to: id) { last = update.lobby }
        return last
    }

    var playersLeft: [UUID: PlayerLeftReason] {
        var result: [UUID: PlayerLeftReason] = [:]
        for case .playerLeft(let id, let reason) in events { result[id] = reason }
        return result
    }
}

extension Array where Element == LobbyClientAction {
    var sent: [Message] {
        compactMap { if case .send(let message, _) = $0 { message } else { nil } }
    }

    var events: [LobbyClientEvent] {
        compactMap { if case .emit(let event) = $0 { event } else { nil } }
    }

    var connects: [ConnectionID] {
        compactMap { if case .connect(let id) = $0 { id } else { nil } }
    }

    func scheduled(_ timer: LobbyClientTimer) -> ContinuousClock.Instant? {
        for case .schedule(let candidate, let instant) in self where candidate == timer { return instant }
        return nil
    }

    var endReason: LobbyClientEndReason? {
        for case .ended(let reason) in events { return reason }
        return nil
    }
}
