/// Wraps help lines to a terminal width, indenting continuation lines under the description.
enum TextWrap {
    /// The width help text is wrapped to (the classic 80-column terminal).
    static let width = 80

    /// `lead` followed by `text`, wrapped at word boundaries to ``width`` columns; continuation
    /// lines start at the column where `text` started (or 6 when `lead` is too wide for that).
    static func hanging(_ lead: String, _ text: String, width: Int = TextWrap.width) -> [String] {
        let indent = lead.count < width / 2 ? lead.count : 6
        var lines: [String] = []
        var current = lead
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let isLineStart = current.count == (lines.isEmpty ? lead.count : indent)
            if !isLineStart, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(repeating: " ", count: indent) + word
            } else {
                current += (isLineStart ? "" : " ") + word
            }
        }
        lines.append(current)
        return lines
    }
}
