import CrazyEights
import GameCore
import Testing

@Suite struct DrawPassRuleTests {
    let p1 = player(1)
    let p2 = player(2)

    @Test func youMayDrawOnlyWithoutAPlayableCard() {
        #expect(throws: GameError.invalidAction("You have a playable card; you may only draw when you cannot play.")) {
            try CrazyEights.reduce(table(hands: ["2C 5H", "3D"], discards: "9H", drawPile: "4S"), .draw, by: p1)
        }
        // An eight is always playable.
        #expect(throws: GameError.invalidAction("You have a playable card; you may only draw when you cannot play.")) {
            try CrazyEights.reduce(table(hands: ["2C 8D", "3D"], discards: "9H", drawPile: "4S"), .draw, by: p1)
        }
    }

    @Test func drawingTakesOneCardAndKeepsTheTurn() throws {
        let next = try CrazyEights.reduce(table(hands: ["2C", "3D"], discards: "9H", drawPile: "3S 5H"), .draw, by: p1)
        #expect(next.seats[0].hand == cards("2C 5H") && next.drawPile == cards("3S"))
        #expect(next.turn == 0 && next.hasDrawnThisTurn && next.lastMove == .drew(p1, count: 1))
        #expect(throws: GameError.invalidAction("You already drew this turn; play the drawn card or pass.")) {
            try CrazyEights.reduce(next, .draw, by: p1)
        }
        // The drawn card is playable: play it (or pass).
        let played = try CrazyEights.reduce(next, .play(Card(.five, .hearts)), by: p1)
        #expect(played.turn == 1 && !played.hasDrawnThisTurn)
        #expect(try CrazyEights.reduce(next, .pass, by: p1).turn == 1)
    }

    @Test func anUnplayableDrawnCardMeansPassing() throws {
        let next = try CrazyEights.reduce(table(hands: ["2C", "3D"], discards: "9H", drawPile: "5H 3S"), .draw, by: p1)
        #expect(throws: GameError.invalidAction("3S matches neither the suit (hearts) nor the rank (9) of 9H.")) {
            try CrazyEights.reduce(next, .play(Card(.three, .spades)), by: p1)
        }
        let passed = try CrazyEights.reduce(next, .pass, by: p1)
        #expect(passed.turn == 1 && !passed.hasDrawnThisTurn && passed.lastMove == .passed(p1))
    }

    @Test func passingNeedsADrawFirstOrNothingToDrawAndNothingToPlay() throws {
        #expect(throws: GameError.invalidAction("Draw a card before passing.")) {
            try CrazyEights.reduce(table(hands: ["2C", "3D"], discards: "9H", drawPile: "4S"), .pass, by: p1)
        }
        #expect(throws: GameError.invalidAction("You have a playable card; play it.")) {
            try CrazyEights.reduce(table(hands: ["2H", "3D"], discards: "9H"), .pass, by: p1)
        }
        let empty = table(hands: ["2C", "3H"], discards: "9H")
        #expect(throws: GameError.invalidAction("There is nothing left to draw; pass.")) {
            try CrazyEights.reduce(empty, .draw, by: p1)
        }
        let passed = try CrazyEights.reduce(empty, .pass, by: p1)
        #expect(passed.turn == 1 && passed.finish == nil)
    }

    @Test func anEmptyPileIsRefilledFromTheDiscardsUnderTheTopCard() throws {
        let state = table(hands: ["2C", "3D"], discards: "2S 3S 4S 9H")
        let next = try CrazyEights.reduce(state, .draw, by: p1)
        #expect(next.discardPile == cards("9H"))
        #expect(next.drawPile.count == 2 && next.seats[0].hand.count == 2)
        #expect(allCards(next).sorted() == allCards(state).sorted())
        #expect(try CrazyEights.reduce(state, .draw, by: p1) == next)  // the shuffle is seeded
    }

    @Test func drawUntilPlayableKeepsDrawingUntilACardFits() throws {
        let settings = CrazyEightsSettings(drawUntilPlayable: true)
        let next = try CrazyEights.reduce(
            table(hands: ["2C", "3D"], discards: "9H", drawPile: "JC KH 3S 4D 5C", settings: settings), .draw, by: p1)
        #expect(next.seats[0].hand == cards("2C 5C 4D 3S KH") && next.drawPile == cards("JC"))
        #expect(next.lastMove == .drew(p1, count: 4) && next.hasDrawnThisTurn)

        let dry = try CrazyEights.reduce(
            table(hands: ["2C", "3D"], discards: "9H", drawPile: "3S 4D", settings: settings), .draw, by: p1)
        #expect(dry.seats[0].hand.count == 3 && dry.drawPile.isEmpty && dry.lastMove == .drew(p1, count: 2))
        #expect(try CrazyEights.reduce(dry, .pass, by: p1).turn == 1)
    }
}
