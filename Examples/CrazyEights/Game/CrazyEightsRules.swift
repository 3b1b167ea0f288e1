import GameCore

/// The rule checks shared by the host's reducer (on the full state) and the client's prediction (on
/// a view), so the two cannot disagree about what is legal.
public enum CrazyEightsRules {
    /// Whether `card` may be played on `top` when `suit` is to be followed: eights always; other cards
    /// when they match the suit or the top card's rank.
    public static func isPlayable(_ card: Card, on top: Card, suit: Suit) -> Bool {
        card.isEight || card.suit == suit || card.rank == top.rank
    }

    /// Whether a draw would yield a card: the pile, or the discards under the top card (reshuffled).
    public static func canDraw(drawPileCount: Int, discardPileCount: Int) -> Bool {
        drawPileCount > 0 || discardPileCount > 1
    }

    /// Checks a play by the current player; throws ``GameError/invalidAction(_:)`` with the broken rule.
    public static func checkPlay(
        _ card: Card, chosenSuit: Suit?, hand: [Card], top: Card, suit: Suit
    ) throws(GameError) {
        guard hand.contains(card) else { throw .invalidAction("You do not hold \(card).") }
        guard card.isEight || chosenSuit == nil else {
            throw .invalidAction("Only an eight lets you name a suit.")
        }
        guard isPlayable(card, on: top, suit: suit) else {
            throw .invalidAction("\(card) matches neither the suit (\(suit)) nor the rank (\(top.rank)) of \(top).")
        }
    }

    /// Checks a draw by the current player.
    public static func checkDraw(
        hand: [Card], top: Card, suit: Suit, hasDrawn: Bool, canDraw: Bool
    ) throws(GameError) {
        guard !hasDrawn else { throw .invalidAction("You already drew this turn; play the drawn card or pass.") }
        guard !hand.contains(where: { isPlayable($0, on: top, suit: suit) }) else {
            throw .invalidAction("You have a playable card; you may only draw when you cannot play.")
        }
        guard canDraw else { throw .invalidAction("There is nothing left to draw; pass.") }
    }

    /// Checks a pass by the current player: allowed after drawing, or when nothing can be drawn and
    /// nothing can be played.
    public static func checkPass(
        hand: [Card], top: Card, suit: Suit, hasDrawn: Bool, canDraw: Bool
    ) throws(GameError) {
        if hasDrawn { return }
        guard !hand.contains(where: { isPlayable($0, on: top, suit: suit) }) else {
            throw .invalidAction("You have a playable card; play it.")
        }
        guard !canDraw else { throw .invalidAction("Draw a card before passing.") }
    }

    /// The index of the player after `index` at a table of `count`.
    public static func seat(after index: Int, count: Int) -> Int { (index + 1) % count }

    /// The winners of a blocked (or timed-out) game: fewest cards, then fewest penalty points; every
    /// player still tied wins.
    public static func scoreWinners(_ hands: [(player: PlayerID, hand: [Card])]) -> [PlayerID] {
        func score(_ hand: [Card]) -> (Int, Int) { (hand.count, hand.reduce(0) { $0 + $1.rank.penaltyPoints }) }
        guard let best = hands.map({ score($0.hand) }).min(by: <) else { return [] }
        return hands.filter { score($0.hand) == best }.map(\.player)
    }
}
