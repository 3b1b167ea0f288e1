import Foundation
import GameCore
import GRDB
import GRDBSQLite

/// Inserts one journal step with SQLite's own binding calls: the writer inserts every step of a
/// game, and GRDB's general argument path (an array of values per row) cost several times more CPU
/// per row, taken from the game on a two-core host.
enum StepInsert {
    static let sql = """
        INSERT INTO step (gameId, number, kind, playerId, payload, sequence, stateSequence, gameTime, digest, recordedAt)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
        """

    /// Binds and runs `statement` (prepared from ``sql``) for one step.
    static func run(
        _ statement: Statement, game: Int64, number: Int, step: GameJournalStep, recordedAt: Int64, in db: Database
    ) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        sqlite3_bind_int64(handle, 1, game)
        sqlite3_bind_int64(handle, 2, Int64(number))
        bindText(handle, 3, step.entry.kind.rawValue)
        switch step.entry {
        case .action(let player, let payload):
            bindText(handle, 4, player.wireString)
            payload.withUnsafeBytes { bytes in
                _ = sqlite3_bind_blob(handle, 5, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count), transient)
            }
        case .time(let instant):
            sqlite3_bind_int64(handle, 8, Int64(clamping: instant.milliseconds))
        case .playerLeft(let player):
            bindText(handle, 4, player.wireString)
        }
        if let sequence = step.sequence { sqlite3_bind_int64(handle, 6, Int64(clamping: sequence)) }
        sqlite3_bind_int64(handle, 7, Int64(clamping: step.stateSequence))
        bindText(handle, 9, RecordStore.hex(step.stateDigest))
        sqlite3_bind_int64(handle, 10, recordedAt)
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }

    /// SQLite copies the bytes (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func bindText(_ handle: OpaquePointer?, _ index: Int32, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { chars in
                sqlite3_bind_text(handle, index, chars.baseAddress, Int32(chars.count), transient)
            }
        }
    }
}
