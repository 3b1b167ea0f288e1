/// Lowercase hexadecimal, the wire form of nonces, salts, proofs and tokens.
public enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    /// Encodes bytes as lowercase hex.
    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var scalars: [UInt8] = []
        for byte in bytes {
            scalars.append(digits[Int(byte >> 4)])
            scalars.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: scalars, as: UTF8.self)
    }

    /// Decodes lowercase hex of exactly `byteCount` bytes; `nil` for any other length or character.
    ///
    /// The length is checked before anything is allocated, so hostile input costs nothing.
    public static func decode(_ text: String, byteCount: Int) -> [UInt8]? {
        decode(text, byteCounts: byteCount...byteCount)
    }

    /// Decodes lowercase hex whose byte length lies in `byteCounts`; `nil` otherwise.
    public static func decode(_ text: String, byteCounts: ClosedRange<Int>) -> [UInt8]? {
        let utf8 = text.utf8
        guard utf8.count % 2 == 0, byteCounts.contains(utf8.count / 2) else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count / 2)
        var high: UInt8?
        for scalar in utf8 {
            guard let nibble = nibble(scalar) else { return nil }
            if let first = high {
                result.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return result
    }

    private static func nibble(_ scalar: UInt8) -> UInt8? {
        switch scalar {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): scalar - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): scalar - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
