import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// Avatars and presence in real browsers (issue 41): a phone picks an avatar on the join form, a
/// desktop's roster and the TV show it (and the desktop's own, derived from its name exactly as
/// GameCore derives it); the phone goes to sleep and both show "asleep" with the seat's hold
/// counting down, then nothing once it is back. Real lanhost, real headless Chromium, on loopback.
@Suite("browser players: avatars and presence", .serialized, .timeLimit(.minutes(4)))
struct BrowserAvatarTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aPickedAvatarShowsOnTheOtherPageAndTheTVAndASleepingPhoneCountsDown() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--avatar", "sun:yellow", "--max-players", "4"])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-avatar-shots")
            let run = try await BrowserScript.run("avatars.py", ["http://127.0.0.1:\(webPort)/", shots.path], within: .seconds(180))
            #expect(run.exit == .exited(0), "browser: \(run.output.joined(separator: "\n"))")
            // Before a pick the picker shows the name's own avatar, as GameCore derives it.
            #expect(run.string("pickerBefore") == AvatarConfig.derived(from: "Ana").compact)
            #expect(run.string("picked") == "heart:green")
            let expected = ["Ana": "heart:green", "Ben": AvatarConfig.derived(from: "Ben").compact, "Hana": "sun:yellow"]
            for key in ["benSees", "anaSees", "tvSees"] {
                guard case .object(let object)? = run.json[key] else {
                    Issue.record("\(key) missing: \(run.output)")
                    continue
                }
                let seen = object.compactMapValues(\.stringValue)
                #expect(seen == expected, "\(key): \(seen)")
            }
            // The host's roster has the pick too (it came in Ana's hello).
            let lobby = try await host.first("lobby") { event in
                (event["members"]?.arrayValue ?? []).contains { $0["name"]?.stringValue == "Ana" && $0["avatar"]?.stringValue == "heart:green" }
            }
            #expect(lobby.name == "lobby")
            // Asleep, with the hold counting down on Ben's page and on the TV.
            for key in ["benAsleep", "tvAsleep"] {
                let marks = (run.json[key]?.arrayValue ?? []).compactMap(\.stringValue)
                let seconds = marks.compactMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
                #expect(seconds.count == 2 && marks.allSatisfy { $0.hasPrefix("asleep ") }, "\(key): \(marks)")
                if seconds.count == 2 {
                    #expect((20...30).contains(seconds[0]), "\(key): a 30 s hold just begun: \(marks)")
                    #expect(seconds[1] < seconds[0], "\(key): counts down: \(marks)")
                }
            }
            #expect(run.string("benBack") == "here")
            #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error: \(run.output)")
            let away = try await host.first("playerAway", within: .seconds(5)) { $0["player"]?["name"]?.stringValue == "Ana" }
            #expect(away["connection"]?.stringValue == "background")
            host.send("quit")
            _ = try await host.exit()
        }
    }
}
