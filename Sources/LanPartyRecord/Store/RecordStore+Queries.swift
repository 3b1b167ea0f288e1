import Foundation
import GameCore
import GRDB

/// One line of `lanhost --history`: a game without its journal.
public struct GameSummary: Sendable, Hashable {
    /// The game's id in the record.
    public var id: Int64
    /// The module.
    public var module: GameID
    /// The lobby's name.
    public var lobbyName: String
    /// The seats in turn order.
    public var seats: [RecordedSeat]
    /// Start and end.
    public var startedAt: Date
    /// When it ended (none while running, or when abandoned before the end was recorded).
    public var endedAt: Date?
    /// Running, finished or abandoned.
    public var status: RecordedGameStatus
    /// The winners' ids when finished.
    public var winners: [PlayerID]
    /// The outcome's sentence.
    public var summary: String?
    /// How many steps the journal holds.
    public var steps: Int
}

extension RecordStore {
    /// The newest `limit` games, newest first; `module` limits them to one game.
    public func history(limit: Int = 50, module: GameID? = nil) throws(RecordError) -> [GameSummary] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT g.*, (SELECT count(*) FROM step s WHERE s.gameId = g.id) AS stepCount FROM game g
                    WHERE ?1 IS NULL OR g.module = ?1 ORDER BY g.id DESC LIMIT ?2
                    """,
                arguments: [module?.rawValue, max(0, limit)])
            return try rows.map { row in
                let id: Int64 = row["id"]
                return GameSummary(
                    id: id, module: GameID(rawValue: row["module"]), lobbyName: row["lobbyName"],
                    seats: try seats(of: id, in: db), startedAt: date(row["startedAt"]), endedAt: (row["endedAt"] as Int64?).map(date),
                    status: RecordedGameStatus(rawValue: row["status"]) ?? .abandoned, winners: winners(row["winners"]), summary: row["summary"], steps: row["stepCount"])
            }
        }
    }

    /// A whole game with its journal, for export and replay.
    public func game(_ id: Int64) throws(RecordError) -> RecordedGame {
        let game: RecordedGame? = try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM game WHERE id = ?", arguments: [id]) else { return nil }
            let steps = try Row.fetchAll(db, sql: "SELECT * FROM step WHERE gameId = ? ORDER BY number", arguments: [id]).map(step)
            let winnerIDs: String? = row["winners"]
            return RecordedGame(
                id: id, lobbyID: UUID(uuidString: row["lobbyId"]) ?? UUID(), lobbyName: row["lobbyName"], round: row["round"],
                module: GameID(rawValue: row["module"]),
                moduleVersion: SemanticVersion(row["moduleVersion"] as String) ?? SemanticVersion(0, 0, 0),
                settings: row["settings"], seed: UInt64(row["seed"] as String) ?? 0,
                initialDigest: (row["initialDigest"] as String?).flatMap { UInt64($0, radix: 16) },
                seats: try seats(of: id, in: db), startedAt: date(row["startedAt"]), endedAt: (row["endedAt"] as Int64?).map(date),
                status: RecordedGameStatus(rawValue: row["status"]) ?? .abandoned,
                outcome: winnerIDs.map { GameOutcome(winners: winners($0), summary: row["summary"] ?? "") }, steps: steps)
        }
        guard let game else { throw RecordError(.unknownGame, "No game \(id) in the record \(databaseURL.path) ('lanhost --history' lists them).") }
        return game
    }

    /// Every finished game's seats and winners, oldest first, rated into a leaderboard per module
    /// (computer players included: beating the bot is part of the story).
    public func leaderboard(module: GameID, model: PlackettLuceModel = PlackettLuceModel()) throws(RecordError) -> Leaderboard {
        try read { db in
            var board = Leaderboard()
            let games = try Row.fetchAll(
                db, sql: "SELECT id, winners FROM game WHERE module = ? AND status = 'finished' ORDER BY id", arguments: [module.rawValue])
            for game in games {
                let seats = try seats(of: game["id"], in: db)
                board.record(
                    players: seats.map { $0.playerID.uuidString.lowercased() },
                    winners: Set(winners(game["winners"]).map { $0.uuidString.lowercased() }), model: model)
            }
            return board
        }
    }

    /// The name last seen for each player id (people and computer players of recorded games).
    public func names() throws(RecordError) -> [String: String] {
        try read { db in
            var names: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT playerId, name FROM seat ORDER BY gameId") {
                names[row["playerId"]] = row["name"]
            }
            return names
        }
    }

    /// The avatar last seen for each player id that has one (games recorded before avatars have
    /// none: a reader draws the one derived from the name, ``AvatarConfig/derived(from:)``).
    public func avatars() throws(RecordError) -> [String: AvatarConfig] {
        try read { db in
            var avatars: [String: AvatarConfig] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT playerId, avatar FROM seat WHERE avatar IS NOT NULL ORDER BY gameId") {
                if let avatar = AvatarConfig(recorded: row["avatar"] as String) { avatars[row["playerId"]] = avatar }
            }
            return avatars
        }
    }

    private func seats(of game: Int64, in db: Database) throws -> [RecordedSeat] {
        try Row.fetchAll(db, sql: "SELECT * FROM seat WHERE gameId = ? ORDER BY position", arguments: [game]).map { row in
            RecordedSeat(
                playerID: UUID(uuidString: row["playerId"]) ?? UUID(), name: row["name"], isComputer: (row["kind"] as String) == "computer",
                avatar: (row["avatar"] as String?).flatMap(AvatarConfig.init(recorded:)))
        }
    }

    private func step(_ row: Row) -> RecordedStep {
        let player = (row["playerId"] as String?).flatMap(UUID.init(uuidString:)) ?? UUID()
        let entry: GameJournalEntry
        switch GameJournalEntry.Kind(rawValue: row["kind"]) {
        case .action?: entry = .action(player: player, payload: row["payload"] ?? Data())
        case .time?: entry = .time(GameInstant(milliseconds: UInt64(clamping: row["gameTime"] as Int64? ?? 0)))
        case .playerLeft?, nil: entry = .playerLeft(player)
        }
        let digest = UInt64(row["digest"] as String, radix: 16) ?? 0
        let sequence = (row["sequence"] as Int64?).map { UInt64(clamping: $0) }
        return RecordedStep(
            step: GameJournalStep(
                entry: entry, stateDigest: digest, sequence: sequence,
                stateSequence: UInt64(clamping: row["stateSequence"] as Int64)),
            recordedAt: date(row["recordedAt"]))
    }

    private func winners(_ json: String?) -> [PlayerID] {
        guard let json, let data = json.data(using: .utf8),
            let ids = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return ids.compactMap(UUID.init(uuidString:))
    }

    private func date(_ milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
}
