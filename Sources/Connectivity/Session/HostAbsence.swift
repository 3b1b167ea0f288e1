/// A client's time without its host, from the loss until it gets back or gives up (Docs/Lobby.md
/// §6): a quick phase (``SessionTimings/hostGrace``, attempts spaced by
/// ``SessionTimings/reconnect``) for a blip or a host restarted at once, then a patient one
/// (``SessionTimings/waitReconnect``) until ``deadline`` (``SessionTimings/hostWait``), for a host
/// a person starts again with `lanhost --resume`.
///
/// Counts attempts and computes when the next one starts; the owner connects, and asks again when
/// an attempt does not make it.
public struct HostAbsence: Sendable {
    /// When the host was lost.
    public let lostAt: ContinuousClock.Instant
    /// When the quick phase ends.
    public let quickUntil: ContinuousClock.Instant
    /// When the session ends if no attempt has got back in.
    public let deadline: ContinuousClock.Instant
    /// Attempts started so far.
    public private(set) var attempts = 0
    /// Attempts started during the quick phase (the patient backoff counts from after them).
    private var quickAttempts = 0
    private let quick: ReconnectBackoff
    private let patient: ReconnectBackoff

    /// Starts the absence at `now`.
    public init(timings: SessionTimings, lostAt now: ContinuousClock.Instant) {
        let wait = max(.zero, timings.hostWait)
        lostAt = now
        deadline = now + wait
        quickUntil = now + min(max(.zero, timings.hostGrace), wait)
        quick = timings.reconnect
        patient = timings.waitReconnect
    }

    /// Whether the wait is over.
    public func isExpired(at now: ContinuousClock.Instant) -> Bool { now >= deadline }

    /// How long the client keeps trying from `now`.
    public func remaining(at now: ContinuousClock.Instant) -> Duration { max(.zero, deadline - now) }

    /// When the next attempt should start (jittered backoff of the phase `now` is in), or `nil` if
    /// that is past the deadline.
    public func nextAttempt(after now: ContinuousClock.Instant, random: inout RandomSource) -> ContinuousClock.Instant? {
        let delay = now < quickUntil
            ? quick.delay(beforeAttempt: attempts + 1, random: &random)
            : patient.delay(beforeAttempt: attempts - quickAttempts + 1, random: &random)
        let start = now + delay
        return start < deadline ? start : nil
    }

    /// Records that an attempt starts now; returns when it must have finished its handshake.
    public mutating func beginAttempt(at now: ContinuousClock.Instant) -> ContinuousClock.Instant {
        attempts += 1
        let isQuick = now < quickUntil
        if isQuick { quickAttempts += 1 }
        return min(now + (isQuick ? quick : patient).attemptTimeout, deadline)
    }
}
