import Foundation
import GameCore
import GRDB

/// A seat of a recorded game.
public struct RecordedSeat: Sendable, Hashable, Codable {
    /// The player's id (profile id; a computer player's own id).
    public var playerID: PlayerID
    /// The name shown in the game.
    public var name: String
    /// Whether a computer player sat here.
    public var isComputer: Bool
    /// The avatar shown in the game; `nil` in a game recorded before avatars were (schema v3 and older).
    public var avatar: AvatarConfig?

    /// Creates a seat.
    public init(playerID: PlayerID, name: String, isComputer: Bool, avatar: AvatarConfig? = nil) {
        self.playerID = playerID
        self.name = name
        self.isComputer = isComputer
        self.avatar = avatar
    }

    private enum CodingKeys: String, CodingKey {
        case playerID = "player", name, isComputer = "computer", avatar
    }

    /// Decodes `{"player": UUID, "name", "computer", "avatar": "symbol:colour"?}`; an avatar this
    /// build does not know is left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        playerID = try container.decode(UUID.self, forKey: .playerID)
        name = try container.decode(String.self, forKey: .name)
        isComputer = try container.decode(Bool.self, forKey: .isComputer)
        avatar = try container.decodeIfPresent(String.self, forKey: .avatar).flatMap(AvatarConfig.init(recorded:))
    }

    /// Encodes `{"player": UUID (lowercase), "name", "computer", "avatar": "symbol:colour"?}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(playerID.wireString, forKey: .playerID)
        try container.encode(name, forKey: .name)
        try container.encode(isComputer, forKey: .isComputer)
        try container.encodeIfPresent(avatar?.compact, forKey: .avatar)
    }
}

/// What the record keeps about a game as it starts.
public struct RecordedGameStart: Sendable, Hashable {
    /// The lobby it was played in.
    public var lobbyID: UUID
    /// The lobby's name.
    public var lobbyName: String
    /// Which game of the lobby (1, 2, …).
    public var round: Int
    /// The module.
    public var module: GameID
    /// The module's version.
    public var moduleVersion: SemanticVersion
    /// The settings snapshot.
    public var settings: Data
    /// The game's seed (it never left the host).
    public var seed: UInt64
    /// The seats, in turn order.
    public var seats: [RecordedSeat]
    /// When it started.
    public var startedAt: Date

    /// Creates a start.
    public init(
        lobbyID: UUID, lobbyName: String, round: Int, module: GameID, moduleVersion: SemanticVersion, settings: Data,
        seed: UInt64, seats: [RecordedSeat], startedAt: Date
    ) {
        self.lobbyID = lobbyID
        self.lobbyName = lobbyName
        self.round = round
        self.module = module
        self.moduleVersion = moduleVersion
        self.settings = settings
        self.seed = seed
        self.seats = seats
        self.startedAt = startedAt
    }
}

extension RecordStore {
    /// Records a game's start (its seats, and the people among them as players seen); returns its id.
    public func beginGame(_ start: RecordedGameStart) throws(RecordError) -> Int64 {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO game (lobbyId, lobbyName, round, module, moduleVersion, settings, seed, startedAt, status)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running')
                    """,
                arguments: [
                    start.lobbyID.uuidString.lowercased(), start.lobbyName, start.round, start.module.rawValue,
                    start.moduleVersion.description, start.settings, String(start.seed), Self.milliseconds(start.startedAt),
                ])
            let game = db.lastInsertedRowID
            for (position, seat) in start.seats.enumerated() {
                let id = seat.playerID.uuidString.lowercased()
                try db.execute(
                    sql: "INSERT INTO seat (gameId, position, playerId, name, kind, avatar) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [game, position, id, seat.name, seat.isComputer ? "computer" : "person", seat.avatar?.compact])
                guard !seat.isComputer else { continue }
                let seen = Self.milliseconds(start.startedAt)
                try db.execute(
                    sql: """
                        INSERT INTO player (id, name, firstSeen, lastSeen, avatar) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(id) DO UPDATE SET name = excluded.name, lastSeen = excluded.lastSeen,
                            avatar = coalesce(excluded.avatar, player.avatar)
                        """,
                    arguments: [id, seat.name, seen, seen, seat.avatar?.compact])
            }
            return game
        }
    }

    /// Sets the digest of a game's initial state (in the writer's transaction).
    func setInitialDigest(_ digest: UInt64, game: Int64, in db: Database) throws {
        try db.execute(sql: "UPDATE game SET initialDigest = ? WHERE id = ?", arguments: [Self.hex(digest), game])
    }

    /// Appends `steps` numbered from `first`, and with `outcome` closes the game (in the writer's
    /// transaction).
    func append(
        _ steps: [GameJournalStep], from first: Int, game: Int64, outcome: GameOutcome?, at now: Date, in db: Database
    ) throws {
        let recordedAt = Self.milliseconds(now)
        do {
            let insert = try db.cachedStatement(sql: StepInsert.sql)
            for (offset, step) in steps.enumerated() {
                try StepInsert.run(insert, game: game, number: first + offset, step: step, recordedAt: recordedAt, in: db)
            }
            if let outcome { try close(game, status: .finished, outcome: outcome, at: now, in: db) }
        }
    }

    /// Ends a running game (finished with its outcome, or abandoned) and prunes the oldest games.
    func close(_ game: Int64, status: RecordedGameStatus, outcome: GameOutcome?, at now: Date, in db: Database) throws {
        let winners = outcome.map { "[" + $0.winners.map { "\"\($0.uuidString.lowercased())\"" }.joined(separator: ",") + "]" }
        try db.execute(
            sql: "UPDATE game SET status = ?, endedAt = ?, winners = ?, summary = ? WHERE id = ? AND status = 'running'",
            arguments: [status.rawValue, Self.milliseconds(now), winners, outcome?.summary, game])
        // Pruning: the newest `keepGames` stay (a running game is never pruned).
        try db.execute(
            sql: "DELETE FROM game WHERE status != 'running' AND id NOT IN (SELECT id FROM game ORDER BY id DESC LIMIT ?)",
            arguments: [keepGames])
    }

    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    static func date(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    static func hex(_ digest: UInt64) -> String {
        let digits = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
