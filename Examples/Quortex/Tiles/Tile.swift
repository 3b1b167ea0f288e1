/// A Quortex tile: its six sides joined in three pairs (three paths). There are 15 such pairings;
/// tile `n` (0...14) is the n-th in ``Tile/all`` (pairings listed in lexicographic order, each as
/// the partner of side 0, then of the lowest side left, ...). Up to rotation there are 5 shapes.
/// JSON: the number 0-14.
public struct Tile: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// 0...14.
    public let number: Int

    /// Every tile, in number order.
    public static let all = (0..<pairings.count).map { Tile(unchecked: $0) }

    /// The partner of each side (index = side), per tile number, before rotation.
    static let pairings: [[Int]] = makePairings()

    /// The tile numbered `number`, or `nil` outside 0...14.
    public init?(number: Int) {
        guard Self.pairings.indices.contains(number) else { return nil }
        self.number = number
    }

    private init(unchecked number: Int) { self.number = number }

    /// The side joined to `side` when the tile lies at `rotation` (turned clockwise by rotation ×
    /// 60°: what was side s is then side s + rotation).
    public func exit(from side: HexDirection, rotation: Int) -> HexDirection {
        let unrotated = side.rotated(by: -rotation).rawValue
        return HexDirection(Self.pairings[number][unrotated]).rotated(by: rotation)
    }

    /// The three paths at `rotation`, each as (lower side, higher side), sorted.
    public func paths(rotation: Int) -> [(HexDirection, HexDirection)] {
        HexDirection.all.compactMap { side in
            let other = exit(from: side, rotation: rotation)
            return side < other ? (side, other) : nil
        }
    }

    /// The shape: the smallest tile number among this tile's six rotations (5 distinct shapes).
    public var shape: Int {
        (0..<6).map { rotation in Self.number(of: HexDirection.all.map { exit(from: $0, rotation: rotation).rawValue }) }
            .min() ?? number
    }

    /// Paths as `0-3 1-4 2-5` (before rotation).
    public var description: String {
        paths(rotation: 0).map { "\($0.0)-\($0.1)" }.joined(separator: " ")
    }

    /// Orders by number.
    public static func < (lhs: Tile, rhs: Tile) -> Bool { lhs.number < rhs.number }

    /// Decodes 0...14.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let tile = Tile(number: try container.decode(Int.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a tile is 0...14")
        }
        self = tile
    }

    /// Encodes the number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(number)
    }

    /// The number of the pairing `partners` (index = side), if it is one of the 15.
    static func number(of partners: [Int]) -> Int { pairings.firstIndex(of: partners) ?? -1 }

    private static func makePairings() -> [[Int]] {
        var result: [[Int]] = []
        func pair(_ partners: [Int]) {
            guard let first = partners.firstIndex(of: -1) else {
                result.append(partners)
                return
            }
            for second in (first + 1)..<6 where partners[second] == -1 {
                var next = partners
                next[first] = second
                next[second] = first
                pair(next)
            }
        }
        pair(Array(repeating: -1, count: 6))
        return result
    }
}
