import CrazyEights
import Foundation
import GameCore
import Testing

/// Hands are shown sorted by suit (clubs, diamonds, hearts, spades), then rank (ace low), in the
/// view (so on the page) and on the terminal, whatever order the cards were dealt or drawn in.
@Suite struct HandOrderTests {
    let p1 = player(1)
    let p2 = player(2)

    @Test func theViewsHandIsSortedBySuitThenRank() {
        let state = table(hands: ["KH 2C 7S 8D AS 10C AH", "3D"], discards: "9H")
        let view = CrazyEights.view(of: state, for: .player(p1))
        #expect(view.hand == cards("2C 10C 8D AH KH AS 7S"))
        // The host's own order is untouched: only the view sorts.
        #expect(state.seats[0].hand == cards("KH 2C 7S 8D AS 10C AH"))
    }

    @Test func aDrawnCardTakesItsPlaceInTheSortedHand() throws {
        let state = table(hands: ["KS 2C", "3D 4D"], discards: "9H", drawPile: "5S 6S 7C")
        let next = try CrazyEights.reduce(state, .draw, by: p1)
        let view = CrazyEights.view(of: next, for: .player(p1))
        #expect(next.seats[0].hand.last == Card(.seven, .clubs))
        #expect(view.hand == cards("2C 7C KS"))
        let text = CrazyEights.render(view, for: .player(p1), names: PlayerNames([p1: "Alice", p2: "Bob"]))
        #expect(text.contains("Your hand: 2C 7C KS"), "\(text)")
    }

    @Test func everyViewOfWholeBotGamesHasASortedHand() throws {
        for seed: UInt64 in 1...5 {
            var state = try CrazyEights.initialState(players: [p1, p2, player(3)], settings: CrazyEightsSettings(), seed: seed)
            var random = SeededGenerator(seed: seed)
            var views = 0
            while state.finish == nil, views < 3000 {
                for seat in state.seats {
                    let hand = try #require(CrazyEights.view(of: state, for: .player(seat.player)).hand)
                    #expect(hand == hand.sorted() && Set(hand) == Set(seat.hand) && hand.count == seat.hand.count)
                    views += 1
                }
                let actor = state.currentSeat.player
                let view = CrazyEights.view(of: state, for: .player(actor))
                let action = try #require(CrazyEights.botAction(for: view, as: actor, random: &random))
                state = try CrazyEights.reduce(state, action, by: actor)
            }
            #expect(state.finish != nil && views > 10)
        }
    }
}
