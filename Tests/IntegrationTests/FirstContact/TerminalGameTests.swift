import Foundation
import LanPartyTestKit
import Testing

/// A person plays a whole Crazy Eights game in `lanjoin` at 80×24 (tmux) in the scrolling-lines mode
/// (`LANPARTY_SCREEN=lines`; the live screen has LiveScreenTests), reading only the screen:
/// what it shows must be enough to know when to type `ready`, whose turn it is, what can be played
/// and how the game ended.
@Suite("first contact: a whole game read off an 80x24 terminal", .timeLimit(.minutes(3)))
struct TerminalGameTests {
    @Test(.enabled(if: TmuxScreen.isAvailable, "tmux is not installed (Scripts/bootstrap installs it)"))
    func aPersonPlaysAWholeGameFromTheScreen() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--bot", "--auto-start", "--once", "--max-players", "2", "--seed", "41",
            ])
            let port = try await GameTable.port(of: host)
            let joiner = try BuiltProducts.executable(named: "lanjoin").path
            let screen = try TmuxScreen.start(
                "env LANPARTY_SCREEN=lines XDG_DATA_HOME=\(table.dataHome.path) \(joiner) --connect 127.0.0.1:\(port) --name Ari")
            defer { screen.kill() }
            var seen = Set<String>()
            var answeredTurn = ""
            try await Self.poll(within: .seconds(90)) {
                let text = try screen.capture()
                let latest = Self.latestScreen(text)
                if text.contains("Type 'ready'"), seen.insert("ready").inserted { try screen.type("ready") }
                if let turn = Self.turnLine(latest), turn != answeredTurn, let command = Self.move(for: latest) {
                    answeredTurn = turn
                    seen.insert(command.split(separator: " ")[0].description)
                    try screen.type(command)
                }
                return text.contains("Game over")
            }
            let history = try screen.capture(history: true)
            // The essentials a newcomer needs were on the screen.
            for essential in ["Joined Hana's lobby", "Type 'ready'", "Your hand:", "Your turn", "Top card:", "Winner:"] {
                #expect(history.contains(essential), "missing '\(essential)' in:\n\(history)")
            }
            #expect(history.components(separatedBy: "Game over").count - 1 == 1, "Game over once:\n\(history)")
            #expect(seen.contains("play"), "played at least one card: \(seen)")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }

    /// The text after the last "Top card:" line: the game screen now on display.
    static func latestScreen(_ text: String) -> String {
        guard let range = text.range(of: "Top card:", options: .backwards) else { return "" }
        return String(text[range.lowerBound...])
    }

    /// The "Top card ... Turn N" line that identifies the position being shown.
    static func turnLine(_ screen: String) -> String? {
        screen.split(separator: "\n").first.map(String.init)
    }

    /// What a person would type for the screen: a playable card (an eight names hearts), else draw
    /// or pass as the prompt says; `nil` when it is not our turn.
    static func move(for screen: String) -> String? {
        guard screen.contains("Your turn") else { return nil }
        if let playable = screen.split(separator: "\n").first(where: { $0.hasPrefix("Playable:") }),
            let card = playable.split(separator: " ").dropFirst().first, card != "none"
        {
            return card.hasPrefix("8") ? "play \(card) hearts" : "play \(card)"
        }
        if screen.contains("pass.") { return "pass" }
        if screen.contains("draw.") { return "draw" }
        return nil
    }

    /// Calls `step` until it returns true, pausing briefly between looks at the screen.
    static func poll(within timeout: Duration, _ step: () throws -> Bool) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while try !step() {
            guard ContinuousClock.now < deadline else { throw DeadlineExceeded(what: "the end of the game", timeout: timeout) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
