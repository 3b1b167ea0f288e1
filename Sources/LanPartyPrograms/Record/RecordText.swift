import Foundation
import GameCore
import LanPartyRecord

/// The record's lines for people and for `--json` (Docs/CLI.md "Record events").
enum RecordText {
    /// `history`: one recorded game.
    static func historyLine(_ game: GameSummary) -> CLIEvent {
        let names = game.seats.map { $0.name + ($0.isComputer ? " (computer)" : "") }
        let winners = game.seats.filter { game.winners.contains($0.playerID) }.map(\.name)
        var text = "#\(game.id)  \(game.module)  \(stamp(game.startedAt))  "
        switch game.status {
        case .finished: text += winners.isEmpty ? "no winner" : "won by " + winners.joined(separator: " and ")
        case .running: text += "unfinished"
        case .abandoned: text += "abandoned"
        }
        text += "  ·  " + names.joined(separator: ", ") + "  ·  \(game.steps) steps"
        var fields: [String: JSONValue] = [
            "id": .int(Int(game.id)), "game": .string(game.module.rawValue), "lobby": .string(game.lobbyName),
            "status": .string(game.status.rawValue), "startedAt": .string(iso(game.startedAt)), "steps": .int(game.steps),
            "seats": .array(game.seats.map(seat)), "winners": .array(game.winners.map { .string($0.wireString) }),
        ]
        if let end = game.endedAt { fields["endedAt"] = .string(iso(end)) }
        if let summary = game.summary { fields["summary"] = .string(summary) }
        return CLIEvent("recordedGame", fields, text: text)
    }

    /// "1 game", "2 wins".
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// `leaderboard`: one game's standings, best first, each name after its avatar's glyph (the
    /// recorded one, else the name's own).
    static func leaderboard(
        _ board: Leaderboard, module: GameID, names: [String: String], avatars: [String: AvatarConfig] = [:]
    ) -> CLIEvent {
        var lines = ["Leaderboard: \(module)   (rating = μ − 3σ; games, wins, streak now/best)"]
        var rows: [JSONValue] = []
        for (place, row) in board.standings.enumerated() {
            let name = names[row.player] ?? String(row.player.prefix(8))
            let avatar = avatars[row.player] ?? .derived(from: name)
            let stats = row.stats
            let counts = "\(count(stats.games, "game")), \(count(stats.wins, "win"))"
            lines.append(String(
                format: "%2d. %@ %@  %6.1f   %@, streak %d/%d", place + 1, avatar.symbol.glyph,
                name.padding(toLength: 16, withPad: " ", startingAt: 0), stats.rating.ordinal, counts,
                stats.currentStreak, stats.bestStreak))
            rows.append(.object([
                "player": .string(row.player), "name": .string(name), "avatar": .string(avatar.compact),
                "rating": .double(stats.rating.ordinal),
                "mu": .double(stats.rating.mu), "sigma": .double(stats.rating.sigma), "games": .int(stats.games),
                "wins": .int(stats.wins), "streak": .int(stats.currentStreak), "bestStreak": .int(stats.bestStreak),
            ]))
        }
        return CLIEvent("leaderboard", ["game": .string(module.rawValue), "standings": .array(rows)], text: lines.joined(separator: "\n"))
    }

    /// `replay`: one step; an action as the command it is typed as when the game's module writes
    /// one ("3. Ari: play QS"), else as its JSON.
    static func stepLine(_ step: RecordedStep, number: Int, seats: [RecordedSeat], module: GameDescriptor?) -> CLIEvent {
        func name(_ id: PlayerID) -> String { seats.first { $0.playerID == id }?.name ?? id.wireString }
        var fields: [String: JSONValue] = ["step": .int(number), "kind": .string(step.step.entry.kind.rawValue)]
        let text: String
        switch step.step.entry {
        case .action(let player, let payload):
            let action = String(decoding: payload, as: UTF8.self)
            fields["player"] = .string(player.wireString)
            fields["action"] = .string(action)
            let command = module?.commandLine(forAction: payload)
            if let command { fields["command"] = .string(command) }
            text = "\(number). \(name(player)): \(command ?? action)"
        case .time(let instant):
            fields["at"] = .int(Int(clamping: instant.milliseconds))
            text = "\(number). time \(Double(instant.milliseconds) / 1000) s"
        case .playerLeft(let player):
            fields["player"] = .string(player.wireString)
            text = "\(number). \(name(player)) left"
        }
        return CLIEvent("replayStep", fields, text: text)
    }

    /// `replay`: the verdict, compared with the recorded outcome.
    static func verdict(_ report: ReplayReport, game: RecordedGame) -> CLIEvent {
        var fields: [String: JSONValue] = [
            "id": .int(Int(game.id)), "game": .string(game.module.rawValue), "steps": .int(game.steps.count),
            "replayedSteps": .int(report.replayedSteps),
        ]
        if let divergence = report.divergence {
            fields["verified"] = .bool(false)
            fields["code"] = .string(divergence.code)
            fields["step"] = .int(divergence.stepNumber)
            return CLIEvent("replay", fields, text: "Game #\(game.id) does not replay: \(divergence)")
        }
        let recorded = game.outcome.map { Set($0.winners) }
        let replayed = report.outcome.map { Set($0.winners) }
        guard recorded == replayed else {
            fields["verified"] = .bool(false)
            fields["code"] = .string("outcome")
            return CLIEvent(
                "replay", fields,
                text: "Game #\(game.id) replays every step, but ends \(replayed == nil ? "unfinished" : "with other winners") than recorded.")
        }
        fields["verified"] = .bool(true)
        let ending = report.outcome.map { outcome in
            let winners = game.seats.filter { outcome.winners.contains($0.playerID) }.map(\.name)
            return winners.isEmpty ? "no winner" : "won by " + winners.joined(separator: " and ")
        } ?? "unfinished, as recorded"
        return CLIEvent(
            "replay", fields, text: "Game #\(game.id) (\(game.module)) replays exactly: \(game.steps.count) steps, \(ending).")
    }

    private static func seat(_ seat: RecordedSeat) -> JSONValue {
        .object(["id": .string(seat.playerID.wireString), "name": .string(seat.name), "computer": .bool(seat.isComputer)])
    }

    private static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    private static func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
