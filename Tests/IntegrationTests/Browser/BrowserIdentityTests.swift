import Foundation
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Identity and invitations in a browser (SPEC §12): names are unique, an away player's seat is taken
/// back from another device ("That's me") once the VIP allows it, a private lobby's tab reloads into its seat, the page
/// opened on 127.0.0.1 invites with a LAN link, and a player called "You" is never mistaken for the
/// viewer. Real lanhost, real headless Chromium, on loopback.
@Suite("browser players: identity and invitations", .serialized, .timeLimit(.minutes(4)))
struct BrowserIdentityTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func anAwayPlayersSeatIsTakenBackFromAnotherBrowserOnceTheVIPAllowsItAndThePageInvitesWithALANLink() async throws {
        try await LoopbackTable.with { table in
            // A dedicated host: Hana, the first to join, is the VIP who answers "That's me".
            let host = try await table.host(["--dedicated", "--max-players", "4"])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let links = try await host.first("web", within: .seconds(20))["urls"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let run = try await BrowserScript.run(
                "identity.py", ["reclaim", "http://127.0.0.1:\(webPort)/", "Ari", "ari ", "Hana"], within: .seconds(180))
            #expect(run.exit == .exited(0), "browser: \(run.output.joined(separator: "\n"))")
            #expect(run.string("heldMessage") == "Ari's seat is waiting for Ari to come back. Is that you?", "\(run.output)")
            #expect(run.json["offered"]?.boolValue == true)
            // "That's me" asks: nothing is given before the VIP's yes.
            #expect(run.string("pending") == "Asking Hana (the VIP) to let you take Ari's seat…", "\(run.output)")
            #expect(run.json["seatedBeforeYes"]?.boolValue == false)
            #expect(run.string("vipPrompt")?.contains("asks for Ari's seat") == true, "\(run.output)")
            #expect(run.json["vipPromptGone"]?.boolValue == true)
            let asked = try await host.first("seatClaim", within: .seconds(10))
            #expect(asked["player"]?["name"]?.stringValue == "Ari" && asked["name"]?.stringValue == "ari")
            let answered = try await host.first("seatClaimEnded", within: .seconds(10))
            #expect(answered["outcome"]?.stringValue == "approved" && answered["by"]?["name"]?.stringValue == "Hana")
            // The same seat came back: the host says so, and there is one Ari, shown as "Ari (you)".
            let reclaimed = try await host.first("seatReclaimed", within: .seconds(10))
            #expect(reclaimed["player"]?["name"]?.stringValue == "Ari")
            #expect(host.events(named: "playerJoined").filter { $0["player"]?["name"]?.stringValue == "Ari" }.count == 1)
            let roster = (run.json["roster"]?.arrayValue ?? []).compactMap(\.stringValue)
            #expect(roster.filter { $0.lowercased().hasPrefix("ari") }.count == 1, "roster: \(roster)")
            #expect(roster.contains("Ari (you)"), "roster: \(roster)")
            let last = host.events(named: "lobby").last?["members"]?.arrayValue ?? []
            #expect(last.compactMap { $0["name"]?.stringValue }.filter { $0.lowercased() == "ari" } == ["Ari"])
            #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error: \(run.output)")
            // Opened on 127.0.0.1, the page invites with the machine's LAN address, never loopback.
            let invite = run.string("invite") ?? ""
            let lan = links.filter { !$0.contains("127.0.0.1") && !$0.contains(".local") }
            if lan.isEmpty {
                print("BrowserIdentityTests: this machine has no LAN address; the invite link (\(invite)) is not checked")
            } else {
                #expect(invite == lan[0], "invite: \(invite), host's links: \(links)")
            }
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aPageGivenAHeldSeatByTheHostIsToldWhenTheOwnersOwnDeviceTakesItBack() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--max-players", "4"])
            let port = try #require(try await host.first("published", within: .seconds(20))["port"]?.intValue)
            let webPort = try #require(try await host.first("published")["webPort"]?.intValue)
            // Ari plays from lanjoin; its device dies and the seat is held (its seat ticket stays).
            let ari = try await table.joiner(port: port, ["--name", "Ari"])
            try await ari.first("joined", within: .seconds(20))
            ari.process.signal(SIGKILL)
            try await host.first("playerAway", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "Ari" }
            // A page says "That's me"; the host's operator says yes once the page shows that it waits.
            let steps = FileManager.default.temporaryDirectory.appendingPathComponent("claim-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: steps, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: steps) }
            async let page = BrowserScript.run(
                "identity.py", ["bumped", "http://127.0.0.1:\(webPort)/", "Ari", steps.path], within: .seconds(150))
            try await Self.waitForFile(steps.appendingPathComponent("pending"), within: .seconds(60))
            try await host.first("seatClaim", within: .seconds(10))
            host.send("approve Ari")
            try await host.first("seatReclaimed", within: .seconds(20))
            // Ari's own lanjoin comes back with its ticket's token, once the page plays the seat.
            try await Self.waitForFile(steps.appendingPathComponent("seated"), within: .seconds(30))
            let back = try await table.joiner(port: port, ["--name", "Ari"])
            try await back.first("resumed", within: .seconds(20))
            try await host.first("seatTakenBack", within: .seconds(10))
            let run = try await page
            #expect(run.exit == .exited(0), "browser: \(run.output.joined(separator: "\n"))")
            #expect(run.string("pending") == "Asking the host to let you take Ari's seat…", "\(run.output)")
            #expect(run.string("ended") == "Ari's own device came back and took the seat back. Join again under another name to play, or watch.",
                    "\(run.output)")
            #expect(run.json["resumeKept"]?.boolValue == false, "the page forgets the seat's token")
            #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error: \(run.output)")
        }
    }

