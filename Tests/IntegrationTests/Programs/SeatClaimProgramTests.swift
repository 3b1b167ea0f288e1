import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ProgramNetworkTests {
    @Test("\"That's me\" needs a yes: the VIP refuses one claim, the host approves another, Ari's own device takes the seat back")
    func seatClaimNeedsAYes() async throws {
        try await GameTable.with(hosts: 4) { table in
            let started = MonotonicTime.seconds()
            // A dedicated host: its first joiner, Hana, is the VIP.
            let host = try await table.host(["--lobby-name", "Claim Table", "--dedicated", "--no-discovery"])
            let target = "\(GameTable.address(1)):\(try await GameTable.port(of: host))"
            let hana = try await table.joiner(on: 2, ["--connect", target, "--name", "Hana"])
            try await hana.first("joined")
            let ari = try await table.joiner(on: 3, ["--connect", target, "--name", "Ari"])
            try await ari.first("joined")
            try await host.first("lobby") { ($0["members"]?.arrayValue?.count ?? 0) == 2 }
            // Ari's device dies: the seat is held (its seat ticket stays on disk).
            ari.process.signal(SIGKILL)
            try await host.first("playerAway", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "Ari" }

            // Someone else on the Wi-Fi types "ari" and says "That's me": it waits; the VIP is asked.
            let first = try await table.joiner(on: 4, ["--connect", target, "--name", "ari", "--reclaim"])
            let pending = try await first.first("claimPending", within: .seconds(15))
            #expect(pending["message"]?.stringValue == "Asking Hana (the VIP) to let you take Ari's seat…", "\(pending.line)")
            let asked = try await host.first("seatClaim", within: .seconds(10))
            #expect(asked["player"]?["name"]?.stringValue == "Ari")
            #expect(asked["address"]?.stringValue == GameTable.address(4))
            try await hana.first("seatClaim", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "Ari" }
            #expect(first.events(named: "joined").isEmpty, "nothing before a yes")

            // The VIP says no.
            hana.send("refuse Ari")
            let refused = try await first.first("rejected", within: .seconds(10))
            #expect(refused["reason"]?.stringValue == "claimRefused")
            #expect(refused["message"]?.stringValue?.hasPrefix("Hana said no") == true, "\(refused.line)")
            #expect(try await first.exit() == .exited(3))
            let ended = try await host.first("seatClaimEnded", within: .seconds(10))
            #expect(ended["outcome"]?.stringValue == "refused" && ended["by"]?["name"]?.stringValue == "Hana")

            // A second claim; the host's operator says yes: the device gets Ari's seat.
            let second = try await table.joiner(on: 4, profileTag: "b", ["--connect", target, "--name", "Ari", "--reclaim"])
            try await second.first("claimPending", within: .seconds(15))
            _ = try await host.next("seatClaim", within: .seconds(10))  // the first claim's
            _ = try await host.next("seatClaim", within: .seconds(10))  // this one's
            // The answer takes longer than a join may (5 s on both sides): the waiting claim outlives it.
            try await Task.sleep(for: .seconds(6))
            #expect(second.events(named: "error").isEmpty && second.events(named: "rejected").isEmpty)
            host.send("approve Ari")
            // A seat taken over is a resume (the seat's id, its hand) on the device's first join.
            let seated = try await second.first("resumed", within: .seconds(10))
            #expect(seated["player"]?["name"]?.stringValue == "Ari")
            try await host.first("seatReclaimed", within: .seconds(10))
            try await host.first("seatClaimEnded") { $0["outcome"]?.stringValue == "approved" && $0["by"] == .null }

            // Ari's own device comes back (same profile, its seat ticket's token): the seat is its again.
            let back = try await table.joiner(on: 3, ["--connect", target, "--name", "Ari"])
            try await back.first("resumed", within: .seconds(15))
            let bumped = try await second.first("ownerReturned", within: .seconds(10))
            #expect(bumped["message"]?.stringValue?.hasPrefix("Ari's own device came back") == true, "\(bumped.line)")
            #expect(try await second.exit() == .exited(3))
            try await host.first("seatTakenBack", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "Ari" }
            let roster = try await host.next("lobby", within: .seconds(10)) {
                ($0["members"]?.arrayValue ?? []).contains { $0["name"]?.stringValue == "Ari" && $0["connection"]?.stringValue == "connected" }
            }
            #expect((roster["members"]?.arrayValue ?? []).count == 2, "\(roster.line)")

            host.send("quit")
            #expect(try await host.exit() == .exited(0))
            _ = try? await hana.exit()
            _ = try? await back.exit()
            Self.report("seat claim: refused, approved, taken back", MonotonicTime.seconds() - started)
        }
    }
}
