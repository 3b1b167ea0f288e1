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
            let joiners = try await table.botJoiners(port: port, extra: ["--bot-delay", "50"])
            try await GameTable.expectSameWinner([host] + joiners, within: .seconds(120))
            for joiner in joiners { #expect(joiner.events(named: "hostLost").isEmpty, "\(joiner.label)") }
            Self.report("full game at 5% loss", MonotonicTime.seconds() - started)
        }
    }
}
