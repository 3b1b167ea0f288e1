import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("the host is killed mid-game: every joiner reports hostLost after the 5 s grace and exits 4")
    func hostKilledMidGame() async throws {
        try await GameTable.with(hosts: 4) { table in
            let host = try await table.botHost(lobby: "Doomed Table", seed: 7, extra: ["--bot-delay", "150"])
            let port = try await GameTable.port(of: host)
            let joiners = try await table.botJoiners(port: port, extra: ["--bot-delay", "150"])
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
            }
            #expect(host.process.exitStatus == .signaled(9))
        }
    }
}
