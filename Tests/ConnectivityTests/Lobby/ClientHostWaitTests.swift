import Connectivity
import Foundation
import Testing

/// Issue 39: a client that lost its host keeps its seat's token and tries to get back for two
/// minutes — quickly for 5 s, then at most 5 s apart (jittered) — so a host started again with
/// `lanhost --resume` (which holds restored seats 30 s) finds it; then it gives up with "host lost".
/// Leaving ends the wait at once. Driven by a test clock.
@Suite("Client machine: waiting for a lost host")
struct ClientHostWaitTests {
    @Test func theWaitLastsTwoMinutesThenTheHostIsLost() {
        var (client, clock) = JoinedClient.make()
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(10))
        #expect(lost.events == [.hostUnreachable(wait: .seconds(120))])
        #expect(lost.scheduled(.hostWait) == clock.at(130))
        let attempts = JoinedClient.failAttempts(&client, from: lost, clock: clock, until: 130)
        #expect(attempts.allSatisfy { $0 > clock.at(10) && $0 < clock.at(130) })
        #expect(client.state == .reconnecting)
        #expect(client.timerFired(.hostWait, at: clock.at(129.999)).isEmpty)
        let ended = client.timerFired(.hostWait, at: clock.at(130))
        #expect(ended.endReason == .hostLost)
        #expect(ended.contains(.cancel(.reconnect)))
        #expect(client.state == .ended(.hostLost))
        // The token is kept for a later `lanjoin` (the ticket) or the page's "Join again".
        #expect(client.resumeToken == JoinedClient.token)
    }

    @Test(arguments: [UInt64(1), 7, 42, 1234])
    func afterTheQuickPhaseAttemptsAreAtMostFiveSecondsApartAndJittered(seed: UInt64) {
        var (client, clock) = JoinedClient.make(seed: seed)
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        let attempts = JoinedClient.failAttempts(&client, from: lost, clock: clock, until: 120)
        let gaps = zip(attempts, attempts.dropFirst()).map { $1 - $0 }
        let patient = zip(attempts.dropFirst(), gaps).filter { $0.0 > clock.at(5) }.map(\.1)
        #expect(gaps.allSatisfy { $0 <= .seconds(5) }, "\(gaps)")
        // Capped at 5 s with half of it random: from the fourth patient attempt on, 2.5-5 s apart.
        #expect(patient.dropFirst(3).allSatisfy { $0 >= .milliseconds(2500) }, "\(patient)")
        #expect(Set(patient.dropFirst(3)).count > 1, "jittered, not lockstep")
        // So about 120 / 3.75 attempts in all, not one a second for two minutes.
        #expect(attempts.count >= 25 && attempts.count <= 60, "\(attempts.count) attempts")
        #expect(attempts.last.map { $0 > clock.at(115) } == true)
    }

    @Test(arguments: [UInt64(3), 8, 99])
    func aHostResumedAfterAMinuteFindsItsClientWithinItsSeatHold(seed: UInt64) throws {
        var (client, clock) = JoinedClient.make(seed: seed)
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        // Down until 70 s: every attempt is refused. The resumed host holds the seat until 100 s.
        let (refused, pending) = JoinedClient.refuse(&client, from: lost, clock: clock, until: 70)
        #expect(!refused.isEmpty)
        let next = try #require(pending)
        #expect(next >= clock.at(70) && next <= clock.at(75), "next attempt \(next - clock.origin) after the loss")
        let opened = client.timerFired(.reconnect, at: next)
        let id = try #require(opened.connects.first)
        let hello = client.connected(id, at: next)
        guard case .send(.hello(let sent), id)? = hello.first else {
            Issue.record("no hello: \(hello)")
            return
        }
        #expect(sent.resumeToken == JoinedClient.token)
        let accepted = JoinedClient.acceptance(resumed: true, token: String(repeating: "ab", count: 32))
        let back = client.received(.joinAccepted(accepted), on: id, at: next)
        #expect(back.events == [.resumed(accepted)])
        #expect(back.contains(.cancel(.hostWait)) && back.contains(.cancel(.reconnect)))
        #expect(client.state == .joined)
        #expect(client.timerFired(.hostWait, at: clock.at(120)).isEmpty)
    }

    @Test func aHangingAttemptInThePatientPhaseIsAbandonedAfterOneAndAHalfSeconds() throws {
        var (client, clock) = JoinedClient.make()
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        let next = try #require(JoinedClient.refuse(&client, from: lost, clock: clock, until: 30).next)
        let opened = client.timerFired(.reconnect, at: next)
        let id = try #require(opened.connects.first)
        #expect(opened.scheduled(.handshake(id)) == next + .milliseconds(1500))
        let abandoned = client.timerFired(.handshake(id), at: next + .milliseconds(1500))
        #expect(abandoned.contains(.close(id)))
        let after = try #require(abandoned.scheduled(.reconnect))
        #expect(after - next <= .milliseconds(6500))
    }

    @Test func leavingWhileWaitingEndsAtOnceWithoutASend() throws {
        var (client, clock) = JoinedClient.make()
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        let next = try #require(JoinedClient.refuse(&client, from: lost, clock: clock, until: 40).next)
        // Between attempts (Ctrl-C, `quit`): nothing to close, every timer cancelled.
        var idle = client
        let stopped = idle.leave()
        #expect(stopped.endReason == .left)
        #expect(stopped.contains(.cancel(.reconnect)) && stopped.contains(.cancel(.hostWait)))
        #expect(stopped.sent.isEmpty)
        #expect(idle.state == .ended(.left))
        #expect(idle.timerFired(.reconnect, at: next).isEmpty)
        // During an attempt: that connection is closed too.
        let opened = client.timerFired(.reconnect, at: next)
        let id = try #require(opened.connects.first)
        let left = client.leave()
        #expect(left.endReason == .left)
        #expect(left.contains(.close(id)) && left.contains(.cancel(.handshake(id))))
        #expect(left.sent.isEmpty)
        #expect(client.connected(id, at: next).isEmpty)
    }

    @Test func aWaitOfZeroGivesUpAtOnce() {
        var (client, clock) = JoinedClient.make(timings: SessionTimings(hostWait: .zero))
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(3))
        #expect(lost.events == [.hostUnreachable(wait: .zero), .ended(.hostLost)])
        #expect(lost.scheduled(.reconnect) == nil)
        #expect(client.state == .ended(.hostLost))
    }

    @Test func aWaitShorterThanTheQuickPhaseCutsIt() {
        var (client, clock) = JoinedClient.make(timings: SessionTimings(hostWait: .seconds(2)))
        let lost = client.connectionClosed(ConnectionID(1), at: clock.set(0))
        #expect(lost.events == [.hostUnreachable(wait: .seconds(2))])
        #expect(lost.scheduled(.hostWait) == clock.at(2))
        let attempts = JoinedClient.failAttempts(&client, from: lost, clock: clock, until: 3)
        #expect(attempts.allSatisfy { $0 < clock.at(2) })
        #expect(client.timerFired(.hostWait, at: clock.at(2)).endReason == .hostLost)
    }
}
