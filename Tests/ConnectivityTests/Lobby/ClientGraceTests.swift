import Connectivity
import Foundation
import Testing

@Suite("Client machine: host grace period")
struct ClientGraceTests {
    let ann = Fixtures.profile(2, "Ann")
    let token = String(repeating: "cd", count: 32)

    func joinedClient(seed: UInt64 = 3) -> (LobbyClientMachine, TestClock) {
        let clock = TestClock()
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(seed))
        _ = client.start(at: clock.now)
        _ = client.connected(ConnectionID(1), at: clock.now)
        let lobby = LobbyInfo(id: Fixtures.lobbyID, name: "L", game: Fixtures.game, hostProfile: Fixtures.hostProfile,
                              members: [LobbyMember(profile: ann)], maxPlayers: 4, isPrivate: false)
        let accepted = JoinAccepted(lobby: lobby, playerId: ann.id, resumeToken: token, role: .player, resumed: false)
        _ = client.received(.joinAccepted(accepted), on: ConnectionID(1), at: clock.now)
        return (client, clock)
    }

    /// Fails every reconnection attempt until `seconds`; returns the attempts made.
    func failAttempts(_ client: inout LobbyClientMachine, from start: [LobbyClientAction], clock: TestClock, until seconds: Double)
        -> [ContinuousClock.Instant]
    {
        var attempts: [ContinuousClock.Instant] = []
        var pending = start
        while let next = pending.scheduled(.reconnect), next < clock.at(seconds) {
            attempts.append(next)
            let opened = client.timerFired(.reconnect, at: next)
            guard let id = opened.connects.first else { break }
            pending = client.connectionClosed(id, at: next)
        }
        return attempts
    }

    @Test func theHostIsLostAtFiveSeconds() {
        var (client, clock) = joinedClient()
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(10))
        #expect(lost.events == [.hostUnreachable])
        #expect(lost.scheduled(.hostGrace) == clock.at(15))
        #expect(client.state == .reconnecting)
        let attempts = failAttempts(&client, from: lost, clock: clock, until: 15)
        #expect(attempts.count >= 4)
        #expect(attempts.allSatisfy { $0 > clock.at(10) && $0 < clock.at(15) })
        #expect(client.timerFired(.hostGrace, at: clock.at(14.999)).isEmpty)
        let ended = client.timerFired(.hostGrace, at: clock.at(15))
        #expect(ended.endReason == .hostLost)
        #expect(client.state == .ended(.hostLost))
    }

    @Test func aSilentHostStartsTheGracePeriodAfterThreeSeconds() {
        var (client, clock) = joinedClient()
        let id = ConnectionID(1)
        _ = client.timerFired(.heartbeat(id), at: clock.set(1))
        _ = client.timerFired(.heartbeat(id), at: clock.set(2))
        let silent = client.timerFired(.heartbeat(id), at: clock.set(3))
        #expect(silent.contains(.close(id)))
        #expect(silent.events == [.hostUnreachable])
        #expect(silent.scheduled(.hostGrace) == clock.at(8))
    }

    @Test func aResumeAt4point9SecondsKeepsTheSession() throws {
        var (client, clock) = joinedClient()
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        let attempts = failAttempts(&client, from: lost, clock: clock, until: 4.8)
        #expect(!attempts.isEmpty)
        // Force the last attempt at 4.8 s (the timer may fire a little earlier or later than scheduled).
        let opened = client.timerFired(.reconnect, at: clock.set(4.8))
        let id = try #require(opened.connects.first)
        #expect(opened.events == [.reconnecting(attempt: attempts.count + 1)])
        let hello = client.connected(id, at: clock.set(4.85))
        guard case .send(.hello(let sent), id)? = hello.first else {
            Issue.record("no hello")
            return
        }
        #expect(sent.resumeToken == token)
        let newToken = String(repeating: "ef", count: 32)
        var accepted = client.membership!
        accepted.resumed = true
        accepted.resumeToken = newToken
        let resumed = client.received(.joinAccepted(accepted), on: id, at: clock.set(4.9))
        #expect(resumed.events == [.resumed(accepted)])
        #expect(resumed.contains(.cancel(.hostGrace)))
        #expect(client.state == .joined)
        #expect(client.resumeToken == newToken)
        #expect(client.timerFired(.hostGrace, at: clock.set(5)).isEmpty)
        #expect(client.state == .joined)
    }

    @Test func aRefusedResumeEndsTheSession() throws {
        var (client, clock) = joinedClient()
        _ = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        let opened = client.timerFired(.reconnect, at: clock.set(0.2))
        let id = try #require(opened.connects.first)
        _ = client.connected(id, at: clock.now)
        let rejection = JoinRejected(reason: .invalidResumeToken, message: "gone")
        let ended = client.received(.joinRejected(rejection), on: id, at: clock.now)
        #expect(ended.endReason == .rejected(rejection))
        #expect(ended.contains(.cancel(.hostGrace)))
    }

    @Test func aHangingAttemptIsAbandonedForTheNextOne() throws {
        var (client, clock) = joinedClient()
        _ = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        let opened = client.timerFired(.reconnect, at: clock.set(0.1))
        let id = try #require(opened.connects.first)
        let attemptDeadline = clock.at(0.1) + .milliseconds(1500)
        #expect(opened.scheduled(.handshake(id)) == attemptDeadline)
        let abandoned = client.timerFired(.handshake(id), at: attemptDeadline)
        #expect(abandoned.contains(.close(id)))
        let next = try #require(abandoned.scheduled(.reconnect))
        #expect(next > attemptDeadline)
        // A late message on the abandoned connection is ignored.
        #expect(client.received(.joinAccepted(client.membership!), on: id, at: clock.now).isEmpty)
    }

    @Test func aResumeChallengeForAnotherLobbyIsRefused() throws {
        let clock = TestClock()
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, passcode: "1234"), random: .seeded(1))
        _ = client.start(at: clock.now)
        _ = client.connected(ConnectionID(1), at: clock.now)
        let lobby = LobbyInfo(id: Fixtures.uuid(500), name: "L", game: Fixtures.game, hostProfile: Fixtures.hostProfile,
                              members: [], maxPlayers: 4, isPrivate: true)
        _ = client.received(.joinAccepted(JoinAccepted(lobby: lobby, playerId: ann.id, resumeToken: token, role: .player, resumed: false)),
                            on: ConnectionID(1), at: clock.now)
        _ = client.connectionClosed(ConnectionID(1), at: clock.now)
        let opened = client.timerFired(.reconnect, at: clock.at(0.2))
        let id = try #require(opened.connects.first)
        _ = client.connected(id, at: clock.at(0.2))
        var random = RandomSource.seeded(2)
        let (challenge, _) = try Fixtures.lock().makeChallenge(random: &random)
        #expect(client.received(.challenge(challenge), on: id, at: clock.at(0.2)).endReason == .challengeRefused(.wrongLobby))
    }

    @Test func backoffIsJitteredDeterministicallyAndBounded() {
        let backoff = ReconnectBackoff()
        var first = RandomSource.seeded(42)
        var second = RandomSource.seeded(42)
        var other = RandomSource.seeded(43)
        let a = (1...6).map { backoff.delay(beforeAttempt: $0, random: &first) }
        let b = (1...6).map { backoff.delay(beforeAttempt: $0, random: &second) }
        let c = (1...6).map { backoff.delay(beforeAttempt: $0, random: &other) }
        #expect(a == b)
        #expect(a != c)
        let bases: [Duration] = [.milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(800), .seconds(1), .seconds(1)]
        for (delay, base) in zip(a, bases) {
            #expect(delay >= base / 2 && delay < base)
        }
    }
}
