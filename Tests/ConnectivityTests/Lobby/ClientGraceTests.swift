import Connectivity
import Foundation
import Testing

@Suite("Client machine: the quick phase after losing the host")
struct ClientGraceTests {
    let ann = JoinedClient.ann
    let token = JoinedClient.token

    func joinedClient(seed: UInt64 = 3) -> (LobbyClientMachine, TestClock) { JoinedClient.make(seed: seed) }

    func failAttempts(_ client: inout LobbyClientMachine, from start: [LobbyClientAction], clock: TestClock, until seconds: Double)
        -> [ContinuousClock.Instant]
    {
        JoinedClient.failAttempts(&client, from: start, clock: clock, until: seconds)
    }

    @Test func theQuickPhaseRetriesEverySecondForFiveSeconds() {
        var (client, clock) = joinedClient()
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(10))
        #expect(lost.events == [.hostUnreachable(wait: .seconds(120))])
        #expect(lost.scheduled(.hostWait) == clock.at(130))
        #expect(client.state == .reconnecting)
        let attempts = failAttempts(&client, from: lost, clock: clock, until: 15)
        #expect(attempts.count >= 4)
        #expect(attempts.allSatisfy { $0 > clock.at(10) && $0 < clock.at(15) })
        // Refused at once, each attempt waits its backoff only: never more than 1 s in this phase.
        #expect(zip(attempts, attempts.dropFirst()).allSatisfy { $1 - $0 <= .seconds(1) })
        #expect(client.timerFired(.hostWait, at: clock.at(15)).isEmpty)
        #expect(client.state == .reconnecting)
    }

    @Test func aSilentHostStartsTheWaitAfterThreeSeconds() {
        var (client, clock) = joinedClient()
        let id = ConnectionID(1)
        _ = client.timerFired(.heartbeat(id), at: clock.set(1))
        _ = client.timerFired(.heartbeat(id), at: clock.set(2))
        let silent = client.timerFired(.heartbeat(id), at: clock.set(3))
        #expect(silent.contains(.close(id)))
        #expect(silent.events == [.hostUnreachable(wait: .seconds(120))])
        #expect(silent.scheduled(.hostWait) == clock.at(123))
    }

    @Test func aResumeAt4point9SecondsKeepsTheSession() throws {
        var (client, clock) = joinedClient()
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        let attempts = failAttempts(&client, from: lost, clock: clock, until: 4.8)
        #expect(!attempts.isEmpty)
        // Force the last attempt at 4.8 s (the timer may fire a little earlier or later than scheduled).
        let opened = client.timerFired(.reconnect, at: clock.set(4.8))
        let id = try #require(opened.connects.first)
        guard case .reconnecting(let attempt, let remaining)? = opened.events.first else {
            Issue.record("no reconnecting event: \(opened.events)")
            return
        }
        #expect(attempt == attempts.count + 1)
        #expect(remaining > .milliseconds(115_199) && remaining < .milliseconds(115_201))
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
        #expect(resumed.contains(.cancel(.hostWait)))
        #expect(client.state == .joined)
        #expect(client.resumeToken == newToken)
        #expect(client.timerFired(.hostWait, at: clock.set(120)).isEmpty)
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
        #expect(ended.contains(.cancel(.hostWait)))
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
