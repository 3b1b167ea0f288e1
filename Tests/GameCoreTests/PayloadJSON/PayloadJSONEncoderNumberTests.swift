import Foundation
@_spi(Testing) import GameCore
import Testing

/// Floating-point numbers as Foundation writes them (`description` without ".0"): hand-picked edge
/// cases and thousands of seeded random bit patterns, through every path a number takes (top
/// level, keyed and unkeyed overloads, flat arrays).
@Suite struct PayloadJSONEncoderNumberTests {
    static let doubles: [Double] = [
        0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.5, 2.5, 100, 1e-7, 1e-5, 1e-4, 0.001, 123.456, 1e15, 1e16, 1e17, 1e21, 1e22,
        1e100, 1e-100, 9_007_199_254_740_991, 9_007_199_254_740_992, 9_007_199_254_740_994,
        18_014_398_509_481_984, -9_007_199_254_740_992, 4_503_599_627_370_496.5, 0.5, 1.0 / 3, 2.0 / 3,
        .pi, .ulpOfOne, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, Double(Int64.max), Double(Int64.min), Double(UInt64.max),
        Double.leastNormalMagnitude.nextDown, 1.7976931348623157e308, Double(123_456_789_012_345_678 as Int64),
        0.000_001, 1234.5e-10,
    ]

    static let floats: [Float] = [
        0, -0.0, 1, -1, 0.1, 0.2, 1e-7, 1e7, 16_777_215, 16_777_216, 16_777_218, 33_554_432, 1e8, 3e7,
        .pi, .ulpOfOne, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 3.4e38,
        1.0 / 3, 100.5, -2.5e-12,
    ]

    /// A number written by each container's own overload.
    struct Everywhere<Number: Encodable & BinaryFloatingPoint>: Encodable {
        var number: Number
        enum CodingKeys: String, CodingKey { case keyed, list }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .keyed)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(number)
            try list.encode(-number)
        }
    }

    @Test func handPickedDoubles() throws {
        for number in Self.doubles {
            try expectEncodesLikeFoundation(number)
            try expectEncodesLikeFoundation(-number)
            try expectEncodesLikeFoundation(Everywhere(number: number))
            for neighbour in [number.nextUp, number.nextDown] where neighbour.isFinite {
                try expectEncodesLikeFoundation(neighbour)
            }
        }
        try expectEncodesLikeFoundation(Self.doubles)
        try expectEncodesLikeFoundation(["numbers": Self.doubles])
    }

    @Test func handPickedFloats() throws {
        for number in Self.floats {
            try expectEncodesLikeFoundation(number)
            try expectEncodesLikeFoundation(-number)
            try expectEncodesLikeFoundation(Everywhere(number: number))
            if number.nextUp.isFinite { try expectEncodesLikeFoundation(number.nextUp) }
        }
        try expectEncodesLikeFoundation(Self.floats)
    }

    @Test func integralDoublesAroundTheExponentSwitch() throws {
        // Where `description` stops writing "N.0" and starts writing exponents.
        var numbers: [Double] = []
        for exponent in 0...60 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            numbers += [power, power - 1, power + 1, power.nextUp, power.nextDown, -power]
        }
        for exponent in 0...25 {
            let power = (0..<exponent).reduce(1.0) { value, _ in value * 10 }
            numbers += [power, power + 1, power - 1, power.nextUp, power.nextDown]
        }
        try expectEncodesLikeFoundation(numbers)
        for number in numbers { try expectEncodesLikeFoundation(number) }
        let floats = (0...30).flatMap { exponent -> [Float] in
            let power = Float(sign: .plus, exponent: exponent, significand: 1)
            return [power, power - 1, power + 1, power.nextUp, power.nextDown]
        }
        try expectEncodesLikeFoundation(floats)
        for number in floats { try expectEncodesLikeFoundation(Everywhere(number: number)) }
    }

    @Test func randomDoubleBitPatterns() throws {
        var random = SeededGenerator(seed: 0xD0_0B1E)
        var numbers: [Double] = []
        while numbers.count < 4_000 {
            let number = Double(bitPattern: random.next())
            if number.isFinite { numbers.append(number) }
        }
        for number in numbers { try expectEncodesLikeFoundation(number) }
        for start in stride(from: 0, to: numbers.count, by: 100) {
            try expectEncodesLikeFoundation(Array(numbers[start..<start + 100]))
            try expectEncodesLikeFoundation(Everywhere(number: numbers[start]))
        }
        // Short decimals, the numbers payloads are likelier to hold.
        for _ in 0..<1_000 {
            let number = Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 1_000
            try expectEncodesLikeFoundation(number)
        }
    }

    @Test func randomFloatBitPatterns() throws {
        var random = SeededGenerator(seed: 0xF10A7)
        var numbers: [Float] = []
        while numbers.count < 2_000 {
            let number = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if number.isFinite { numbers.append(number) }
        }
        for number in numbers { try expectEncodesLikeFoundation(number) }
        try expectEncodesLikeFoundation(numbers)
        try expectEncodesLikeFoundation(numbers.map { Everywhere(number: $0) })
    }
}
