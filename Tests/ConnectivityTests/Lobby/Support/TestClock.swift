import Connectivity

/// Time for tests: an origin and offsets from it; never sleeps.
struct TestClock {
    let origin = ContinuousClock.now
    private(set) var now: ContinuousClock.Instant

    init() { now = origin }

    /// The instant `seconds` after the origin.
    func at(_ seconds: Double) -> ContinuousClock.Instant { origin + .seconds(seconds) }

    /// Moves to `seconds` after the origin and returns that instant.
    @discardableResult
    mutating func set(_ seconds: Double) -> ContinuousClock.Instant {
        now = at(seconds)
        return now
    }

    /// Moves to an instant.
    mutating func jump(to instant: ContinuousClock.Instant) { now = instant }
}
