import Foundation
import LanPartyTestKit
import Testing

/// Issue 25: a game from another package (Examples/ThirdParty: High Card Duel and its own
/// `highcard-lanhost`, built by Scripts/test) is played to the end by a headless Chromium page
/// through the game's web face and by a stock `lanjoin`, which lacks the module and plays through the
/// host-rendered face; everyone sees the same winners.
@Suite("A third-party game in its own lanhost", .serialized, .timeLimit(.minutes(4)))
struct ThirdPartyGameTests {
    /// `highcard-lanhost`, when Scripts/test has built it (see ``ThirdPartyBuild``).
    static var hostProgram: URL { ThirdPartyBuild.program("highcard-lanhost") }

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: hostProgram.path) }

    /// Outside CI a missing build skips with words; in CI it fails (Scripts/test builds it).
    static var canRun: Bool { isBuilt || TestEnvironment.isCI }

    @Test(
        .enabled(if: canRun, "Examples/ThirdParty is not built (Scripts/test builds it: swift build --package-path Examples/ThirdParty)"),
        .enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aBrowserAndAStockLanjoinPlayHighCardDuelToTheEnd() async throws {
        try #require(Self.isBuilt, "\(Self.hostProgram.path) is missing: Scripts/test builds Examples/ThirdParty")
        try await LoopbackTable.with { table in
            let host = try await table.start(
                "highcard-lanhost",
                ["--game", "high-card-duel", "--no-discovery", "--port", "0", "--bind", "127.0.0.1",
                 "--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "3",
                 "--set", "rounds=4"],
                executable: Self.hostProgram)
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            let joiner = try await table.joiner(port: port, ["--name", "Jo", "--bot", "--bot-delay", "50"])
            try await host.first("playerJoined", within: .seconds(30), where: { $0["player"]?["name"]?.stringValue == "Jo" })
            let artifacts = try BrowserScript.artifactsFolder()
            async let run = BrowserScript.run(
                "play_high_card_duel.py",
                ["http://127.0.0.1:\(webPort)/", "Pia", "--wait-players", "3", "--screenshots", artifacts.path])
            try await host.first("playerJoined", within: .seconds(60), where: { $0["player"]?["name"]?.stringValue == "Pia" })
            // Jo readies once the page is in: the full lobby then starts with all three.
            joiner.send("ready")
            let page = try await run
            #expect(page.exit == .exited(0), "browser: \(page.output.joined(separator: "\n"))")
            let over = try await host.first("gameOver", within: .seconds(30))
            let winners = over.winnerNames
            #expect(!winners.isEmpty)
            let shown = try #require(page.string("winners"))
            #expect(winners.contains("Pia") ? shown.contains("You") : winners.allSatisfy(shown.contains), "page: \(shown), host: \(winners)")
            #expect(page.json["picks"]?.intValue == 4, "one pick a round: \(page.output)")
            #expect(try await joiner.first("gameOver", within: .seconds(30)).winnerNames == winners)
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
