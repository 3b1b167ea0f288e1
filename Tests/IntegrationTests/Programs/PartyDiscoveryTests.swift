import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("the party's game choice reaches the TXT record: a browsing lanjoin sees the new game, nobody reconnects")
    func gameChoiceUpdatesTheListing() async throws {
        try await GameTable.with(hosts: 3) { table in
            let host = try await table.host(on: 1, game: "crazy-eights", [
                "--games", "crazy-eights,quortex", "--lobby-name", "Party", "--name", "Hana",
            ])
            _ = try await host.first("published")
            let player = try await table.joiner(on: 3, ["--lobby", "Party", "--name", "Bo", "--auto-ready", "--discovery-timeout", "20"])
            _ = try await player.first("joined", within: .seconds(30))
            let lister = try await table.joiner(on: 2, profileTag: "list", ["--list", "--watch", "--discovery-timeout", "20"])
            let first = try await lister.first("lobbyFound", within: .seconds(15))
            #expect(first["game"]?.stringValue == "crazy-eights")
            host.send("game quortex")
            _ = try await host.first("gameChosen", where: { $0["game"]?.stringValue == "quortex" })
            let changed = try await lister.first("lobbyFound", within: .seconds(15), where: { $0["game"]?.stringValue == "quortex" })
            #expect(changed["name"]?.stringValue == "Party")
            // The joiner followed without rejoining.
            _ = try await player.first("gameChosen", within: .seconds(10))
            #expect(player.events(named: "joined").count == 1 && player.events(named: "hostUnreachable").isEmpty)
        }
    }
}
