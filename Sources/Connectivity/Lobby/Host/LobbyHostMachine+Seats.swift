import Foundation
import GameCore

/// Seats: taking one, holding it while its owner is away, resuming it with the token, releasing it.
extension LobbyHostMachine {
    mutating func seatNewcomer(
        _ profile: PlayerProfile, role: SeatRole, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        let address = connections[id]?.remoteAddress
        let token = seats.open(profile.id, connection: id, remoteAddress: address, random: &random)
        let member = LobbyMember(profile: profile, role: role)
        roster.seat(member)
        let heartbeat = Heartbeat(timings: timings, now: now)
        connections[id]?.phase = .seated(profile.id, heartbeat)
        let accepted = JoinAccepted(lobby: roster.info, playerId: profile.id, resumeToken: token, role: role, resumed: false)
        return [.cancel(.handshake(id)), .send(.joinAccepted(accepted), to: id)]
            + rearm(heartbeat, on: id) + [.emit(.playerJoined(member))] + broadcastLobby(except: id)
    }

    /// How a connection comes to a seat it did not open.
    enum ResumeKind: Equatable {
        /// With the seat's token.
        case token
        /// With the token the seat's own device kept through an approved "That's me": the device the
        /// claim gave the seat to is told and bumped.
        case ownerBack
        /// An approved "That's me" claim: a new token, the owner's kept.
        case claimGranted
    }

    /// Takes back a seat with its token: a newer connection wins over an older one still open. A
    /// claim waiting for this seat ends (`ownerReturned`): its owner is back.
    mutating func resume(
        _ player: UUID, on id: ConnectionID, at now: ContinuousClock.Instant, kind: ResumeKind = .token
    ) -> [LobbyHostAction] {
        var actions: [LobbyHostAction] = [.cancel(.handshake(id)), .cancel(.seatHold(player))]
        if let old = seats.record(player)?.connection, old != id {
            connections[old] = nil
            if kind == .ownerBack { actions.append(.send(.leave(Leave(reason: .ownerReturned)), to: old)) }
            actions += [.cancel(.heartbeat(old)), .close(old, .superseded)]
        }
        let address = connections[id]?.remoteAddress
        let minted = kind == .claimGranted
            ? seats.handOver(player, connection: id, remoteAddress: address, random: &random)
            : seats.reattach(player, connection: id, remoteAddress: address, ownerBack: kind == .ownerBack, random: &random)
        guard let token = minted else { return actions }
        if kind == .ownerBack { actions.append(.emit(.seatTakenBack(player))) }
        roster.update(player) { $0.connection = .connected }
        let heartbeat = Heartbeat(timings: timings, now: now)
        connections[id]?.phase = .seated(player, heartbeat)
        let role = roster.member(player)?.role ?? .player
        let accepted = JoinAccepted(lobby: roster.info, playerId: player, resumeToken: token, role: role, resumed: true)
        actions.append(.send(.joinAccepted(accepted), to: id))
        actions += rearm(heartbeat, on: id)
        actions.append(.emit(.playerResumed(player, role: role)))
        return actions + endSeatClaim(player, .ownerReturned) + broadcastLobby(except: id)
    }

    /// A seated connection is gone (closed or silent): hold the seat (an announced background keeps its
    /// state and its original deadline).
    mutating func seatLostConnection(_ player: UUID, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard let member = roster.member(player), seats.record(player) != nil else { return [] }
        if member.connection == .background {
            seats.detach(player)
            return []
        }
        return holdSeat(player, state: .disconnected, at: now)
    }

    /// Marks the member away and starts (or keeps) the hold timer.
    mutating func holdSeat(
        _ player: UUID, state: MemberConnectionState, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        let deadline: ContinuousClock.Instant?
        switch state {
        case .background:
            seats.startHold(player, until: now + timings.seatHold)
            deadline = seats.record(player)?.holdDeadline
        case .disconnected, .connected, .unknown:
            deadline = seats.hold(player, until: now + timings.seatHold)
        }
        guard let deadline else { return [] }
        roster.update(player) { $0.connection = state }
        return [.schedule(.seatHold(player), at: deadline), .emit(.playerAway(player, state, holdUntil: deadline))]
            + presenceChanged(at: now)
    }

    mutating func seatHoldTimerFired(_ player: UUID, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard let record = seats.record(player), let deadline = record.holdDeadline, now >= deadline else { return [] }
        var actions: [LobbyHostAction] = []
        if let id = record.connection {
            connections[id] = nil
            actions += [.cancel(.heartbeat(id)), .close(id, .seatReleased)]
        }
        return actions + releaseSeat(player, reason: .timedOut)
    }

    /// Removes a member and its token, tells everyone. Closing its connection is the caller's job.
    mutating func releaseSeat(_ player: UUID, reason: PlayerLeftReason) -> [LobbyHostAction] {
        seats.release(player)
        localPlayers.remove(player)
        guard roster.remove(player) != nil else { return [] }
        return [.cancel(.seatHold(player)), .emit(.playerLeft(player, reason))] + endSeatClaim(player, .seatReleased)
            + broadcastLobby()
    }

    /// A refused resume: the token dies, and a seat held for it can no longer come back, so it goes.
    mutating func invalidateToken(_ token: String, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard let player = seats.owner(ofToken: token) else { return [] }
        seats.revoke(token: token)
        // A seat with another live token (the owner's, kept through an approved claim) can still come back.
        guard let record = seats.record(player), record.connection == nil, record.tokenHash.isEmpty,
            record.ownerTokenHash == nil
        else { return [] }
        return releaseSeat(player, reason: .tokenInvalidated)
    }
}
