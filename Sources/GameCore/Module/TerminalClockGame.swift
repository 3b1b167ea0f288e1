/// A game whose terminal screen shows a clock that runs between states (SketchDuel's round timer).
///
/// The host sends a state when something happens, not every second; a screen that stays up would
/// show the time left when it was drawn. Opting in lets the live terminal screen count the clock
/// down itself, once a second, from the text the module rendered: it reads only that text.
public protocol TerminalClockGame: GameModule {
    /// `screen` (the rendered text, split into lines) as it reads `elapsed` after it was rendered:
    /// every clock on it counted down by that time, never below zero. Pure.
    static func screen(_ screen: [String], after elapsed: Duration) -> [String]
}
