import Foundation
import LanPartyTestKit
import Testing

/// The party session between real programs on loopback (SPEC §12): the VIP of a dedicated host
/// chooses games and settings from `lanjoin`, another member is refused with words, and the games
/// go on without anyone reconnecting — also for members who play through the host-rendered face.
@Suite("party session: lanjoin as the VIP of a dedicated lanhost", .timeLimit(.minutes(3)))
struct PartyProgramTests {
    @Test func theVIPChoosesAndStartsFromLanjoinAndOthersAreRefusedWithWords() async throws {
        try await LoopbackTable.with { table in
            // Take Last and Take Last Duel: games the stock lanjoin lacks (it plays them through the
            // host's screen, re-described at each switch).
            let host = try await table.start("lanparty-test-host", [
                "--games", "take-last,take-last-duel", "--no-discovery", "--port", "0", "--no-web", "--name", "Hub",
                "--dedicated",
            ])
            let port = try await GameTable.port(of: host)
            let vip = try await table.joiner(port: port, ["--name", "Vip", "--bot", "--auto-ready"])
            _ = try await vip.first("renderedFace")
            let other = try await table.joiner(port: port, ["--name", "Oli", "--bot", "--auto-ready"])
            _ = try await other.first("renderedFace")
            let third = try await table.joiner(port: port, ["--name", "Tia", "--bot", "--auto-ready"])
            _ = try await third.first("renderedFace")

            // Only the VIP (first to join) chooses: Oli is told who does.
            other.send("game take-last-duel")
            let refused = try await other.first("requestRefused")
            #expect(refused["code"]?.stringValue == "notController")
            #expect(refused["message"]?.stringValue?.contains("Vip") == true, "\(refused)")
            vip.send("game chess")
            let unknown = try await vip.first("requestRefused")
            #expect(unknown["code"]?.stringValue == "unknownGame")
            #expect(unknown["message"]?.stringValue?.contains("take-last-duel") == true)

            // The VIP chooses the duel and a setting out of range, then one in range.
            vip.send("game take-last-duel")
            let chosen = try await host.first("gameChosen")
            #expect(chosen["game"]?.stringValue == "take-last-duel" && chosen["by"]?["name"]?.stringValue == "Vip")
            // Each lanjoin gets the new game's screen described again.
            try await other.first("renderedFace", within: .seconds(10), where: { $0["game"]?.stringValue == "take-last-duel" })
            vip.send("set pile=99")
            let badSetting = try await vip.first("requestRefused", within: .seconds(10), where: { $0["code"]?.stringValue == "invalidSetting" })
            #expect(badSetting["message"]?.stringValue?.contains("30") == true, "the range, in words: \(badSetting)")
            vip.send("set pile=5")
            _ = try await host.first("lobby", within: .seconds(10), where: { $0["settings"]?["pile"]?.stringValue == "5" })

            // Three seated, the duel takes two: the VIP has Oli sit it out, and starts.
            vip.send("sitout Oli")
            _ = try await host.first("lobby", within: .seconds(10), where: { event in
                event["members"]?.arrayValue?.count == 3 && event["sittingOut"]?.arrayValue?.compactMap(\.stringValue) == ["Oli"]
            })
            try await host.first("lobby", within: .seconds(20), where: { event in
                (event["members"]?.arrayValue ?? []).allSatisfy { $0["ready"]?.boolValue == true }
                    && event["game"]?.stringValue == "take-last-duel"
            })
            vip.send("start")
            let started = try await host.first("gameStarted", within: .seconds(10))
            let players = started["players"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            #expect(Set(players) == ["Vip", "Tia"], "Oli sits this one out: \(started)")
            _ = try await host.first("gameOver", within: .seconds(60))

            // Back to Take Last for all three; nobody rejoined in between.
            vip.send("game take-last")
            _ = try await host.first("gameChosen", within: .seconds(10), where: { $0["game"]?.stringValue == "take-last" })
            try await host.first("lobby", within: .seconds(20), where: { event in
                (event["members"]?.arrayValue ?? []).allSatisfy { $0["ready"]?.boolValue == true }
                    && event["game"]?.stringValue == "take-last"
            })
            vip.send("start")
            let second = try await host.first("gameStarted", within: .seconds(10), where: { $0["game"]?.stringValue == "take-last" })
            #expect(second["players"]?.arrayValue?.count == 3)
            _ = try await host.first("gameOver", within: .seconds(60), where: { $0["round"]?.intValue == 2 })
            vip.send("scores")
            let scores = try await vip.first("scores", within: .seconds(10))
            #expect(scores["scores"]?.arrayValue?.map { $0["games"]?.intValue ?? 0 }.reduce(0, +) == 5, "\(scores)")
            #expect(host.events(named: "playerJoined").count == 3 && host.events(named: "playerLeft").isEmpty)
        }
    }
}
