/// Wraps text for the live screen at word boundaries, so a long message never breaks mid-word.
enum WordWrap {
    /// `text` (which may hold several lines) wrapped to `width` cells; a word longer than a whole
    /// line is cut, as nothing better fits. Continuation lines are indented by two spaces.
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(width, 4)
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = String(paragraph.prefix { $0 == " " })
            var current = indent
            var started = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                if started, current.count + 1 + word.count > width {
                    out.append(current)
                    current = indent + "  "
                    started = false
                }
                // A word longer than a whole line: cut it into line-sized pieces.
                while current.count + word.count > width, width - current.count > 0 {
                    let room = width - current.count
                    out.append(current + word.prefix(room))
                    word = word.dropFirst(room)
                    current = indent + "  "
                }
                current += (started ? " " : "") + word
                started = true
            }
            out.append(current)
        }
        return out
    }
}
