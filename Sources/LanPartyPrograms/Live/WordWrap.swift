import GameCore

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

    /// A two-column text (a command and what it does, as `help` lists them) wrapped to `width`:
    /// a line too long breaks between words and goes on under the description column, which is
    /// where most of the lines start their second column (or 4 spaces in, when that leaves no room).
    static func hanging(_ lines: [String], width: Int) -> [String] {
        let width = max(width, 4)
        guard lines.contains(where: { $0.count > width }) else { return lines }
        var starts: [Int: Int] = [:]
        for line in lines {
            if let column = descriptionColumn(of: line) { starts[column, default: 0] += 1 }
        }
        let common = starts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        let indent = common.map { $0 <= width - 12 ? $0 : 4 } ?? 4
        return lines.flatMap { TerminalText.wrap($0, to: width, indent: indent) + ($0.isEmpty ? [""] : []) }
    }

    /// Where the second column of `line` starts: after the first run of two or more spaces that
    /// follows text.
    private static func descriptionColumn(of line: String) -> Int? {
        let characters = Array(line)
        var index = characters.prefix { $0 == " " }.count
        var sawText = false
        while index < characters.count {
            if characters[index] == " ", sawText, index + 1 < characters.count, characters[index + 1] == " " {
                let end = characters[index...].prefix { $0 == " " }.count + index
                return end < characters.count ? end : nil
            }
            sawText = sawText || characters[index] != " "
            index += 1
        }
        return nil
    }
}
