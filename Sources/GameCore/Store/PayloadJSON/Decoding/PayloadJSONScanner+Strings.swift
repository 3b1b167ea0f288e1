/// Strings: escapes, surrogate pairs, control characters and UTF-8 are all checked while scanning,
/// so decoding a string later cannot fail.
extension PayloadJSONScanner {
    /// A string whose opening quote is just before `start`; appends its token and returns the
    /// index after the closing quote.
    mutating func scanString(from start: Int) throws(Failure) -> Int {
        var index = start
        var flags: UInt8 = 0
        while true {
            // Eight plain ASCII bytes at a time until a quote, backslash, control or non-ASCII byte.
            while index &+ 8 <= count,
                !Self.needsAttention(UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
            {
                index &+= 8
            }
            guard index < count else { throw Failure(.unexpectedEnd, at: index) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                tokens.append(Token(.string, flags: flags, start: start, length: index - start))
                return index + 1
            case UInt8(ascii: "\\"):
                flags |= Token.hasEscapes
                index = try scanEscape(at: index)
            case 0..<0x20:
                throw Failure(.controlCharacter, at: index)
            case 0x20..<0x80:
                index += 1
            default:
                flags |= Token.isNonASCII
                index = try scanUTF8Sequence(at: index)
            }
        }
    }

    /// Whether any of eight bytes is a quote, a backslash, below 0x20 or above 0x7F.
    @inline(__always)
    static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs
        return (word & highs) | quote | backslash | control != 0
    }

    /// The escape whose backslash is at `start`; returns the index after it.
    private func scanEscape(at start: Int) throws(Failure) -> Int {
        guard start + 1 < count else { throw Failure(.unexpectedEnd, at: start + 1) }
        switch bytes[start + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return start + 2
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: start + 2)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed at once by an escaped low surrogate.
                guard start + 7 < count, bytes[start + 6] == UInt8(ascii: "\\"), bytes[start + 7] == UInt8(ascii: "u")
                else { throw Failure(.loneSurrogate, at: start) }
                guard (0xDC00...0xDFFF).contains(try hexQuad(at: start + 8)) else {
                    throw Failure(.loneSurrogate, at: start + 6)
                }
                return start + 12
            case 0xDC00...0xDFFF:
                throw Failure(.loneSurrogate, at: start)
            default:
                return start + 6
            }
        default:
            throw Failure(.invalidEscape, at: start + 1)
        }
    }

    /// The value of four hex digits at `start`.
    private func hexQuad(at start: Int) throws(Failure) -> UInt16 {
        guard start + 4 <= count else { throw Failure(.unexpectedEnd, at: count) }
        var value: UInt16 = 0
        for index in start..<(start + 4) {
            guard let digit = PayloadJSONStrings.hexValue(bytes[index]) else {
                throw Failure(.invalidUnicodeEscape, at: index)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// A multi-byte UTF-8 sequence whose lead byte (0x80 or more) is at `start`, checked as the
    /// Unicode standard's table 3-7 says (no overlongs, no surrogates, nothing above U+10FFFF);
    /// returns the index after it.
    private func scanUTF8Sequence(at start: Int) throws(Failure) -> Int {
        let lead = bytes[start]
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let continuations: Int
        switch lead {
        case 0xC2...0xDF: continuations = 1
        case 0xE0: continuations = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: continuations = 2
        case 0xED: continuations = 2; high = 0x9F
        case 0xF0: continuations = 3; low = 0x90
        case 0xF1...0xF3: continuations = 3
        case 0xF4: continuations = 3; high = 0x8F
        default: throw Failure(.invalidUTF8, at: start)
        }
        guard start + continuations < count else { throw Failure(.invalidUTF8, at: start) }
        guard (low...high).contains(bytes[start + 1]) else { throw Failure(.invalidUTF8, at: start + 1) }
        var index = start + 2
        while index <= start + continuations {
            guard bytes[index] & 0xC0 == 0x80 else { throw Failure(.invalidUTF8, at: index) }
            index += 1
        }
        return index
    }

    /// A hash of a key's raw bytes (the duplicate-key check compares hashes before bytes): the
    /// length and the first and last eight bytes, or FNV-1a of a shorter key.
    func keyHash(_ key: Token) -> UInt32 {
        let start = Int(key.start)
        let length = Int(key.length)
        guard length < 8 else {
            let first = UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self)
            let last = UnsafeRawPointer(bytes + start + length - 8).loadUnaligned(as: UInt64.self)
            let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
            return UInt32(truncatingIfNeeded: mixed ^ mixed >> 29)
        }
        var hash: UInt32 = 2_166_136_261
        for index in start..<(start + length) {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
        }
        return hash
    }
}
