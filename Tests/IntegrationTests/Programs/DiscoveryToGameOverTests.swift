import LanPartyCLI
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("a host and three bots found by name play to the end; everyone sees the same winner")
    func discoveryToGameOver() async throws {
        try await GameTable.with(hosts: 4) { table in
            let started = MonotonicTime.seconds()
            let host = try await table.botHost(lobby: "Game Night", seed: 2026)
            let joiners = try await table.botJoiners(lobby: "Game Night")
            for joiner in joiners {
                let joined = try await joiner.first("joined", within: .seconds(30))
                #expect(joined["lobby"]?.stringValue == "Game Night")
            }
            let gameStarted = try await host.first("gameStarted")
            #expect(gameStarted["players"]?.arrayValue?.count == 4)
            for joiner in joiners { try await joiner.first("gameStarted") }
            try await GameTable.expectSameWinner([host] + joiners)
            for joiner in joiners { #expect(joiner.events(named: "closed").count == 1, "\(joiner.label)") }
            Self.report("discovery to game over", MonotonicTime.seconds() - started)
        }
    }
}
