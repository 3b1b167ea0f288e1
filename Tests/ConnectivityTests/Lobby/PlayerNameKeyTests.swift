import Connectivity
import Testing

@Suite("Player name key: trimmed, NFC, case-folded")
struct PlayerNameKeyTests {
    @Test(arguments: ["Ari", "ari", "ARI", " Ari", "Ari ", "  aRi\t", "\u{00A0}Ari\n"])
    func spellingsOfOneNameAreOneKey(_ name: String) {
        #expect(PlayerNameKey(name) == PlayerNameKey("Ari"))
    }

    @Test func precomposedAndDecomposedLettersAreOneName() {
        let precomposed = "Ren\u{00E9}e"
        let decomposed = "Rene\u{0301}e"
        #expect(Array(precomposed.unicodeScalars) != Array(decomposed.unicodeScalars))
        #expect(PlayerNameKey(precomposed) == PlayerNameKey(decomposed))
        #expect(PlayerNameKey("RENE\u{0301}E") == PlayerNameKey(precomposed))
    }

    @Test(arguments: [("Ari", "Aria"), ("Ari", "A ri"), ("Rene", "Ren\u{00E9}"), ("Bo", "Bo2")])
    func differentNamesAreDifferentKeys(_ pair: (String, String)) {
        #expect(PlayerNameKey(pair.0) != PlayerNameKey(pair.1))
    }

    @Test func trimmingKeepsInnerSpaces() {
        #expect(PlayerNameKey.trimmed("  Ari Bo \n") == "Ari Bo")
    }
}
