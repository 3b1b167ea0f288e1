import GameCore

/// The end of a game for each player: a winner hears whom they beat by how much, everyone else
/// their own place and the cards they were left with ("Ari won — you came 2nd with 3 cards left").
extension CrazyEights: TerminalResultGame {
    /// One line for a seated `viewer` of the final view; `nil` for a spectator or a running game.
    public static func result(_ view: CrazyEightsView, for viewer: Viewer, names: PlayerNames) -> String? {
        guard let finish = view.finish, case .player(let me) = viewer,
            let mine = view.players.first(where: { $0.player == me })
        else { return nil }
        let winners = finish.winners
        if winners.contains(me) {
            let others = view.players.filter { !winners.contains($0.player) }
                .sorted { $0.cardCount < $1.cardCount }
                .map { "\(names.name(of: $0.player)) \(cards($0.cardCount))" }
            let shared = winners.count > 1 ? "You share the win" : "You won"
            return others.isEmpty ? "\(shared)!" : "\(shared)! Left holding: " + others.joined(separator: ", ") + "."
        }
        // Winners first, then fewer cards: the places a blocked game is scored by, near enough.
        let ahead = view.players.filter { $0.player != me && (winners.contains($0.player) || $0.cardCount < mine.cardCount) }
        let who = winners.map { names.name(of: $0) }.joined(separator: " and ")
        return "\(who) won — you came \(PlaceWords.ordinal(ahead.count + 1)) with \(cards(mine.cardCount)) left."
    }

    /// "1 card", "3 cards".
    private static func cards(_ count: Int) -> String { count == 1 ? "1 card" : "\(count) cards" }
}
