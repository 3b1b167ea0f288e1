import CrazyEights
import Foundation
import GameCore
import Testing

/// The terminal face in a given room: a long hand wraps between cards, lined up under the first,
/// and no line is wider than the room.
@Suite struct TerminalRoomTests {
    let names = PlayerNames([player(1): "Alice", player(2): "Bob"])

    /// Alice holds 26 cards (all the hearts and clubs but the top card's), her turn.
    func bigHand() -> CrazyEightsState {
        let hearts = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
        let hand = (hearts.map { $0 + "H" } + hearts.map { $0 + "C" }).joined(separator: " ")
        return table(hands: [hand, "5S"], discards: "9S")
    }

    @Test(arguments: [40, 60, 80, 120])
    func noLineIsWiderThanTheRoomAndEveryCardIsThere(columns: Int) {
        let state = bigHand()
        let view = CrazyEights.view(of: state, for: .player(player(1)))
        let lines = CrazyEights.render(view, for: .player(player(1)), names: names, in: TerminalRoom(columns: columns, rows: 20))
            .components(separatedBy: "\n")
        #expect(lines.allSatisfy { $0.count < columns }, "\(lines)")
        let handLines = lines.drop { !$0.hasPrefix("Your hand: ") }.prefix { $0.hasPrefix("Your hand: ") || $0.hasPrefix("           ") }
        let shown = handLines.flatMap { $0.dropFirst(11).split(separator: " ").map(String.init) }
        #expect(shown.count == 26 && Set(shown) == Set(state.seats[0].hand.map(\.code)))
    }

    @Test func aNarrowRoomLinesTheWrappedCardsUpUnderTheFirst() {
        let view = CrazyEights.view(of: bigHand(), for: .player(player(1)))
        let lines = CrazyEights.render(view, for: .player(player(1)), names: names, in: TerminalRoom(columns: 40, rows: 20))
            .components(separatedBy: "\n")
        let hand = lines.firstIndex { $0.hasPrefix("Your hand: ") }!
        #expect(lines[hand] == "Your hand: AC 2C 3C 4C 5C 6C 7C 8C 9C")
        #expect(lines[hand + 1] == "           10C JC QC KC AH 2H 3H 4H 5H")
    }

    @Test func aWrappedPlayerLineKeepsItsColumns() {
        let names = PlayerNames([player(1): "Alice", player(2): "Bo"])
        let view = CrazyEights.view(of: bigHand(), for: .player(player(1)))
        let lines = CrazyEights.render(view, for: .player(player(1)), names: names, in: TerminalRoom(columns: 40, rows: 20))
            .components(separatedBy: "\n")
        #expect(lines.contains("  Bo     1 card "))
        #expect(lines[0] == "Top card: 9S   Suit: spades" && lines[1] == "Draw pile: 0   Discards: 1   Turn 1")
    }

    @Test func theStandardRoomIsTheFaceEveryoneElseGets() {
        let view = CrazyEights.view(of: bigHand(), for: .spectator)
        #expect(CrazyEights.render(view, for: .spectator, names: names)
            == CrazyEights.render(view, for: .spectator, names: names, in: .standard))
    }
}
