import Foundation
import GameCore
import Testing

@Suite struct ProfileStoreTests {
    /// A fresh directory under the system temporary directory, removed by the caller.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func roundTripsThroughVersionedJSON() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ProfileStore(fileURL: directory.appendingPathComponent("nested/profile.json"))
        #expect(try store.load() == nil)
        var profile = PlayerProfile(username: "Ada")
        profile.statsByGameId["crazy-eights"] = GameStats(gamesPlayed: 3, wins: 2, streakCurrent: 1, streakBest: 2)
        try store.save(profile)
        #expect(try store.load() == profile)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        #expect((json?["profile"] as? [String: Any])?["username"] as? String == "Ada")
        #expect(try store.loadOrCreate { PlayerProfile(username: "Other") } == profile)
    }

    @Test func corruptAndOversizedFilesAreReportedAndLeftUntouched() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ProfileStore(fileURL: directory.appendingPathComponent("profile.json"))
        let path = store.fileURL.path
        for garbage in ["{not json", #"{"schemaVersion":1}"#, #"{"schemaVersion":1,"profile":{"id":"x"}}"#, "[]"] {
            try Data(garbage.utf8).write(to: store.fileURL)
            #expect(throws: ProfileStoreError.corrupt(path: path)) { try store.load() }
            #expect(throws: ProfileStoreError.corrupt(path: path)) { try store.save(PlayerProfile(username: "Ada")) }
            #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == garbage)
        }
        let big = Data(repeating: 0x20, count: ProfileStore.maximumFileBytes + 1)
        try big.write(to: store.fileURL)
        #expect(throws: ProfileStoreError.tooLarge(path: path, bytes: big.count)) { try store.load() }
    }

    @Test func aNewerSchemaIsReportedAsSuchAndNotOverwritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ProfileStore(fileURL: directory.appendingPathComponent("profile.json"))
        let newer = #"{"schemaVersion":2,"profile":{"id":"00000000-0000-0000-0000-000000000001","username":"Ada"}}"#
        try Data(newer.utf8).write(to: store.fileURL)
        let expected = ProfileStoreError.newerSchema(path: store.fileURL.path, found: 2, supported: 1)
        #expect(throws: expected) { try store.load() }
        #expect(throws: expected) { try store.recordResult(of: "crazy-eights", won: true) }
        #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == newer)
    }

    @Test func finishedGamesUpdateStatsAndStreaks() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ProfileStore(fileURL: directory.appendingPathComponent("profile.json"))
        let profile = try store.loadOrCreate { PlayerProfile(username: "Ada") }
        for won in [true, true, false, true, true, true] { try store.recordResult(of: "crazy-eights", won: won) }
        var loaded = try #require(try store.load())
        #expect(loaded.globalStats == GlobalStats(totalGamesPlayed: 6, totalWins: 5))
        #expect(loaded.statsByGameId["crazy-eights"] == GameStats(gamesPlayed: 6, wins: 5, streakCurrent: 3, streakBest: 3))
        loaded.recordOutcome(GameOutcome(winners: [player(7)], summary: ""), of: "high-card")
        #expect(loaded.statsByGameId["high-card"] == GameStats(gamesPlayed: 1, wins: 0, streakCurrent: 0, streakBest: 0))
        loaded.recordOutcome(GameOutcome(winners: [profile.id, player(7)], summary: ""), of: "high-card")
        #expect(loaded.statsByGameId["high-card"]?.wins == 1 && loaded.globalStats.totalWins == 6)
    }

    @Test func theDefaultLocationFollowsXDGThenHome() throws {
        let xdg = try ProfileStore(pathOverride: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
        #expect(xdg.fileURL.path == "/data/lanparty/profile.json")
        let home = try ProfileStore(pathOverride: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
        #expect(home.fileURL.path == "/home/ada/.local/share/lanparty/profile.json")
        let override = try ProfileStore(pathOverride: "/tmp/p.json", environment: [:])
        #expect(override.fileURL.path == "/tmp/p.json")
        #expect(throws: ProfileStoreError.noDataDirectory) { try ProfileStore(pathOverride: nil, environment: [:]) }
    }
}
