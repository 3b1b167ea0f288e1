import CrazyEights
import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// Crazy Eights on a phone (issue 28): the hand sorted by suit then rank, the suit picker after an
/// eight as a sheet of its own in sight at 390x844, 640x360 and 1280x800, and at the end everyone's
/// remaining cards. Real lanhost (its bot on the other seat, a seed that deals both seats an eight),
/// real WebSocket, real headless Chromium.
@Suite("browser players: Crazy Eights' suit sheet and final hands", .serialized, .timeLimit(.minutes(4)))
struct BrowserCrazyEightsSheetTests {
    static let sizes = ["390x844", "640x360", "1280x800"]

    /// A `--seed` whose first game deals an eight to both seats of two (lanhost's game seed is the
    /// first number of a generator seeded with `--seed` + round).
    static func seedDealingEights() throws -> UInt64 {
        let players = [UUID(), UUID()]
        for seed in UInt64(1)...5000 {
            var random = SeededGenerator(seed: seed &+ 1)
            let state = try CrazyEights.initialState(players: players, settings: CrazyEightsSettings(), seed: random.next())
            if state.seats.allSatisfy({ $0.hand.contains(where: \.isEight) }) { return seed }
        }
        throw CocoaError(.featureUnsupported)
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func afterAnEightTheSuitSheetIsInSightOnAPhoneAndTheEndShowsEveryHand() async throws {
        let seed = try Self.seedDealingEights()
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "2",
                "--seed", String(seed),
            ])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            let run = try await BrowserScript.run(
                "play_crazy_eights.py",
                ["http://127.0.0.1:\(webPort)/", "Ari", "--prefer-eight", "--sizes", Self.sizes.joined(separator: ","),
                 "--screenshots", artifacts.path],
                within: .seconds(150))
            #expect(run.exit == .exited(0), "\(run.output.joined(separator: "\n"))")
            #expect((run.int("eightsPlayed") ?? 0) >= 1, "an eight was tapped: \(run.output)")
            let sheet = run.json["sheet"]?.arrayValue ?? []
            #expect(sheet.count == Self.sizes.count, "the sheet was measured at every size: \(run.output)")
            for measured in sheet {
                let size = measured["size"]?.stringValue ?? "?"
                // Four suits and the way back, each wholly inside the viewport, without scrolling.
                #expect(measured["inside"]?.boolValue == true, "\(size): \(measured)")
                #expect(measured["rects"]?.arrayValue?.count == 5, "\(size): \(measured)")
                // The hand on the page is sorted by suit (C D H S), then rank (ace low).
                let hand = (measured["hand"]?.arrayValue ?? []).compactMap(\.stringValue).compactMap { Card(code: $0) }
                #expect(!hand.isEmpty && hand == hand.sorted(), "\(size): \(hand)")
            }
            // The end: both players' rows, the loser's with its cards.
            let rows = (run.json["finalHands"]?.arrayValue ?? []).compactMap(\.stringValue)
            #expect(rows.count == 2, "\(run.output)")
            #expect(rows.contains { $0.contains("Hana") } && rows.contains { $0.contains("Ari (you)") }, "\(rows)")
            let over = try await host.first("gameOver", within: .seconds(30))
            let loser = over.winnerNames.contains("Ari") ? "Hana" : "Ari"
            #expect(rows.contains { $0.contains(loser) && $0.contains("card") && !$0.contains("no cards") }, "\(rows)")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
