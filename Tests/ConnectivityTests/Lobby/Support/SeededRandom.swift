import Connectivity

/// SplitMix64: a deterministic generator so nonces, tokens and jitter repeat run to run.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RandomSource {
    /// A deterministic source for tests.
    static func seeded(_ seed: UInt64) -> RandomSource { RandomSource(SeededGenerator(seed: seed)) }
}

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
