import Foundation

extension StrictFieldScanner {
    /// `["…","…"]` of at most `maximumCount` canonical lower-case UUIDs (8-4-4-4-12, `[]` included),
    /// the form the host writes; anything else (upper case too) is left to the general path.
    mutating func lowercaseUUIDs(maximumCount: Int) -> [UUID]? {
        list(maximumCount: maximumCount) { $0.lowercaseUUID() }
    }

    /// One quoted canonical lower-case UUID.
    private mutating func lowercaseUUID() -> UUID? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for position in 0..<36 {
            let isDash = position == 8 || position == 13 || position == 18 || position == 23
            guard let byte = next(where: isDash ? Self.isDash : Self.isLowerHex) else { return nil }
            text.append(byte)
        }
        guard consume(UInt8(ascii: "\"")) else { return nil }
        return UUID(uuidString: String(decoding: text, as: UTF8.self))
    }

    private static func isDash(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") }

    private static func isLowerHex(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) }
}
