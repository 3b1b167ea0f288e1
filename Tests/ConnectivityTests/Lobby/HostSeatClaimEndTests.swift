import Connectivity
import Foundation
import GameCore
import Testing

/// How a seat claim ends without a yes or no (issue 39): the owner's return (and its token, which
/// outlives a yes), bounds, withdrawal, a released seat.
@Suite("Host seat claims: the owner, bounds and ends")
struct HostSeatClaimEndTests {
    let hana = SeatClaimScene.hana
    let ari = SeatClaimScene.ari
    let claimer = SeatClaimScene.claimer

    private func dedicated(maxPlayers: Int = 4) -> HostDriver { SeatClaimScene.dedicated(maxPlayers: maxPlayers) }
    private func ariAway(_ host: inout HostDriver) throws -> (hana: ConnectionID, ari: JoinAccepted) {
        try SeatClaimScene.ariAway(&host)
    }
    private func claim(_ profile: PlayerProfile, on host: inout HostDriver) -> (ConnectionID, [LobbyHostAction]) {
        host.claim(profile)
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
