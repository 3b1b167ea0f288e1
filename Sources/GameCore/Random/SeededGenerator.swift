/// A small deterministic random number generator (xoshiro256**, seeded through SplitMix64).
///
/// Lives inside a game's host state, so it is `Codable`; it never leaves the host (views do not carry it).
/// Its output is fixed by this file, not by the standard library, so the same seed gives the same game
/// on every platform and Swift version — which is why it has its own bounded integers and shuffle.
public struct SeededGenerator: RandomNumberGenerator, Codable, Hashable, Sendable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// Creates a generator whose whole output is determined by `seed`.
    public init(seed: UInt64) {
        var splitMix = seed
        s0 = Self.splitMix64(&splitMix)
        s1 = Self.splitMix64(&splitMix)
        s2 = Self.splitMix64(&splitMix)
        s3 = Self.splitMix64(&splitMix)
        // SplitMix64 never yields four zero words, but the all-zero state would be a fixed point.
        if s0 | s1 | s2 | s3 == 0 { s0 = 0x9E37_79B9_7F4A_7C15 }
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let shifted = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= shifted
        s3 = rotateLeft(s3, 45)
        return result
    }

    /// A uniform integer in `0..<bound` (Lemire's unbiased multiply-and-reject); `bound` must be positive.
    public mutating func nextInt(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// Shuffles `elements` in place (Fisher–Yates).
    public mutating func shuffle<Element>(_ elements: inout [Element]) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            elements.swapAt(index, nextInt(below: index + 1))
        }
    }

    /// A uniformly chosen element, or `nil` when empty.
    public mutating func pick<Element>(from elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[nextInt(below: elements.count)]
    }

    private static func splitMix64(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    private func rotateLeft(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
