import GameCore
import HighCardDuel
import Testing

/// The page's How to play reads the browser's rules (taps), the terminal keeps its own.
@Suite struct HighCardDuelWebRulesTests {
    @Test func thePageGetsRulesOfItsOwn() {
        let descriptor = GameDescriptor(HighCardDuel.self)
        #expect(descriptor.webRulesText != descriptor.rulesText && descriptor.webRulesText.contains("tap"))
    }
}
