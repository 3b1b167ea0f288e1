import GameCore

/// Drawing with the mouse in a terminal: the braille canvas of ``render(_:for:names:)`` is found in
/// the screen by its frame, each character cell stands for a 2 × 4 dot block, and a drag becomes a
/// `drag` command through the centres of the cells it crossed.
extension SketchDuel: TerminalPointerGame {
    /// Columns left of the canvas's first character: the y labels and the frame's `|`.
    static let canvasLeftColumn = 6

    /// The canvas takes the mouse only while the viewer draws (the footer then says "Draw:").
    public static func acceptsPointer(on screen: [String]) -> Bool {
        canvasTopLine(in: screen) != nil && screen.contains { $0.hasPrefix(drawPrompt) }
    }

    /// `drag X Y ...` through the cells' centres in canvas units (at most
    /// ``Drawing/maximumPointsPerBatch`` points); cells beyond the canvas count as its nearest edge,
    /// and a drag that starts beyond it is no drawing (`nil`).
    public static func pointerCommand(for cells: [TerminalCell], on screen: [String]) -> String? {
        guard let top = canvasTopLine(in: screen), let first = cells.first, isOnCanvas(first, top: top) else {
            return nil
        }
        var points: [GridPoint] = []
        for cell in cells {
            let point = gridPoint(of: cell, top: top)
            if points.last != point { points.append(point) }
        }
        // One action carries at most a batch of points: a longer drag is simplified (half a cell's
        // tolerance keeps its shape on this canvas), and what still does not fit is cut.
        if points.count > Drawing.maximumPointsPerBatch {
            points = StrokeSimplifier.simplify(points, tolerance: Double(GridPoint.width / canvasColumns / 2))
        }
        return "drag " + points.prefix(Drawing.maximumPointsPerBatch).map { "\($0.x) \($0.y)" }.joined(separator: " ")
    }

    /// The centre, in canvas units, of the braille cell at `cell` (clamped onto the canvas).
    static func gridPoint(of cell: TerminalCell, top: Int) -> GridPoint {
        let column = min(max(cell.column - canvasLeftColumn, 0), canvasColumns - 1)
        let row = min(max(cell.line - top, 0), canvasRows - 1)
        // Centre of the cell: half a character in, i.e. (2c + 1) / (2 · columns) of the width.
        return GridPoint(
            x: (2 * column + 1) * GridPoint.width / (2 * canvasColumns),
            y: (2 * row + 1) * GridPoint.height / (2 * canvasRows))
    }

    /// The screen line holding the canvas's first row of braille: the one after its top frame.
    static func canvasTopLine(in screen: [String]) -> Int? {
        let frame = String(repeating: " ", count: canvasLeftColumn - 1) + "+"
            + String(repeating: "-", count: canvasColumns) + "+"
        guard let index = screen.firstIndex(where: { $0.hasPrefix(frame) }),
            index + canvasRows + 1 < screen.count, screen[index + canvasRows + 1].hasPrefix(frame)
        else { return nil }
        return index + 1
    }

    private static func isOnCanvas(_ cell: TerminalCell, top: Int) -> Bool {
        (top..<top + canvasRows).contains(cell.line)
            && (canvasLeftColumn..<canvasLeftColumn + canvasColumns).contains(cell.column)
    }

    /// How the footer starts while the viewer draws.
    static let drawPrompt = "Draw: "
}
