/// The shared canvas of one round: its strokes, the last of which may still be being drawn.
///
/// Every change is checked here, so the host's reducer and a client's prediction refuse the same
/// things. JSON (inside the view): `"strokes": [Stroke…]`, `"strokeOpen": true|false`.
public struct Drawing: Hashable, Sendable {
    /// Points one stroke may hold.
    public static let maximumPointsPerStroke = 4096
    /// Strokes one drawing may hold.
    public static let maximumStrokes = 2048
    /// Points one drawing may hold.
    public static let maximumPoints = 100_000
    /// Points one action may carry (keeps an action far below GameCore's 16 KiB action limit:
    /// at most 2 048 bytes, 2 731 base64 characters).
    public static let maximumPointsPerBatch = 512

    /// The strokes, oldest first.
    public private(set) var strokes: [Stroke]
    /// Whether the last stroke is still being drawn (more points may follow).
    public private(set) var isStrokeOpen: Bool
    /// Points in all strokes.
    public private(set) var pointCount: Int

    /// An empty canvas.
    public init() {
        strokes = []
        isStrokeOpen = false
        pointCount = 0
    }

    /// A canvas holding `strokes` (for decoding; checked against the caps).
    public init(strokes: [Stroke], isStrokeOpen: Bool) throws(DrawingError) {
        guard strokes.count <= Self.maximumStrokes else { throw .tooManyStrokes }
        var total = 0
        for stroke in strokes {
            guard stroke.points.count <= Self.maximumPointsPerStroke else { throw .strokeTooLong }
            total += stroke.points.count
        }
        guard total <= Self.maximumPoints else { throw .tooManyPoints }
        self.strokes = strokes
        self.isStrokeOpen = isStrokeOpen && !strokes.isEmpty
        self.pointCount = total
    }

    /// Starts a stroke with its first points (closing any stroke still open).
    public mutating func begin(color: StrokeColor, width: Int, points: [GridPoint]) throws(DrawingError) {
        guard Stroke.widths.contains(width) else { throw .invalidWidth(width) }
        try check(points)
        guard strokes.count < Self.maximumStrokes else { throw .tooManyStrokes }
        guard pointCount + points.count <= Self.maximumPoints else { throw .tooManyPoints }
        strokes.append(Stroke(color: color, width: width, points: points))
        pointCount += points.count
        isStrokeOpen = true
    }

    /// Adds points to the open stroke.
    public mutating func extend(_ points: [GridPoint]) throws(DrawingError) {
        guard isStrokeOpen, let last = strokes.indices.last else { throw .noOpenStroke }
        try check(points)
        guard strokes[last].points.count + points.count <= Self.maximumPointsPerStroke else { throw .strokeTooLong }
        guard pointCount + points.count <= Self.maximumPoints else { throw .tooManyPoints }
        strokes[last].points += points
        pointCount += points.count
    }

    /// Finishes the open stroke.
    public mutating func end() throws(DrawingError) {
        guard isStrokeOpen else { throw .noOpenStroke }
        isStrokeOpen = false
    }

    /// Adds a whole stroke at once.
    public mutating func add(_ stroke: Stroke) throws(DrawingError) {
        try begin(color: stroke.color, width: stroke.width, points: stroke.points)
        isStrokeOpen = false
    }

    /// Removes the last stroke (the open one, if any).
    public mutating func undo() throws(DrawingError) {
        guard let last = strokes.popLast() else { throw .nothingToUndo }
        pointCount -= last.points.count
        isStrokeOpen = false
    }

    /// Removes every stroke.
    public mutating func clear() { self = Drawing() }

    private func check(_ points: [GridPoint]) throws(DrawingError) {
        guard !points.isEmpty else { throw .emptyBatch }
        guard points.count <= Self.maximumPointsPerBatch else { throw .batchTooLarge(points.count) }
        if let bad = points.first(where: { !$0.isOnGrid }) { throw .offGrid(bad) }
    }
}
