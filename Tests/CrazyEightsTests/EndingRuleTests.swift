import CrazyEights
import GameCore
import Testing

@Suite struct EndingRuleTests {
    let p1 = player(1)
    let p2 = player(2)
    let p3 = player(3)

    @Test func playingTheLastCardWins() throws {
        for last in ["7H", "8C"] {
            let state = table(hands: [last, "3D 4D"], discards: "9H")
            let next = try CrazyEights.reduce(state, .play(Card(code: last)!), by: p1)
            #expect(next.finish == CrazyEightsFinish(winners: [p1], reason: .emptiedHand))
            #expect(CrazyEights.outcome(of: next) == GameOutcome(winners: [p1], summary: "Won by playing the last card."))
            #expect(CrazyEights.view(of: next, for: .player(p2)).currentPlayer == nil)
            #expect(throws: GameError.gameNotRunning) { try CrazyEights.reduce(next, .draw, by: p2) }
        }
    }

    @Test func aBlockedGameIsWonByTheFewestCards() throws {
        // Nothing to draw, and nobody holds a heart, a nine or an eight.
        let state = table(hands: ["2C 3C", "4S", "5D 6D KS"], discards: "9H")
        #expect(CrazyEights.outcome(of: state) == nil)
        let next = try CrazyEights.reduce(state, .pass, by: p1)
        #expect(next.finish == CrazyEightsFinish(winners: [p2], reason: .blocked))
    }

    @Test func blockedTiesAreBrokenByPointsThenShared() throws {
        let byPoints = try CrazyEights.reduce(table(hands: ["2C 3C", "4S KS", "5D 6D QS"], discards: "9H"), .pass, by: p1)
        #expect(byPoints.finish?.winners == [p1])
        let shared = try CrazyEights.reduce(table(hands: ["2C 3C", "4S AS", "5D 6D QS"], discards: "9H"), .pass, by: p1)
        #expect(shared.finish == CrazyEightsFinish(winners: [p1, p2], reason: .blocked))
    }

    @Test func aGameIsNotBlockedWhileSomeoneCanStillPlay() throws {
        let next = try CrazyEights.reduce(table(hands: ["2C 3C", "5H", "5D"], discards: "9H"), .pass, by: p1)
        #expect(next.finish == nil && next.turn == 1)
    }

    @Test func theTurnLimitEndsTheGameWithBlockedScoring() throws {
        var state = table(hands: ["7H 2C", "3D", "4D 5D"], discards: "9H", drawPile: "6S", settings: CrazyEightsSettings(turnLimit: 50))
        state.turnsTaken = 49
        let next = try CrazyEights.reduce(state, .play(Card(.seven, .hearts)), by: p1)
        // p1 and p2 hold one card each; p1's 2C is worth fewer points than p2's 3D.
        #expect(next.finish == CrazyEightsFinish(winners: [p1], reason: .turnLimit))
    }

    @Test func aLeaversHandGoesBackIntoThePileAndTheTurnMovesOn() throws {
        let state = table(hands: ["2C 3C", "4S 5S 6S", "7D"], discards: "9H", drawPile: "KD", turn: 1, hasDrawn: true)
        let next = CrazyEights.playerLeft(state, player: p2)
        #expect(next.seats.map(\.player) == [p1, p3])
        #expect(next.currentSeat.player == p3 && !next.hasDrawnThisTurn)
        #expect(next.drawPile.count == 4 && allCards(next).sorted() == allCards(state).sorted())
        #expect(next.lastMove == .left(p2) && next.finish == nil)
        #expect(CrazyEights.playerLeft(state, player: p2) == next)  // the reshuffle is seeded
    }

    @Test func theCurrentPlayerKeepsTheTurnWhenSomeoneBeforeThemLeaves() {
        let state = table(hands: ["2C", "4S", "7D"], discards: "9H", drawPile: "KD", turn: 1)
        let next = CrazyEights.playerLeft(state, player: p1)
        #expect(next.currentSeat.player == p2 && next.turn == 0)
        // The last seat leaving on its own turn wraps to the first seat.
        let wrap = CrazyEights.playerLeft(table(hands: ["2C", "4S", "7D"], discards: "9H", turn: 2), player: p3)
        #expect(wrap.currentSeat.player == p1)
    }

    @Test func theLastPlayerStandingWins() {
        let next = CrazyEights.playerLeft(table(hands: ["2C", "4S"], discards: "9H"), player: p1)
        #expect(next.finish == CrazyEightsFinish(winners: [p2], reason: .lastPlayerStanding))
        #expect(CrazyEights.playerLeft(next, player: p2) == next)
    }

    @Test func unknownLeaversChangeNothing() {
        let state = table(hands: ["2C", "4S"], discards: "9H")
        #expect(CrazyEights.playerLeft(state, player: player(9)) == state)
    }
}
