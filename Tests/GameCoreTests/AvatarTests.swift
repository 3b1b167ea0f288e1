import Foundation
import GameCore
import Testing

/// Avatars (Docs/Protocol.md "Avatars"): the set, the name's own, the wire object, the CLI's text
/// form, and the profile file keeping a pick.
@Suite struct AvatarTests {
    @Test("the name's avatar is FNV-1a of its UTF-8 (pinned: the page's avatars.js computes the same)")
    func derivedFromTheName() {
        #expect(AvatarConfig.derived(from: "Ann") == AvatarConfig(symbol: .star, color: .purple))
        #expect(AvatarConfig.derived(from: "Dev") == AvatarConfig(symbol: .circle, color: .red))
        #expect(AvatarConfig.derived(from: "Bot 1") == AvatarConfig(symbol: .heart, color: .blue))
        #expect(AvatarConfig.derived(from: "Zoë") == AvatarConfig(symbol: .circle, color: .blue))
        #expect(PlayerProfile(username: "Ann").avatar == AvatarConfig.derived(from: "Ann"))
    }

    @Test("every glyph is one terminal cell: one scalar, no emoji presentation, not East Asian wide")
    func glyphsAreSingleWidth() {
        for symbol in AvatarSymbol.allCases {
            let scalars = Array(symbol.glyph.unicodeScalars)
            #expect(scalars.count == 1, "\(symbol)")
            #expect(scalars.first?.properties.isEmojiPresentation == false, "\(symbol)")
            #expect(AvatarSymbol(named: symbol.glyph) == symbol)
        }
        #expect(Set(AvatarSymbol.allCases.map(\.glyph)).count == AvatarSymbol.allCases.count)
        #expect(Set(AvatarColor.allCases.map(\.hex)).count == AvatarColor.allCases.count)
    }

    @Test("a profile round-trips its avatar as {version 2, baseSymbol, backgroundColorHex}")
    func profileRoundTrip() throws {
        let profile = PlayerProfile(username: "Ann", avatar: AvatarConfig(symbol: .moon, color: .teal))
        let data = try JSONEncoder().encode(profile)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let avatar = object?["avatar"] as? [String: Any]
        #expect(avatar?["version"] as? Int == 2)
        #expect(avatar?["baseSymbol"] as? String == "moon")
        #expect(avatar?["backgroundColorHex"] as? String == "#17939F")
        #expect(try JSONDecoder().decode(PlayerProfile.self, from: data) == profile)
    }

    @Test("an avatar outside the set (an older build's, a newer one's, none) is the name's own")
    func outsideTheSetFallsBackToTheName() throws {
        let id = "6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6"
        let cases = [
            ##"{"version":1,"baseSymbol":"person","backgroundColorHex":"#4A90D9"}"##,
            ##"{"version":3,"baseSymbol":"rocket","backgroundColorHex":"#D63C3C"}"##,
            ##"{"version":2,"baseSymbol":"star","backgroundColorHex":"#123456"}"##,
            #"{"baseSymbol":"\#(String(repeating: "x", count: 5000))"}"#,
            "{}",
        ]
        for avatar in cases {
            let json = #"{"id":"\#(id)","username":"Dev","avatar":\#(avatar)}"#
            let profile = try JSONDecoder().decode(PlayerProfile.self, from: Data(json.utf8))
            #expect(profile.avatar == AvatarConfig.derived(from: "Dev"), "\(avatar.prefix(60))")
        }
        let none = try JSONDecoder().decode(PlayerProfile.self, from: Data(#"{"id":"\#(id)","username":"Dev"}"#.utf8))
        #expect(none.avatar == AvatarConfig.derived(from: "Dev"))
        // The colour's hex in any case is the same colour.
        let lower = ##"{"id":"\##(id)","username":"Dev","avatar":{"baseSymbol":"sun","backgroundColorHex":"#d1438e"}}"##
        #expect(try JSONDecoder().decode(PlayerProfile.self, from: Data(lower.utf8)).avatar == AvatarConfig(symbol: .sun, color: .pink))
        // A field of the wrong type is malformed, as anywhere else.
        let wrong = #"{"id":"\#(id)","username":"Dev","avatar":{"baseSymbol":7}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PlayerProfile.self, from: Data(wrong.utf8)) }
    }

    @Test("`SYMBOL[:COLOUR]`: by name or glyph, any case; the colour defaults to the fallback's")
    func parsing() throws {
        let fallback = AvatarConfig(symbol: .circle, color: .green)
        #expect(try AvatarConfig(parsing: "star:red", fallback: fallback) == AvatarConfig(symbol: .star, color: .red))
        #expect(try AvatarConfig(parsing: "★:Blue", fallback: fallback) == AvatarConfig(symbol: .star, color: .blue))
        #expect(try AvatarConfig(parsing: "Moon", fallback: fallback) == AvatarConfig(symbol: .moon, color: .green))
        #expect(AvatarConfig(symbol: .note, color: .pink).compact == "note:pink")
        #expect(AvatarConfig(recorded: "note:pink") == AvatarConfig(symbol: .note, color: .pink))
        #expect(AvatarConfig(recorded: "rocket:pink") == nil)
        #expect(throws: AvatarError(.unknownSymbol, text: "rocket")) { try AvatarConfig(parsing: "rocket:red", fallback: fallback) }
        #expect(throws: AvatarError(.unknownColor, text: "mauve")) { try AvatarConfig(parsing: "star:mauve", fallback: fallback) }
        #expect(throws: AvatarError(.unknownSymbol, text: "")) { try AvatarConfig(parsing: "", fallback: fallback) }
        #expect(AvatarError(.unknownColor, text: "mauve").description.contains("red, orange, yellow"))
    }

    @Test("the profile file keeps a pick; one written before avatars loads with the name's")
    func profileFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-avatar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ProfileStore(fileURL: directory.appendingPathComponent("profile.json"))
        var profile = PlayerProfile(username: "Ada")
        profile.avatar = AvatarConfig(symbol: .club, color: .orange)
        try store.save(profile)
        #expect(try store.load()?.avatar == AvatarConfig(symbol: .club, color: .orange))
        let old = ##"{"schemaVersion":1,"profile":{"id":"\##(profile.id.wireString)","username":"Ada","avatar":{"version":1,"baseSymbol":"person","backgroundColorHex":"#4A90D9"}}}"##
        try Data(old.utf8).write(to: store.fileURL)
        #expect(try store.load()?.avatar == AvatarConfig.derived(from: "Ada"))
    }
}
