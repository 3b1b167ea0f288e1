import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("with 5% of every host's packets dropped a full game still completes")
    func packetLoss() async throws {
        try await GameTable.with(hosts: 4) { table in
            for host in 1...4 { try await table.network.setPacketLoss(host: host, percent: 5) }
            let started = MonotonicTime.seconds()
            let host = try await table.botHost(lobby: "Lossy Table", seed: 31, extra: ["--bot-delay", "50"])
            let port = try await GameTable.port(of: host)
            // `--wait-for-host 5`: a joiner whose last leave was lost (below) gives up after 5 s, not 2 min.
            let joiners = try await table.botJoiners(port: port, extra: ["--bot-delay", "50", "--wait-for-host", "5"])
            var winners: [[String]] = []
            for run in [host] + joiners { winners.append(try await run.first("gameOver", within: .seconds(120)).winnerNames) }
            #expect(winners.allSatisfy { $0 == winners[0] && $0.count == 1 }, "\(winners)")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
            for joiner in joiners {
                // Nobody lost the host during the game. Known issue (Docs/Lobby.md, next issue): when the
                // host closes the lobby after the game (--once), its final leave(hostShutdown) can be
                // lost to a reset under loss; that joiner then waits for the host, reports hostLost after
                // its gameOver and exits 4. Anything else is a failure.
                let status = try await joiner.exit(within: .seconds(20))
                let names = joiner.events.map(\.name)
                let over = names.firstIndex(of: "gameOver") ?? names.endIndex
                #expect(!names[..<over].contains("hostLost"), "\(joiner.label) lost the host mid-game")
                let lostAfterTheGame = names[over...].contains("hostLost")
                #expect(status == .exited(0) || (lostAfterTheGame && status == .exited(4)), "\(joiner.label): \(status)")
            }
            Self.report("full game at 5% loss", MonotonicTime.seconds() - started)
        }
    }
}
