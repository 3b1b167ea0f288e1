import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("the host's link is cut for 3 s mid-game: everyone gets back and the game ends as usual")
    func hostLinkCutAndRestored() async throws {
        try await GameTable.with(hosts: 4) { table in
            let host = try await table.botHost(lobby: "Flaky Cable", seed: 11, extra: ["--bot-delay", "150"])
            let port = try await GameTable.port(of: host)
            let joiners = try await table.botJoiners(port: port, extra: ["--bot-delay", "150"])
            for joiner in joiners { try await joiner.first("state") { ($0["stateSequence"]?.intValue ?? 0) >= 3 } }

            try await table.network.cutLink(host: 1)
            let cut = MonotonicTime.seconds()
            try await Task.sleep(for: .seconds(3))  // the fault's duration (the input), not a synchronisation wait
            try await table.network.restoreLink(host: 1)
            Self.report("link down for", MonotonicTime.seconds() - cut)
            #expect(host.events(named: "gameOver").isEmpty, "the game was still running during the cut")

            let restored = MonotonicTime.seconds()
            let winner = try await GameTable.expectSameWinner([host] + joiners)
            try GameTable.expectNothingLost([host] + joiners)
            Self.report("restore -> game over everywhere", MonotonicTime.seconds() - restored)
            let reconnected = joiners.filter { !$0.events(named: "resumed").isEmpty }.map(\.label)
            print("[programs] joiners that resumed after the cut: \(reconnected)")
            for joiner in joiners {
                #expect(joiner.events(named: "hostLost").isEmpty, "\(joiner.label)")
                #expect(joiner.events(named: "gameStarted").count == 1, "\(joiner.label) played one game")
            }
            #expect(!winner.isEmpty)
        }
    }
}
