import GameCore

/// Take Last's own line for each player at the end (what `gameOver.result` carries to a page).
extension TakeLast: TerminalResultGame {
    /// "You took the last token." or "Ari took the last token."; `nil` for a spectator (anyone not
    /// in the view's seats) and before the end.
    public static func result(_ view: View, for viewer: Viewer, names: PlayerNames) -> String? {
        guard let winner = view.winner, let me = viewer.playerID, view.players.contains(me) else { return nil }
        return winner == me ? "You took the last token." : "\(names.name(of: winner)) took the last token."
    }
}
