import GameCore

/// The end of a game for each player: in a race, the winner's points and the viewer's place and
/// points ("Ari won with 7 points — you came 2nd with 5"); in a duet, how many rounds the pair
/// guessed against how many it needed.
extension SketchDuel: TerminalResultGame {
    /// One line for a seated `viewer` of the final view; `nil` for a spectator or a running game.
    public static func result(_ view: SketchDuelView, for viewer: Viewer, names: PlayerNames) -> String? {
        guard let finish = view.finish, case .player(let me) = viewer, let seat = view.players.firstIndex(of: me) else {
            return nil
        }
        let winners = finish.winners.map { names.name(of: $0) }.joined(separator: " and ")
        let won = finish.winners.contains(me)
        switch finish.reason {
        case .duetWon, .duetLost:
            let partner = view.players.first { $0 != me }.map { "You and \(names.name(of: $0))" } ?? "You"
            let needed = view.roundsToWin.map { ", \($0) needed" } ?? ""
            let outcome = finish.reason == .duetWon ? "won together" : "lost together"
            return "\(partner) \(outcome) — \(view.roundsGuessed) of \(view.history.count) rounds guessed\(needed)."
        case .left:
            if won { return "Everyone else left — you won with \(points(view.scores[seat]))!" }
            if view.departed.contains(me) { return winners.isEmpty ? "You left the game." : "\(winners) won — you left the game." }
            return winners.isEmpty ? "Too many players left — nobody won." : "\(winners) won — too many players left."
        case .points:
            let mine = view.scores[seat]
            let place = 1 + view.scores.filter { $0 > mine }.count
            if won {
                let shared = finish.winners.count > 1 ? "You share the win" : "You won"
                let next = view.scores.filter { $0 < mine }.max().map { ", next best \(points($0))" } ?? ""
                return "\(shared) with \(points(mine))\(next)!"
            }
            let best = view.scores.max() ?? mine
            return "\(winners) won with \(points(best)) — you came \(PlaceWords.ordinal(place)) with \(points(mine))."
        }
    }

    /// "1 point", "7 points".
    private static func points(_ count: Int) -> String { count == 1 ? "1 point" : "\(count) points" }
}
