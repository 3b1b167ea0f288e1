/// Turns a scanned string token's raw bytes into a `String`. The scanner has already checked the
/// escapes, surrogate pairs and UTF-8, so nothing here can fail.
enum PayloadJSONStrings {
    /// The string: a plain copy without escapes, else one pass that writes the unescaped UTF-8
    /// straight into the new String's storage (unescaping only ever shrinks the bytes).
    static func string(_ raw: UnsafeBufferPointer<UInt8>, hasEscapes: Bool) -> String {
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: raw.count) { output in unescape(raw, into: output) }
    }

    /// The value of a hex digit, or `nil`.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Writes the unescaped bytes of `raw` to `output` (at least as long); returns how many.
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        while read < raw.count {
            let byte = raw[read]
            guard byte == UInt8(ascii: "\\") else {
                output[written] = byte
                written += 1
                read += 1
                continue
            }
            let escaped = raw[read + 1]
            read += 2
            let simple: UInt8
            switch escaped {
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            case UInt8(ascii: "u"):
                var scalar = UInt32(quad(raw, at: read))
                read += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // The scanner made sure `\uDC00`-`\uDFFF` follows.
                    let low = UInt32(quad(raw, at: read + 2))
                    read += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                written += writeUTF8(scalar, to: output, at: written)
                continue
            default: simple = escaped  // `"`, `\` and `/` stand for themselves
            }
            output[written] = simple
            written += 1
        }
        return written
    }

    /// Four hex digits at `start` (checked by the scanner).
    private static func quad(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt16 {
        var value: UInt16 = 0
        for index in start..<(start + 4) { value = value << 4 | UInt16(hexValue(raw[index]) ?? 0) }
        return value
    }

    /// Writes a scalar's UTF-8 (1 to 4 bytes); returns how many.
    private static func writeUTF8(_ scalar: UInt32, to output: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            output[start] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            output[start] = UInt8(0xC0 | scalar >> 6)
            output[start + 1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[start] = UInt8(0xE0 | scalar >> 12)
            output[start + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[start + 2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            output[start] = UInt8(0xF0 | scalar >> 18)
            output[start + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            output[start + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[start + 3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }
}
