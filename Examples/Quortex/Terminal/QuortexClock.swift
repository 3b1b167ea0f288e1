import GameCore

/// The turn timer counts down on a screen that stays up: every "N s left" on it (the turn line,
/// when the lobby plays with `turnSeconds`) is rewritten from the seconds elapsed since it was
/// rendered, never below zero.
extension Quortex: TerminalClockGame {
    /// `screen` `elapsed` later.
    public static func screen(_ screen: [String], after elapsed: Duration) -> [String] {
        let seconds = Int(elapsed.components.seconds)
        guard seconds > 0 else { return screen }
        return screen.map { countDown($0, by: seconds) }
    }

    /// The words a turn clock is written with: "12 s left".
    static func clock(millisecondsLeft: UInt64) -> String {
        "\((millisecondsLeft + 999) / 1000) s left"
    }

    /// `line` with the number before its " s left" less `seconds`.
    private static func countDown(_ line: String, by seconds: Int) -> String {
        guard let marker = line.range(of: " s left") else { return line }
        let digits = line[..<marker.lowerBound].reversed().prefix { $0.isNumber }
        guard let value = Int(String(digits.reversed())) else { return line }
        let start = line.index(marker.lowerBound, offsetBy: -digits.count)
        return String(line[..<start]) + String(max(0, value - seconds)) + line[marker.lowerBound...]
    }
}
