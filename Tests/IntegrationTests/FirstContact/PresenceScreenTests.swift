import Foundation
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Avatars and presence in real processes (issue 41): a `lanhost`, Ann's `lanjoin --avatar` and
/// Bob's `lanjoin` on a live screen under tmux. Ann's phone "sleeps" (Ctrl-Z: SIGTSTP) and later
/// her connection dies (SIGKILL); Bob's roster shows each avatar in its colour, then Ann asleep and
/// then away, each with the seconds left of her seat's hold counting down.
@Suite("first contact: avatars and presence on the terminal", .timeLimit(.minutes(3)))
struct PresenceScreenTests {
    @Test(.enabled(if: TmuxScreen.isAvailable, "tmux is not installed (Scripts/bootstrap installs it)"))
    func aSleepingPlayerCountsDownOnTheOthersRoster() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--avatar", "sun:yellow", "--no-web"])
            let port = try #require(try await host.first("published", within: .seconds(20))["port"]?.intValue)
            let ann = try await table.joiner(port: port, ["--name", "Ann", "--avatar", "star:red"])
            try await ann.first("joined")
            let lanjoin = try BuiltProducts.executable(named: "lanjoin").path
            let screen = try TmuxScreen.start(
                "env -u NO_COLOR XDG_DATA_HOME=\(table.dataHome.path) \(lanjoin) --connect 127.0.0.1:\(port) --name Bob --avatar moon:teal",
                columns: 100, rows: 30)
            defer { screen.kill() }

            // Everyone's avatar, in its colour (31 red, 36 teal, 33 yellow; `swift test` sets NO_COLOR).
            var text = try await Self.screen(screen, showing: "the roster with avatars") { $0.contains("★ Ann") && $0.contains("☾ Bob") && $0.contains("☼ Hana") }
            let coloured = try screen.captureWithColours()
            // (tmux writes the colour and the background separately: `ESC[31mESC[49m★`.)
            #expect(coloured.contains(/\x{1B}\[31m(\x{1B}\[[0-9;]*m)*★/), "Ann's star in red:\n\(coloured)")
            #expect(coloured.contains(/\x{1B}\[36m(\x{1B}\[[0-9;]*m)*☾/), "Bob's moon in teal:\n\(coloured)")
            #expect(row(of: "Ann", in: text)?.contains("connected") == true, "\(text)")
            // The host's own roster (JSON) carries the avatar as picked.
            let member = try await host.first("lobby") { event in
                (event["members"]?.arrayValue ?? []).contains { $0["name"]?.stringValue == "Ann" && $0["avatar"]?.stringValue == "star:red" }
            }
            #expect(member.name == "lobby")

            // Ctrl-Z: Ann's lanjoin announces the background and stops.
            ann.process.signal(SIGTSTP)
            text = try await Self.screen(screen, showing: "Ann asleep with her hold") { row(of: "Ann", in: $0).flatMap(secondsLeft) != nil }
            let first = try #require(row(of: "Ann", in: text).flatMap(secondsLeft))
            #expect((25...30).contains(first), "a 30 s hold, just begun: \(first) s")
            #expect(row(of: "Ann", in: text)?.contains("asleep") == true, "\(text)")
            // It counts down on Bob's screen with no message from anyone (the host sends no roster
            // while nothing changes): the deadline came with the roster.
            text = try await Self.screen(screen, showing: "the countdown moving") {
                (row(of: "Ann", in: $0).flatMap(secondsLeft) ?? first) <= first - 2
            }
            let host1 = try await host.first("lobby") { event in
                (event["members"]?.arrayValue ?? []).contains { $0["connection"]?.stringValue == "background" && ($0["holdMs"]?.intValue ?? 0) > 20_000 }
            }
            #expect(host1.name == "lobby")

            // Back (SIGCONT), then gone for good (SIGKILL): away, with a fresh hold.
            ann.process.signal(SIGCONT)
            _ = try await Self.screen(screen, showing: "Ann back") { row(of: "Ann", in: $0)?.contains("connected") == true }
            ann.process.kill()
            text = try await Self.screen(screen, showing: "Ann away with her hold") {
                row(of: "Ann", in: $0)?.contains("away") == true && row(of: "Ann", in: $0).flatMap(secondsLeft) != nil
            }
            #expect((20...30).contains(row(of: "Ann", in: text).flatMap(secondsLeft) ?? -1), "\(text)")
            host.send("quit")
            _ = try await host.exit()
        }
    }

    /// Polls the screen until `condition` holds; returns what it showed then.
    private static func screen(
        _ screen: TmuxScreen, showing what: String, within timeout: Duration = .seconds(40), _ condition: (String) -> Bool
    ) async throws -> String {
        var text = ""
        do {
            try await TerminalGameTests.poll(within: timeout) {
                text = try screen.capture()
                return condition(text)
            }
        } catch {
            Issue.record("the screen never showed \(what):\n\(text)")
            throw error
        }
        return text
    }
}

/// The roster row of `name` ("  *  ★ Ann  not ready  asleep 27 s").
private func row(of name: String, in screen: String) -> String? {
    screen.components(separatedBy: "\n").first { $0.contains(" \(name) ") && ($0.contains("ready") || $0.contains("watching")) }
}

/// The seconds in "asleep 27 s" / "away 27 s".
private func secondsLeft(_ row: String) -> Int? {
    guard let range = row.range(of: #"(asleep|away) [0-9]+ s"#, options: .regularExpression) else { return nil }
    return Int(row[range].split(separator: " ")[1])
}
