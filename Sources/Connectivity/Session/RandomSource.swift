/// The randomness a state machine needs (nonces, tokens, jitter), injected so tests are deterministic.
///
/// Production uses ``system``: `SystemRandomNumberGenerator` reads the kernel CSPRNG (`getrandom(2)`
/// on Linux), which is what nonces and resume tokens need.
public struct RandomSource: Sendable {
    private var generator: any RandomNumberGenerator & Sendable

    /// Wraps a generator (tests pass a seeded one).
    public init(_ generator: some RandomNumberGenerator & Sendable) { self.generator = generator }

    /// The operating system's cryptographically secure generator.
    public static var system: RandomSource { RandomSource(SystemRandomNumberGenerator()) }

    /// `count` random bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            var word = generator.next()
            for _ in 0..<min(8, count - result.count) {
                result.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        return result
    }

    /// A uniformly distributed value in `0..<1`.
    public mutating func unitInterval() -> Double {
        Double(generator.next() >> 11) * 0x1.0p-53
    }
}
