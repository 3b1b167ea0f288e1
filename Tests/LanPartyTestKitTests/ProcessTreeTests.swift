import Foundation
import LanPartyTestKit
import Testing

/// A test out of time stops the whole tree a script started: a browser script killed alone left its
/// chromedriver and Chromium running under every later test. Here a shell that ignores SIGTERM
/// starts two sleepers (one in a subshell, a grandchild); after `stopTree` none of them is left.
@Suite(.timeLimit(.minutes(5))) struct ProcessTreeTests {
    @Test func stoppingAProgramEndsWhatItStartedToo() async throws {
        let script = "trap '' TERM; (sleep 3600 & sleep 3600; wait) & echo started; wait"
        let shell = try await HostProcess.spawn(URL(fileURLWithPath: "/bin/sh"), ["-c", script])
        _ = try await withDeadline(.seconds(60), waitingFor: "the shell's first line") {
            for await line in shell.lines where line == "started" { return }
        }
        let sleepers = try await pids(named: "sleep", under: shell.pid, count: 2)
        await shell.stopTree(grace: .milliseconds(500))
        #expect(try await shell.waitForExit(within: .seconds(30)) == .signaled(SIGKILL), "it ignored SIGTERM")
        for sleeper in sleepers {
            #expect(try await ended(sleeper), "sleep \(sleeper) was left running")
        }
    }

    @Test func aProgramThatStopsOnSIGTERMIsNotKilled() async throws {
        let sleeper = try await HostProcess.spawn(URL(fileURLWithPath: "/bin/sleep"), ["3600"])
        await sleeper.stopTree()
        #expect(try await sleeper.waitForExit(within: .seconds(30)) == .signaled(SIGTERM))
    }

    /// The `count` processes named `name` below `root`, once they have all started.
    private func pids(named name: String, under root: pid_t, count: Int) async throws -> [pid_t] {
        try await withDeadline(.seconds(60), waitingFor: "\(count) \(name) under \(root)") {
            while true {
                let found = descendants(of: root).filter { command(of: $0) == name }
                if found.count == count { return found }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
    }

    /// Whether `pid` is gone, or a zombie nobody reaped yet (killed, its parent gone too).
    private func ended(_ pid: pid_t) async throws -> Bool {
        try await withDeadline(.seconds(30), waitingFor: "\(pid) to end") {
            while true {
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
                if stat.split(separator: ")").last?.split(separator: " ").first == "Z" { return true }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
    }

    private func command(of pid: pid_t) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
    }

    private func descendants(of root: pid_t) -> [pid_t] {
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            let children = (try? String(contentsOfFile: "/proc/\(next)/task/\(next)/children", encoding: .utf8))?
                .split(separator: " ").compactMap { pid_t($0) } ?? []
            found += children
            frontier += children
        }
        return found
    }
}
