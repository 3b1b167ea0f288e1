import GameCore
import Quortex
import Testing

/// The page's rules speak of taps, not of the terminal's typed commands and bracketed cells.
@Suite("Quortex web rules text")
struct QuortexWebRulesTests {
    @Test func thePageGetsRulesWithoutTypedCommands() {
        let rules = GameDescriptor(Quortex.self).webRulesText
        #expect(rules != Quortex.rulesText && rules.contains("tap"))
        for typed in ["'place", "[a]", "'show", "'resign'", "Reading the screen"] { #expect(!rules.contains(typed), "\(typed)") }
    }
}
