import CrazyEights
import GameCore
import LanPartyTestKit
import Testing

@Suite struct PlayRuleTests {
    let p1 = player(1)
    let p2 = player(2)

    @Test func aCardMatchingTheSuitIsPlayedAndTheTurnPasses() throws {
        let state = table(hands: ["7H 2C", "3D 4D"], discards: "9H")
        let next = try CrazyEights.reduce(state, .play(Card(.seven, .hearts)), by: p1)
        #expect(next.topCard == Card(.seven, .hearts) && next.currentSuit == .hearts)
        #expect(next.seats[0].hand == cards("2C") && next.discardPile == cards("9H 7H"))
        #expect(next.turn == 1 && next.turnsTaken == 1)
        #expect(next.lastMove == .played(p1, Card(.seven, .hearts), chosenSuit: nil))
    }

    @Test func aCardMatchingTheRankChangesTheSuit() throws {
        let next = try CrazyEights.reduce(table(hands: ["7H 2C", "3D"], discards: "7S"), .play(Card(.seven, .hearts)), by: p1)
        #expect(next.currentSuit == .hearts && next.turn == 1)
    }

    @Test func anEightIsWildAndNamesTheSuitToFollow() throws {
        let state = table(hands: ["8C 2D", "3S 4H"], discards: "9H")
        let next = try CrazyEights.reduce(state, .play(Card(.eight, .clubs), chosenSuit: .spades), by: p1)
        #expect(next.currentSuit == .spades && next.topCard == Card(.eight, .clubs))
        #expect(next.lastMove == .played(p1, Card(.eight, .clubs), chosenSuit: .spades))
        // The next player must follow the named suit, not the eight's.
        #expect(throws: GameError.invalidAction("4H matches neither the suit (spades) nor the rank (8) of 8C.")) {
            try CrazyEights.reduce(next, .play(Card(.four, .hearts)), by: p2)
        }
        #expect(try CrazyEights.reduce(next, .play(Card(.three, .spades)), by: p2).currentSuit == .spades)
    }

    @Test func anEightWithoutANamedSuitKeepsItsOwnSuit() throws {
        let next = try CrazyEights.reduce(table(hands: ["8C 2D", "3S"], discards: "9H"), .play(Card(.eight, .clubs)), by: p1)
        #expect(next.currentSuit == .clubs)
        #expect(next.lastMove == .played(p1, Card(.eight, .clubs), chosenSuit: .clubs))
    }

    @Test func illegalPlaysAreRejectedWithTheReason() {
        let state = table(hands: ["7H 2C", "3D"], discards: "9S")
        #expect(throws: GameError.invalidAction("2C matches neither the suit (spades) nor the rank (9) of 9S.")) {
            try CrazyEights.reduce(state, .play(Card(.two, .clubs)), by: p1)
        }
        #expect(throws: GameError.invalidAction("You do not hold KS.")) {
            try CrazyEights.reduce(state, .play(Card(.king, .spades)), by: p1)
        }
        #expect(throws: GameError.invalidAction("Only an eight lets you name a suit.")) {
            try CrazyEights.reduce(table(hands: ["7S", "3D"], discards: "9S"), .play(Card(.seven, .spades), chosenSuit: .hearts), by: p1)
        }
        #expect(throws: GameError.notYourTurn) { try CrazyEights.reduce(state, .play(Card(.three, .diamonds)), by: p2) }
        #expect(throws: GameError.notAPlayer) { try CrazyEights.reduce(state, .draw, by: player(9)) }
    }

    @Test func theReducerIsPureAndDeterministic() throws {
        let state = table(hands: ["7H 2C", "3D"], discards: "9H", drawPile: "4S 5S")
        let copy = state
        let first = try CrazyEights.reduce(state, .play(Card(.seven, .hearts)), by: p1)
        let second = try CrazyEights.reduce(state, .play(Card(.seven, .hearts)), by: p1)
        #expect(state == copy && first == second)
    }

    @Test func theSameSeedAndActionsGiveTheSameGame() throws {
        for count in [2, 5] {
            let harness = BotGameTests.harness(players: count)
            let a = try harness.play(seed: 2024)
            let b = try harness.play(seed: 2024)
            #expect(a.finalState == b.finalState && a.journal.entries == b.journal.entries)
            let c = try harness.play(seed: 2025)
            #expect(a.finalState != c.finalState)
            // The recorded inputs alone replay the game (the harness checks this for every game it plays).
            try DeterminismCheck.check(a.journal, finalState: a.finalState)
        }
    }
}