    /// Waits (polling, with a deadline) until a browser script marked a step with this file.
    static func waitForFile(_ file: URL, within timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while !FileManager.default.fileExists(atPath: file.path) {
            guard ContinuousClock.now < deadline else {
                Issue.record("the page never reached \(file.lastPathComponent)")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aReloadedTabOfAPrivateLobbyResumesItsSeatWithoutThePasscode() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--passcode", "Café 🎲", "--max-players", "4"])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let run = try await BrowserScript.run(
                "identity.py", ["reload", "http://127.0.0.1:\(webPort)/", "Ari", "Café 🎲"], within: .seconds(150))
            #expect(run.exit == .exited(0), "browser: \(run.output.joined(separator: "\n"))")
            #expect(run.json["askedAgain"]?.boolValue == false, "\(run.output)")
            #expect(try await host.first("resumed", within: .seconds(10))["player"]?["name"]?.stringValue == "Ari")
            #expect(host.events(named: "playerJoined").filter { $0["player"]?["name"]?.stringValue == "Ari" }.count == 1)
            #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error: \(run.output)")
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aWinnerCalledYouIsNotTheLosersWin() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--name", "You", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "2"],
                game: "quortex")
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            // Ari resigns at its first chance, so the host's seat, called "You", wins.
            let ari = try await BrowserScript.run(
                "play_quortex.py", ["http://127.0.0.1:\(webPort)/", "Ari", "--resign-after", "0"], within: .seconds(150))
            #expect(ari.exit == .exited(0), "browser: \(ari.output.joined(separator: "\n"))")
            #expect(try await host.first("gameOver", within: .seconds(30)).winnerNames == ["You"])
            let panel = ari.string("winners") ?? ""
            let face = ari.string("faceWinner") ?? ""
            #expect(panel == "Winner: You", "panel: \(panel)")
            #expect(face.hasPrefix("★ You wins —"), "the face names the winner, not the viewer: \(face)")
            #expect(!panel.contains("You won") && !face.contains("You win "), "panel: \(panel), face: \(face)")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
