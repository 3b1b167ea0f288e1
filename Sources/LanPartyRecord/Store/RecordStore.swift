import Foundation
import GRDB

/// The host's record (SPEC §13): one SQLite database (`record.sqlite`, WAL) in the data directory,
/// locked against a second host. Players seen, every game with its seats, settings, seed, outcome
/// and journal (Docs/Record.md). Thread-safe; writes are short transactions.
public final class RecordStore: Sendable {
    /// The data directory.
    public let directory: URL
    /// The database file.
    public let databaseURL: URL
    /// How many games are kept; older finished games are pruned.
    public let keepGames: Int
    let pool: DatabasePool
    /// The writer thread games' steps go through.
    let writer = RecordWriter()
    /// The directory's lock; `nil` for a reader (``openForReading(directory:)``).
    private let lock: RecordLock?

    /// The default number of games kept.
    public static let defaultKeepGames = 1000

    /// What opening found: the store, and anything people should know (a corrupt file moved aside).
    public struct Opening: Sendable {
        /// The opened record.
        public let store: RecordStore
        /// Sentences for the host's operator (empty when all was well).
        public let notes: [String]
    }

    /// Opens (creating when needed) the record in `directory`. A file SQLite cannot read as a
    /// database is moved aside and a new one started (said in ``Opening/notes``); a directory locked
    /// by another host, or one that cannot be written, throws.
    public static func open(directory: URL, keepGames: Int = defaultKeepGames) throws(RecordError) -> Opening {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw RecordError(.directoryUnavailable, "Cannot create the data directory \(directory.path): \(error.localizedDescription)")
        }
        let lock = try RecordLock(directory: directory)
        let url = directory.appendingPathComponent("record.sqlite")
        var notes: [String] = []
        let pool: DatabasePool
        do {
            pool = try openAndMigrate(url)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            let aside = try moveAside(url)
            notes.append("The record \(url.path) could not be read (\(error.resultCode == .SQLITE_NOTADB ? "not a database" : "corrupt")); "
                + "moved it to \(aside.lastPathComponent) and started a new one.")
            do {
                pool = try openAndMigrate(url)
            } catch {
                throw RecordError(.unreadable, "Cannot start a new record at \(url.path): \(error)")
            }
        } catch {
            throw RecordError(.unreadable, "Cannot open the record \(url.path): \(error)")
        }
        let store = RecordStore(directory: directory, url: url, keepGames: max(1, keepGames), pool: pool, lock: lock)
        return Opening(store: store, notes: notes)
    }

    /// Opens an existing record to read it (`--history`, `--export`, `--replay`, `--leaderboard`),
    /// beside a host that may be recording in it: no lock, no migration. Throws
    /// ``RecordError/Code/unreadable`` when there is no record there yet.
    public static func openForReading(directory: URL) throws(RecordError) -> RecordStore {
        let url = directory.appendingPathComponent("record.sqlite")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw RecordError(.unreadable, "No record in \(directory.path) yet: no game was recorded there.")
        }
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            let pool = try DatabasePool(path: url.path, configuration: configuration)
            guard try pool.read({ db in try db.tableExists("game") }) else {
                throw RecordError(.unreadable, "\(url.path) is not a LanParty record.")
            }
            return RecordStore(directory: directory, url: url, keepGames: defaultKeepGames, pool: pool, lock: nil)
        } catch let error as RecordError {
            throw error
        } catch {
            throw RecordError(.unreadable, "Cannot read the record \(url.path): \(words(error))")
        }
    }

    private init(directory: URL, url: URL, keepGames: Int, pool: DatabasePool, lock: RecordLock?) {
        self.directory = directory
        self.databaseURL = url
        self.keepGames = keepGames
        self.pool = pool
        self.lock = lock
    }

    deinit {
        writer.drainNow(self)
    }

    /// Returns once every step handed to the record so far is committed (or has failed): before
    /// the host exits, and in tests.
    public func flush() {
        writer.flush(self)
    }

    /// The schema version of the file (the number of migrations applied).
    public func schemaVersion() throws(RecordError) -> Int {
        try read { db in try RecordSchema.migrator.appliedIdentifiers(db).count }
    }

    private static func openAndMigrate(_ url: URL) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            // WAL with NORMAL: a commit is durable against a killed process (SPEC §13's restart),
            // and only a power cut may lose the newest steps; no fsync per step.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        let pool = try DatabasePool(path: url.path, configuration: configuration)
        try RecordSchema.migrator.migrate(pool)
        // A file SQLite opened but cannot read shows here.
        _ = try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM game") }
        return pool
    }

    private static func moveAside(_ url: URL) throws(RecordError) -> URL {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let aside = url.deletingLastPathComponent().appendingPathComponent("record.unreadable-\(stamp).sqlite")
        do {
            try FileManager.default.moveItem(at: url, to: aside)
            for suffix in ["-wal", "-shm"] {
                let companion = URL(fileURLWithPath: url.path + suffix)
                if FileManager.default.fileExists(atPath: companion.path) {
                    try FileManager.default.moveItem(at: companion, to: URL(fileURLWithPath: aside.path + suffix))
                }
            }
        } catch {
            throw RecordError(.unreadable, "The record \(url.path) is unreadable and could not be moved aside: \(error.localizedDescription)")
        }
        return aside
    }

    /// Runs `body` in a write transaction; failures become ``RecordError/Code/writeFailed``.
    func write<T>(_ body: (Database) throws -> T) throws(RecordError) -> T {
        do {
            return try pool.write(body)
        } catch {
            throw RecordError(.writeFailed, "Cannot write the record \(databaseURL.path): \(Self.words(error))")
        }
    }

    /// Runs `body` in a read transaction; failures become ``RecordError/Code/unreadable``.
    func read<T>(_ body: (Database) throws -> T) throws(RecordError) -> T {
        do {
            return try pool.read(body)
        } catch let error as RecordError {
            throw error
        } catch {
            throw RecordError(.unreadable, "Cannot read the record \(databaseURL.path): \(Self.words(error))")
        }
    }

    static func words(_ error: any Error) -> String {
        guard let error = error as? DatabaseError else { return "\(error)" }
        switch error.resultCode {
        case .SQLITE_FULL: return "the disk is full"
        case .SQLITE_READONLY: return "the file or disk is read-only"
        case .SQLITE_IOERR: return "a disk error (\(error.message ?? "I/O"))"
        default: return error.message ?? "\(error)"
        }
    }
}

extension RecordStore {
    /// Caps the database at `pages` pages (SQLite's `max_page_count`), so a test meets a full disk
    /// (SQLITE_FULL) without filling one.
    func limitSize(pages: Int) throws {
        try pool.write { db in try db.execute(sql: "PRAGMA max_page_count = \(pages)") }
    }
}

extension RecordStore {
    /// Moves the WAL into the database file (`PRAGMA wal_checkpoint(TRUNCATE)`): for measuring
    /// its size, and before copying the file.
    public func checkpoint() throws(RecordError) {
        do {
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        } catch {
            throw RecordError(.writeFailed, "Cannot checkpoint the record \(databaseURL.path): \(Self.words(error))")
        }
    }
}
