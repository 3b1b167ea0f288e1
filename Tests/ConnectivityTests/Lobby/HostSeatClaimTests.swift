import Connectivity
import Foundation
import GameCore
import Testing

/// "That's me" with consent (issue 39): a claim for a held seat waits for the VIP or the host's
/// operator, who says yes or no; the claimer is told with a code.
@Suite("Host seat claims: \"That's me\" needs a yes")
struct HostSeatClaimTests {
    let hana = SeatClaimScene.hana
    let ari = SeatClaimScene.ari
    let bo = SeatClaimScene.bo
    let claimer = SeatClaimScene.claimer

    private func dedicated(maxPlayers: Int = 4) -> HostDriver { SeatClaimScene.dedicated(maxPlayers: maxPlayers) }
    private func ariAway(_ host: inout HostDriver) throws -> (hana: ConnectionID, ari: JoinAccepted) {
        try SeatClaimScene.ariAway(&host)
    }
    private func claim(_ profile: PlayerProfile, on host: inout HostDriver) -> (ConnectionID, [LobbyHostAction]) {
        host.claim(profile)
    }
    private func pending(on id: ConnectionID, in actions: [LobbyHostAction]) -> ClaimPending? { actions.claimPending(on: id) }

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
}
