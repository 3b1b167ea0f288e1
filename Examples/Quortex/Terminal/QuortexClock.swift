import GameCore

/// The turn timer counts down on a screen that stays up: every "N s left" on it (the turn line,
/// when the lobby plays with `turnSeconds`) is rewritten from the seconds elapsed since it was
/// rendered, never below zero.
extension Quortex: TerminalClockGame {
    /// `screen` `elapsed` later.
    public static func screen(_ screen: [String], after elapsed: Duration) -> [String] {
        TerminalSecondsLeft.screen(screen, after: elapsed)
    }

    /// The words a turn clock is written with: "12 s left".
    static func clock(millisecondsLeft: UInt64) -> String {
        TerminalSecondsLeft.text(millisecondsLeft: millisecondsLeft)
    }
}
