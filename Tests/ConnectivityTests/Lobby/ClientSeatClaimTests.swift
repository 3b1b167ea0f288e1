import Connectivity
import Foundation
import Testing

/// The client's side of "That's me" (issue 39): it asks, waits past its handshake deadline for the
/// answer, plays the seat under the seat's id, and hears when the seat's own device takes it back.
@Suite("Client machine: seat claims")
struct ClientSeatClaimTests {
    let ari = Fixtures.profile(3, "Ari")
    /// This device: another profile, typing Ari's name.
    let device = Fixtures.profile(13, "Ari")

    private func claiming() -> (LobbyClientMachine, TestClock, [LobbyClientAction]) {
        let clock = TestClock()
        var configuration = Fixtures.clientConfiguration(device)
        configuration.reclaimSeat = true
        var client = LobbyClientMachine(configuration: configuration, random: .seeded(4))
        _ = client.start(at: clock.now)
        return (client, clock, client.connected(ConnectionID(1), at: clock.now))
    }

    private func accepted(token: String) -> JoinAccepted {
        let lobby = LobbyInfo(
            id: Fixtures.lobbyID, name: "L", game: Fixtures.game, hostProfile: Fixtures.hostProfile,
            members: [LobbyMember(profile: Fixtures.hostProfile, isHost: true), LobbyMember(profile: ari)],
            maxPlayers: 4, isPrivate: false)
        return JoinAccepted(lobby: lobby, playerId: ari.id, resumeToken: token, role: .player, resumed: true)
    }

    @Test func aClaimWaitsPastTheHandshakeDeadlineForItsAnswer() {
        var (client, clock, hello) = claiming()
        guard case .send(.hello(let sent), _)? = hello.first else {
            Issue.record("no hello")
            return
        }
        #expect(sent.reclaimSeat == true && sent.resumeToken == nil)
        let pending = ClaimPending(playerId: ari.id, name: "Ari", expiresInSeconds: 60, message: "Asking the host…")
        let waiting = client.received(.claimPending(pending), on: ConnectionID(1), at: clock.set(1))
        #expect(waiting.events == [.claimPending(pending)])
        #expect(waiting.scheduled(.handshake(ConnectionID(1))) == clock.at(66))
        // 40 s in, long past the first 5 s deadline (replaced above), the yes arrives.
        let joined = client.received(.joinAccepted(accepted(token: String(repeating: "cd", count: 32))), on: ConnectionID(1), at: clock.set(40))
        #expect(joined.events == [.resumed(accepted(token: String(repeating: "cd", count: 32)))])
        #expect(client.state == .joined)
    }

    @Test func aResumeAfterAClaimNamesTheSeatsIdAndDoesNotClaimAgain() throws {
        var (client, clock, _) = claiming()
        let token = String(repeating: "ef", count: 32)
        _ = client.received(.joinAccepted(accepted(token: token)), on: ConnectionID(1), at: clock.now)
        _ = client.connectionClosed(ConnectionID(1), at: clock.set(1))
        let opened = client.timerFired(.reconnect, at: clock.set(1.2))
        let id = try #require(opened.connects.first)
        let hello = client.connected(id, at: clock.now)
        guard case .send(.hello(let sent), _)? = hello.first else {
            Issue.record("no hello")
            return
        }
        #expect(sent.profile.id == ari.id)
        #expect(sent.resumeToken == token)
        #expect(sent.reclaimSeat == nil)
    }

    @Test func theOwnersReturnEndsTheClaimersSessionWithItsOwnReason() {
        var (client, clock, _) = claiming()
        _ = client.received(.joinAccepted(accepted(token: String(repeating: "ab", count: 32))), on: ConnectionID(1), at: clock.now)
        let ended = client.received(.leave(Leave(reason: .ownerReturned)), on: ConnectionID(1), at: clock.set(5))
        #expect(ended.endReason == .ownerReturned)
        #expect(client.state == .ended(.ownerReturned))
    }

    @Test func aRefusedClaimEndsWithTheRefusal() {
        var (client, clock, _) = claiming()
        let refusal = JoinRejected(reason: .claimRefused, message: "Hana said no")
        let ended = client.received(.joinRejected(refusal), on: ConnectionID(1), at: clock.set(3))
        #expect(ended.endReason == .rejected(refusal))
    }
}
