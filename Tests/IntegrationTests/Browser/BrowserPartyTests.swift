import Foundation
import LanPartyTestKit
import Testing

/// A party night (SPEC §12): one `lanhost` without `--game`, two browsers and a `lanjoin` play
/// Crazy Eights, Quortex and SketchDuel in one lobby, the first page as the VIP of a dedicated
/// host, with nobody reconnecting between games.
@Suite("party session: one lobby, every game, two browsers and lanjoin", .serialized, .timeLimit(.minutes(8)))
struct BrowserPartyTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aVIPPageChoosesThreeGamesInTurnAndEveryoneStaysSeated() async throws {
        try await LoopbackTable.with { table in
            // No --game: every game of the build is on offer.
            let host = try await table.start("lanhost", ["--dedicated", "--name", "Hub", "--no-discovery", "--port", "0"])
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            async let party = BrowserScript.run(
                "play_party.py", ["http://127.0.0.1:\(webPort)/", "--screenshots", artifacts.path], within: .seconds(450))
            // The pages join first (Ari first: the VIP), then the lanjoin player.
            for name in ["Ari", "Bea"] {
                try await host.first("playerJoined", within: .seconds(60), where: { $0["player"]?["name"]?.stringValue == name })
            }
            let joiner = try await table.joiner(port: port, ["--name", "Cy", "--bot", "--auto-ready"])
            let run = try await party
            #expect(run.exit == .exited(0), "party: \(run.output.joined(separator: "\n"))")
            #expect(run.json["games"]?.arrayValue?.compactMap(\.stringValue) == ["Crazy Eights", "Quortex", "SketchDuel"])
            // Ari chose both switches from the page; the host said so.
            let chosen = host.events(named: "gameChosen")
            #expect(chosen.map { $0["game"]?.stringValue } == ["quortex", "sketch-duel"])
            #expect(chosen.allSatisfy { $0["by"]?["name"]?.stringValue == "Ari" })
            // Three games, everyone in each (SketchDuel 2.0 is a race of three; the watcher of a game
            // too small for everyone is covered by ConnectivityTests.PartySessionTests).
            let started = host.events(named: "gameStarted")
            #expect(started.map { $0["game"]?.stringValue } == ["crazy-eights", "quortex", "sketch-duel"])
            let lastPlayers = started.last?["players"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            #expect(Set(lastPlayers) == ["Ari", "Bea", "Cy"], "\(lastPlayers)")
            #expect(host.events(named: "gameOver").count == 3)
            // Nobody reconnected or left between games: each joined once.
            for name in ["Ari", "Bea", "Cy"] {
                #expect(host.events(named: "playerJoined").filter { $0["player"]?["name"]?.stringValue == name }.count == 1)
            }
            #expect(host.events(named: "playerLeft").isEmpty && host.events(named: "resumed").isEmpty)
            // lanjoin followed the switches with the module it has, and saw each game end.
            #expect(joiner.events(named: "gameOver").count == 3)
            #expect(joiner.events(named: "gameChosen").map { $0["game"]?.stringValue } == ["quortex", "sketch-duel"])
        }
    }
}
