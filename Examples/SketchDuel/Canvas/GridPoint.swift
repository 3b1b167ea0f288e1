/// A point on the shared canvas: integer grid units, `x` in 0..<4096 (left to right), `y` in
/// 0..<3072 (top to bottom). The 4:3 grid is the same on every screen; faces scale it to fit.
public struct GridPoint: Hashable, Sendable {
    /// Grid columns: x is 0...4095.
    public static let width = 4096
    /// Grid rows: y is 0...3071.
    public static let height = 3072

    /// Column, 0 at the left edge.
    public var x: Int
    /// Row, 0 at the top edge.
    public var y: Int

    /// Creates a point (not checked: see ``isOnGrid``).
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// Whether the point lies on the canvas.
    public var isOnGrid: Bool { (0..<Self.width).contains(x) && (0..<Self.height).contains(y) }

    /// The nearest point on the canvas.
    public var clampedToGrid: GridPoint {
        GridPoint(x: min(max(x, 0), Self.width - 1), y: min(max(y, 0), Self.height - 1))
    }
}
