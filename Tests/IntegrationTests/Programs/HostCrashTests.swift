import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("the host is killed mid-game: joiners waiting 5 s (--wait-for-host 5) report hostLost then, say how to rejoin and exit 4")
    func hostKilledMidGame() async throws {
        try await GameTable.with(hosts: 4) { table in
            let host = try await table.botHost(lobby: "Doomed Table", seed: 7, extra: ["--bot-delay", "150"])
            let port = try await GameTable.port(of: host)
            // A short wait (the default is 2 min, HostWaitTests): the give-up is what is checked here.
            let joiners = try await table.botJoiners(port: port, extra: ["--bot-delay", "150", "--wait-for-host", "5"])
            // Mid-game: everyone has seen a few moves.
            for joiner in joiners { try await joiner.first("state") { ($0["stateSequence"]?.intValue ?? 0) >= 3 } }

            let killed = MonotonicTime.seconds()
            host.process.kill()
            let delays = try await withThrowingTaskGroup(of: (String, Double).self) { group in
                for joiner in joiners {
                    group.addTask {
                        try await joiner.first("hostLost", within: .seconds(15))
                        return (joiner.label, MonotonicTime.seconds() - killed)
                    }
                }
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }
            for joiner in joiners {
                let delay = try #require(delays[joiner.label])
                Self.report("host killed -> hostLost (\(joiner.label))", delay)
                #expect(delay >= 5 && delay <= 8, "\(joiner.label): hostLost after \(delay) s")
                #expect(try await joiner.exit(within: .seconds(10)) == .exited(4))
                #expect(joiner.events(named: "gameOver").isEmpty)
                #expect(!joiner.events(named: "reconnecting").isEmpty, "\(joiner.label) tried to get back")
                #expect(try await joiner.first("hostUnreachable")["waitSeconds"]?.intValue == 5)
                let lost = try await joiner.first("hostLost")
                #expect(lost["waitedSeconds"]?.intValue == 5)
                #expect(lost["rejoin"]?.stringValue?.hasPrefix("lanjoin --connect \(GameTable.address(1)):\(port) --profile ") == true,
                        "\(lost.line)")
            }
            #expect(host.process.exitStatus == .signaled(9))
        }
    }
}
