/// The words a turn clock is written with on a terminal ("12 s left"), and how a screen that stays
/// up counts them down: shared by the games with a turn timer (``TerminalClockGame``).
public enum TerminalSecondsLeft {
    /// "12 s left" for `millisecondsLeft` (rounded up, so 0.2 s reads "1 s left").
    public static func text(millisecondsLeft: UInt64) -> String {
        "\((millisecondsLeft + 999) / 1000) s left"
    }

    /// `screen` with the number before every " s left" less the whole seconds of `elapsed`, never
    /// below zero.
    public static func screen(_ screen: [String], after elapsed: Duration) -> [String] {
        let seconds = Int(elapsed.components.seconds)
        guard seconds > 0 else { return screen }
        return screen.map { countDown($0, by: seconds) }
    }

    private static func countDown(_ line: String, by seconds: Int) -> String {
        guard let marker = line.range(of: " s left") else { return line }
        let digits = line[..<marker.lowerBound].reversed().prefix { $0.isNumber }
        guard let value = Int(String(digits.reversed())) else { return line }
        let start = line.index(marker.lowerBound, offsetBy: -digits.count)
        return String(line[..<start]) + String(max(0, value - seconds)) + line[marker.lowerBound...]
    }
}
