import Foundation
import LanPartyTestKit
import Testing

/// A late joiner (issue 41): a page joins while lanhost's seat and a lanjoin bot play Crazy Eights;
/// it is told it watches and plays the next game (not just "Watching."), and the next game does
/// deal it in. Real lanhost, lanjoin and headless Chromium (Tests/Browser/late_joiner.py).
@Suite("browser players: a late joiner is told when it plays, and then plays", .timeLimit(.minutes(4)))
struct BrowserLateJoinerTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aLateJoinerWatchesThisGameAndPlaysTheNext() async throws {
        try await LoopbackTable.with { table in
            // Slow bots: the game is still running when the page has joined.
            let host = try await table.host(["--name", "Hana", "--bot", "--bot-delay", "1000", "--auto-start"])
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            // The page waits at its join form until the game has started (however long the browser
            // took to come up), then joins: a game that has just begun.
            let ready = table.dataHome.appendingPathComponent("late-joiner-ready")
            let go = table.dataHome.appendingPathComponent("late-joiner-go")
            async let script = BrowserScript.run(
                "late_joiner.py",
                [
                    "http://127.0.0.1:\(webPort)/", "Ari", "--screenshots", try BrowserScript.artifactsFolder().path,
                    "--timeout", "150", "--ready-file", ready.path, "--go-file", go.path,
                ],
                within: .seconds(180))
            try await Self.waitForFile(ready, within: .seconds(90))
            _ = try await table.joiner(port: port, ["--name", "Bo", "--bot", "--auto-ready", "--bot-delay", "1000"])
            try await host.first("gameStarted", within: .seconds(30))
            try Data().write(to: go)
            let run = try await script
            #expect(run.exit == .exited(0), "\(run.output.joined(separator: "\n"))")
            #expect(run.string("watching")?.hasPrefix("You are watching; you play in the next game.") == true, "\(run.output)")
            #expect(run.string("face")?.hasSuffix("; you watch.") == true, "\(run.output)")
            // The promise kept: Ari joined while a game ran (it watched), and the game after that one
            // dealt Ari in.
            let story = host.events.filter { ["gameStarted", "gameOver", "playerJoined"].contains($0.name) }
            let names = { (event: ProgramEvent) in event["players"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? [] }
            let joined = story.firstIndex { $0.name == "playerJoined" && $0["player"]?["name"]?.stringValue == "Ari" } ?? story.count
            let watchedOver = story[joined...].firstIndex { $0.name == "gameOver" } ?? story.count
            #expect(story[..<joined].last { $0.name != "playerJoined" }?.name == "gameStarted", "\(story.map(\.line))")
            let next = story[min(watchedOver + 1, story.count)...].first { $0.name == "gameStarted" }
            #expect(next.map(names).map(Set.init) == ["Hana", "Bo", "Ari"], "\(story.map(\.line))")
        }
    }

    /// Returns once `file` exists; throws after `timeout`.
    static func waitForFile(_ file: URL, within timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while !FileManager.default.fileExists(atPath: file.path) {
            guard ContinuousClock.now < deadline else { throw DeadlineExceeded(what: "the page's join form", timeout: timeout) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
