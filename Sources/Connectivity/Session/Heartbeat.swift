/// Application-level liveness of one connection, usable on both sides (SPEC §5: ping every second,
/// a peer silent for three seconds is gone).
///
/// One timer drives it: fire ``fire(at:)`` at ``deadline``. Inbound traffic only moves the silence
/// deadline later, so the owner never has to re-arm the timer when a message arrives; an early
/// firing just reschedules.
public struct Heartbeat: Sendable {
    /// What a timer firing asks for.
    public enum Tick: Hashable, Sendable {
        /// Send this ping now.
        case ping(Ping)
        /// The peer has been silent for the whole timeout: disconnect it.
        case silent
        /// Nothing due yet (an early or stale firing).
        case idle
    }

    /// The timings in force.
    public let pingInterval: Duration
    /// The timings in force.
    public let silenceTimeout: Duration
    /// When the peer last sent anything.
    public private(set) var lastHeard: ContinuousClock.Instant
    /// When the next ping is due.
    public private(set) var nextPing: ContinuousClock.Instant
    /// The last measured round trip.
    public private(set) var roundTrip: Duration?
    /// Whether liveness checks are suspended (the peer announced it went to the background).
    public private(set) var isPaused = false

    private var nextPingID: UInt64 = 1
    /// Pings awaiting their pong, oldest first; bounded so a peer that never answers costs nothing.
    private var outstanding: [(id: UInt64, sentAt: ContinuousClock.Instant)] = []
    private static let maximumOutstanding = 8

    /// Starts watching a peer that was just heard from.
    public init(timings: SessionTimings, now: ContinuousClock.Instant) {
        pingInterval = timings.pingInterval
        silenceTimeout = timings.silenceTimeout
        lastHeard = now
        nextPing = now + timings.pingInterval
    }

    /// When the owner should call ``fire(at:)`` next; `nil` while paused.
    public var deadline: ContinuousClock.Instant? {
        isPaused ? nil : min(nextPing, lastHeard + silenceTimeout)
    }

    /// Records that the peer sent something.
    public mutating func heard(at now: ContinuousClock.Instant) {
        lastHeard = max(lastHeard, now)
    }

    /// Records a pong; returns the measured round trip if it answers a ping still outstanding.
    @discardableResult
    public mutating func receivedPong(_ pong: Pong, at now: ContinuousClock.Instant) -> Duration? {
        heard(at: now)
        guard let index = outstanding.firstIndex(where: { $0.id == pong.id }) else { return nil }
        let rtt = now - outstanding[index].sentAt
        outstanding.removeSubrange(...index)
        roundTrip = rtt
        return rtt
    }

    /// Suspends the checks (the peer is in the background and may not answer).
    public mutating func pause() {
        isPaused = true
        outstanding.removeAll()
    }

    /// Resumes the checks as if the peer had just been heard.
    public mutating func resume(at now: ContinuousClock.Instant) {
        isPaused = false
        lastHeard = max(lastHeard, now)
        nextPing = now + pingInterval
    }

    /// Handles the timer: silence first (a silent peer gets no more pings), then a due ping.
    public mutating func fire(at now: ContinuousClock.Instant) -> Tick {
        guard !isPaused else { return .idle }
        if now >= lastHeard + silenceTimeout { return .silent }
        guard now >= nextPing else { return .idle }
        let ping = Ping(id: nextPingID)
        nextPingID += 1
        outstanding.append((ping.id, now))
        if outstanding.count > Self.maximumOutstanding { outstanding.removeFirst() }
        nextPing = now + pingInterval
        return .ping(ping)
    }
}
