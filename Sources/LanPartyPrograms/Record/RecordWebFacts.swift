import Foundation
import GameCore
import LanPartyRecord

/// `/record.json?game=ID` for the page's Leaderboard (Docs/Protocol.md §9): the game's standings and
/// the newest recorded games of it, read from the record on each request.
enum RecordWebFacts {
    /// How many recent games the page lists.
    static let recentGames = 10

    /// The handler the web site calls.
    static func provider(_ store: RecordStore) -> @Sendable (GameID) -> Data {
        { game in Data(facts(store, game: game).serialized.utf8) }
    }

    static func facts(_ store: RecordStore, game: GameID) -> JSONValue {
        do throws(RecordError) {
            let names = try store.names()
            let avatars = try store.avatars()
            let board = try store.leaderboard(module: game)
            let recent = try store.history(limit: recentGames, module: game)
            let rows: [JSONValue] = board.standings.map { row in
                .object([
                    "player": .string(row.player), "name": .string(names[row.player] ?? String(row.player.prefix(8))),
                    // The recorded avatar, else the name's own (a game recorded before avatars).
                    "avatar": .string((avatars[row.player] ?? .derived(from: names[row.player] ?? "")).compact),
                    "rating": .double((row.stats.rating.ordinal * 10).rounded() / 10), "games": .int(row.stats.games),
                    "wins": .int(row.stats.wins), "streak": .int(row.stats.currentStreak), "bestStreak": .int(row.stats.bestStreak),
                ])
            }
            let games: [JSONValue] = recent.map { summary in
                .object([
                    "id": .int(Int(summary.id)), "status": .string(summary.status.rawValue),
                    "startedAt": .int(Int(summary.startedAt.timeIntervalSince1970 * 1000)),
                    "players": .array(summary.seats.map { .string($0.name) }),
                    "winners": .array(summary.seats.filter { summary.winners.contains($0.playerID) }.map { .string($0.name) }),
                    "steps": .int(summary.steps),
                ])
            }
            return .object(["recording": true, "game": .string(game.rawValue), "leaderboard": .array(rows), "recent": .array(games)])
        } catch {
            return .object(["recording": false, "error": .string(error.message)])
        }
    }
}
