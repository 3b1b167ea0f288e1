/// Numbers as Foundation's JSONEncoder writes them: integers in decimal (their `description`, here
/// without making a String), floating point as `description` with a trailing ".0" removed
/// (`1.0` → `1`, `-0.0` → `-0`, `1e-07`, `1e+21`).
extension PayloadJSONWriteBuffer {
    /// Writes a signed integer.
    @inline(__always)
    mutating func appendInteger(_ value: Int64) {
        appendDecimal(value.magnitude, negative: value < 0)
    }

    /// Writes `magnitude` in decimal, after a minus sign when `negative`.
    mutating func appendDecimal(_ magnitude: UInt64, negative: Bool) {
        var digits = 1
        var power: UInt64 = 10
        while magnitude >= power {
            digits += 1
            if digits == 20 { break }
            power &*= 10
        }
        appendDigits(magnitude, count: digits, negative: negative)
    }

    /// Writes the last `digits` decimal digits of `magnitude` (with leading zeros when it is shorter).
    private mutating func appendDigits(_ magnitude: UInt64, count digits: Int, negative: Bool) {
        let sign = negative ? 1 : 0
        let target = reserve(digits + sign)
        if negative { target[0] = UInt8(ascii: "-") }
        var rest = magnitude
        var position = sign + digits
        repeat {
            position -= 1
            let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
            target[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
            rest = quotient
        } while position > sign
        commit(digits + sign)
    }

    /// Writes a 128-bit magnitude in decimal (19-digit chunks of 64-bit arithmetic).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func appendDecimal(_ magnitude: UInt128, negative: Bool) {
        if let small = UInt64(exactly: magnitude) {
            appendDecimal(small, negative: negative)
            return
        }
        let chunk: UInt128 = 10_000_000_000_000_000_000
        let (high, low) = magnitude.quotientAndRemainder(dividingBy: chunk)
        appendDecimal(high, negative: negative)
        appendDigits(UInt64(low), count: 19, negative: false)
    }

    /// Writes a finite `Double` as Foundation does.
    @inline(__always)
    mutating func appendDouble(_ value: Double) {
        // Integral values up to 2^53 print as "N.0" (then "N"); larger ones switch to exponents.
        if value.magnitude <= 9_007_199_254_740_992, value.rounded(.towardZero) == value {
            appendIntegral(Int64(value), isNegativeZero: value == 0 && value.sign == .minus)
        } else {
            appendDescription(value.description)
        }
    }

    /// Writes a finite `Float` as Foundation does.
    @inline(__always)
    mutating func appendFloat(_ value: Float) {
        // Integral values up to 2^24 print as "N.0" (then "N"); larger ones switch to exponents.
        if value.magnitude <= 16_777_216, value.rounded(.towardZero) == value {
            appendIntegral(Int64(value), isNegativeZero: value == 0 && value.sign == .minus)
        } else {
            appendDescription(value.description)
        }
    }

    private mutating func appendIntegral(_ value: Int64, isNegativeZero: Bool) {
        if isNegativeZero {
            append(UInt8(ascii: "-"), UInt8(ascii: "0"))
        } else {
            appendInteger(value)
        }
    }

    /// Writes a floating-point `description` without its trailing ".0".
    private mutating func appendDescription(_ description: String) {
        var text = description
        text.withUTF8 { bytes in
            var length = bytes.count
            if length >= 2, bytes[length - 2] == UInt8(ascii: "."), bytes[length - 1] == UInt8(ascii: "0") {
                length -= 2
            }
            append(UnsafeBufferPointer(rebasing: bytes[..<length]))
        }
    }
}
