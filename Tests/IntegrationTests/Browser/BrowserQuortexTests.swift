import Foundation
import LanPartyTestKit
import Testing

/// Quortex's web face (SPEC §9, §10): real lanhost with its greedy bot, real WebSocket, two real
/// headless Chromiums (a 360x640 phone and a 1280x800 desktop) tapping tiles, turning them, placing
/// them and resigning through the face, to the end of the game.
@Suite("browser players: the Quortex face", .serialized, .timeLimit(.minutes(4)))
struct BrowserQuortexTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func twoBrowsersAndTheHostsBotPlayAWholeGameAndSeeTheSameWinner() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "3"],
                game: "quortex")
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let url = "http://127.0.0.1:\(webPort)/"
            let artifacts = try BrowserScript.artifactsFolder()
            // Both ready only once all three are in, so the game starts with everyone. Cy resigns at its
            // first chance: after a move of its own it might already be out (the seed is random, and a
            // first tile can run a flow off the board), and an eliminated player cannot resign.
            async let phone = BrowserScript.run(
                "play_quortex.py", [url, "Ari", "--wait-players", "3", "--screenshots", artifacts.path], within: .seconds(180))
            async let desktop = BrowserScript.run(
                "play_quortex.py",
                [url, "Cy", "--desktop", "--wait-players", "3", "--resign-after", "0", "--screenshots", artifacts.path],
                within: .seconds(180))
            let (ari, cy) = try await (phone, desktop)
            #expect(ari.exit == .exited(0), "phone: \(ari.output.joined(separator: "\n"))")
            #expect(cy.exit == .exited(0), "desktop: \(cy.output.joined(separator: "\n"))")
            let over = try await host.first("gameOver", within: .seconds(30))
            let winners = over.winnerNames
            #expect(!winners.isEmpty)
            // Every page names the host's winner, in the page's panel and in the face's own notice.
            for (name, run) in [("Ari", ari), ("Cy", cy)] {
                for key in ["winners", "faceWinner"] {
                    let shown = run.string(key) ?? ""
                    #expect(winners.contains(name) ? shown.contains("You") : winners.allSatisfy(shown.contains),
                        "\(name)'s \(key): \(shown), host: \(winners)")
                }
            }
            for run in [ari, cy] {
                #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error, no CSP violation: \(run.output)")
            }
            // The phone played through the face: each move picked, turned and previewed on the target cell.
            let moves = try #require(ari.int("moves"))
            #expect(moves >= 1, "\(ari.output)")
            #expect(ari.int("previews") == moves, "every placement was previewed first: \(ari.output)")
            #expect((ari.int("turned") ?? 0) >= 1, "⟳, a tap on the target cell or a swipe turned the tile: \(ari.output)")
            #expect(ari.json["stuck"]?.arrayValue?.isEmpty == true, "every way of turning worked: \(ari.output)")
            #expect(cy.json["stuck"]?.arrayValue?.isEmpty == true, "every way of turning worked: \(cy.output)")
            #expect(ari.json["animated"]?.boolValue == true, "new flow segments are drawn along their path")
            // Cy resigned through the confirm step; the face said so, and the host recorded it.
            #expect(cy.json["resigned"]?.boolValue == true, "\(cy.output)")
            let news = (cy.json["news"]?.arrayValue ?? []).compactMap(\.stringValue)
            #expect(news.contains { $0.contains("You resigned.") }, "news: \(news)")
            let history = host.events(named: "state").last?["view"]?["history"]?.arrayValue ?? []
            #expect(history.contains { $0["kind"]?.stringValue == "resign" }, "the host's history has the resignation")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
