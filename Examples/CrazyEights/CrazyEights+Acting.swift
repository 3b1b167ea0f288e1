import GameCore

extension CrazyEights {
    /// The player whose turn it is; nobody once the game is over.
    public static func playersToAct(in state: CrazyEightsState) -> Set<PlayerID>? {
        state.finish == nil ? [state.currentSeat.player] : []
    }

    /// On the viewer's turn: each playable card (an eight once per suit it may name), then `draw`
    /// or `pass` when the rules allow them. Empty when it is not `player`'s turn. Complete: an eight
    /// played without a suit is the same move as naming its own suit, which is listed.
    public static func legalActions(in view: CrazyEightsView, for player: PlayerID) -> [CrazyEightsAction]? {
        guard view.finish == nil, view.viewer == player, view.isViewersTurn, let hand = view.hand else { return [] }
        var actions: [CrazyEightsAction] = []
        for card in view.playableCards.sorted() {
            if card.isEight {
                actions += Suit.allCases.map { .play(card, chosenSuit: $0) }
            } else {
                actions.append(.play(card))
            }
        }
        let stuck = !hand.contains { CrazyEightsRules.isPlayable($0, on: view.topCard, suit: view.currentSuit) }
        if stuck, !view.hasDrawnThisTurn, view.canDraw { actions.append(.draw) }
        if view.hasDrawnThisTurn || (stuck && !view.canDraw) { actions.append(.pass) }
        return actions
    }

    /// `play 7H`, `play 8H spades`, `draw`, `pass` (what ``parseCommand(_:)`` reads back).
    public static func commandLine(for action: CrazyEightsAction) -> String? {
        action.description
    }
}
