import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("a host and three bots found by name play to the end; everyone sees the same winner")
    func discoveryToGameOver() async throws {
        try await GameTable.with(hosts: 4) { table in
            let started = MonotonicTime.seconds()
            let host = try await table.botHost(lobby: "Game Night", seed: 2026)
            // Browsers: the links name the host's LAN address and its mDNS name, and the TXT record
            // carries the page's port, so a listing shows the link too (listed before the joiners fill the
            // lobby: a game of bots is over in seconds).
            let webPort = try #require(try await host.first("published")["webPort"]?.intValue)
            let links = try await host.first("web")["urls"]?.arrayValue?.compactMap(\.stringValue)
            #expect(links == ["http://\(GameTable.address(1)):\(webPort)/", "http://h1.local:\(webPort)/"])
            let lister = try await table.joiner(on: 2, profileTag: "list", ["--list", "--discovery-timeout", "3"])
            let listed = try await lister.first("lobbyFound", within: .seconds(10))
            #expect(listed["webURL"]?.stringValue == "http://\(GameTable.address(1)):\(webPort)/")
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
