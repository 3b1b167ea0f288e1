import Foundation
import LanPartyTestKit
import Testing

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
