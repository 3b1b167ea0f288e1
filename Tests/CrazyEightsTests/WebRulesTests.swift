import CrazyEights
import GameCore
import Testing

/// The rules a browser shows (issue 41: Menu → How to play showed the terminal's, with typed
/// commands): the page's words, not the terminal's, for every stock game with a web face.
@Suite("web rules text")
struct WebRulesTests {
    @Test func thePageGetsRulesWithoutTypedCommands() throws {
        let descriptor = GameDescriptor(CrazyEights.self)
        #expect(descriptor.webRulesText != descriptor.rulesText)
        for typed in ["play 8H", "'draw'", "\"play", "7H is"] {
            #expect(!descriptor.webRulesText.contains(typed), "\(typed)")
        }
        #expect(descriptor.webRulesText.contains("tap"))
        // Every setting the page can change is named in the rules the page shows.
        for setting in CrazyEightsSettings.descriptors.map(\.key) {
            #expect(descriptor.webRulesText.contains(setting), "\(setting)")
        }
    }
}
