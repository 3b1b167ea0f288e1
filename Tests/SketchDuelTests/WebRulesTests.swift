import GameCore
import SketchDuel
import Testing

/// The page's rules speak of a finger on the canvas, not of the terminal's typed shapes.
@Suite("SketchDuel web rules text")
struct SketchDuelWebRulesTests {
    @Test func thePageGetsRulesWithoutTypedCommands() {
        let rules = GameDescriptor(SketchDuel.self).webRulesText
        #expect(rules != SketchDuel.rulesText && rules.contains("finger"))
        for typed in ["'guess", "'line", "'circle", "'undo'", "c1 w3", "4095"] { #expect(!rules.contains(typed), "\(typed)") }
    }
}
