import GameCore

/// The round timer counts down on a screen that stays up: the header's "N s left" (drawing) and
/// "the next starts in N s" (reveal) are rewritten from the seconds elapsed since it was rendered.
extension SketchDuel: TerminalClockGame {
    /// `screen` with its header clock `elapsed` later; other lines as they were.
    public static func screen(_ screen: [String], after elapsed: Duration) -> [String] {
        let seconds = Int(elapsed.components.seconds)
        guard seconds > 0, var header = screen.first else { return screen }
        for (before, after) in [(" - ", " s left"), ("next starts in ", " s")] {
            header = countDown(header, between: before, and: after, by: seconds)
        }
        return [header] + screen.dropFirst()
    }

    /// The number between `before` and `after` in `line`, less `seconds` (at least 0).
    private static func countDown(_ line: String, between before: String, and after: String, by seconds: Int) -> String {
        var searched = line.startIndex
        while let start = line.range(of: before, range: searched..<line.endIndex) {
            let digits = line[start.upperBound...].prefix { $0.isNumber }
            if let value = Int(digits), line[digits.endIndex...].hasPrefix(after) {
                return String(line[..<start.upperBound]) + String(max(0, value - seconds)) + line[digits.endIndex...]
            }
            searched = start.upperBound
        }
        return line
    }
}
