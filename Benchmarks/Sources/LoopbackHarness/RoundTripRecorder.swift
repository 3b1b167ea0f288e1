import Connectivity
import Foundation

/// Monotonic nanoseconds.
enum Nanos {
    /// Now, from CLOCK_MONOTONIC.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// One measured phase of a client: `window` actions in flight, `warmup` unmeasured, then `seconds`.
struct PhasePlan: Sendable {
    var window: Int
    var warmup: Double
    var seconds: Double
}

/// A client's bookkeeping: when each of its actions left, which phase it belongs to, and the
/// round trips of those that came back. Time is passed in, so the logic is plain arithmetic.
struct RoundTripRecorder: Sendable {
    private struct Phase {
        var plan: PhasePlan
        var start: UInt64
        var measureFrom: UInt64
        var end: UInt64
    }

    private var phases: [Phase] = []
    private var sentAt: [UInt64: (time: UInt64, phase: Int?)] = [:]
    private(set) var reports: [PhaseReport]
    private(set) var sent: UInt64 = 0
    private(set) var acknowledged: UInt64 = 0
    private var statesSeen = 0

    /// Lays the phases out back to back from `start`.
    init(plans: [PhasePlan], start: UInt64) {
        var cursor = start
        for plan in plans {
            let measureFrom = cursor + UInt64(plan.warmup * 1e9)
            let end = measureFrom + UInt64(plan.seconds * 1e9)
            phases.append(Phase(plan: plan, start: cursor, measureFrom: measureFrom, end: end))
            cursor = end
        }
        reports = plans.map {
            PhaseReport(
                window: $0.window, latency: .empty(seconds: $0.seconds), statesReceived: 0, sampledStateBytes: 0,
                sampledStates: 0, rejections: 0, gamesFinished: 0)
        }
    }

    /// When the last phase ends.
    var end: UInt64 { phases.last?.end ?? 0 }
    /// Every phase boundary, for wake-ups.
    var boundaries: [UInt64] { phases.flatMap { [$0.start, $0.measureFrom, $0.end] } }
    /// Actions sent and not yet acknowledged.
    var inFlight: Int { Int(sent - acknowledged) }

    /// The window in force at `now`; 0 once every phase is over.
    func window(at now: UInt64) -> Int {
        phases.first { now >= $0.start && now < $0.end }?.plan.window ?? 0
    }

    /// The phase whose measurement window contains `now`.
    func measuredPhase(at now: UInt64) -> Int? {
        phases.firstIndex { now >= $0.measureFrom && now < $0.end }
    }

    /// A new round restarts the sequence numbers (the host has a new runtime); nothing is in flight.
    mutating func newRound() {
        sentAt.removeAll()
        sent = 0
        acknowledged = 0
    }

    /// Records that the next action (sequence `sent + 1`) left at `time`.
    mutating func recordSend(at time: UInt64) {
        sent += 1
        sentAt[sent] = (time, measuredPhase(at: time))
    }

    /// Takes a host state: acknowledges our actions up to its `lastAppliedAction`, records their
    /// round trips, counts the state and samples its wire size.
    mutating func recordState(_ state: GameState, at now: UInt64) {
        if let phase = measuredPhase(at: now) {
            reports[phase].statesReceived += 1
            statesSeen += 1
            if statesSeen % 16 == 1, let frame = try? FrameEncoder().encode(.gameState(state), limits: .established) {
                reports[phase].sampledStateBytes += frame.frame.readableBytes
                reports[phase].sampledStates += 1
            }
        }
        recordAcknowledged(upTo: state.lastAppliedAction, at: now)
    }

    /// Counts `count` host states applied by the store at `now`.
    mutating func recordStates(_ count: Int, at now: UInt64) {
        guard count > 0, let phase = measuredPhase(at: now) else { return }
        reports[phase].statesReceived += count
    }

    /// Adds wire bytes and frames received during a measured phase (for the average frame size).
    mutating func recordInboundFrames(bytes: Int, frames: Int, phase: Int) {
        guard frames > 0, reports.indices.contains(phase) else { return }
        reports[phase].sampledStateBytes += bytes
        reports[phase].sampledStates += frames
    }

    /// Our actions up to `upTo` are answered at `now`: records their round trips.
    mutating func recordAcknowledged(upTo sequence: UInt64, at now: UInt64) {
        let upTo = min(sequence, sent)
        guard upTo > acknowledged else { return }
        for sequence in (acknowledged + 1)...upTo {
            guard let entry = sentAt.removeValue(forKey: sequence), let phase = entry.phase else { continue }
            reports[phase].latency.histogram.record(now - entry.time)
            reports[phase].latency.completed += 1
        }
        acknowledged = upTo
    }

    /// Takes a refusal: the action counts as answered but not as a round trip.
    mutating func recordRejection(sequence: UInt64, at now: UInt64) {
        if let phase = measuredPhase(at: now) { reports[phase].rejections += 1 }
        sentAt[sequence] = nil
        acknowledged = max(acknowledged, min(sequence, sent))
    }

    /// Counts a finished game.
    mutating func recordGameOver(at now: UInt64) {
        if let phase = measuredPhase(at: now) { reports[phase].gamesFinished += 1 }
    }
}
