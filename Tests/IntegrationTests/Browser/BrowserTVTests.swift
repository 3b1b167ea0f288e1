import Foundation
import LanPartyTestKit
import Testing

/// The big screen (SPEC §15): `/tv` in real headless Chromium against a real `lanhost` on loopback.
/// Two TVs (1920x1080 and 1280x720) opened before anyone joins follow the lobby, a Crazy Eights game
/// played by a phone page and a `lanjoin` bot, the ranking and the scoreboard, and come back after a
/// dropped socket (mid-game, between games); a private lobby's TV opens with its link's passcode or
/// asks for it once; a TV whose host is killed comes back by itself to the lobby reopened on its
/// port, and to another lobby started at its address.
/// Screenshots: `.build/test-artifacts/browser/tv-*.png`.
@Suite("big screen: the /tv page follows the party", .serialized, .timeLimit(.minutes(8)))
struct BrowserTVTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func tvsOpenedBeforeAnyoneJoinsFollowTheLobbyAGameAndTheScoreboard() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--dedicated", "--name", "Hub"])
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            async let tv = BrowserScript.run(
                "play_tv.py", ["http://127.0.0.1:\(webPort)/", "party", "--screenshots", artifacts.path],
                within: .seconds(420))
            // The phone joins first (the VIP of a dedicated host), then the lanjoin player.
            try await host.first("playerJoined", within: .seconds(90), where: { $0["player"]?["name"]?.stringValue == "Ari" })
            let joiner = try await table.joiner(port: port, ["--name", "Cy", "--bot", "--auto-ready"])
            let run = try await tv
            #expect(run.exit == .exited(0), "play_tv: \(run.output.joined(separator: "\n"))")
            let json = run.json
            // The lobby before anyone joined: a QR code that loaded, large on both screens.
            #expect(json["qr"]?["loaded"]?.boolValue == true)
            let qrHeight = json["qr"]?["height"]?.doubleValue ?? 0
            #expect(qrHeight >= 540, "the QR code is \(qrHeight) px tall at 1080")
            #expect((json["qrSmallTV"]?["height"]?.doubleValue ?? 0) >= 360)
            #expect(json["emptyLine"]?.stringValue == "Scan the code to join.")
            // The roster, the VIP and what the room waits for.
            #expect(Set(json["roster"]?.arrayValue?.compactMap(\.stringValue) ?? []) == ["Ari", "Cy"])
            #expect(json["vip"]?.stringValue == "Ari")
            #expect(json["readyLine"]?.stringValue?.contains("waiting for Ari to start") == true)
            // The game: a face (the module's own or the text face, large), every player, whose turn.
            let face = json["face"]?["face"]?.stringValue
            #expect(face == "screen" || face == "text", "face: \(String(describing: face))")
            if face == "text" { #expect((json["face"]?["fontPx"]?.doubleValue ?? 0) >= 16) }
            #expect(json["trafficRecorded"]?.boolValue == true)
            #expect(Set(json["face"]?["players"]?.arrayValue?.compactMap(\.stringValue) ?? []) == ["Ari", "Cy"])
            let turns = json["turns"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(turns.contains("Ari's turn") && turns.contains("Cy's turn"), "\(turns)")
            // The same winner as the host's, and everyone in the ranking.
            let over = try await host.first("gameOver", within: .seconds(30))
            let winners = over.winnerNames
            let shown = json["winners"]?.stringValue ?? ""
            #expect(!winners.isEmpty && winners.allSatisfy(shown.contains), "TV: \(shown), host: \(winners)")
            #expect(Set(json["ranking"]?.arrayValue?.compactMap(\.stringValue) ?? []) == ["Ari", "Cy"])
            // Between games: the scoreboard, the record's leaderboard, and the code still there.
            let scores = json["scores"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(scores.count == 2 && scores.contains { $0.contains("Ari") } && scores.contains { $0.contains("Cy") })
            #expect(Set(json["leaderboard"]?.arrayValue?.compactMap(\.stringValue) ?? []) == ["Ari", "Cy"])
            #expect(json["qrBetween"]?["loaded"]?.boolValue == true)
            #expect(json["rejoinedMidGame"]?.boolValue == true && json["rejoined"]?.boolValue == true)
            #expect(json["pageErrors"]?.arrayValue?.isEmpty == true, "\(json["pageErrors"] ?? .null)")
            // The TVs hold no seat: only the two players ever joined, and they stayed. Each TV opened
            // a screen, and each dropped one a new one.
            let joined = host.events(named: "playerJoined").compactMap { $0["player"]?["name"]?.stringValue }
            #expect(joined.sorted() == ["Ari", "Cy"], "\(joined)")
            #expect(host.events(named: "screenOpened").count >= 4)
            #expect(host.events(named: "screenClosed").count >= 2)
            #expect(try await joiner.first("gameOver", within: .seconds(30)).winnerNames == winners)
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aPrivateLobbysTVOpensWithItsLinkOrAsksThePasscodeOnce() async throws {
        try await LoopbackTable.with { table in
            let passcode = "Café 🎲+&"
            let host = try await table.host(["--dedicated", "--name", "Den", "--passcode", passcode])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            let run = try await BrowserScript.run(
                "play_tv.py",
                ["http://127.0.0.1:\(webPort)/", "private", "--passcode", passcode, "--screenshots", artifacts.path],
                within: .seconds(240))
            #expect(run.exit == .exited(0), "play_tv: \(run.output.joined(separator: "\n"))")
            #expect(run.string("lobbyName") == "Den's lobby")
            // The passcode is read from the link and taken off the address bar.
            #expect(run.string("hashAfter") == "")
            #expect(run.json["reloaded"]?.boolValue == true)
            #expect(run.string("wrong")?.contains("Wrong passcode") == true, "\(run.output)")
            #expect(run.json["typed"]?.boolValue == true)
            // Three screens opened (the link's, its reload, the typed passcode's); no player.
            #expect(host.events(named: "playerJoined").isEmpty)
            #expect(host.events(named: "screenOpened").count == 3)
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aTVWhoseHostIsStartedAgainComesBackByItself() async throws {
        try await LoopbackTable.with { table in
            let arguments = ["--dedicated", "--name", "Hub"]
            let host = try await table.host(arguments)
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            let address = ["--port", String(port), "--web-port", String(webPort)]
            let artifacts = try BrowserScript.artifactsFolder()
            let joinsFile = table.dataHome.appendingPathComponent("tv-joins")
            async let tv = BrowserScript.run(
                "play_tv.py",
                [
                    "http://127.0.0.1:\(webPort)/", "restart", "--expect-name", "Bea's lobby", "--screenshots", artifacts.path,
                    "--joins-file", joinsFile.path,
                ],
                within: .seconds(180))
            try await host.first("screenOpened", within: .seconds(60))
            // Killed, then started again on its port: the record reopens the same lobby.
            host.process.kill()
            _ = try await host.exit(within: .seconds(5))
            // Each host stays down 3 s: the fault's duration (the input), not a synchronisation wait.
            try await Task.sleep(for: .seconds(3))
            let again = try await table.host(arguments + address)
            try await again.first("resuming", within: .seconds(20))
            try await again.first("screenOpened", within: .seconds(60))
            // The TV has read its welcome back (the host's screenOpened is only its hello).
            try await Self.waitForJoins(2, in: joinsFile, within: .seconds(60))
            // Then another lobby at the same address (no record to reopen it from).
            again.process.kill()
            _ = try await again.exit(within: .seconds(5))
            try await Task.sleep(for: .seconds(3))
            let other = try await table.host(["--dedicated", "--name", "Bea", "--no-record"] + address)
            try await other.first("screenOpened", within: .seconds(60))
            let run = try await tv
            #expect(run.exit == .exited(0), "play_tv: \(run.output.joined(separator: "\n"))")
            let joins = run.json["joins"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(joins.first == "Hub's lobby" && joins.last == "Bea's lobby", "\(joins)")
            #expect(joins.dropLast().count >= 2 && joins.dropLast().allSatisfy { $0 == "Hub's lobby" }, "\(joins)")
            #expect(run.json["lost"]?.arrayValue?.compactMap(\.stringValue).contains("Reconnecting…") == true, "\(run.output)")
        }
    }

    /// Returns once the TV has counted `count` joins (play_tv.py's `--joins-file`); throws after `timeout`.
    static func waitForJoins(_ count: Int, in file: URL, within timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while (try? String(contentsOf: file, encoding: .utf8)).flatMap({ Int($0) }) ?? 0 < count {
            guard ContinuousClock.now < deadline else { throw DeadlineExceeded(what: "the TV's join \(count)", timeout: timeout) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
