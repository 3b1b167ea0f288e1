import CrazyEights
import Foundation
import GameCore
@testable import LanPartyRecord
import SketchDuel
import Testing

/// The store on disk: schema, pruning, a corrupt file, a second host, a full disk (SPEC §13).
@Suite struct RecordStoreTests {
    @Test func aNewRecordHasTheSchemaAndIsInWALMode() async throws {
        try await withTemporaryRecord { store in
            #expect(try store.schemaVersion() == RecordSchema.version)
            let mode = try await store.pool.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
            #expect(try store.history().isEmpty)
        }
    }

    @Test func reopeningKeepsTheGamesAndMigratesNothingTwice() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let store = try RecordStore.open(directory: directory).store
            _ = try await RecordedBotGame.play(CrazyEights.self, players: 2, seed: 1, store: store)
        }
        let opening = try RecordStore.open(directory: directory)
        #expect(opening.notes.isEmpty)
        #expect(try opening.store.history().count == 1)
        #expect(try opening.store.schemaVersion() == RecordSchema.version)
    }

    @Test func onlyTheNewestGamesAreKept() async throws {
        try await withTemporaryRecord(keepGames: 3) { store in
            var ids: [Int64] = []
            for seed in 1...5 as ClosedRange<UInt64> {
                let game = try await RecordedBotGame.play(CrazyEights.self, players: 2, seed: seed, store: store)
                ids.append(game.recording.gameID)
            }
            #expect(try store.history().map(\.id) == Array(ids.suffix(3).reversed()))
            // The pruned games' journals went with them.
            let orphans = try await store.pool.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM step WHERE gameId NOT IN (SELECT id FROM game)")
            }
            #expect(orphans == 0)
            #expect(throws: RecordError.self) { try store.game(ids[0]) }
        }
    }

    @Test func aCorruptFileIsMovedAsideAndANewRecordStarts() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: directory.appendingPathComponent("record.sqlite"))
        let opening = try RecordStore.open(directory: directory)
        #expect(opening.notes.count == 1)
        #expect(opening.notes.first?.contains("moved it to record.unreadable-") == true, "\(opening.notes)")
        #expect(try opening.store.history().isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let aside = try #require(files.first { $0.hasPrefix("record.unreadable-") && $0.hasSuffix(".sqlite") })
        #expect(try Data(contentsOf: directory.appendingPathComponent(aside)) == garbage)
    }

    @Test func aSecondHostOnTheSameDirectoryIsToldWhoHoldsIt() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try RecordStore.open(directory: directory).store
        do {
            _ = try RecordStore.open(directory: directory)
            Issue.record("a second store opened a locked directory")
        } catch {
            #expect(error.code == .locked)
            #expect(error.message.contains("process \(ProcessInfo.processInfo.processIdentifier)"), "\(error.message)")
            #expect(error.message.contains("--data-dir"))
        }
        withExtendedLifetime(first) {}
        // Once the first is gone, the lock is free again.
    }

    @Test func theLockIsReleasedWithTheStore() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        do { _ = try RecordStore.open(directory: directory) }
        #expect(throws: Never.self) { _ = try RecordStore.open(directory: directory) }
    }

    @Test func aFullDiskStopsTheRecordingButNeverTheGame() async throws {
        try await withTemporaryRecord { store in
            let before = try await store.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") } ?? 0
            // No page beyond the empty tables' own: the journal fills its first page within the game.
            try store.limitSize(pages: before)
            let game = try await RecordedBotGame.play(SketchDuel.self, players: 2, seed: 3, store: store)
            let after = try await store.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") } ?? 0
            #expect(game.outcome != nil, "the game went on to its end")
            #expect(after == before)
            #expect(game.recording.isStopped)
            #expect(game.problems.count == 1, "said once: \(game.problems)")
            #expect(game.problems.first?.code == .writeFailed)
            #expect(game.problems.first?.message.contains("the disk is full") == true, "\(game.problems)")
        }
    }

    @Test func theLeaderboardRatesRecordedGames() async throws {
        try await withTemporaryRecord { store in
            for seed in 1...4 as ClosedRange<UInt64> {
                _ = try await RecordedBotGame.play(CrazyEights.self, players: 3, seed: seed, store: store)
            }
            let board = try store.leaderboard(module: CrazyEights.id)
            // Every game seats three new bots: twelve players, each with one game.
            #expect(board.standings.count == 12)
            #expect(board.standings.allSatisfy { $0.stats.games == 1 })
            #expect(board.standings.filter { $0.stats.wins == 1 }.count >= 4)
            let ratings = board.standings.map(\.stats.rating.ordinal)
            #expect(ratings == ratings.sorted(by: >))
            #expect(try store.leaderboard(module: SketchDuel.id).standings.isEmpty)
        }
    }

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-record-\(UUID().uuidString)")
    }
}
