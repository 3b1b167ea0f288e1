import Foundation
import GameCore
import Testing

@Suite("UUID.wireString: the canonical lower-case form, formatted by hand")
struct WireStringTests {
    @Test("equals Foundation's uuidString lower-cased, for random and edge ids")
    func matchesFoundation() throws {
        var ids = (0..<2_000).map { _ in UUID() }
        ids.append(try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000000")))
        ids.append(try #require(UUID(uuidString: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")))
        ids.append(try #require(UUID(uuidString: "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")))
        for id in ids {
            #expect(id.wireString == id.uuidString.lowercased())
            #expect(UUID(uuidString: id.wireString) == id)
        }
    }
}
