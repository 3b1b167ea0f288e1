import GameCore

/// A sensible computer player for practice games and `--bot`. It sees only its own view.
///
/// Strategy: play a matching non-eight if it can — preferring the suit it holds most (to keep
/// control), then the card worth the most penalty points (to shed risk); keep eights for when nothing
/// else fits, and then name the suit it holds most. Otherwise draw, or pass when it must. Ties are
/// broken with the supplied generator, so a given seed always gives the same choices.
public enum CrazyEightsBot {
    /// The bot's move, or `nil` when it is not `player`'s turn or the game is over.
    public static func chooseAction(
        for view: CrazyEightsView, as player: PlayerID, random: inout SeededGenerator
    ) -> CrazyEightsAction? {
        guard view.finish == nil, view.viewer == player, view.currentPlayer == player, let hand = view.hand else {
            return nil
        }
        let playable = view.playableCards.sorted()
        let counts = suitCounts(hand.filter { !$0.isEight })

        let plain = playable.filter { !$0.isEight }
        if !plain.isEmpty {
            let best = bestCandidates(plain) { (counts[$0.suit] ?? 0, $0.rank.penaltyPoints) }
            return random.pick(from: best).map { .play($0) }
        }
        if let eight = playable.first(where: \.isEight) {
            let suits = Suit.allCases.filter { (counts[$0] ?? 0) > 0 }
            let favourite = random.pick(from: bestCandidates(suits) { (counts[$0] ?? 0, 0) }) ?? eight.suit
            return .play(eight, chosenSuit: favourite)
        }
        if view.hasDrawnThisTurn || !view.canDraw { return .pass }
        return .draw
    }

    private static func suitCounts(_ cards: [Card]) -> [Suit: Int] {
        cards.reduce(into: [:]) { $0[$1.suit, default: 0] += 1 }
    }

    /// The elements with the greatest key (all of them on a tie), in input order.
    private static func bestCandidates<Element>(
        _ elements: [Element], key: (Element) -> (Int, Int)
    ) -> [Element] {
        guard let best = elements.map(key).max(by: <) else { return [] }
        return elements.filter { key($0) == best }
    }
}
