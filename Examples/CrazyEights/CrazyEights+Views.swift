import GameCore

extension CrazyEights {
    /// The viewer's own hand (sorted by suit, then rank) and everyone's card counts; a spectator
    /// gets no hand at all. Once the game is over everyone's remaining cards are shown too (the
    /// game is over: nothing is left to hide). The pile order and the random generator are never
    /// included.
    public static func view(of state: CrazyEightsState, for viewer: Viewer) -> CrazyEightsView {
        let seated = viewer.playerID.flatMap { id in state.seats.first { $0.player == id } }
        let over = state.finish != nil
        return CrazyEightsView(
            viewer: seated?.player,
            hand: seated?.hand.sorted(),
            players: state.seats.map { .init(player: $0.player, cardCount: $0.hand.count, cards: over ? $0.hand.sorted() : nil) },
            currentPlayer: state.finish == nil ? state.currentSeat.player : nil,
            topCard: state.topCard,
            currentSuit: state.currentSuit,
            drawPileCount: state.drawPile.count,
            discardPileCount: state.discardPile.count,
            hasDrawnThisTurn: state.hasDrawnThisTurn,
            turnsTaken: state.turnsTaken,
            settings: state.settings,
            lastMove: state.lastMove,
            finish: state.finish,
            turnMillisecondsLeft: nextDeadline(of: state).flatMap { deadline in
                state.clock.map { $0.now.milliseconds(until: deadline) }
            })
    }

    /// Predicts a play or a pass on the player's own view with the same checks as the host. A blocked
    /// game cannot be foreseen (it depends on other hands); the host's next state corrects that.
    /// Counters use wrapping arithmetic: the view came from the network and must not trap.
    public static func predict(
        _ view: CrazyEightsView, _ action: CrazyEightsAction, by player: PlayerID
    ) -> CrazyEightsView? {
        guard view.finish == nil, view.viewer == player, view.currentPlayer == player, var hand = view.hand,
            let seat = view.players.firstIndex(where: { $0.player == player })
        else { return nil }
        var next = view
        do throws(GameError) {
            switch action {
            case .play(let card, let chosenSuit):
                try CrazyEightsRules.checkPlay(
                    card, chosenSuit: chosenSuit, hand: hand, top: view.topCard, suit: view.currentSuit)
                hand.removeAll { $0 == card }
                next.hand = hand
                next.players[seat].cardCount = hand.count
                next.topCard = card
                next.discardPileCount &+= 1
                next.currentSuit = card.isEight ? chosenSuit ?? card.suit : card.suit
                next.lastMove = .played(player, card, chosenSuit: card.isEight ? next.currentSuit : nil)
            case .pass:
                try CrazyEightsRules.checkPass(
                    hand: hand, top: view.topCard, suit: view.currentSuit, hasDrawn: view.hasDrawnThisTurn,
                    canDraw: view.canDraw)
                next.lastMove = .passed(player)
            case .draw:
                return nil
            }
        } catch {
            return nil
        }
        // The winning card ends the game, and the final view shows everyone's remaining cards,
        // which this view cannot know: the host's view shows it instead of a guess.
        guard !hand.isEmpty else { return nil }
        next.turnsTaken &+= 1
        next.hasDrawnThisTurn = false
        next.currentPlayer = next.players[CrazyEightsRules.seat(after: seat, count: next.players.count)].player
        if next.turnMillisecondsLeft != nil { next.turnMillisecondsLeft = UInt64(view.settings.turnSeconds) * 1000 }
        return next
    }

    /// The leaver's hand is shuffled into the draw pile and the turn moves on if it was theirs. With
    /// fewer than two players left, the remaining one wins.
    public static func playerLeft(_ state: CrazyEightsState, player: PlayerID) -> CrazyEightsState {
        guard state.finish == nil, let seat = state.seats.firstIndex(where: { $0.player == player }) else {
            return state
        }
        var next = state
        let leaver = next.seats.remove(at: seat)
        next.drawPile += leaver.hand
        next.random.shuffle(&next.drawPile)
        next.lastMove = .left(player)
        if seat < next.turn {
            next.turn -= 1
        } else if seat == next.turn {
            // The next player inherits the turn (same index, wrapping), fresh.
            next.hasDrawnThisTurn = false
            next.turn = next.seats.isEmpty ? 0 : next.turn % next.seats.count
            if let now = next.clock?.now { next.clock?.turnStarted = now }
        }
        if next.seats.count < 2 {
            next.finish = CrazyEightsFinish(winners: next.seats.map(\.player), reason: .lastPlayerStanding)
        } else if next.isBlocked {
            next.finish = CrazyEightsFinish(winners: next.scoreWinners(), reason: .blocked)
        }
        return next
    }
}
