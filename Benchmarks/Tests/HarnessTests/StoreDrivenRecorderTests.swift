import Testing

@testable import LoopbackHarness

/// The recorder as the store-driven client loop uses it: acknowledgements derived from the store's
/// pending count, states counted from sequence jumps, frame sizes from connection counters.
@Suite struct StoreDrivenRecorderTests {
    static let second: UInt64 = 1_000_000_000
    static let plans = [
        PhasePlan(window: 1, warmup: 0.5, seconds: 1), PhasePlan(window: 16, warmup: 0.5, seconds: 1),
    ]
    static let start = 10 * second

    @Test func acknowledgementsRecordEachActionOnce() {
        var recorder = RoundTripRecorder(plans: Self.plans, start: Self.start)
        let measured = Self.start + Self.second
        for offset in 0..<3 { recorder.recordSend(at: measured + UInt64(offset)) }
        recorder.recordAcknowledged(upTo: 2, at: measured + 1_000)
        #expect(recorder.inFlight == 1)
        #expect(recorder.reports[0].latency.completed == 2)
        // The same acknowledgement again (another event with the same pending count) adds nothing.
        recorder.recordAcknowledged(upTo: 2, at: measured + 2_000)
        #expect(recorder.reports[0].latency.completed == 2)
        recorder.recordAcknowledged(upTo: 7, at: measured + 3_000)
        #expect(recorder.acknowledged == 3)
        #expect(recorder.reports[0].latency.completed == 3)
    }

    @Test func statesAndFramesLandInTheRightPhase() {
        var recorder = RoundTripRecorder(plans: Self.plans, start: Self.start)
        recorder.recordStates(5, at: Self.start + Self.second / 4)  // warm-up: not counted
        recorder.recordStates(3, at: Self.start + Self.second)
        recorder.recordStates(4, at: Self.start + Self.second * 5 / 2)
        #expect(recorder.reports[0].statesReceived == 3)
        #expect(recorder.reports[1].statesReceived == 4)
        recorder.recordInboundFrames(bytes: 920, frames: 10, phase: 1)
        recorder.recordInboundFrames(bytes: 100, frames: 0, phase: 0)  // nothing received: ignored
        recorder.recordInboundFrames(bytes: 100, frames: 1, phase: 7)  // no such phase: ignored
        #expect(recorder.reports[1].sampledStateBytes == 920)
        #expect(recorder.reports[1].sampledStates == 10)
        #expect(recorder.reports[0].sampledStates == 0)
    }
}
