import Foundation
import LanPartyTestKit
import Testing

/// The host remembers (SPEC §13): a real `lanhost` and `lanjoin` play a game into the record, and
/// `lanhost --history`, `--export`, `--replay --verify` and `--leaderboard` read it back; a second
/// host on the same data directory is told, and hosts on without recording.
@Suite("the record: lanhost keeps every game", .timeLimit(.minutes(3)))
struct RecordProgramTests {
    @Test func aGamePlayedIsListedExportedReplayedAndRated() async throws {
        try await LoopbackTable.with { table in
            let dataDirectory = table.dataHome.appendingPathComponent("record-dir").path
            let host = try await table.host([
                "--name", "Hana", "--bot", "--auto-start", "--once", "--max-players", "2", "--bot-delay", "20",
                "--data-dir", dataDirectory,
            ])
            let recording = try await host.first("record", within: .seconds(20))
            #expect(recording["recording"]?.boolValue == true)
            #expect(recording["path"]?.stringValue == dataDirectory + "/record.sqlite")
            let port = try await GameTable.port(of: host)

            // A second host on the same data directory: told who holds it, and hosts without recording.
            let second = try await table.host(["--name", "Cy", "--data-dir", dataDirectory])
            let refused = try await second.first("record", within: .seconds(20))
            #expect(refused["recording"]?.boolValue == false)
            #expect(refused["code"]?.stringValue == "locked")
            #expect(refused["message"]?.stringValue?.contains("Another lanhost (process") == true, "\(refused)")
            _ = try await second.first("published", within: .seconds(20))
            second.send("quit")
            #expect(try await second.exit(within: .seconds(20)) == .exited(0))

            // Reading the record beside the host that records in it.
            let early = try await table.start("lanhost", ["--history", "--data-dir", dataDirectory])
            #expect(try await early.exit(within: .seconds(20)) == .exited(0))
            #expect(early.events(named: "recordedGame").isEmpty)

            let joiner = try await table.joiner(port: port, ["--name", "Ari", "--bot", "--auto-ready", "--bot-delay", "20"])
            let over = try await host.first("gameOver", within: .seconds(90))
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
            _ = try? await joiner.exit(within: .seconds(20))

            let history = try await table.start("lanhost", ["--history", "--data-dir", dataDirectory])
            #expect(try await history.exit(within: .seconds(20)) == .exited(0))
            let games = history.events(named: "recordedGame")
            #expect(games.count == 1)
            let game = try #require(games.first)
            #expect(game["status"]?.stringValue == "finished")
            #expect(game["game"]?.stringValue == "crazy-eights")
            let seatNames = game["seats"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
            #expect(seatNames == ["Hana", "Ari"])
            #expect(game["winners"]?.arrayValue?.count == over["winners"]?.arrayValue?.count)
            let id = try #require(game["id"]?.intValue)
            #expect((game["steps"]?.intValue ?? 0) > 5)

            // The export replays exactly; a changed step is named, with exit 8.
            let export = try await table.start("lanhost", ["--export", "\(id)", "--data-dir", dataDirectory])
            #expect(try await export.exit(within: .seconds(20)) == .exited(0))
            let document = try #require(export.process.stdout.lines.first { $0.hasPrefix("{\"endedAt\"") })
            let file = table.dataHome.appendingPathComponent("game.json")
            try Data(document.utf8).write(to: file)
            let verify = try await table.start("lanhost", ["--replay", file.path, "--verify"])
            #expect(try await verify.exit(within: .seconds(20)) == .exited(0))
            let verdict = try #require(verify.events(named: "replay").first)
            #expect(verdict["verified"]?.boolValue == true, "\(verdict)")
            // Without --verify, every step: each action as the command it is typed as.
            let replay = try await table.start("lanhost", ["--replay", file.path])
            #expect(try await replay.exit(within: .seconds(20)) == .exited(0))
            let actions = replay.events(named: "replayStep").filter { $0["kind"]?.stringValue == "action" }
            #expect(!actions.isEmpty)
            for step in actions {
                let command = step["command"]?.stringValue ?? ""
                #expect(["play ", "draw", "pass"].contains { command.hasPrefix($0) }, "\(step)")
            }

            var object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            var steps = try #require(object["steps"] as? [[String: Any]])
            let seats = try #require(object["seats"] as? [[String: Any]])
            let actionIndex = try #require(steps.firstIndex { $0["kind"] as? String == "action" })
            let actor = steps[actionIndex]["player"] as? String
            steps[actionIndex]["player"] = seats.compactMap { $0["player"] as? String }.first { $0 != actor }
            object["steps"] = steps
            try JSONSerialization.data(withJSONObject: object).write(to: file)
            let diverged = try await table.start("lanhost", ["--replay", file.path, "--verify"])
            #expect(try await diverged.exit(within: .seconds(20)) == .exited(8))
            let named = try #require(diverged.events(named: "replay").first)
            #expect(named["verified"]?.boolValue == false)
            #expect(named["step"]?.intValue == actionIndex + 1, "\(named)")

            // A game 42 that is not there: named, with where to look.
            let missing = try await table.start("lanhost", ["--export", "42", "--data-dir", dataDirectory])
            #expect(try await missing.exit(within: .seconds(20)) == .exited(2))
            #expect(missing.process.stderr.lines.joined().contains("No game 42 in the record"), "\(missing.process.stderr.lines)")

            let board = try await table.start("lanhost", ["--leaderboard", "--data-dir", dataDirectory])
            #expect(try await board.exit(within: .seconds(20)) == .exited(0))
            let standings = try #require(board.events(named: "leaderboard").first?["standings"]?.arrayValue)
            #expect(Set(standings.compactMap { $0["name"]?.stringValue }) == ["Hana", "Ari"])
            #expect(standings.first?["wins"]?.intValue == 1)
        }
    }

    @Test func unknownGamesAndBadFilesAreRefusedWithWords() async throws {
        try await LoopbackTable.with { table in
            let dataDirectory = table.dataHome.appendingPathComponent("empty-record").path
            let missing = try await table.start("lanhost", ["--export", "42", "--data-dir", dataDirectory])
            #expect(try await missing.exit(within: .seconds(20)) == .exited(2))
            #expect(missing.process.stderr.lines.joined().contains("No record in"), "\(missing.process.stderr.lines)")
            let garbage = table.dataHome.appendingPathComponent("not-a-game.json")
            try Data("{\"hello\": 1}".utf8).write(to: garbage)
            let bad = try await table.start("lanhost", ["--replay", garbage.path])
            #expect(try await bad.exit(within: .seconds(20)) == .exited(2))
            #expect(bad.process.stderr.lines.joined().contains("is not a LanParty game export"))
            let both = try await table.start("lanhost", ["--history", "--export", "1"])
            #expect(try await both.exit(within: .seconds(20)) == .exited(2))
        }
    }
}
