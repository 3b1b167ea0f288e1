/// A game that says how it ended for each viewer: the live terminal screen shows this line once,
/// under the final screen ("Ari won — you came 2nd with 3 cards left"), instead of leaving a
/// loser with only the winner's name.
public protocol TerminalResultGame: GameModule {
    /// The end of the game as `viewer` reads it, from the final view, or `nil` when there is
    /// nothing to add to the winners' names (e.g. for a spectator). One line, no ANSI codes. Pure.
    static func result(_ view: View, for viewer: Viewer, names: PlayerNames) -> String?
}
