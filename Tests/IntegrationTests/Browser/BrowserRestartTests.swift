import Foundation
import LanPartyTestKit
import Testing

/// SPEC §13 restart, later: a host killed mid-game stays down for a minute, so every client gives up
/// ("host lost"); `lanhost --resume` then reopens the lobby and its game from the record, a
/// `lanjoin` started again with its profile takes its seat back with its saved ticket, and a phone
/// that opens the page again takes its seat back with its stored token. The game goes on to its end.
@Suite("browser players: a host resumed with --resume gives everyone their seat back", .timeLimit(.minutes(5)))
struct BrowserRestartTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aReopenedPageAndARestartedLanjoinTakeTheirSeatsBack() async throws {
        try await LoopbackTable.with { table in
            let data = table.dataHome.appendingPathComponent("record").path
            let hostArguments = [
                "--name", "Hana", "--bot", "--bot-delay", "300", "--max-players", "3", "--once",
                "--data-dir", data,
            ]
            let host = try await table.host(hostArguments)
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            let joinArguments = [
                "--name", "Bo", "--bot", "--auto-ready", "--bot-delay", "300",
                "--profile", table.dataHome.appendingPathComponent("bo.json").path,
            ]
            let bo = try await table.joiner(port: port, joinArguments)
            let artifacts = try BrowserScript.artifactsFolder()
            try FileManager.default.createDirectory(
                at: artifacts.appendingPathComponent("restart"), withIntermediateDirectories: true)
            async let phone = BrowserScript.run(
                "play_crazy_eights.py",
                ["http://127.0.0.1:\(webPort)/", "Ari", "--outlive-host", "150", "--timeout", "240",
                 "--screenshots", artifacts.appendingPathComponent("restart").path],
                within: .seconds(280))
            // Everyone in and ready (the page taps Ready): the host starts the game.
            try await host.first("lobby", within: .seconds(60)) { lobby in
                let members = lobby["members"]?.arrayValue ?? []
                return members.count == 3 && members.allSatisfy { $0["ready"]?.boolValue == true }
            }
            host.send("start")
            let started = try await host.first("gameStarted", within: .seconds(20))
            #expect(started.line.contains("Ari") && started.line.contains("Bo"), "\(started.line.prefix(300))")
            try await bo.first("state", within: .seconds(60)) { ($0["stateSequence"]?.intValue ?? 0) >= 4 }

            host.process.kill()
            _ = try await host.exit(within: .seconds(5))
            try await bo.first("hostLost", within: .seconds(15))
            #expect(try await bo.exit(within: .seconds(10)) == .exited(4))
            // The host stays down for a minute: the fault's duration (the input), not a synchronisation wait.
            try await Task.sleep(for: .seconds(60))

            let resumed = try await table.host(hostArguments + ["--resume"])
            try await resumed.first("gameResumed", within: .seconds(20))
            #expect(try await resumed.first("published")["port"]?.intValue == port)
            #expect(try await resumed.first("published")["webPort"]?.intValue == webPort)
            let boAgain = try await table.joiner(port: port, joinArguments)
            try await boAgain.first("resumed", within: .seconds(20))

            let page = try await phone
            #expect(page.exit == .exited(0), "browser: \(page.output.joined(separator: "\n"))")
            #expect(page.json["hostLost"]?.stringValue?.contains("lanhost --resume") == true, "\(page.output)")
            #expect(page.json["reopened"]?.boolValue == true)
            let winners = try await QuortexTable.expectSameWinners([resumed, boAgain], within: .seconds(120))
            #expect(page.json["winners"]?.stringValue?.isEmpty == false)
            let shownWinner = page.json["winners"]?.stringValue ?? ""
            #expect(winners.allSatisfy { shownWinner.contains($0 == "Ari" ? "You" : $0) || shownWinner.contains($0) }, "\(shownWinner) vs \(winners)")
            #expect(boAgain.events(named: "gameStarted").count <= 1)
        }
    }
}
