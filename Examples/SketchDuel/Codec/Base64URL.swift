/// Unpadded base64url (RFC 4648 §5): `A-Z a-z 0-9 - _`, no `=`. Hand-written because Foundation's
/// decoder knows only the `+/` alphabet, and so that the length bound comes before any allocation.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The value of each ASCII byte, 255 for bytes outside the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// Characters needed for `count` bytes.
    static func encodedLength(ofBytes count: Int) -> Int { (count * 4 + 2) / 3 }

    /// The text for `bytes`.
    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(encodedLength(ofBytes: bytes.count))
        var index = 0
        while index + 3 <= bytes.count {
            let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { out.append(alphabet[Int((word >> UInt32(shift)) & 63)]) }
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let word = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            for shift in [18, 12, 6].prefix(rest + 1) { out.append(alphabet[Int((word >> UInt32(shift)) & 63)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `text`, or `nil` when it is not unpadded base64url. Unused low bits of the last
    /// character are ignored, like browsers' `atob`.
    static func decode(_ text: Substring.UTF8View) -> [UInt8]? {
        guard text.count % 4 != 1 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(text.count * 3 / 4)
        var word: UInt32 = 0
        var bits = 0
        for byte in text {
            let value = values[Int(byte)]
            guard value != 255 else { return nil }
            word = word << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: word >> UInt32(bits)))
                word &= (1 << UInt32(bits)) - 1
            }
        }
        return out
    }
}
