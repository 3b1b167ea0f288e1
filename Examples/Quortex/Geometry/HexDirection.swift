/// One of the six sides of a hex cell (pointy-top hexes, axial coordinates), numbered clockwise
/// from the top-right side:
///
/// ```
///        5 / \ 0
///         /   \
///      4 |     | 1
///         \   /
///        3 \ / 2
/// ```
/// 0 top-right, 1 right, 2 bottom-right, 3 bottom-left, 4 left, 5 top-left. Side `d` of a cell
/// touches side `d.opposite` of its neighbour in direction `d`. JSON: the number 0-5.
public struct HexDirection: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// 0...5.
    public let rawValue: Int

    /// The six directions in order.
    public static let all = (0..<6).map { HexDirection(unchecked: $0) }

    /// The direction `value` mod 6 (negative values wrap).
    public init(_ value: Int) { rawValue = ((value % 6) + 6) % 6 }

    private init(unchecked value: Int) { rawValue = value }

    /// The side facing the other way.
    public var opposite: HexDirection { HexDirection(rawValue + 3) }

    /// This direction turned clockwise by `steps` × 60°.
    public func rotated(by steps: Int) -> HexDirection { HexDirection(rawValue + steps) }

    /// The axial step (q, r) to the neighbour across this side.
    public var step: (q: Int, r: Int) {
        switch rawValue {
        case 0: (1, -1)
        case 1: (1, 0)
        case 2: (0, 1)
        case 3: (-1, 1)
        case 4: (-1, 0)
        default: (0, -1)  // 5: rawValue is always 0...5
        }
    }

    /// Orders by number.
    public static func < (lhs: HexDirection, rhs: HexDirection) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number.
    public var description: String { String(rawValue) }

    /// Decodes 0...5; anything else is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Int.self)
        guard (0..<6).contains(value) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a side is 0...5")
        }
        rawValue = value
    }

    /// Encodes the number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
