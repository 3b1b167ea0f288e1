/// Turns raw pointer samples of one stroke into the actions that stream it: a `begin` with the first
/// batch, then `extend` batches (call ``flush()`` every 50-100 ms), then `end`.
///
/// Each batch is simplified together with the last point already sent, so the stroke stays
/// continuous across batches; samples closer than one unit to the last kept one are dropped at once.
public struct StrokeBatcher: Sendable {
    /// The stroke's ink.
    public let color: StrokeColor
    /// The stroke's width.
    public let width: Int
    /// The simplification tolerance, in grid units.
    public let tolerance: Double
    private var pending: [GridPoint] = []
    private var anchor: GridPoint?
    private var started = false

    /// A batcher for one stroke.
    public init(color: StrokeColor, width: Int, tolerance: Double = StrokeSimplifier.phoneTolerance) {
        self.color = color
        self.width = width
        self.tolerance = tolerance
    }

    /// Records a pointer sample (clamped to the canvas).
    public mutating func add(_ point: GridPoint) {
        let point = point.clampedToGrid
        if point == (pending.last ?? anchor) { return }
        pending.append(point)
    }

    /// The action for the samples since the last flush, or `nil` when there are none. Batches are
    /// split so that none exceeds ``Drawing/maximumPointsPerBatch``.
    public mutating func flush() -> SketchDuelAction? {
        guard !pending.isEmpty else { return nil }
        let run = anchor.map { [$0] + pending } ?? pending
        var batch = StrokeSimplifier.simplify(run, tolerance: tolerance)
        if anchor != nil { batch.removeFirst() }
        // Whatever the simplifier dropped at the end is still represented by the last sample.
        let sent = Array(batch.prefix(Drawing.maximumPointsPerBatch))
        pending = Array(batch.dropFirst(sent.count))
        anchor = sent.last
        defer { started = true }
        return started ? .extend(points: sent) : .begin(color: color, width: width, points: sent)
    }

    /// The actions that finish the stroke: any last batch, then `end`.
    public mutating func finish() -> [SketchDuelAction] {
        var actions: [SketchDuelAction] = []
        while let batch = flush() { actions.append(batch) }
        if started { actions.append(.end) }
        return actions
    }
}
