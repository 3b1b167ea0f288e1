/// Why the canvas refused a drawing action. The reducer reports it as
/// `GameError.invalidAction("<code>: <sentence>")`.
public enum DrawingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A batch without points.
    case emptyBatch
    /// More points in one action than ``Drawing/maximumPointsPerBatch``.
    case batchTooLarge(Int)
    /// A point off the 4096 × 3072 grid.
    case offGrid(GridPoint)
    /// A width outside 1-4.
    case invalidWidth(Int)
    /// `extend` or `end` while no stroke is being drawn.
    case noOpenStroke
    /// `undo` on an empty canvas.
    case nothingToUndo
    /// The stroke would pass ``Drawing/maximumPointsPerStroke``.
    case strokeTooLong
    /// The drawing would pass ``Drawing/maximumStrokes``.
    case tooManyStrokes
    /// The drawing would pass ``Drawing/maximumPoints``.
    case tooManyPoints

    /// A stable code.
    public var code: String {
        switch self {
        case .emptyBatch: "emptyBatch"
        case .batchTooLarge: "batchTooLarge"
        case .offGrid: "offGrid"
        case .invalidWidth: "invalidWidth"
        case .noOpenStroke: "noOpenStroke"
        case .nothingToUndo: "nothingToUndo"
        case .strokeTooLong: "strokeTooLong"
        case .tooManyStrokes: "tooManyStrokes"
        case .tooManyPoints: "tooManyPoints"
        }
    }

    /// `code: sentence`.
    public var description: String {
        let sentence: String =
            switch self {
            case .emptyBatch: "a batch needs at least one point"
            case .batchTooLarge(let count): "\(count) points in one action, at most \(Drawing.maximumPointsPerBatch)"
            case .offGrid(let point): "(\(point.x), \(point.y)) is off the canvas (x 0-4095, y 0-3071)"
            case .invalidWidth(let width): "width \(width) is not 1-4"
            case .noOpenStroke: "no stroke is being drawn; begin one first"
            case .nothingToUndo: "the canvas is empty"
            case .strokeTooLong: "a stroke holds at most \(Drawing.maximumPointsPerStroke) points"
            case .tooManyStrokes: "a drawing holds at most \(Drawing.maximumStrokes) strokes"
            case .tooManyPoints: "a drawing holds at most \(Drawing.maximumPoints) points"
            }
        return "\(code): \(sentence)"
    }
}
