import GameCore

extension CrazyEights {
    /// Applies a move of the current player; see ``CrazyEightsRules`` for the legality checks.
    public static func reduce(
        _ state: CrazyEightsState, _ action: CrazyEightsAction, by player: PlayerID
    ) throws(GameError) -> CrazyEightsState {
        guard state.finish == nil else { throw .gameNotRunning }
        guard let seat = state.seats.firstIndex(where: { $0.player == player }) else { throw .notAPlayer }
        guard seat == state.turn else { throw .notYourTurn }
        var next = state
        switch action {
        case .play(let card, let chosenSuit): try next.play(card, chosenSuit: chosenSuit)
        case .draw: try next.draw()
        case .pass: try next.pass()
        }
        return next
    }
}

extension CrazyEightsState {
    mutating func play(_ card: Card, chosenSuit: Suit?) throws(GameError) {
        let player = currentSeat.player
        try CrazyEightsRules.checkPlay(
            card, chosenSuit: chosenSuit, hand: currentSeat.hand, top: topCard, suit: currentSuit)
        seats[turn].hand.removeAll { $0 == card }
        discardPile.append(card)
        currentSuit = card.isEight ? chosenSuit ?? card.suit : card.suit
        lastMove = .played(player, card, chosenSuit: card.isEight ? currentSuit : nil)
        if seats[turn].hand.isEmpty {
            turnsTaken += 1
            finish = CrazyEightsFinish(winners: [player], reason: .emptiedHand)
            return
        }
        endTurn()
    }

    mutating func draw() throws(GameError) {
        let player = currentSeat.player
        try CrazyEightsRules.checkDraw(
            hand: currentSeat.hand, top: topCard, suit: currentSuit, hasDrawn: hasDrawnThisTurn, canDraw: canDraw)
        let drawn = drawCards()
        hasDrawnThisTurn = true
        lastMove = .drew(player, count: drawn)
    }

    mutating func pass() throws(GameError) {
        try CrazyEightsRules.checkPass(
            hand: currentSeat.hand, top: topCard, suit: currentSuit, hasDrawn: hasDrawnThisTurn, canDraw: canDraw)
        lastMove = .passed(currentSeat.player)
        endTurn()
    }

    /// Draws one card, or under the house rule until a playable one (or the pile runs out); the count.
    mutating func drawCards() -> Int {
        var drawn = 0
        while let card = takeFromPile() {
            seats[turn].hand.append(card)
            drawn += 1
            if !settings.drawUntilPlayable || CrazyEightsRules.isPlayable(card, on: topCard, suit: currentSuit) {
                break
            }
        }
        return drawn
    }

    /// The next card to draw, reshuffling the discards under the top card when the pile is empty.
    private mutating func takeFromPile() -> Card? {
        if drawPile.isEmpty, discardPile.count > 1 {
            let top = discardPile.removeLast()
            drawPile = discardPile
            discardPile = [top]
            random.shuffle(&drawPile)
        }
        return drawPile.popLast()
    }

    /// Completes the turn and ends the game if the turn limit is reached or nobody can move again.
    mutating func endTurn() {
        turnsTaken += 1
        turn = CrazyEightsRules.seat(after: turn, count: seats.count)
        hasDrawnThisTurn = false
        if let now = clock?.now { clock?.turnStarted = now }
        if turnsTaken >= settings.turnLimit {
            finish = CrazyEightsFinish(winners: scoreWinners(), reason: .turnLimit)
        } else if isBlocked {
            finish = CrazyEightsFinish(winners: scoreWinners(), reason: .blocked)
        }
    }

    /// Nothing can be drawn and no hand holds a playable card: every turn from now on would be a pass.
    var isBlocked: Bool {
        !canDraw
            && !seats.contains { seat in
                seat.hand.contains { CrazyEightsRules.isPlayable($0, on: topCard, suit: currentSuit) }
            }
    }

    func scoreWinners() -> [PlayerID] {
        CrazyEightsRules.scoreWinners(seats.map { ($0.player, $0.hand) })
    }
}
