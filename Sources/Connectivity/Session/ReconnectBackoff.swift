/// How a client spaces its reconnection attempts after losing the host.
///
/// Attempt `n` (from 1) waits `min(maximumDelay, initialDelay * 2^(n-1))`, scaled by a random factor in
/// `1 - jitter ..< 1`, so clients that lost the same host do not reconnect in lockstep.
public struct ReconnectBackoff: Hashable, Sendable {
    /// The base wait before the first attempt.
    public var initialDelay: Duration
    /// The largest base wait.
    public var maximumDelay: Duration
    /// The fraction of each wait that is random, `0...1`.
    public var jitter: Double
    /// An attempt that has not finished its handshake after this is abandoned for the next one.
    public var attemptTimeout: Duration

    /// Defaults: 100 ms doubling up to 1 s, half of it random, 1.5 s per attempt.
    public init(
        initialDelay: Duration = .milliseconds(100), maximumDelay: Duration = .seconds(1), jitter: Double = 0.5,
        attemptTimeout: Duration = .milliseconds(1500)
    ) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.jitter = min(1, max(0, jitter))
        self.attemptTimeout = attemptTimeout
    }

    /// The patient pace after the quick phase (``SessionTimings/waitReconnect``): 1 s doubling up
    /// to 5 s, half of it random (so at most 5 s, at least 2.5 s once capped), 1.5 s per attempt.
    public static let waiting = ReconnectBackoff(
        initialDelay: .seconds(1), maximumDelay: .seconds(5), jitter: 0.5, attemptTimeout: .milliseconds(1500))

    /// The wait before attempt `attempt` (1-based), drawing the jitter from `random`.
    public func delay(beforeAttempt attempt: Int, random: inout RandomSource) -> Duration {
        var base = initialDelay
        var step = 1
        while step < attempt, base < maximumDelay {
            base *= 2
            step += 1
        }
        base = min(base, maximumDelay)
        let factor = 1 - jitter + jitter * random.unitInterval()
        return base * factor
    }
}
