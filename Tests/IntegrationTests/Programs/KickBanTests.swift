import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("the host kicks one player (exit 5) and bans another, whose re-join is refused (exit 3)")
    func kickAndBan() async throws {
        try await GameTable.with(hosts: 3) { table in
            let started = MonotonicTime.seconds()
            let host = try await table.host(["--lobby-name", "Strict Table", "--name", "Hana", "--no-discovery"])
            let target = "\(GameTable.address(1)):\(try await GameTable.port(of: host))"
            let rowdy = try await table.joiner(on: 2, ["--connect", target, "--name", "Rowdy"])
            let cheat = try await table.joiner(on: 3, ["--connect", target, "--name", "Cheat"])
            try await rowdy.first("joined")
            try await cheat.first("joined")
            // The host acts on names it knows from the roster.
            try await host.first("lobby") { ($0["members"]?.arrayValue?.count ?? 0) == 3 }

            host.send("kick Rowdy too loud")
            let kicked = try await rowdy.first("kicked")
            #expect(kicked["reason"]?.stringValue == "too loud")
            #expect(try await rowdy.exit() == .exited(5))
            let kickLeft = try await host.first("playerLeft") { $0["player"]?["name"]?.stringValue == "Rowdy" }
            #expect(kickLeft["reason"]?.stringValue == "kicked")

            host.send("ban Cheat")
            try await cheat.first("banned")
            #expect(try await cheat.exit() == .exited(5))
            let banLeft = try await host.first("playerLeft") { $0["player"]?["name"]?.stringValue == "Cheat" }
            #expect(banLeft["reason"]?.stringValue == "banned")

            // Same profile, same address: refused before any seat is given.
            let again = try await table.joiner(on: 3, ["--connect", target, "--name", "Cheat"])
            let refused = try await again.first("rejected")
            #expect(refused["reason"]?.stringValue == "banned")
            #expect(try await again.exit() == .exited(3))
            // The kicked player may come back.
            let back = try await table.joiner(on: 2, ["--connect", target, "--name", "Rowdy"])
            try await back.first("joined")

            host.send("quit")
            #expect(try await host.exit() == .exited(0))
            #expect(try await back.exit() == .exited(4))
            Self.report("kick and ban", MonotonicTime.seconds() - started)
        }
    }
}
