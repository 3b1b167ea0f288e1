#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Strings as Foundation's JSONWriter writes them with `.withoutEscapingSlashes`: `"` and `\`
/// escaped, control characters below U+0020 as `\b \f \n \r \t` or `\u00xx` (lower-case hex), every
/// other byte of the UTF-8 (DEL, U+2028/2029, "/", all non-ASCII) copied as it is.
extension PayloadJSONWriteBuffer {
    /// What writing a string found, which matters when it is an object key.
    struct StringTraits {
        /// A byte needed an escape: the written key is unescaped to be compared.
        var escaped = false
        /// A byte is not ASCII: the key may equal another with different bytes (canonical
        /// equivalence, as Foundation's dictionary of members compares keys).
        var nonASCII = false
    }

    /// Writes `text` quoted and escaped.
    @discardableResult
    @inline(__always)
    mutating func appendString(_ text: String) -> StringTraits {
        if let traits = text.utf8.withContiguousStorageIfAvailable({ appendQuoted($0) }) {
            return traits
        }
        return Array(text.utf8).withUnsafeBufferPointer { appendQuoted($0) }
    }

    /// Writes UTF-8 `bytes` quoted and escaped.
    mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) -> StringTraits {
        let target = reserve(bytes.count + 2)
        guard let source = bytes.baseAddress else {
            append(UInt8(ascii: "\""), UInt8(ascii: "\""))
            return StringTraits()
        }
        // Most strings need no escape: find the first byte that does, eight at a time.
        var clean = 0
        var allBits: UInt64 = 0
        while clean + 8 <= bytes.count {
            let word = UnsafeRawPointer(source + clean).loadUnaligned(as: UInt64.self)
            if Self.needsEscape(word) { break }
            allBits |= word
            clean += 8
        }
        while clean < bytes.count, !Self.needsEscape(source[clean]) {
            allBits |= UInt64(source[clean])
            clean += 1
        }
        target[0] = UInt8(ascii: "\"")
        (target + 1).initialize(from: source, count: clean)
        commit(clean + 1)
        var traits = StringTraits()
        if clean < bytes.count {
            allBits |= UInt64(appendEscaping(UnsafeBufferPointer(rebasing: bytes[clean...])))
            traits.escaped = true
        }
        append(UInt8(ascii: "\""))
        traits.nonASCII = allBits & 0x8080_8080_8080_8080 != 0
        return traits
    }

    /// Writes `bytes` (the rest of a string, from a byte that needs an escape) escaped; returns the
    /// OR of all bytes (to tell whether any is not ASCII).
    private mutating func appendEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var runStart = 0
        var allBits: UInt8 = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            allBits |= byte
            guard Self.needsEscape(byte) else { continue }
            append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            appendEscape(for: byte)
            runStart = index + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        return allBits
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of the eight bytes of `word` is below 0x20, `"` or `\` (exact bit tricks: a
    /// byte is zero after the XOR, or below the bound, exactly when its high bit survives).
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let quoteFound = (quote &- ones) & ~quote & highs
        let backslashFound = (backslash &- ones) & ~backslash & highs
        return control | quoteFound | backslashFound != 0
    }

    /// The escape sequence Foundation writes for `byte` (one that needs escaping).
    private mutating func appendEscape(for byte: UInt8) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""): append(backslash, UInt8(ascii: "\""))
        case backslash: append(backslash, backslash)
        case 0x08: append(backslash, UInt8(ascii: "b"))
        case 0x0C: append(backslash, UInt8(ascii: "f"))
        case 0x0A: append(backslash, UInt8(ascii: "n"))
        case 0x0D: append(backslash, UInt8(ascii: "r"))
        case 0x09: append(backslash, UInt8(ascii: "t"))
        default:
            append("\\u00")
            append(Self.lowerHex[Int(byte >> 4)], Self.lowerHex[Int(byte & 0x0F)])
        }
    }

    private static let lowerHex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Writes `bytes` as a quoted standard base64 string with padding and no line breaks, as
    /// `Data.base64EncodedString()` gives it (Foundation's default `.base64` data strategy).
    mutating func appendBase64(_ bytes: UnsafeRawBufferPointer) {
        let alphabet = Self.base64Alphabet
        let groups = (bytes.count + 2) / 3
        let target = reserve(groups * 4 + 2)
        target[0] = UInt8(ascii: "\"")
        var out = 1
        var index = 0
        while index + 3 <= bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            target[out] = alphabet[Int(value >> 18)]
            target[out + 1] = alphabet[Int(value >> 12 & 0x3F)]
            target[out + 2] = alphabet[Int(value >> 6 & 0x3F)]
            target[out + 3] = alphabet[Int(value & 0x3F)]
            out += 4
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let second = rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0
            let value = UInt32(bytes[index]) << 16 | second
            target[out] = alphabet[Int(value >> 18)]
            target[out + 1] = alphabet[Int(value >> 12 & 0x3F)]
            target[out + 2] = rest == 2 ? alphabet[Int(value >> 6 & 0x3F)] : UInt8(ascii: "=")
            target[out + 3] = UInt8(ascii: "=")
            out += 4
        }
        target[out] = UInt8(ascii: "\"")
        commit(out + 1)
    }

    private static let base64Alphabet: [UInt8] = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
}
