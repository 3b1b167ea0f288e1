import Foundation
import LanPartyTestKit
import Testing

/// SPEC §13 restart and issue 39, with a phone's page: a host killed mid-game and started again
/// with `lanhost --resume` gives everyone their seat back. A page left open waits for the host
/// (2 min by default, saying so, with a Leave button) and takes its seat back by itself; one that
/// gave up (a short `?wait=`) and a `lanjoin` that did (`--wait-for-host 0`) take it back when
/// the player joins again. The game goes on to its end.
@Suite("browser players: a host resumed with --resume gives everyone their seat back", .serialized, .timeLimit(.minutes(5)))
struct BrowserRestartTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aPageLeftOpenTakesItsSeatBackByItselfWhenTheHostIsResumed() async throws {
        try await LoopbackTable.with { table in
            let data = table.dataHome.appendingPathComponent("record").path
            let (host, port, webPort, arguments) = try await Self.startHost(table, data: data)
            let bo = try await table.joiner(port: port, Self.boArguments(table))
            async let phone = BrowserScript.run(
                "play_crazy_eights.py",
                ["http://127.0.0.1:\(webPort)/", "Ari", "--timeout", "240",
                 "--screenshots", try Self.screenshots("host-wait")],
                within: .seconds(280))
            try await Self.playUntilMidGame(host, bo)

            host.process.kill()
            _ = try await host.exit(within: .seconds(5))
            try await bo.first("hostUnreachable", within: .seconds(10))
            // The host stays down 10 s: the fault's duration (the input), not a synchronisation wait.
            try await Task.sleep(for: .seconds(10))

            let resumed = try await table.host(arguments + ["--resume", "--port", String(port), "--web-port", String(webPort)])
            try await resumed.first("published", within: .seconds(20))
            let listening = MonotonicTime.seconds()
            try await resumed.first("gameResumed", within: .seconds(20))
            // The host says so when each held seat comes back (`resumed`, a member).
            try await resumed.first("resumed", within: .seconds(30)) { $0["player"]?["name"]?.stringValue == "Ari" }
            print("[browser] resumed host listening -> the page took its seat back: \(String(format: "%.2f", MonotonicTime.seconds() - listening)) s")
            try await bo.first("resumed", within: .seconds(30))

            let page = try await phone
            #expect(page.exit == .exited(0), "browser: \(page.output.joined(separator: "\n"))")
            #expect(page.string("waitingBanner")?.hasPrefix("The host is gone. Waiting for it to come back (") == true, "\(page.output)")
            #expect(page.json["waitingLeave"]?.boolValue == true, "a Leave button while waiting")
            #expect(page.json["hostBack"]?.boolValue == true, "the page said it had its seat again")
            #expect(page.json["hostLost"] == nil && page.json["rejoined"] == nil)
            let winners = try await QuortexTable.expectSameWinners([resumed, bo], within: .seconds(120))
            let shownWinner = page.string("winners") ?? ""
            #expect(winners.allSatisfy { shownWinner.contains($0 == "Ari" ? "You" : $0) || shownWinner.contains($0) }, "\(shownWinner) vs \(winners)")
            #expect(bo.events(named: "gameStarted").count == 1)
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aPageAndALanjoinThatGaveUpTakeTheirSeatsBackWhenJoiningAgain() async throws {
        try await LoopbackTable.with { table in
            let data = table.dataHome.appendingPathComponent("record").path
            let (host, port, webPort, arguments) = try await Self.startHost(table, data: data)
            let bo = try await table.joiner(port: port, Self.boArguments(table) + ["--wait-for-host", "0"])
            // `?wait=5`: the page gives up 5 s after losing the host, then offers "Join again".
            async let phone = BrowserScript.run(
                "play_crazy_eights.py",
                ["http://127.0.0.1:\(webPort)/", "Ari", "--wait", "5", "--outlive-host", "150", "--timeout", "240",
                 "--screenshots", try Self.screenshots("restart")],
                within: .seconds(280))
            try await Self.playUntilMidGame(host, bo)

            host.process.kill()
            _ = try await host.exit(within: .seconds(5))
            let lost = try await bo.first("hostLost", within: .seconds(10))
            #expect(lost["rejoin"]?.stringValue?.contains("--name Bo") == true, "\(lost.line)")
            #expect(try await bo.exit(within: .seconds(10)) == .exited(4))
            // The host stays down 20 s: the fault's duration, longer than either gave it.
            try await Task.sleep(for: .seconds(20))

            let resumed = try await table.host(arguments + ["--resume"])
            try await resumed.first("published", within: .seconds(20))
            let listening = MonotonicTime.seconds()
            try await resumed.first("gameResumed", within: .seconds(20))
            #expect(try await resumed.first("published")["port"]?.intValue == port)
            #expect(try await resumed.first("published")["webPort"]?.intValue == webPort)
            let boAgain = try await table.joiner(port: port, Self.boArguments(table))
            try await boAgain.first("resumed", within: .seconds(20))

            // The page took its seat back when the player pressed Join again (within the 30 s hold).
            try await resumed.first("resumed", within: .seconds(30)) { $0["player"]?["name"]?.stringValue == "Ari" }
            print("[browser] resumed host listening -> the page joined again and had its seat: \(String(format: "%.2f", MonotonicTime.seconds() - listening)) s")

            let page = try await phone
            #expect(page.exit == .exited(0), "browser: \(page.output.joined(separator: "\n"))")
            #expect(page.string("hostLost")?.contains("did not come back within 5 s") == true, "\(page.output)")
            #expect(page.string("hostLost")?.contains("lanhost --resume") == true, "\(page.output)")
            #expect(page.json["rejoined"]?.boolValue == true)
            let winners = try await QuortexTable.expectSameWinners([resumed, boAgain], within: .seconds(120))
            let shownWinner = page.string("winners") ?? ""
            #expect(winners.allSatisfy { shownWinner.contains($0 == "Ari" ? "You" : $0) || shownWinner.contains($0) }, "\(shownWinner) vs \(winners)")
            #expect(boAgain.events(named: "gameStarted").count <= 1)
        }
    }

    /// A bot host for three (the page's Ari, Bo, Hana) recording in `data`; its port, page port
    /// and arguments (to start it again with).
    static func startHost(_ table: LoopbackTable, data: String) async throws -> (ProgramRun, Int, Int, [String]) {
        let arguments = ["--name", "Hana", "--bot", "--bot-delay", "300", "--max-players", "3", "--once", "--data-dir", data]
        let host = try await table.host(arguments)
        let published = try await host.first("published", within: .seconds(20))
        return (host, try #require(published["port"]?.intValue), try #require(published["webPort"]?.intValue), arguments)
    }

    /// Bo: a bot `lanjoin` with a profile file of its own (its seat ticket lives beside it).
    static func boArguments(_ table: LoopbackTable) -> [String] {
        ["--name", "Bo", "--bot", "--auto-ready", "--bot-delay", "300",
         "--profile", table.dataHome.appendingPathComponent("bo.json").path]
    }

    /// Everyone in and ready (the page taps Ready): the host starts the game; waits until Bo has
    /// seen a few moves.
    static func playUntilMidGame(_ host: ProgramRun, _ bo: ProgramRun) async throws {
        try await host.first("lobby", within: .seconds(60)) { lobby in
            let members = lobby["members"]?.arrayValue ?? []
            return members.count == 3 && members.allSatisfy { $0["ready"]?.boolValue == true }
        }
        host.send("start")
        let started = try await host.first("gameStarted", within: .seconds(20))
        #expect(started.line.contains("Ari") && started.line.contains("Bo"), "\(started.line.prefix(300))")
        try await bo.first("state", within: .seconds(60)) { ($0["stateSequence"]?.intValue ?? 0) >= 4 }
    }

    /// A folder for this test's screenshots.
    static func screenshots(_ name: String) throws -> String {
        let folder = try BrowserScript.artifactsFolder().appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }
}
