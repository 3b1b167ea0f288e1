/// A cell of the hex grid in axial coordinates (q, r); the third cube coordinate is s = -q - r.
/// JSON: `{"q":1,"r":-2}`.
public struct HexCoordinate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Column (grows to the right).
    public var q: Int
    /// Row (grows downwards).
    public var r: Int

    /// The centre cell.
    public static let origin = HexCoordinate(q: 0, r: 0)

    /// Creates a coordinate.
    public init(q: Int, r: Int) {
        self.q = q
        self.r = r
    }

    /// The third cube coordinate.
    public var s: Int { -q - r }

    /// The neighbour across side `direction`.
    public func neighbour(_ direction: HexDirection) -> HexCoordinate {
        let step = direction.step
        return HexCoordinate(q: q + step.q, r: r + step.r)
    }

    /// `distance` steps in `direction`.
    public func moved(_ direction: HexDirection, by distance: Int) -> HexCoordinate {
        let step = direction.step
        return HexCoordinate(q: q + step.q * distance, r: r + step.r * distance)
    }

    /// Steps between two cells.
    public func distance(to other: HexCoordinate) -> Int {
        (abs(q - other.q) + abs(r - other.r) + abs(s - other.s)) / 2
    }

    /// Steps from the centre.
    public var ring: Int { distance(to: .origin) }

    /// Row-major order (r, then q), for stable output.
    public static func < (lhs: HexCoordinate, rhs: HexCoordinate) -> Bool {
        (lhs.r, lhs.q) < (rhs.r, rhs.q)
    }

    /// `q,r`, as typed in `place 1 2 at q,r`.
    public var description: String { "\(q),\(r)" }
}
