/// Text helpers for terminal faces that fit a room (``TerminalSizedGame``).
public enum TerminalText {
    /// `text` greedily broken at spaces into lines of at most `width` characters, the lines after
    /// the first indented by `indent` spaces. Within a line the spacing stays as it was (columns
    /// line up), a break drops the spaces it falls on, and a word longer than a line is cut.
    public static func wrap(_ text: String, to width: Int, indent: Int = 2) -> [String] {
        let width = max(width, 1)
        guard text.count > width else { return text.isEmpty ? [] : [text] }
        var lines: [String] = []
        var line = ""
        var hasWord = false
        for (gap, word) in words(of: text) {
            if !hasWord {
                line = gap + word
                hasWord = true
            } else if line.count + gap.count + word.count <= width {
                line += gap + word
            } else {
                lines.append(String(line.prefix(width)))
                line = String(repeating: " ", count: indent) + word
            }
        }
        if hasWord { lines.append(String(line.prefix(width))) }
        return lines
    }

    /// `fields` on as few lines of at most `width` characters as greedy packing gives, `separator`
    /// between two on a line; a field never breaks (one wider than a line is cut).
    public static func pack(_ fields: [String], separator: String = "   ", width: Int) -> [String] {
        var lines: [String] = []
        for field in fields {
            if let last = lines.last, last.count + separator.count + field.count <= width {
                lines[lines.count - 1] = last + separator + field
            } else {
                lines.append(String(field.prefix(max(width, 1))))
            }
        }
        return lines
    }

    /// Each word of `text` with the spaces before it.
    private static func words(of text: String) -> [(gap: String, word: String)] {
        var pairs: [(gap: String, word: String)] = []
        var gap = ""
        var word = ""
        for character in text {
            if character == " " {
                if !word.isEmpty {
                    pairs.append((gap, word))
                    (gap, word) = ("", "")
                }
                gap.append(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { pairs.append((gap, word)) }
        return pairs
    }
}
