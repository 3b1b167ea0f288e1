/// The compact form of a run of points: the wire form of every points field.
///
/// Bytes: for each point, `dx` then `dy` as zig-zag LEB128 varints. The first point's deltas are
/// from (0, 0) (so they are its coordinates), each later point's from the point before it. Zig-zag
/// maps 0, -1, 1, -2, 2 … to 0, 1, 2, 3, 4 …; LEB128 writes 7 bits per byte, low bits first, with
/// bit 7 set on every byte but the last. On the 4096 × 3072 grid every value fits 2 bytes, so a
/// point costs 2-4 bytes (2 for steps of at most 63 units). The bytes travel as unpadded
/// base64url text, because GameCore carries actions and views as JSON.
public enum StrokeCodec {
    /// The bytes of `points` (not checked: callers pass grid points).
    public static func encodeBytes(_ points: [GridPoint]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(points.count * 2)
        var previous = GridPoint(x: 0, y: 0)
        for point in points {
            appendVarint(zigZag(point.x - previous.x), to: &bytes)
            appendVarint(zigZag(point.y - previous.y), to: &bytes)
            previous = point
        }
        return bytes
    }

    /// The base64url text of `points`.
    public static func encode(_ points: [GridPoint]) -> String { Base64URL.encode(encodeBytes(points)) }

    /// The longest text `maximumPoints` points can take (4 bytes a point).
    public static func maximumTextLength(forPoints maximumPoints: Int) -> Int {
        Base64URL.encodedLength(ofBytes: maximumPoints * 4)
    }

    /// Decodes untrusted text into 1...`maximumPoints` grid points. The length is checked before
    /// anything is allocated.
    public static func decode(_ text: String, maximumPoints: Int) throws(StrokeCodecError) -> [GridPoint] {
        let limit = maximumTextLength(forPoints: maximumPoints)
        let utf8 = Substring(text).utf8
        guard utf8.count <= limit else { throw .textTooLong(characters: utf8.count, limit: limit) }
        guard let bytes = Base64URL.decode(utf8) else { throw .invalidBase64 }
        return try decodeBytes(bytes, maximumPoints: maximumPoints)
    }

    /// Decodes untrusted bytes into 1...`maximumPoints` grid points.
    public static func decodeBytes(_ bytes: [UInt8], maximumPoints: Int) throws(StrokeCodecError) -> [GridPoint] {
        guard !bytes.isEmpty else { throw .empty }
        var points: [GridPoint] = []
        points.reserveCapacity(min(bytes.count / 2, maximumPoints))
        var index = 0
        var current = GridPoint(x: 0, y: 0)
        while index < bytes.count {
            guard points.count < maximumPoints else { throw .tooManyPoints(limit: maximumPoints) }
            let dx = try readVarint(bytes, at: &index)
            let dy = try readVarint(bytes, at: &index)
            current = GridPoint(x: current.x + unZigZag(dx), y: current.y + unZigZag(dy))
            guard current.isOnGrid else { throw .offGrid(index: points.count) }
            points.append(current)
        }
        return points
    }

    static func zigZag(_ value: Int) -> UInt32 { UInt32(truncatingIfNeeded: (value << 1) ^ (value >> 63)) }

    static func unZigZag(_ value: UInt32) -> Int { Int(value >> 1) ^ -Int(value & 1) }

    private static func appendVarint(_ value: UInt32, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// At most 2 bytes (14 bits): the grid never needs more, so a third byte is hostile.
    private static func readVarint(_ bytes: [UInt8], at index: inout Int) throws(StrokeCodecError) -> UInt32 {
        var value: UInt32 = 0
        for shift in [UInt32(0), 7] {
            guard index < bytes.count else { throw .truncatedVarint }
            let byte = bytes[index]
            index += 1
            value |= UInt32(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
        }
        throw index < bytes.count ? .varintOverflow : .truncatedVarint
    }
}
