/// A client's reconnection window after losing the host (SPEC §5: 5 s, then "host lost").
///
/// Counts attempts and computes when the next one starts; the owner connects, and calls
/// ``attemptFailed(at:random:)`` when an attempt does not make it.
public struct HostGracePeriod: Sendable {
    /// When the host was lost.
    public let lostAt: ContinuousClock.Instant
    /// When the session ends if no attempt has resumed it.
    public let deadline: ContinuousClock.Instant
    /// Attempts started so far.
    public private(set) var attempts = 0
    private let backoff: ReconnectBackoff

    /// Starts the window at `now`.
    public init(timings: SessionTimings, lostAt now: ContinuousClock.Instant) {
        lostAt = now
        deadline = now + timings.hostGrace
        backoff = timings.reconnect
    }

    /// Whether the window is over.
    public func isExpired(at now: ContinuousClock.Instant) -> Bool { now >= deadline }

    /// When the next attempt should start (jittered backoff), or `nil` if that is past the deadline.
    public func nextAttempt(after now: ContinuousClock.Instant, random: inout RandomSource) -> ContinuousClock.Instant? {
        let start = now + backoff.delay(beforeAttempt: attempts + 1, random: &random)
        return start < deadline ? start : nil
    }

    /// Records that an attempt starts now; returns when it must have finished its handshake.
    public mutating func beginAttempt(at now: ContinuousClock.Instant) -> ContinuousClock.Instant {
        attempts += 1
        return min(now + backoff.attemptTimeout, deadline)
    }
}
