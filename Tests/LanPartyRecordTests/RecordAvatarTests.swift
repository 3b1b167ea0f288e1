import CrazyEights
import Foundation
import GameCore
import GRDB
@testable import LanPartyRecord
import Testing

/// Avatars in the record (schema v4): kept per seat and per player, read back, exported; a record
/// written before avatars (v3) opens, migrates and reads with none.
@Suite struct RecordAvatarTests {
    private let ann = UUID(uuidString: "00000000-0000-4000-8000-0000000000a1")!
    private let bob = UUID(uuidString: "00000000-0000-4000-8000-0000000000b2")!

    private func start(avatars: [AvatarConfig?]) -> RecordedGameStart {
        RecordedGameStart(
            lobbyID: UUID(), lobbyName: "Avatars", round: 1, module: CrazyEights.id, moduleVersion: CrazyEights.version,
            settings: Data("{}".utf8), seed: 1,
            seats: [
                RecordedSeat(playerID: ann, name: "Ann", isComputer: false, avatar: avatars[0]),
                RecordedSeat(playerID: bob, name: "Bob", isComputer: false, avatar: avatars[1]),
            ],
            startedAt: Date())
    }

    @Test func seatsKeepTheirAvatarsThroughTheStoreAndTheExport() async throws {
        try await withTemporaryRecord { store in
            let star = AvatarConfig(symbol: .star, color: .red), moon = AvatarConfig(symbol: .moon, color: .teal)
            let id = try store.beginGame(start(avatars: [star, moon]))
            let game = try store.game(id)
            #expect(game.seats.map(\.avatar) == [star, moon])
            #expect(try store.avatars() == [ann.wireString: star, bob.wireString: moon])
            // The export carries them as `symbol:colour` and reads them back.
            let exported = try JSONEncoder().encode(game.seats)
            #expect(String(decoding: exported, as: UTF8.self).contains("\"avatar\":\"star:red\""))
            #expect(try JSONDecoder().decode([RecordedSeat].self, from: exported).map(\.avatar) == [star, moon])
            // A later game without a pick keeps the player's last avatar in the player table.
            _ = try store.beginGame(start(avatars: [nil, AvatarConfig(symbol: .sun, color: .pink)]))
            let kept = try await store.pool.read { db in
                try String.fetchOne(db, sql: "SELECT avatar FROM player WHERE id = ?", arguments: [ann.wireString])
            }
            #expect(kept == "star:red")
            #expect(try store.avatars()[bob.wireString] == AvatarConfig(symbol: .sun, color: .pink))
        }
    }

    @Test func aRecordFromBeforeAvatarsOpensAndReadsWithNone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Written as a build with schema v3 wrote it: no avatar columns anywhere.
        do {
            let old = try DatabaseQueue(path: directory.appendingPathComponent("record.sqlite").path)
            try RecordSchema.migrator.migrate(old, upTo: "v3: the options a lobby was opened with")
            try old.write { db in
                try db.execute(sql: """
                    INSERT INTO game (lobbyId, lobbyName, round, module, moduleVersion, settings, seed, startedAt, status)
                    VALUES ('l', 'Old', 1, 'crazy-eights', '1.0.0', x'7B7D', '1', 0, 'abandoned');
                    INSERT INTO seat (gameId, position, playerId, name, kind) VALUES (1, 0, ?, 'Ann', 'person');
                    """, arguments: [ann.wireString])
                let columns = try db.columns(in: "seat").map(\.name)
                #expect(!columns.contains("avatar"))
            }
        }
        let opening = try RecordStore.open(directory: directory)
        #expect(try opening.store.schemaVersion() == RecordSchema.version)
        let game = try opening.store.game(1)
        #expect(game.seats.map(\.name) == ["Ann"])
        #expect(game.seats.first?.avatar == nil)
        #expect(try opening.store.avatars().isEmpty)
        #expect(try opening.store.names()[ann.wireString] == "Ann")
        // An old export (no "avatar" key) still decodes.
        let oldSeat = Data(#"{"player":"\#(ann.wireString)","name":"Ann","computer":false}"#.utf8)
        #expect(try JSONDecoder().decode(RecordedSeat.self, from: oldSeat).avatar == nil)
    }
}
