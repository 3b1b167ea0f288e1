import Connectivity
import Testing

@Suite("Heartbeat")
struct HeartbeatTests {
    let timings = SessionTimings()

    @Test func pingsEverySecondWhileThePeerAnswers() throws {
        var clock = TestClock()
        var heartbeat = Heartbeat(timings: timings, now: clock.now)
        #expect(heartbeat.deadline == clock.at(1))
        #expect(heartbeat.fire(at: clock.set(0.5)) == .idle)
        #expect(heartbeat.fire(at: clock.set(1)) == .ping(Ping(id: 1)))
        heartbeat.receivedPong(Pong(id: 1), at: clock.set(1.02))
        let rtt = try #require(heartbeat.roundTrip)
        #expect(rtt > .microseconds(19_999) && rtt < .microseconds(20_001))
        #expect(heartbeat.deadline == clock.at(2))
        #expect(heartbeat.fire(at: clock.set(2)) == .ping(Ping(id: 2)))
    }

    @Test func aPeerSilentForThreeSecondsIsGoneAndNotBefore() {
        var clock = TestClock()
        var heartbeat = Heartbeat(timings: timings, now: clock.now)
        #expect(heartbeat.fire(at: clock.set(1)) == .ping(Ping(id: 1)))
        #expect(heartbeat.fire(at: clock.set(2)) == .ping(Ping(id: 2)))
        #expect(heartbeat.deadline == clock.at(3))
        #expect(heartbeat.fire(at: clock.set(2.999)) == .idle)
        #expect(heartbeat.fire(at: clock.set(3)) == .silent)
    }

    @Test func anyInboundMessageCountsAsLife() {
        var clock = TestClock()
        var heartbeat = Heartbeat(timings: timings, now: clock.now)
        heartbeat.heard(at: clock.set(2.5))
        #expect(heartbeat.fire(at: clock.set(3)) == .ping(Ping(id: 1)))
        #expect(heartbeat.deadline == clock.at(4))
        #expect(heartbeat.fire(at: clock.set(5.4)) == .ping(Ping(id: 2)))
        #expect(heartbeat.deadline == clock.at(5.5))
        #expect(heartbeat.fire(at: clock.set(5.5)) == .silent)
    }

    @Test func aPongForAnUnknownPingMeasuresNothing() {
        var clock = TestClock()
        var heartbeat = Heartbeat(timings: timings, now: clock.now)
        #expect(heartbeat.receivedPong(Pong(id: 42), at: clock.set(0.5)) == nil)
        #expect(heartbeat.roundTrip == nil)
        #expect(heartbeat.lastHeard == clock.at(0.5))
    }

    @Test func pausedHeartbeatNeverTimesOutAndResumesFresh() {
        var clock = TestClock()
        var heartbeat = Heartbeat(timings: timings, now: clock.now)
        heartbeat.pause()
        #expect(heartbeat.deadline == nil)
        #expect(heartbeat.fire(at: clock.set(20)) == .idle)
        heartbeat.resume(at: clock.set(25))
        #expect(heartbeat.deadline == clock.at(26))
        #expect(heartbeat.fire(at: clock.set(27.9)) == .ping(Ping(id: 1)))
        #expect(heartbeat.fire(at: clock.set(28)) == .silent)
    }
}
