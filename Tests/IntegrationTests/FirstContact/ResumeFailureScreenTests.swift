import Foundation
import LanPartyTestKit
import Testing

/// Issue 39: a `lanhost --resume` that fails in a terminal says why on the screen it leaves behind
/// (it said only "Lobby closed." and the reason went to the alternate screen's stderr), and the
/// lobby stays resumable.
@Suite("first contact: a failed resume on the live screen", .timeLimit(.minutes(3)))
struct ResumeFailureScreenTests {
    @Test(.enabled(if: TmuxScreen.isAvailable, "tmux is not installed (Scripts/bootstrap installs it)"))
    func aResumeThatCannotListenSaysWhyAndStaysResumable() async throws {
        try await LoopbackTable.with { table in
            let first = try await table.host([
                "--name", "Hana", "--bot", "--bots", "1", "--max-players", "2", "--auto-start", "--bot-delay", "400",
                "--seed", "3", "--web-port", "0",
            ])
            let port = try #require(try await first.first("published", within: .seconds(20))["port"]?.intValue)
            // A few moves in: the record names the running game.
            try await first.first("state", within: .seconds(30)) { ($0["stateSequence"]?.intValue ?? 0) >= 3 }
            first.process.kill()
            _ = try await first.exit(within: .seconds(5))

            // Another program has taken the lobby's port.
            let blocker = try await HostProcess.spawn(URL(fileURLWithPath: "/usr/bin/python3"), [
                "-c",
                "import socket,time\ns=socket.socket()\ns.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1)\n"
                    + "s.bind(('0.0.0.0',\(port)))\ns.listen()\nprint('listening',flush=True)\ntime.sleep(600)",
            ])
            defer { blocker.kill() }
            let lines = blocker.lines
            try await withDeadline(.seconds(10), waitingFor: "the port's blocker") {
                for await line in lines where line == "listening" { return }
            }

            let host = try BuiltProducts.executable(named: "lanhost").path
            let screen = try TmuxScreen.start("env XDG_DATA_HOME=\(table.dataHome.path) \(host) --resume", columns: 80, rows: 24)
            defer { screen.kill() }
            try await TerminalGameTests.poll(within: .seconds(60)) { try screen.programEnded() }
            let captured = try screen.capture(history: true)
            try LiveScreenTests.keep(captured, as: "resume-failure-80x24")
            // Words wrapped at 80 columns, read as one text.
            let shown = captured.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(shown.contains("Cannot listen on 0.0.0.0:\(port)"), "the reason is on screen:\n\(shown)")
            #expect(shown.contains("stays in the record"), "what became of the lobby is on screen:\n\(shown)")
            #expect(shown.contains("lanhost --resume"), "what to do next is on screen:\n\(shown)")

            blocker.kill()
            _ = try await blocker.waitForExit(within: .seconds(10))
            let again = try await table.start("lanhost", ["--resume"])
            let resumed = try? await again.first("gameResumed", within: .seconds(20))
            #expect(resumed?["gameId"]?.intValue == 1, "resumed once the port is free:\n\(again.tail.joined(separator: "\n"))")
            #expect(try await again.first("published", within: .seconds(20))["port"]?.intValue == port)
        }
    }
}
