import CrazyEights
import GameCore
import Testing

/// Suits in colour on the live screen: red suits red, black suits bold, nothing else coloured.
@Suite struct TerminalColourTests {
    @Test func cardCodesAreColouredBySuit() {
        let line = "Your hand: 2C 10H KS 8D"
        let runs = CrazyEights.colours(of: line)
        let coloured = runs.map { (String(Array(line)[$0.start..<$0.end]), $0.colour) }
        #expect(coloured.map(\.0) == ["2C", "10H", "KS", "8D"])
        #expect(coloured.map(\.1) == [.bold, .red, .bold, .red])
    }

    @Test func aCardAtTheEndOfASentenceIsColouredWithoutItsFullStop() {
        let line = "Last: Hana played 7D."
        #expect(CrazyEights.colours(of: line) == [TerminalColourRun(start: 18, end: 20, colour: .red)])
    }

    @Test func wordsThatAreNotCardsStayPlain() {
        #expect(CrazyEights.colours(of: "Top card: none   Suit: hearts   Draw pile: 37   1S 11H XD").isEmpty)
    }
}
