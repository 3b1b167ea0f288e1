import Connectivity
import Foundation
import Testing

@testable import LoopbackHarness

@Suite struct RoundTripRecorderTests {
    static let second: UInt64 = 1_000_000_000
    /// Phase 0: window 1, warm-up 0.5 s, measured 1 s; phase 1: window 16, same; starting at 10 s.
    static let plans = [
        PhasePlan(window: 1, warmup: 0.5, seconds: 1), PhasePlan(window: 16, warmup: 0.5, seconds: 1),
    ]
    static let start = 10 * second

    func state(acknowledging sequence: UInt64) -> GameState {
        GameState(round: 1, stateSequence: sequence + 1, lastAppliedAction: sequence, payload: Data("{\"total\":1}".utf8))
    }

    @Test func phasesFollowEachOtherAndEnd() {
        let recorder = RoundTripRecorder(plans: Self.plans, start: Self.start)
        #expect(recorder.window(at: Self.start) == 1)
        #expect(recorder.window(at: Self.start + Self.second * 3 / 2 - 1) == 1)
        #expect(recorder.window(at: Self.start + Self.second * 3 / 2) == 16)
        #expect(recorder.window(at: Self.start + 3 * Self.second) == 0)
        #expect(recorder.measuredPhase(at: Self.start + Self.second / 4) == nil)
        #expect(recorder.measuredPhase(at: Self.start + Self.second) == 0)
        #expect(recorder.measuredPhase(at: Self.start + Self.second * 5 / 2) == 1)
        #expect(recorder.end == Self.start + 3 * Self.second)
    }

    @Test func measuresOnlyActionsSentInsideTheWindow() {
        var recorder = RoundTripRecorder(plans: Self.plans, start: Self.start)
        recorder.recordSend(at: Self.start + Self.second / 4)  // warm-up: not measured
        recorder.recordSend(at: Self.start + Self.second)  // measured in phase 0
        #expect(recorder.inFlight == 2)
        recorder.recordState(state(acknowledging: 2), at: Self.start + Self.second + 250_000)
        #expect(recorder.inFlight == 0)
        let report = recorder.reports[0]
        #expect(report.latency.completed == 1)
        #expect(report.latency.histogram.totalCount == 1)
        #expect(recorder.reports[0].latency.histogram.valuesAreEquivalent(report.latency.histogram.max, 250_000))
        #expect(report.statesReceived == 1)
        #expect(report.sampledStates == 1)
        #expect(report.sampledStateBytes > 0)
        #expect(recorder.reports[1].latency.completed == 0)
    }

    @Test func anAcknowledgementBeyondWhatWasSentIsClamped() {
        var recorder = RoundTripRecorder(plans: Self.plans, start: Self.start)
        recorder.recordSend(at: Self.start + Self.second)
        recorder.recordState(state(acknowledging: 99), at: Self.start + Self.second + 1_000)
        #expect(recorder.acknowledged == 1)
        #expect(recorder.inFlight == 0)
    }

    @Test func aNewRoundRestartsTheSequenceNumbers() {
        var recorder = RoundTripRecorder(plans: Self.plans, start: Self.start)
        recorder.recordSend(at: Self.start + Self.second)
        recorder.newRound()
        #expect(recorder.inFlight == 0)
        recorder.recordSend(at: Self.start + Self.second + 10)
        recorder.recordState(state(acknowledging: 1), at: Self.start + Self.second + 110)
        #expect(recorder.reports[0].latency.completed == 1)
    }

    @Test func aRejectionAnswersWithoutARoundTrip() {
        var recorder = RoundTripRecorder(plans: Self.plans, start: Self.start)
        recorder.recordSend(at: Self.start + Self.second)
        recorder.recordRejection(sequence: 1, at: Self.start + Self.second + 10)
        #expect(recorder.inFlight == 0)
        #expect(recorder.reports[0].rejections == 1)
        #expect(recorder.reports[0].latency.completed == 0)
    }

    @Test func reportsMergeCountsAndKeepTheWindowLength() {
        var first = LatencyReport.empty(seconds: 2)
        _ = first.histogram.record(100)
        first.completed = 1
        var second = LatencyReport.empty(seconds: 2)
        _ = second.histogram.record(300)
        second.completed = 3
        first.merge(second)
        #expect(first.completed == 4)
        #expect(first.histogram.totalCount == 2)
        #expect(first.perSecond == 2)
    }
}
