import Connectivity
import Foundation

/// Reading action lists in assertions.
extension Array where Element == LobbyHostAction {
    func messages(to id: ConnectionID) -> [Message] {
        compactMap { if case .send(let message, let target) = $0, target == id { message } else { nil } }
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
