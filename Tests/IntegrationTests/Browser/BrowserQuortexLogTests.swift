import Foundation
import LanPartyTestKit
import Testing

/// Quortex's move log in the browser (issue 28): after a whole game against the host's greedy bot
/// a phone opens the log, taps the first move and sees the board as it was then (only the tiles
/// placed so far), steps on with ▶, and goes back to the live board; screenshots at 390x844,
/// 640x360 and 1280x800. Real lanhost, real WebSocket, real headless Chromium.
@Suite("browser players: the Quortex move log", .serialized, .timeLimit(.minutes(4)))
struct BrowserQuortexLogTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func theLogOpensAndSteppingShowsAnEarlierBoard() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "2", "--seed", "7"],
                game: "quortex")
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            let run = try await BrowserScript.run(
                "play_quortex.py",
                ["http://127.0.0.1:\(webPort)/", "Ari", "--log", "--sizes", "390x844,640x360,1280x800",
                 "--screenshots", artifacts.path],
                within: .seconds(180))
            #expect(run.exit == .exited(0), "\(run.output.joined(separator: "\n"))")
            #expect(run.json["logError"] == nil, "\(run.output)")
            let log = try #require(run.json["log"], "\(run.output)")
            let entries = try #require(log["entries"]?.intValue)
            let history = host.events(named: "state").last?["view"]?["history"]?.arrayValue ?? []
            #expect(entries >= 2 && entries >= history.count, "one entry per move: \(entries), host: \(history.count)")
            let texts = (log["texts"]?.arrayValue ?? []).compactMap(\.stringValue)
            let first = texts.first ?? ""
            #expect(first.contains("placed tile") && first.contains(" at ") && (first.contains("Hana") || first.contains("You")),
                "who placed which tile where: \(texts)")
            // Tapping move 1 selects it; ▶ goes to move 2; "Back to now" to the live board.
            #expect(log["browsing"]?.arrayValue?.compactMap(\.stringValue) == ["0", "1", ""], "\(log)")
            // The board after move n holds exactly the tiles placed by moves 1...n: an earlier board.
            let after = (log["tilesAfter"]?.arrayValue ?? []).compactMap(\.intValue)
            let placed = (log["placedAfter"]?.arrayValue ?? []).compactMap(\.intValue)
            let live = try #require(log["liveTiles"]?.intValue)
            #expect(after.count == 2 && after == placed, "tiles after moves 1 and 2: \(after), placed: \(placed)")
            #expect(after.first.map { $0 < live } == true, "the first move's board is an earlier one: \(after) vs \(live)")
            #expect(log["nowTiles"]?.intValue == live, "back to now: \(log)")
            #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error, no CSP violation: \(run.output)")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
