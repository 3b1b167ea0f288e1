import GameCore

/// Drawing with the mouse in a terminal: the braille canvas of ``render(_:for:names:)`` is found in
/// the screen by its frame, each character cell stands for a 2 × 4 dot block, and a drag becomes a
/// `drag` command through the centres of the cells it crossed.
extension SketchDuel: TerminalPointerGame {
    /// Columns left of the canvas's first character: the y labels and the frame's `|`.
    static let canvasLeftColumn = 6

    /// The canvas takes the mouse only while the viewer draws (the footer then says "Draw:").
    public static func acceptsPointer(on screen: [String]) -> Bool {
        canvasPlace(in: screen) != nil && screen.contains { $0.hasPrefix(drawPrompt) }
    }

    /// `drag X Y ...` through the cells' centres in canvas units (at most
    /// ``Drawing/maximumPointsPerBatch`` points); cells beyond the canvas count as its nearest edge,
    /// and a drag that starts beyond it is no drawing (`nil`).
    public static func pointerCommand(for cells: [TerminalCell], on screen: [String]) -> String? {
        guard let canvas = canvasPlace(in: screen), let first = cells.first, canvas.contains(first) else {
            return nil
        }
        var points: [GridPoint] = []
        for cell in cells {
            let point = canvas.gridPoint(of: cell)
            if points.last != point { points.append(point) }
        }
        // One action carries at most a batch of points: a longer drag is simplified (half a cell's
        // tolerance keeps its shape on this canvas), and what still does not fit is cut.
        if points.count > Drawing.maximumPointsPerBatch {
            points = StrokeSimplifier.simplify(points, tolerance: Double(GridPoint.width / canvas.size.columns / 2))
        }
        return "drag " + points.prefix(Drawing.maximumPointsPerBatch).map { "\($0.x) \($0.y)" }.joined(separator: " ")
    }

    /// Where the canvas is on `screen` and how big: found by its frame, a line of `+`, dashes and
    /// `+` after the y labels' gutter, and the same line again below its last row. The face may
    /// have been rendered for any room, so the size is read, not assumed.
    static func canvasPlace(in screen: [String]) -> SketchDuelCanvasPlace? {
        let gutter = String(repeating: " ", count: canvasLeftColumn - 1) + "+"
        for (index, line) in screen.enumerated() where line.hasPrefix(gutter) {
            let dashes = line.dropFirst(gutter.count).prefix { $0 == "-" }.count
            let frame = gutter + String(repeating: "-", count: dashes) + "+"
            guard dashes > 0, line.hasPrefix(frame),
                let bottom = screen[(index + 1)...].firstIndex(where: { $0.hasPrefix(frame) }), bottom > index + 1
            else { continue }
            return SketchDuelCanvasPlace(top: index + 1, size: SketchDuelCanvasSize(columns: dashes, rows: bottom - index - 1))
        }
        return nil
    }

    /// How the footer starts while the viewer draws.
    static let drawPrompt = "Draw: "
}

/// The canvas as a screen shows it: the line of its first row of braille and its size.
struct SketchDuelCanvasPlace: Sendable, Hashable {
    /// The screen line holding the canvas's first row (the one after its top frame).
    var top: Int
    /// Its size in characters.
    var size: SketchDuelCanvasSize

    /// Whether `cell` is one of the canvas's characters.
    func contains(_ cell: TerminalCell) -> Bool {
        (top..<top + size.rows).contains(cell.line)
            && (SketchDuel.canvasLeftColumn..<SketchDuel.canvasLeftColumn + size.columns).contains(cell.column)
    }

    /// The centre, in canvas units, of the braille character at `cell` (clamped onto the canvas).
    func gridPoint(of cell: TerminalCell) -> GridPoint {
        let column = min(max(cell.column - SketchDuel.canvasLeftColumn, 0), size.columns - 1)
        let row = min(max(cell.line - top, 0), size.rows - 1)
        // Centre of the cell: half a character in, i.e. (2c + 1) / (2 · columns) of the width.
        return GridPoint(
            x: (2 * column + 1) * GridPoint.width / (2 * size.columns),
            y: (2 * row + 1) * GridPoint.height / (2 * size.rows))
    }
}
