import Connectivity
import Foundation
import GameCore
import Testing

/// "That's me" with consent (issue 39): a claim for a held seat waits for the VIP or the host's
/// operator; refusals, expiry and the owner's return are told to the claimer with a code; the
/// owner's token outlives an approved claim.
@Suite("Host seat claims: \"That's me\" needs a yes")
struct HostSeatClaimTests {
    let hana = Fixtures.profile(2, "Hana")
    let ari = Fixtures.profile(3, "Ari")
    let bo = Fixtures.profile(4, "Bo")
    /// Someone on another device typing Ari's name.
    let claimer = Fixtures.profile(13, " ari ")

    /// A dedicated host (no seat of its own): the first joiner, Hana, is the VIP.
    private func dedicated(maxPlayers: Int = 4) -> HostDriver {
        HostDriver(configuration: Fixtures.hostConfiguration(
            policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: maxPlayers), hostTakesSeat: false))
    }

    private func claim(_ profile: PlayerProfile, on host: inout HostDriver) -> (ConnectionID, [LobbyHostAction]) {
        let (id, opened) = host.open(address: "10.0.0.66")
        let hello = Hello(appVersion: "test", games: [Fixtures.game], profile: profile, reclaimSeat: true)
        return (id, opened + host.send(.hello(hello), from: id))
    }

    private func pending(on id: ConnectionID, in actions: [LobbyHostAction]) -> ClaimPending? {
        for case .claimPending(let pending) in actions.messages(to: id) { return pending }
        return nil
    }

    /// Hana (VIP) and Ari joined; Ari's connection dropped at t = 1 (held until 31).
    private func ariAway(_ host: inout HostDriver) throws -> (hana: ConnectionID, ari: JoinAccepted) {
        let (h, _) = try host.join(hana)
        let (a, accepted) = try host.join(ari)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        return (h, accepted)
    }

    @Test func aClaimWaitsForTheVIPAndTheClaimerIsToldSo() throws {
        var host = dedicated()
        let (h, _) = try ariAway(&host)
        host.clock.set(2)
        let (id, actions) = claim(claimer, on: &host)
        let told = try #require(pending(on: id, in: actions))
        #expect(told == ClaimPending(
            playerId: ari.id, name: "Ari", expiresInSeconds: 60, message: "Asking Hana (the VIP) to let you take Ari's seat…"))
        #expect(actions.accepted(on: id) == nil && actions.rejected(on: id) == nil && actions.closed[id] == nil)
        #expect(actions.cancels(.handshake(id)))
        #expect(actions.scheduled(.seatClaim(ari.id)) == host.clock.at(62))
        // The seat is held while the claim waits, past its own 30 s.
        #expect(actions.scheduled(.seatHold(ari.id)) == host.clock.at(62))
        #expect(host.machine.timerFired(.seatHold(ari.id), at: host.clock.at(31)).isEmpty)
        #expect(actions.events.contains(.seatClaimRequested(SeatClaimRequest(
            seat: ari.id, name: "ari", remoteAddress: "10.0.0.66", expiresAt: host.clock.at(62)))))
        // Everyone sees the claim; Hana, the VIP, is named as who answers it.
        let seen = try #require(actions.lastLobbyUpdate(to: h))
        #expect(seen.seatClaims == [SeatClaimInfo(playerId: ari.id, name: "ari", approverId: hana.id)])
        #expect(seen.members.first { $0.id == ari.id }?.connection == .disconnected)
    }

    @Test func theVIPSaysYesAndTheClaimerGetsTheSeat() throws {
        var host = dedicated()
        let (h, first) = try ariAway(&host)
        let (id, _) = claim(claimer, on: &host)
        let answer = host.send(.lobbyRequest(LobbyRequest(.approveClaim, playerId: ari.id)), from: h)
        let accepted = try #require(answer.accepted(on: id))
        #expect(accepted.playerId == ari.id && accepted.resumed)
        #expect(accepted.resumeToken != first.resumeToken)
        #expect(answer.events.contains(.seatClaimEnded(ari.id, .approved(by: hana.id))))
        #expect(answer.events.contains(.seatReclaimed(ari.id, role: .player)))
        #expect(answer.events.contains(.playerResumed(ari.id, role: .player)))
        #expect(answer.cancels(.seatClaim(ari.id)))
        #expect(answer.messages(to: h).contains(.notice(Notice(
            kind: .seatReclaimed, playerId: ari.id, message: "Ari is back on another device."))))
        let roster = try #require(answer.lastLobbyUpdate(to: h))
        #expect(roster.seatClaims == nil)
        #expect(roster.members.first { $0.id == ari.id }?.connection == .connected)
        #expect(!roster.members.contains { $0.id == claimer.id })
        // The claimer now plays the seat: its messages are Ari's.
        #expect(host.send(.setReady(SetReady(ready: true)), from: id).lastLobbyUpdate(to: h)?
            .members.first { $0.id == ari.id }?.isReady == true)
    }

    @Test func theHostsOperatorAnswersWhenTheHostIsTheController() throws {
        var host = HostDriver()
        let (b, _) = try host.join(bo)
        let (a, _) = try host.join(ari)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        let (id, asked) = claim(claimer, on: &host)
        #expect(pending(on: id, in: asked)?.message == "Asking the host to let you take Ari's seat…")
        #expect(asked.lastLobbyUpdate(to: b)?.seatClaims == [SeatClaimInfo(playerId: ari.id, name: "ari", approverId: nil)])
        // Bo is no VIP here: the host refuses his answer and nothing changes.
        let refused = host.send(.lobbyRequest(LobbyRequest(.approveClaim, playerId: ari.id)), from: b)
        #expect(refused.messages(to: b).contains { if case .requestRefused(let r) = $0 { r.code == .notController } else { false } })
        #expect(refused.accepted(on: id) == nil)
        let answer = try host.machine.answerSeatClaim(for: ari.id, allow: true, at: host.clock.set(2))
        #expect(answer.accepted(on: id)?.playerId == ari.id)
        #expect(answer.events.contains(.seatClaimEnded(ari.id, .approved(by: nil))))
    }

    @Test func aRefusedClaimerIsToldWhoSaidNoAndTheSeatStaysHeld() throws {
        var host = dedicated()
        let (h, first) = try ariAway(&host)
        let (id, _) = claim(claimer, on: &host)
        let answer = host.send(.lobbyRequest(LobbyRequest(.refuseClaim, playerId: ari.id)), from: h)
        let rejected = try #require(answer.rejected(on: id))
        #expect(rejected.reason == .claimRefused)
        #expect(rejected.message == "Hana said no: Ari's seat stays Ari's. Join under another name to play, or watch.")
        #expect(answer.closed[id] == .rejected(.claimRefused))
        #expect(answer.events.contains(.seatClaimEnded(ari.id, .refused(by: hana.id))))
        #expect(answer.lastLobbyUpdate(to: h)?.seatClaims == nil)
        #expect(host.machine.info.members.first { $0.id == ari.id }?.connection == .disconnected)
        // Ari's own device still resumes with its token.
        let (back, resumed) = host.hello(ari, token: first.resumeToken)
        #expect(resumed.accepted(on: back)?.resumed == true)
        // The host's operator refusing: "The host said no".
        var other = HostDriver()
        let (a, _) = try other.join(ari)
        _ = other.machine.connectionClosed(a, at: other.clock.set(1))
        let (c, _) = claim(claimer, on: &other)
        let no = try other.machine.answerSeatClaim(for: ari.id, allow: false, at: other.clock.now)
        #expect(no.rejected(on: c)?.message.hasPrefix("The host said no") == true)
    }

    @Test func aClaimNobodyAnswersExpiresAtItsDeadline() throws {
        var host = dedicated()
        let (h, _) = try ariAway(&host)
        host.clock.set(2)
        let (id, _) = claim(claimer, on: &host)
        #expect(host.machine.timerFired(.seatClaim(ari.id), at: host.clock.at(61.9)).isEmpty)
        let expired = host.machine.timerFired(.seatClaim(ari.id), at: host.clock.set(62))
        let rejected = try #require(expired.rejected(on: id))
        #expect(rejected.reason == .claimExpired)
        #expect(rejected.message == "Nobody answered in time: Ari's seat stays Ari's. Ask the VIP or the host, then try again.")
        #expect(expired.events.contains(.seatClaimEnded(ari.id, .expired)))
        #expect(expired.lastLobbyUpdate(to: h)?.seatClaims == nil)
        // Too late to answer now; the extended hold ends the seat at the same deadline.
        #expect(throws: LobbyCommandError.noSeatClaim(ari.id)) {
            try host.machine.answerSeatClaim(for: ari.id, allow: true, at: host.clock.now)
        }
        #expect(host.machine.timerFired(.seatHold(ari.id), at: host.clock.now).playersLeft[ari.id] == .timedOut)
    }

    @Test func theOwnerComingBackRefusesAPendingClaim() throws {
        var host = dedicated()
        let (h, first) = try ariAway(&host)
        let (id, _) = claim(claimer, on: &host)
        let (back, actions) = host.hello(ari, token: first.resumeToken)
        #expect(actions.accepted(on: back)?.playerId == ari.id)
        let rejected = try #require(actions.rejected(on: id))
        #expect(rejected.reason == .ownerReturned)
        #expect(rejected.message == "Ari came back on their own device: the seat stays with it. Join under another name to play, or watch.")
        #expect(actions.events.contains(.seatClaimEnded(ari.id, .ownerReturned)))
        #expect(actions.cancels(.seatClaim(ari.id)))
        #expect(actions.lastLobbyUpdate(to: h)?.seatClaims == nil)
        #expect(throws: LobbyCommandError.noSeatClaim(ari.id)) {
            try host.machine.answerSeatClaim(for: ari.id, allow: true, at: host.clock.now)
        }
    }

    @Test func theOwnerComingBackToTheForegroundRefusesAPendingClaim() throws {
        var host = dedicated()
        _ = try host.join(hana)
        let (a, _) = try host.join(ari)
        _ = host.send(.background(Background()), from: a)
        let (id, _) = claim(claimer, on: &host)
        let back = host.send(.foreground(Foreground()), from: a)
        #expect(back.rejected(on: id)?.reason == .ownerReturned)
        #expect(back.events.contains(.playerReturned(ari.id)))
        #expect(back.events.contains(.seatClaimEnded(ari.id, .ownerReturned)))
    }

    @Test func theOwnersTokenOutlivesAnApprovedClaimAndItsReturnBumpsTheClaimer() throws {
        var host = dedicated()
        let (h, first) = try ariAway(&host)
        let (id, _) = claim(claimer, on: &host)
        let approved = try host.machine.answerSeatClaim(for: ari.id, allow: true, at: host.clock.set(3))
        let claimed = try #require(approved.accepted(on: id))
        // Ari's own device returns with the token it had before the claim.
        let (back, actions) = host.hello(ari, token: first.resumeToken)
        let resumed = try #require(actions.accepted(on: back))
        #expect(resumed.playerId == ari.id && resumed.resumed)
        #expect(actions.messages(to: id) == [.leave(Leave(reason: .ownerReturned))])
        #expect(actions.closed[id] == .superseded)
        #expect(actions.events.contains(.seatTakenBack(ari.id)))
        #expect(actions.events.contains(.playerResumed(ari.id, role: .player)))
        #expect(actions.lastLobbyUpdate(to: h)?.members.first { $0.id == ari.id }?.connection == .connected)
        // The claimer's token died with it; the owner's new one is the seat's only token.
        let (late, refused) = host.hello(ari, token: claimed.resumeToken)
        #expect(refused.rejected(on: late)?.reason == .invalidResumeToken)
        #expect(host.machine.info.members.first { $0.id == ari.id }?.connection == .connected)
        let (stale, old) = host.hello(ari, token: first.resumeToken)
        #expect(old.rejected(on: stale)?.reason == .invalidResumeToken)
    }

    @Test func anApprovedClaimersOwnResumeKeepsTheOwnersTokenGood() throws {
        var host = dedicated()
        let (_, first) = try ariAway(&host)
        let (id, _) = claim(claimer, on: &host)
        let approved = try host.machine.answerSeatClaim(for: ari.id, allow: true, at: host.clock.set(3))
        let claimed = try #require(approved.accepted(on: id))
        // The claiming device's Wi-Fi blips: it resumes with its own token (under the seat's id) ...
        _ = host.machine.connectionClosed(id, at: host.clock.set(4))
        let (again, resumed) = host.hello(ari, token: claimed.resumeToken)
        #expect(resumed.accepted(on: again)?.resumed == true)
        #expect(!resumed.events.contains(.seatTakenBack(ari.id)))
        // ... and the owner's token is still good: its return bumps the claiming device.
        let (owner, back) = host.hello(ari, token: first.resumeToken)
        #expect(back.accepted(on: owner)?.playerId == ari.id)
        #expect(back.messages(to: again) == [.leave(Leave(reason: .ownerReturned))])
        #expect(back.events.contains(.seatTakenBack(ari.id)))
    }

    @Test func oneClaimPerSeatAndABoundedNumberLobbyWide() throws {
        let limit = LobbyHostMachine.maximumPendingSeatClaims
        var host = dedicated(maxPlayers: limit + 2)
        let (h, _) = try host.join(hana)
        var away: [PlayerProfile] = []
        for n in 0...limit {
            let member = Fixtures.profile(20 + n, "Away\(n)")
            let (id, _) = try host.join(member)
            _ = host.machine.connectionClosed(id, at: host.clock.set(1))
            away.append(member)
        }
        host.clock.set(2)
        let (first, _) = claim(Fixtures.profile(40, "away0"), on: &host)
        // A second claim for the same seat: busy, with the first one's time left.
        host.clock.set(12)
        let (second, busy) = claim(Fixtures.profile(41, "AWAY0"), on: &host)
        let refused = try #require(busy.rejected(on: second))
        #expect(refused.reason == .claimBusy)
        #expect(refused.retryAfterSeconds == 50)
        #expect(busy.closed[second] == .rejected(.claimBusy))
        #expect(busy.lastLobbyUpdate(to: h) == nil)
        // Fill the lobby-wide bound, then one more seat's claim is busy too.
        for n in 1..<limit { _ = claim(Fixtures.profile(41 + n, "Away\(n)"), on: &host) }
        let (extra, full) = claim(Fixtures.profile(60, "Away\(limit)"), on: &host)
        #expect(full.rejected(on: extra)?.reason == .claimBusy)
        #expect(full.rejected(on: extra)?.retryAfterSeconds == 50)
        #expect(host.machine.info.seatClaims?.count == limit)
        _ = first
    }

    @Test func anAnswerNeedsAWaitingClaim() throws {
        var host = dedicated()
        let (h, _) = try ariAway(&host)
        let answer = host.send(.lobbyRequest(LobbyRequest(.approveClaim, playerId: ari.id)), from: h)
        let refusal = answer.messages(to: h).compactMap { if case .requestRefused(let r) = $0 { r } else { nil } }.first
        #expect(refusal?.code == .noClaim)
        let malformed = host.send(.lobbyRequest(LobbyRequest(.refuseClaim)), from: h)
        #expect(malformed.messages(to: h).contains { if case .requestRefused(let r) = $0 { r.code == .malformedRequest } else { false } })
        #expect(throws: LobbyCommandError.noSeatClaim(ari.id)) {
            try host.machine.answerSeatClaim(for: ari.id, allow: false, at: host.clock.now)
        }
    }

    @Test func aClaimerThatGivesUpWithdrawsItsClaim() throws {
        var host = dedicated()
        let (h, _) = try ariAway(&host)
        let (id, _) = claim(claimer, on: &host)
        // A ping keeps it alive; anything else than ping or leave breaks the handshake.
        #expect(host.send(.ping(Ping(id: 5)), from: id) == [.send(.pong(Pong(id: 5)), to: id)])
        let closed = host.machine.connectionClosed(id, at: host.clock.set(3))
        #expect(closed.events.contains(.seatClaimEnded(ari.id, .withdrawn)))
        #expect(closed.cancels(.seatClaim(ari.id)))
        #expect(closed.lastLobbyUpdate(to: h)?.seatClaims == nil)
        // Another device may ask now; its `leave` withdraws it the same way.
        let (next, _) = claim(claimer, on: &host)
        let left = host.send(.leave(Leave(reason: .userLeft)), from: next)
        #expect(left.closed[next] == .left)
        #expect(left.events.contains(.seatClaimEnded(ari.id, .withdrawn)))
    }

    @Test func aSeatReleasedWhileItsClaimWaitsEndsTheClaim() throws {
        var host = dedicated()
        _ = try ariAway(&host)
        let (id, _) = claim(claimer, on: &host)
        let kicked = try host.machine.kick(ari.id, reason: nil)
        #expect(kicked.rejected(on: id)?.reason == .claimExpired)
        #expect(kicked.events.contains(.seatClaimEnded(ari.id, .seatReleased)))
    }
}
