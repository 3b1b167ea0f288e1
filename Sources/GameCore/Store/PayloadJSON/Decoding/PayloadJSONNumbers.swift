/// Converts a scanned number token (already valid RFC 8259 grammar) to a Swift number, refusing
/// what the target type cannot hold instead of trapping or rounding to infinity.
enum PayloadJSONNumbers {
    /// A plain integer token (no fraction or exponent) as `T`, or `nil` when out of range.
    /// `-0` is 0 for every type, as in Foundation.
    static func integer<T: FixedWidthInteger>(_ raw: UnsafeBufferPointer<UInt8>, negative: Bool) -> T? {
        var index = negative ? 1 : 0
        if raw.count - index <= 18 {
            // At most 18 digits: no UInt64 overflow, no checks needed.
            var magnitude: UInt64 = 0
            while index < raw.count {
                magnitude = magnitude &* 10 &+ UInt64(raw[index] &- UInt8(ascii: "0"))
                index &+= 1
            }
            guard negative else { return T(exactly: magnitude) }
            guard magnitude != 0 else { return 0 }
            guard T.isSigned else { return nil }
            return T(exactly: -Int64(bitPattern: magnitude))
        }
        // Longer: accumulate in T itself (negatives downwards, so T.min fits), checking each step.
        var value: T = 0
        while index < raw.count {
            let digit = T(raw[index] &- UInt8(ascii: "0"))
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, carried) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowed, !carried else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// The Double nearest to the token, or `nil` when it overflows to infinity or underflows to
    /// zero without being zero (as Foundation: `1e400` and `1e-400` are refused, `0e-400` is 0).
    static func double(_ raw: UnsafeBufferPointer<UInt8>, negative: Bool, integer: Bool) -> Double? {
        if let exact = exactDouble(raw, negative: negative, integer: integer) { return checked(exact, raw) }
        // Correctly rounded, as strtod is (Foundation uses strtod; Double(_:) uses the same).
        guard let value = Double(String(decoding: raw, as: UTF8.self)) else { return nil }
        return checked(value, raw)
    }

    /// The Float nearest to the token (parsed directly, as Foundation's strtof does, never via
    /// Double, which could round twice), or `nil` when out of Float's range.
    static func float(_ raw: UnsafeBufferPointer<UInt8>) -> Float? {
        guard let value = Float(String(decoding: raw, as: UTF8.self)) else { return nil }
        return checked(value, raw)
    }

    /// `value` unless it is infinite, or zero from a token Foundation does not take for a true zero.
    private static func checked<F: BinaryFloatingPoint>(_ value: F, _ raw: UnsafeBufferPointer<UInt8>) -> F? {
        guard value.isFinite else { return nil }
        guard value == 0 else { return value }
        return isTrueZero(raw) ? value : nil
    }

    /// Foundation's test for a zero that did not underflow, byte for byte: the first non-zero
    /// digit or `e` decides, reading four bytes at a time, but the last `count % 4` bytes backwards
    /// (so it refuses `0e8` and `0.00e8`, which are zeros, while it accepts `0e10` and `0.0e8`).
    static func isTrueZero(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        func verdict(_ byte: UInt8) -> Bool? {
            switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): true
            default: nil
            }
        }
        var start = 0
        while raw.count - start >= 4 {
            for index in start..<(start + 4) {
                if let result = verdict(raw[index]) { return result }
            }
            start += 4
        }
        for index in (start..<raw.count).reversed() {
            if let result = verdict(raw[index]) { return result }
        }
        return true
    }

    /// Powers of ten that are exact Doubles.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Clinger's fast path: a significand of at most 2^53 times or divided by an exact power of ten
    /// (at most 10^22) is one correctly rounded IEEE operation, so it equals strtod's result.
    /// `nil` when the token is outside that range.
    private static func exactDouble(_ raw: UnsafeBufferPointer<UInt8>, negative: Bool, integer: Bool) -> Double? {
        var index = negative ? 1 : 0
        var significand: UInt64 = 0
        var digits = 0
        var scale = 0
        var inFraction = false
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte | 0x20 == UInt8(ascii: "e") {
                break
            } else {
                if significand != 0 || byte != UInt8(ascii: "0") {
                    digits += 1
                    guard digits <= 19 else { return nil }
                    significand = significand &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                }
                if inFraction { scale -= 1 }
            }
            index += 1
        }
        if !integer, index < raw.count {
            // The exponent: at most four digits are worth the fast path.
            index += 1
            var exponentNegative = false
            if raw[index] == UInt8(ascii: "+") || raw[index] == UInt8(ascii: "-") {
                exponentNegative = raw[index] == UInt8(ascii: "-")
                index += 1
            }
            guard raw.count - index <= 4 else { return nil }
            var exponent = 0
            while index < raw.count {
                exponent = exponent * 10 + Int(raw[index] &- UInt8(ascii: "0"))
                index += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        guard significand <= 1 << 53 else { return nil }
        var value = Double(significand)
        if significand != 0 {
            guard (-22...22).contains(scale) else { return nil }
            value = scale < 0 ? value / exactPowersOfTen[-scale] : value * exactPowersOfTen[scale]
        }
        return negative ? -value : value
    }
}
