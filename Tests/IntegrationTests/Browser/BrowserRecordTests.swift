import Foundation
import LanPartyTestKit
import Testing

/// The page's Leaderboard (SPEC §13): a phone plays a Crazy Eights game against the host, then opens
/// Menu → Leaderboard and finds both players rated, itself marked, and the game among the recent.
@Suite("browser players: the leaderboard from the host's record", .timeLimit(.minutes(4)))
struct BrowserRecordTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aPhoneSeesTheLeaderboardAfterItsGame() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--max-players", "2",
                "--data-dir", table.dataHome.appendingPathComponent("record").path,
            ])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            let phone = try await BrowserScript.run(
                "play_crazy_eights.py", ["http://127.0.0.1:\(webPort)/", "Ari", "--leaderboard", "--screenshots", artifacts.path],
                // Beside a dozen other browsers the game alone can take a minute and a half.
                within: .seconds(180))
            #expect(phone.exit == .exited(0), "browser: \(phone.output.joined(separator: "\n"))")
            let rows = try #require(phone.json["leaderboard"]?.arrayValue, "\(phone.output)")
            let cells = rows.map { ($0.arrayValue ?? []).compactMap(\.stringValue) }
            #expect(cells.count == 2, "\(cells)")
            #expect(cells.contains { $0.count == 6 && $0[1] == "Ari (you)" && $0[3] == "1" }, "\(cells)")
            #expect(cells.contains { $0.count == 6 && $0[1] == "Hana" }, "\(cells)")
            // The winner leads: one win, and a rating above the other's.
            let winner = try #require(try await host.first("gameOver", within: .seconds(10)).winnerNames.first)
            #expect(cells.first?[1].hasPrefix(winner) == true, "\(cells), winner \(winner)")
            #expect(cells.first?[4] == "1")
            let recent = phone.json["recentGames"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(recent.count == 1 && recent.first?.contains("\(winner) won") == true, "\(recent)")
            // The replay: the end names the winner, step 0 is the deal with a hand of 7, step 1 says
            // who played what, and the other seat's view shows another hand.
            let replay = try #require(phone.json["replay"], "\(phone.output)")
            let steps = try #require(replay["steps"]?.intValue)
            #expect(steps > 2)
            #expect(replay["end"]?.stringValue?.hasPrefix("Step \(steps) of \(steps):") == true, "\(replay)")
            #expect(replay["end"]?.stringValue?.contains("\(winner) won") == true, "\(replay)")
            #expect(replay["start"]?.stringValue == "Step 0 of \(steps): the deal.", "\(replay)")
            // In words (issue 41): "Step 1 of 40: Ari played 7H." or "… drew a card.", not "play 7H".
            let firstStep = replay["first"]?.stringValue ?? ""
            #expect(
                firstStep.range(of: #": played [0-9AJQK]+[CDHS]( and chose [a-z]+)?\.$"#, options: .regularExpression) != nil
                    || firstStep.hasSuffix(": drew a card."), "\(replay)")
            let seats = replay["seats"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(seats == ["Hana's view", "Ari's view"], "\(seats)")
            let first = replay["startHand"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let other = replay["otherSeatStartHand"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(first.count == 7 && other.count == 7 && Set(first).isDisjoint(with: other), "\(first) vs \(other)")
            host.send("quit")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
