import Foundation
import GameCore
import Testing

@Suite struct ProfileDirectoryTests {
    @Test func namesBecomeSafeFileNamesThatIgnoreCase() {
        #expect(ProfileDirectory.fileName(for: "Ari") == "ari.json")
        #expect(ProfileDirectory.fileName(for: "  ARI ") == "ari.json")
        #expect(ProfileDirectory.fileName(for: "Hana K.") == "hana%20k%2E.json")
        #expect(ProfileDirectory.fileName(for: "../etc/passwd") == "%2E%2E%2Fetc%2Fpasswd.json")
        #expect(ProfileDirectory.fileName(for: "Zoë") == ProfileDirectory.fileName(for: "Zoe\u{308}"))
        #expect(ProfileDirectory.fileName(for: "Zoë") == "zo%C3%AB.json")
        // No separator, no leading dot, whatever the name.
        for name in ["/", ".", "..", "a/b", "x\u{0}y", "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀"] {
            let file = ProfileDirectory.fileName(for: name)
            #expect(!file.contains("/") && !file.hasPrefix(".") && file.utf8.count <= 255, "\(name) -> \(file)")
        }
    }

    @Test func longNamesStayDistinct() {
        let base = String(repeating: "é", count: 31)
        let first = ProfileDirectory.fileName(for: base + "a")
        let second = ProfileDirectory.fileName(for: base + "b")
        #expect(first != second)
        #expect(first.utf8.count <= ProfileDirectory.fileName(for: "x").utf8.count + 125)
    }

    @Test func aNameWithoutAFileOfItsOwnIsTheDefaultProfileWhenThatCarriesTheName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-dir-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = ProfileDirectory(root: root)
        // Nothing yet: each name gets a file of its own.
        #expect(try directory.store(forName: "Hana").fileURL == directory.namedFileURL(for: "Hana"))
        var legacy = PlayerProfile(username: "Hana")
        legacy.recordResult(of: "crazy-eights", won: true)
        try directory.defaultStore.save(legacy)
        // The earlier builds' single profile answers to its name, in any case.
        #expect(try directory.store(forName: "hana").fileURL == directory.defaultStore.fileURL)
        #expect(try directory.store(forName: "hana").load() == legacy)
        #expect(try directory.store(forName: "Ari").fileURL == directory.namedFileURL(for: "Ari"))
        // Once the name has a file of its own, that file wins.
        try ProfileStore(fileURL: directory.namedFileURL(for: "Hana")).save(PlayerProfile(username: "Hana"))
        #expect(try directory.store(forName: "HANA").fileURL == directory.namedFileURL(for: "Hana"))
    }
}
