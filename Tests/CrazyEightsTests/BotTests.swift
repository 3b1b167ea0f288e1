import CrazyEights
import GameCore
import Testing

@Suite struct BotTests {
    let p1 = player(1)

    func botMove(_ state: CrazyEightsState, seed: UInt64 = 1) -> CrazyEightsAction? {
        var random = SeededGenerator(seed: seed)
        let current = state.currentSeat.player
        return CrazyEights.botAction(for: CrazyEights.view(of: state, for: .player(current)), as: current, random: &random)
    }

    @Test func prefersAMatchingCardOverAnEightAndFavoursItsLongestSuit() {
        #expect(botMove(table(hands: ["8D 7H 2C", "3D"], discards: "9H")) == .play(Card(.seven, .hearts)))
        // 9S and 9C both fit; it holds more clubs.
        #expect(botMove(table(hands: ["9S 9C 2C 3C", "3D"], discards: "9H")) == .play(Card(.nine, .clubs)))
    }

    @Test func playsAnEightOnlyWhenNothingElseFitsAndNamesItsLongestSuit() {
        #expect(botMove(table(hands: ["8D 2S 3S 4C", "3D"], discards: "9H")) == .play(Card(.eight, .diamonds), chosenSuit: .spades))
        #expect(botMove(table(hands: ["8D", "3D"], discards: "9H")) == .play(Card(.eight, .diamonds), chosenSuit: .diamonds))
    }

    @Test func drawsWhenStuckAndPassesWhenItMust() {
        #expect(botMove(table(hands: ["2C", "3D"], discards: "9H", drawPile: "4S")) == .draw)
        #expect(botMove(table(hands: ["2C", "3D"], discards: "9H", drawPile: "4S", hasDrawn: true)) == .pass)
        #expect(botMove(table(hands: ["2C", "3D"], discards: "9H")) == .pass)
    }

    @Test func staysQuietWhenItIsNotItsTurn() {
        let state = table(hands: ["2C", "3H"], discards: "9H")
        var random = SeededGenerator(seed: 1)
        let view = CrazyEights.view(of: state, for: .player(player(2)))
        #expect(CrazyEights.botAction(for: view, as: player(2), random: &random) == nil)
        #expect(CrazyEights.botAction(for: CrazyEights.view(of: state, for: .spectator), as: p1, random: &random) == nil)
    }

    @Test func tiesAreBrokenByTheSeedDeterministically() {
        // 10H, JH and QH are equally good; different seeds may choose differently, the same seed never does.
        let state = table(hands: ["10H JH QH", "3D"], discards: "9H")
        let choices = (UInt64(0)..<32).map { botMove(state, seed: $0) }
        #expect(Set(choices.compactMap { $0 }).count > 1)
        #expect((UInt64(0)..<32).map { botMove(state, seed: $0) } == choices)
    }
}
