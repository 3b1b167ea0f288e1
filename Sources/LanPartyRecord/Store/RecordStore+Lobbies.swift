import Foundation
import GRDB

/// A lobby as the record keeps it for a restart (SPEC §13): its snapshot (opaque here; Connectivity's
/// `LobbySnapshot` JSON), where it listened, the game it was playing, and whether its host is alive.
public struct StoredLobby: Sendable, Hashable {
    /// The lobby's id.
    public var id: UUID
    /// The snapshot's bytes.
    public var snapshot: Data
    /// Its TCP port.
    public var port: Int
    /// The page's port, when it served one.
    public var webPort: Int?
    /// The record's id of the game it was playing, if any.
    public var gameID: Int64?
    /// When it opened.
    public var openedAt: Date
    /// When its host last said it was alive (every second while it runs).
    public var aliveAt: Date
    /// When its host closed it; `nil` when the host stopped without closing it (killed, crashed).
    public var closedAt: Date?
    /// The options its host was started with (opaque here; the programs' kept-options JSON), `nil`
    /// when an older build kept it.
    public var options: Data?

    /// Creates a stored lobby.
    public init(
        id: UUID, snapshot: Data, port: Int, webPort: Int?, gameID: Int64?, openedAt: Date, aliveAt: Date,
        closedAt: Date? = nil, options: Data? = nil
    ) {
        self.id = id
        self.snapshot = snapshot
        self.port = port
        self.webPort = webPort
        self.gameID = gameID
        self.openedAt = openedAt
        self.aliveAt = aliveAt
        self.closedAt = closedAt
        self.options = options
    }
}

extension RecordStore {
    /// Writes a lobby now (one short transaction, committed before it returns): a resume token's
    /// hash must be on disk before its owner holds the token.
    public func keepLobby(_ lobby: StoredLobby) throws(RecordError) {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO lobby (id, snapshot, port, webPort, gameId, openedAt, aliveAt, closedAt, options)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET snapshot = excluded.snapshot, port = excluded.port,
                        webPort = excluded.webPort, gameId = excluded.gameId, aliveAt = excluded.aliveAt,
                        closedAt = excluded.closedAt, options = excluded.options
                    """,
                arguments: [
                    lobby.id.uuidString.lowercased(), lobby.snapshot, lobby.port, lobby.webPort, lobby.gameID,
                    Self.milliseconds(lobby.openedAt), Self.milliseconds(lobby.aliveAt),
                    lobby.closedAt.map(Self.milliseconds), lobby.options,
                ])
        }
    }

    /// Says the lobby's host is alive at `now` (queued for the writer: it may wait a few milliseconds).
    public func markLobbyAlive(_ id: UUID, at now: Date) {
        let (lobby, time) = (id.uuidString.lowercased(), Self.milliseconds(now))
        writer.enqueue(
            RecordWriter.Job(
                write: { db in try db.execute(sql: "UPDATE lobby SET aliveAt = ? WHERE id = ?", arguments: [time, lobby]) },
                failed: { _ in }),
            into: self)
    }

    /// Marks a lobby closed by its host (a later host does not reopen it).
    public func closeLobby(_ id: UUID, at now: Date) throws(RecordError) {
        try write { db in
            try db.execute(
                sql: "UPDATE lobby SET closedAt = ? WHERE id = ?",
                arguments: [Self.milliseconds(now), id.uuidString.lowercased()])
        }
    }

    /// Lobbies whose host stopped without closing them, the most recently alive first.
    public func unclosedLobbies() throws(RecordError) -> [StoredLobby] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM lobby WHERE closedAt IS NULL ORDER BY aliveAt DESC").compactMap { row in
                guard let id = UUID(uuidString: row["id"]) else { return nil }
                return StoredLobby(
                    id: id, snapshot: row["snapshot"], port: row["port"], webPort: row["webPort"], gameID: row["gameId"],
                    openedAt: Self.date(milliseconds: row["openedAt"]), aliveAt: Self.date(milliseconds: row["aliveAt"]),
                    options: row["options"])
            }
        }
    }

    /// How many steps of a game are recorded (a resumed game's journal goes on from there).
    public func stepCount(ofGame game: Int64) throws(RecordError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM step WHERE gameId = ?", arguments: [game]) ?? 0 }
    }
}
