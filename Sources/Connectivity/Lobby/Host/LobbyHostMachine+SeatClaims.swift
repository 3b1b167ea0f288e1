import Foundation
import GameCore

/// "That's me" with consent (issue 39). A public lobby authenticates nobody, so a name typed on
/// another device proves nothing: a claim for a held seat waits, its connection open, for a yes from
/// the VIP (the controller, when it is a connected remote member) or the host's operator. The seat's
/// own device answers by coming back (resume or foreground), which refuses the claim; and its token
/// stays good after an approved claim, so its return later bumps the claiming device.
///
/// Bounds: one claim per seat, ``maximumPendingSeatClaims`` lobby-wide, each for
/// ``SessionTimings/seatClaimTimeout``; a claiming connection counts as joining
/// (``LobbyConnectionLimits/maxJoining``). A waiting claim keeps the seat held until it is answered.
extension LobbyHostMachine {
    /// At most this many claims wait at once, lobby-wide.
    public static let maximumPendingSeatClaims = 8

    /// The controller who may answer a claim for `seat`: a connected remote member other than the
    /// seat itself; `nil` when only the host's operator can.
    func claimAnswerer(for seat: UUID) -> UUID? {
        guard let controller = roster.controllerID, controller != seat, controller != configuration.hostProfile.id,
            !localPlayers.contains(controller), connection(of: controller) != nil
        else { return nil }
        return controller
    }

    /// A `hello` with `reclaimSeat` for the held seat `seat` (named `name` in the lobby): the claim
    /// waits (`claimPending`), or is refused at once as `claimBusy`.
    mutating func requestSeatClaim(
        _ seat: UUID, name: String, hello: Hello, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        if let waiting = seatClaims[seat] {
            let text = "Someone else is already asking for \(name)'s seat; try again in a minute."
            return reject(id, hello: hello, .claimBusy, text, retryAfter: waiting.deadline - now, at: now)
        }
        guard seatClaims.count < Self.maximumPendingSeatClaims else {
            let soonest = seatClaims.values.map(\.deadline).min() ?? now
            let text = "Too many seat claims are waiting for an answer; try again in a minute."
            return reject(id, hello: hello, .claimBusy, text, retryAfter: soonest - now, at: now)
        }
        let deadline = now + timings.seatClaimTimeout
        seatClaims[seat] = PendingSeatClaim(connection: id, hello: hello, deadline: deadline)
        connections[id]?.phase = .claiming(seat)
        syncClaimList()
        var actions: [LobbyHostAction] = [.cancel(.handshake(id)), .schedule(.seatClaim(seat), at: deadline)]
        // The owner's 30 s hold must not run out under a claim the VIP has not answered yet.
        if let held = seats.extendHold(seat, until: deadline) { actions.append(.schedule(.seatHold(seat), at: held)) }
        let asked = claimAnswerer(for: seat).flatMap { roster.member($0)?.profile.username }.map { "\($0) (the VIP)" }
            ?? "the host"
        let pending = ClaimPending(
            playerId: seat, name: name, expiresInSeconds: timings.seatClaimTimeout.seconds,
            message: "Asking \(asked) to let you take \(name)'s seat…")
        let request = SeatClaimRequest(
            seat: seat, name: PlayerNameKey.trimmed(hello.profile.username),
            remoteAddress: connections[id]?.remoteAddress, expiresAt: deadline)
        return actions + [.send(.claimPending(pending), to: id), .emit(.seatClaimRequested(request))] + broadcastLobby()
    }

