import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("lanjoin --connect joins and plays without an avahi-daemon on its host")
    func connectWithoutAvahi() async throws {
        try await GameTable.with(hosts: 2) { table in
            let started = MonotonicTime.seconds()
            try await table.network.stopAvahi(host: 2)
            // Discovery really is unavailable there...
            let browser = try await table.joiner(on: 2, profileTag: "-browser", ["--lobby", "Anything", "--discovery-timeout", "2"])
            #expect(try await browser.exit() == .exited(6))

            let host = try await table.host([
                "--lobby-name", "Direct Line", "--name", "Hana", "--bot", "--max-players", "2", "--auto-start", "--once",
                "--seed", "41",
            ])
            let port = try await GameTable.port(of: host)
            // ...but a direct connection needs none.
            let joiner = try await table.joiner(on: 2, [
                "--connect", "\(GameTable.address(1)):\(port)", "--name", "P2", "--bot", "--auto-ready", "--seed", "42",
            ])
            let joined = try await joiner.first("joined")
            #expect(joined["lobby"]?.stringValue == "Direct Line")
            try await GameTable.expectSameWinner([host, joiner])
            Self.report("connect without Avahi, full game", MonotonicTime.seconds() - started)
        }
    }
}
