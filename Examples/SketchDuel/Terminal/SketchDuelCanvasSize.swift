import GameCore

/// How many braille characters the terminal canvas takes: as many as the face's room allows beside
/// the side panel and between the header and the footer, 4:3 like the drawing grid (a character is
/// 2 × 4 dots and about twice as tall as wide, so 8 columns for every 3 rows).
struct SketchDuelCanvasSize: Sendable, Hashable {
    /// Characters across.
    var columns: Int
    /// Characters down.
    var rows: Int

    /// The smallest canvas drawn, however small the room (a face then overflows a tiny terminal
    /// rather than become unreadable).
    static let smallestRows = 8
    /// The largest: more characters only make each a smaller target for the mouse's cell centres.
    static let largestRows = 40
    /// Lines of the face that are not canvas rows: two header lines, the ruler, the frame's two
    /// lines and the footer.
    static let otherLines = 6
    /// Columns of the face that are not canvas: the y labels and frame (6), the frame's right side,
    /// the gap before the panel, the panel, and one column kept free (an 80-column terminal in the
    /// plain-lines mode wraps a line of 80).
    static let otherColumns = SketchDuel.canvasLeftColumn + 1 + 2 + SketchDuel.panelWidth + 1

    /// The largest 4:3 canvas that fits `room`.
    static func fitting(_ room: TerminalRoom) -> SketchDuelCanvasSize {
        let byHeight = room.rows - otherLines
        let byWidth = (room.columns - otherColumns) * 3 / 8
        let rows = min(max(min(byHeight, byWidth), smallestRows), largestRows)
        return SketchDuelCanvasSize(columns: (rows * 8 + 2) / 3, rows: rows)
    }
}
