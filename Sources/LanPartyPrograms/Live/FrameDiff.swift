/// The bytes that turn the terminal's screen from one frame into the next: only the rows that
/// changed are rewritten, so a clock tick or a typed key costs one row, not a screen.
enum FrameDiff {
    /// Escape sequences from `previous` (rendered rows, `nil`: unknown, e.g. after a resize) to
    /// `next`, ending with the cursor at `cursor` (0-based). Each changed row is erased first and
    /// then written (erasing after writing a full-width row would erase its last cell).
    static func escapes(from previous: [String]?, to next: [String], cursor: (row: Int, column: Int)) -> String {
        var out = "\u{1B}[?25l"
        let whole = previous == nil || previous?.count != next.count
        if whole { out += "\u{1B}[0m\u{1B}[H\u{1B}[2J" }
        for (index, row) in next.enumerated() {
            if !whole, let previous, previous[index] == row { continue }
            out += "\u{1B}[\(index + 1);1H\u{1B}[2K" + row
        }
        out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        return out
    }
}
