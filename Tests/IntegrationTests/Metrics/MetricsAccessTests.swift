import Foundation
import LanPartyTestKit
import Testing

/// Issue 42: `/metrics` and `/host` are not for players. "Not loopback" is tested from another
/// host: a client in another network namespace of the simulated LAN (Scripts/testnet), whose
/// source address is 169.254.1.2. A second loopback address (127.0.0.2) would not do: every
/// 127.0.0.0/8 source is this machine, which is exactly who may read them.
@Suite(
    "metrics: /metrics and /host from another host", .serialized,
    .enabled(if: TestEnvironment.shouldRunNetworkTests, Comment(rawValue: TestEnvironment.skipReason)),
    .timeLimit(.minutes(3)))
struct MetricsAccessTests {
    @Test("refused (403) from another host without --metrics-bind; answered on loopback, and with --metrics-bind")
    func refusedFromAnotherHost() async throws {
        try await GameTable.with(hosts: 2) { table in
            let host = try await table.host(["--no-discovery", "--name", "Hana", "--port", "0"])
            let web = try #require(try await host.first("web", within: .seconds(20))["port"]?.intValue)
            let token = try #require(try await host.first("operator")["hostToken"]?.stringValue)
            let base = "http://\(GameTable.address(1)):\(web)"

            // From host 2: the page itself is served (so a 403 is the rule, not the network)...
            #expect(try await Self.status(table, from: 2, "\(base)/") == 200)
            // ...but not the metrics, nor the host page without its token.
            #expect(try await Self.status(table, from: 2, "\(base)/metrics") == 403)
            #expect(try await Self.status(table, from: 2, "\(base)/host") == 403)
            #expect(try await Self.status(table, from: 2, "\(base)/host.json?token=wrong") == 403)
            #expect(try await Self.status(table, from: 2, "\(base)/host.json?token=\(token)") == 200)
            // On the host itself, over loopback, both are answered.
            #expect(try await Self.status(table, from: 1, "http://127.0.0.1:\(web)/metrics") == 200)
            #expect(try await Self.status(table, from: 1, "http://127.0.0.1:\(web)/host") == 200)
            host.send("quit")
            #expect(try await host.exit() == .exited(0))

            // --metrics-bind offers /metrics on that address.
            let offered = try await table.host(["--no-discovery", "--name", "Hana", "--metrics-bind", GameTable.address(1)])
            let offeredWeb = try #require(try await offered.first("web", within: .seconds(20))["port"]?.intValue)
            #expect(try await Self.status(table, from: 2, "http://\(GameTable.address(1)):\(offeredWeb)/metrics") == 200)
            // The host page still wants its token.
            #expect(try await Self.status(table, from: 2, "http://\(GameTable.address(1)):\(offeredWeb)/host") == 403)
            offered.send("quit")
            #expect(try await offered.exit() == .exited(0))
        }
    }

    /// The HTTP status of `GET url` from a program on `host` (Python's urllib, in that host's namespace).
    private static func status(_ table: GameTable, from host: Int, _ url: String) async throws -> Int {
        let script = """
            import sys, urllib.request, urllib.error
            opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
            try:
                print(opener.open(sys.argv[1], timeout=10).status)
            except urllib.error.HTTPError as error:
                print(error.code)
            """
        let lines = try await table.network.runToCompletion(on: host, ["python3", "-c", script, url])
        return try #require(lines.last.flatMap { Int($0) }, "\(lines)")
    }
}