    /// Answers the claim for `seat`: `allow` gives the claiming device the seat (the owner's token stays
    /// good), else it is refused as `claimRefused`. `by`: the VIP who answered; `nil`: the host's operator.
    public mutating func answerSeatClaim(
        for seat: UUID, allow: Bool, by member: UUID? = nil, at now: ContinuousClock.Instant
    ) throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        guard let claim = seatClaims.removeValue(forKey: seat) else { throw .noSeatClaim(seat) }
        syncClaimList()
        let name = roster.member(seat)?.profile.username ?? "that player"
        guard allow else {
            let who = member.flatMap { roster.member($0)?.profile.username } ?? "The host"
            let text = "\(who) said no: \(name)'s seat stays \(name)'s. Join under another name to play, or watch."
            return [.cancel(.seatClaim(seat))] + refuse(claim.connection, hello: claim.hello, .claimRefused, text)
                + [.emit(.seatClaimEnded(seat, .refused(by: member)))] + broadcastLobby()
        }
        let role = roster.member(seat)?.role ?? .player
        let notice = Notice(kind: .seatReclaimed, playerId: seat, message: "\(name) is back on another device.")
        let resumed = resume(seat, on: claim.connection, at: now, kind: .claimGranted)
        return [.cancel(.seatClaim(seat)), .emit(.seatClaimEnded(seat, .approved(by: member))), .emit(.seatReclaimed(seat, role: role))]
            + resumed + fanOut(.notice(notice), to: memberConnections(except: claim.connection))
            + seatedThroughFace(claim.hello, player: seat, on: claim.connection)
    }

    /// Ends the claim for `seat`, if one waits, refusing the claimer; the caller broadcasts the lobby.
    mutating func endSeatClaim(_ seat: UUID, _ outcome: SeatClaimOutcome) -> [LobbyHostAction] {
        guard let claim = seatClaims.removeValue(forKey: seat) else { return [] }
        syncClaimList()
        let name = roster.member(seat)?.profile.username ?? PlayerNameKey.trimmed(claim.hello.profile.username)
        let reason: JoinRejectionReason
        let text: String
        switch outcome {
        case .ownerReturned:
            reason = .ownerReturned
            text = "\(name) came back on their own device: the seat stays with it. Join under another name to play, or watch."
        case .seatReleased:
            reason = .claimExpired
            text = "\(name)'s seat was given up before anyone answered. Join again to take a new seat."
        case .expired, .approved, .refused, .withdrawn:
            reason = .claimExpired
            text = "Nobody answered in time: \(name)'s seat stays \(name)'s. Ask the VIP or the host, then try again."
        }
        return [.cancel(.seatClaim(seat))] + refuse(claim.connection, hello: claim.hello, reason, text)
            + [.emit(.seatClaimEnded(seat, outcome))]
    }

    mutating func seatClaimTimerFired(_ seat: UUID, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard let claim = seatClaims[seat], now >= claim.deadline else { return [] }
        return endSeatClaim(seat, .expired) + broadcastLobby()
    }

    /// The claiming connection closed (the connection is already forgotten) or said `leave`.
    mutating func claimWithdrawn(_ seat: UUID, on id: ConnectionID) -> [LobbyHostAction] {
        guard seatClaims[seat]?.connection == id else { return [] }
        seatClaims[seat] = nil
        syncClaimList()
        return [.cancel(.seatClaim(seat)), .emit(.seatClaimEnded(seat, .withdrawn))] + broadcastLobby()
    }

    /// A claiming connection may keep itself alive (`ping`) or give up (`leave`); anything else
    /// breaks the handshake, as before `hello`.
    mutating func receivedWhileClaiming(_ message: Message, from id: ConnectionID, seat: UUID) -> [LobbyHostAction] {
        switch message {
        case .ping(let ping):
            return [.send(.pong(Pong(id: ping.id)), to: id)]
        case .pong:
            return []
        case .leave:
            connections[id] = nil
            return [.close(id, .left)] + claimWithdrawn(seat, on: id)
        case .hello, .challenge, .challengeResponse, .joinAccepted, .joinRejected, .lobbyUpdate, .setReady, .kickPlayer,
            .background, .foreground, .startGame, .gameAction, .actionRejected, .gameState, .gameOver, .error,
            .renderedFace, .renderedView, .gameCommand, .commandAnswer, .lobbyRequest, .requestRefused, .notice,
            .claimPending:
            connections[id] = nil
            let error = ErrorMessage(code: .unexpectedMessage, message: "\(message.typeName) while a seat claim waits")
            return [.send(.error(error), to: id), .close(id, .protocolViolation)] + claimWithdrawn(seat, on: id)
        }
    }

    /// The claims as every member sees them (``LobbyInfo/seatClaims``), in seat order, each with the
    /// VIP who may answer it now (the controller changes hands and goes away).
    mutating func syncClaimList() {
        roster.seatClaims = roster.members.compactMap { member in
            seatClaims[member.id].map {
                SeatClaimInfo(
                    playerId: member.id, name: PlayerNameKey.trimmed($0.hello.profile.username),
                    approverId: claimAnswerer(for: member.id))
            }
        }
    }
}
