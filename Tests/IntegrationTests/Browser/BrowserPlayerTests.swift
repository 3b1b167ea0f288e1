import Foundation
import LanPartyTestKit
import Testing

/// A browser takes a seat in the same lobby as `lanjoin` (SPEC §9): real lanhost, real WebSocket,
/// real headless Chromium tapping the Crazy Eights face, on loopback.
@Suite("browser players: lanhost serves the page, a browser plays", .serialized, .timeLimit(.minutes(4)))
struct BrowserPlayerTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func twoBrowsersAndALanjoinBotPlayAGameAndSeeTheSameWinner() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "4",
            ])
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            #expect(webPort == port + 1, "the page is served on the TCP port + 1 by default")
            let joiner = try await table.joiner(port: port, ["--name", "Bo", "--bot", "--bot-delay", "50"])
            // Bo readies only once both browsers are in: the full lobby then starts at once, with all four.
            // Screenshots at phone (360x640) and desktop (1280x800) size are kept as test artifacts.
            let artifacts = try BrowserScript.artifactsFolder()
            let url = "http://127.0.0.1:\(webPort)/"
            // Four seats, two of them Selenium-driven pages on a loaded 2-core machine: a game can take
            // longer than the script's 90 s default (it did once in a full run), so give it 170 s.
            async let phone = BrowserScript.run(
                "play_crazy_eights.py", [url, "Ari", "--background-after", "1", "--screenshots", artifacts.path, "--timeout", "170"],
                within: .seconds(200))
            async let desktop = BrowserScript.run(
                "play_crazy_eights.py",
                [url, "Cy", "--desktop", "--reopen-after", "2", "--screenshots", artifacts.path, "--timeout", "170"],
                within: .seconds(200))
            for name in ["Ari", "Cy"] {
                try await host.first("playerJoined", within: .seconds(60), where: { $0["player"]?["name"]?.stringValue == name })
            }
            joiner.send("ready")
            let (browser, other) = try await (phone, desktop)
            #expect(other.exit == .exited(0), "second browser: \(other.output.joined(separator: "\n"))")
            // Cy's tab was closed and opened again mid-game: the same seat came back, with its hand.
            #expect(other.json["reopened"]?.boolValue == true && other.json["resumed"]?.boolValue == true, "\(other.output)")
            #expect(host.events(named: "playerJoined").filter { $0["player"]?["name"]?.stringValue == "Cy" }.count == 1)
            #expect(browser.exit == .exited(0), "browser: \(browser.output.joined(separator: "\n"))")
            let over = try await host.first("gameOver", within: .seconds(30))
            let winners = over.winnerNames
            #expect(!winners.isEmpty)
            let shown = try #require(browser.string("winners"))
            // The page names the same winner (or says "You won!" when it is the browser's seat).
            #expect(winners.contains("Ari") ? shown.contains("You") : winners.allSatisfy(shown.contains), "page: \(shown), host: \(winners)")
            let otherShown = other.string("winners") ?? ""
            #expect(winners.contains("Cy") ? otherShown.contains("You") : winners.allSatisfy(otherShown.contains), "page: \(otherShown)")
            #expect(try await joiner.first("gameOver", within: .seconds(30)).winnerNames == winners)
            // The lobby saw the browser as one more player.
            #expect(host.events(named: "playerJoined").contains { $0["player"]?["name"]?.stringValue == "Ari" })
            // Hiding the page announced the background; showing it again brought the seat back.
            #expect(browser.json["backgrounded"]?.boolValue == true)
            #expect(host.events(named: "playerAway").contains {
                $0["player"]?["name"]?.stringValue == "Ari" && $0["connection"]?.stringValue == "background"
            })
            #expect(host.events(named: "resumed").contains { $0["player"]?["name"]?.stringValue == "Ari" })
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aPrivateLobbyAdmitsTheRightPasscodeAndAWiFiBlipKeepsTheSeat() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--passcode", "Café 🎲", "--bot", "--bot-delay", "50", "--auto-start", "--once",
                "--max-players", "2",
            ])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let url = "http://127.0.0.1:\(webPort)/"
            let wrong = try await BrowserScript.run("play_crazy_eights.py", [url, "Ari", "--passcode", "1234"])
            #expect(wrong.string("refused")?.contains("Wrong passcode") == true, "\(wrong.output)")
            let right = try await BrowserScript.run(
                "play_crazy_eights.py", [url, "Ari", "--passcode", "Café 🎲", "--drop-after", "2"])
            #expect(right.exit == .exited(0), "browser: \(right.output.joined(separator: "\n"))")
            #expect(right.json["resumed"]?.boolValue == true, "the page said its seat was kept: \(right.output)")
            // The host saw the same player come back, not a new one.
            #expect(try await host.first("resumed", within: .seconds(10))["player"]?["name"]?.stringValue == "Ari")
            #expect(host.events(named: "playerJoined").filter { $0["player"]?["name"]?.stringValue == "Ari" }.count == 1)
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}

/// Every module is playable from a browser from day one: a module without a web face (forced here
/// with `?face=text`, which also serves screen readers) is shown through its terminal face (the
/// host renders the text of the viewer's own view) and a command box.
@Suite("browser players: the generic face", .timeLimit(.minutes(3)))
struct BrowserGenericFaceTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func theTerminalFaceInTheBrowserPlaysAGame() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "2"],
                game: "quortex")
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let browser = try await BrowserScript.run(
                "play_generic.py", ["http://127.0.0.1:\(webPort)/", "Ari", "Your turn", "resign"])
            #expect(browser.exit == .exited(0), "browser: \(browser.output.joined(separator: "\n"))")
            // The terminal face, rendered for the browser's own seat: its tiles and its choices.
            let screen = try #require(browser.string("screen"))
            #expect(screen.contains("Your tiles at r0:") && screen.contains("place "), "screen:\n\(screen)")
            #expect(browser.string("badCommand")?.contains("dance") == true, "\(browser.output)")
            // Resigning is an action like any other: the host's game ends with Hana the winner.
            #expect(try await host.first("gameOver", within: .seconds(20)).winnerNames == ["Hana"])
            #expect(browser.string("winners")?.contains("Hana") == true)
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
