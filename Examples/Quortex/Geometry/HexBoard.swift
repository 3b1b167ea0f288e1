/// A hexagon of hex cells of a given radius: radius 3 has 37 cells, radius 4 has 61.
///
/// Its six corner cells are `radius` steps from the centre in each direction. The **board side**
/// facing direction `d` is the set of outer cell sides that face `d`: the sides `d` of the 2R+1
/// rim cells from corner `d-1` through corner `d` to corner `d+1`. Its middle cell is always the
/// corner cell in direction `d`, so every side has exactly one middle cell.
public struct HexBoard: Hashable, Sendable, Codable {
    /// Rings around the centre.
    public let radius: Int

    /// The supported radii.
    public static let allowedRadii = 2...6

    /// Creates a board.
    public init(radius: Int) { self.radius = radius }

    /// Whether `cell` is on the board.
    public func contains(_ cell: HexCoordinate) -> Bool {
        max(abs(cell.q), abs(cell.r), abs(cell.s)) <= radius
    }

    /// Every cell, row by row.
    public var cells: [HexCoordinate] {
        var cells: [HexCoordinate] = []
        for r in -radius...radius {
            for q in max(-radius, -r - radius)...min(radius, -r + radius) { cells.append(HexCoordinate(q: q, r: r)) }
        }
        return cells
    }

    /// Number of cells: 3R(R+1)+1.
    public var cellCount: Int { 3 * radius * (radius + 1) + 1 }

    /// The corner cell in `direction` (the middle cell of that board side).
    public func corner(_ direction: HexDirection) -> HexCoordinate { HexCoordinate.origin.moved(direction, by: radius) }

    /// Whether side `direction` of `cell` is on the board's edge.
    public func isOuterSide(_ direction: HexDirection, of cell: HexCoordinate) -> Bool {
        contains(cell) && !contains(cell.neighbour(direction))
    }

    /// The rim cells whose side `direction` is an outer side (the board side facing `direction`).
    public func sideCells(_ direction: HexDirection) -> [HexCoordinate] {
        cells.filter { isOuterSide(direction, of: $0) }
    }

    /// Steps from `cell` to the nearest cell of the board side facing `direction` (0 on it).
    public func distance(from cell: HexCoordinate, toSide direction: HexDirection) -> Int {
        sideCells(direction).map { cell.distance(to: $0) }.min() ?? 0
    }
}
