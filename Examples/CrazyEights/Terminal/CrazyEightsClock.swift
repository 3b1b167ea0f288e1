import GameCore

/// With the turn timer on, the turn clock counts down on a screen that stays up (the host sends a
/// state at each move, not each second).
extension CrazyEights: TerminalClockGame {
    /// `screen` `elapsed` later: its "N s left" counted down.
    public static func screen(_ screen: [String], after elapsed: Duration) -> [String] {
        TerminalSecondsLeft.screen(screen, after: elapsed)
    }
}
