import Foundation

/// Where a host's game driver reads the time and waits for the game's deadlines
/// (``GameModule/nextDeadline(of:)``). Time is an input: ``SystemGameClock`` in a real session,
/// ``ManualGameClock`` in tests, which then move time themselves instead of sleeping.
public protocol GameClock: Sendable {
    /// The time now, on the game's clock.
    func now() -> GameInstant
    /// Returns once ``now()`` has reached `deadline` (at once if it has); throws when cancelled.
    func sleep(until deadline: GameInstant) async throws
}

/// The machine's monotonic clock, counted from when this value was made (the session's start).
public struct SystemGameClock: GameClock {
    private let origin: ContinuousClock.Instant

    /// A clock whose ``GameInstant/zero`` is now.
    public init() { origin = .now }

    /// A clock that reads `instant` now: a game resumed after its host restarted goes on from the
    /// time it had reached (the time the host was down does not count against anyone's turn).
    public init(resumingAt instant: GameInstant) {
        let (seconds, milliseconds) = instant.milliseconds.quotientAndRemainder(dividingBy: 1000)
        origin = .now - .seconds(Int64(clamping: seconds)) - .milliseconds(Int64(milliseconds))
    }

    /// Milliseconds since the origin, rounded down.
    public func now() -> GameInstant {
        let elapsed = ContinuousClock.now - origin
        let (seconds, attoseconds) = elapsed.components
        return GameInstant(milliseconds: UInt64(max(0, seconds)) * 1000 + UInt64(max(0, attoseconds) / 1_000_000_000_000_000))
    }

    /// Sleeps on the continuous clock (which never wakes early).
    public func sleep(until deadline: GameInstant) async throws {
        let (seconds, milliseconds) = deadline.milliseconds.quotientAndRemainder(dividingBy: 1000)
        let target = origin + .seconds(Int64(clamping: seconds)) + .milliseconds(Int64(milliseconds))
        try await Task.sleep(until: target, clock: .continuous)
    }
}

/// A clock that moves only when told (``advance(by:)``), for tests: sleepers wake as soon as the
/// time reaches their deadline.
public final class ManualGameClock: GameClock, @unchecked Sendable {
    // Safety: `current` and `sleepers` are only touched with `lock` held.
    private let lock = NSLock()
    private var current: GameInstant
    private var sleepers: [UUID: (deadline: GameInstant, continuation: CheckedContinuation<Void, any Error>)] = [:]

    /// A clock at `start`.
    public init(start: GameInstant = .zero) { current = start }

    /// The time now.
    public func now() -> GameInstant { lock.withLock { current } }

    /// How many tasks are waiting for a deadline (lets a test know a wake-up is armed).
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Moves the time forward and wakes every sleeper whose deadline has come.
    public func advance(by milliseconds: UInt64) {
        let woken: [CheckedContinuation<Void, any Error>] = lock.withLock {
            current = current.adding(milliseconds: milliseconds)
            let due = sleepers.filter { $0.value.deadline <= current }
            for key in due.keys { sleepers[key] = nil }
            return due.map(\.value.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Waits until the time reaches `deadline`.
    public func sleep(until deadline: GameInstant) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    guard deadline > current, !Task.isCancelled else { return true }
                    sleepers[id] = (deadline, continuation)
                    return false
                }
                if resumeNow {
                    if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
                }
            }
        } onCancel: {
            let cancelled = lock.withLock { sleepers.removeValue(forKey: id) }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }
}
