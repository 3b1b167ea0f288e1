import Foundation
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension DiscoveryNetworkTests {
    /// The fault operations the test kit offers do what they say.
    @Test func testNetworkOperationsWork() async throws {
        try TestEnvironment.requireNetworkPrivileges()
        try await TestNetwork.withNetwork(hosts: 3) { network in
            #expect(try await network.runToCompletion(on: 2, ["hostname"]) == ["h2"])
            #expect(try await network.runToCompletion(on: 3, ["ip", "-4", "-br", "addr", "show", "lan0"])
                .first?.contains("169.254.1.3/16") == true)

            try await network.cutLink(host: 1)
            #expect(try await network.runToCompletion(on: 1, ["ip", "-br", "link", "show", "lan0"])
                .first?.contains("NO-CARRIER") == true)
            try await network.restoreLink(host: 1)
            #expect(try await network.runToCompletion(on: 1, ["ip", "-br", "link", "show", "lan0"])
                .first?.contains("LOWER_UP") == true)

            try await network.setPacketLoss(host: 3, percent: 30)
            #expect(try await network.runToCompletion(on: 3, ["nft", "list", "ruleset"]).joined()
                .contains("numgen random mod 100 < 30 drop"))
            #expect(try await network.runToCompletion(on: 2, ["nft", "list", "ruleset"]).isEmpty)
            try await network.setPacketLoss(host: 3, percent: 0)
            #expect(try await network.runToCompletion(on: 3, ["nft", "list", "ruleset"]).isEmpty)

            let sleeper = try await network.run(on: 2, ["sleep", "60"])
            #expect(sleeper.pid != sleeper.launcherPID)
            // The pid is the program's own (nsenter forks it and it then execs `sleep`).
            let pid = sleeper.pid
            try await withDeadline(.seconds(5), waitingFor: "sleep to start") {
                while try String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) != "sleep\n" {
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
            sleeper.signal(SIGSTOP)
            try await Self.waitForState(of: sleeper.pid) { $0 == "T" }
            sleeper.signal(SIGCONT)
            try await Self.waitForState(of: sleeper.pid) { $0 != "T" }
            sleeper.signal(SIGKILL)
            #expect(try await sleeper.waitForExit(within: .seconds(10)) == .signaled(SIGKILL))
        }
    }

    /// Polls a process's scheduler state (`/proc/PID/stat`, third field) until it matches.
    static func waitForState(of pid: pid_t, _ matches: @escaping @Sendable (String) -> Bool) async throws {
        try await withDeadline(.seconds(5), waitingFor: "process \(pid) state") {
            while true {
                let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
                let afterName = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...]
                if let state = afterName.split(separator: " ").first, matches(String(state)) { return }
                try await Task.sleep(for: .milliseconds(5))
            }
        }
    }
}
