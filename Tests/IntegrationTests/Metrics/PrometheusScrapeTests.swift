import Foundation
import LanPartyTestKit
import Testing

/// Issue 42: a real Prometheus (Debian's package) scrapes a real `lanhost` on loopback through a
/// scripted game, and its HTTP API returns what happened. No root: only 127.0.0.1.
@Suite(
    "metrics: a real Prometheus scrapes lanhost", .serialized,
    .enabled(if: PrometheusServer.unavailableReason == nil || TestEnvironment.isCI,
             Comment(rawValue: PrometheusServer.unavailableReason ?? "")),
    .timeLimit(.minutes(3)))
struct PrometheusScrapeTests {
    @Test("after a bot game and a refused join, Prometheus has games, joins, bytes and the refusal by reason")
    func scriptedGame() async throws {
        try await LoopbackTable.with { table in
            // No --once: the host stays up for the scrapes after the game; no --auto-start: the
            // bots would ready again and play game after game, and exactly one is wanted.
            let host = try await table.host([
                "--bind", "127.0.0.1", "--name", "Hana", "--bot", "--max-players", "2", "--seed", "41", "--metrics-port", "0",
            ])
            let web = try #require(try await host.first("web", within: .seconds(20))["port"]?.intValue)
            let operatorEvent = try await host.first("operator", within: .seconds(20))
            let metricsPort = try #require(operatorEvent["metricsPort"]?.intValue)
            let port = try await GameTable.port(of: host)

            try await PrometheusServer.with(scraping: ["127.0.0.1:\(web)"]) { prometheus in
                // Prometheus reaches the page server's /metrics (loopback) and finds it up.
                try await prometheus.waitFor("up{job=\"lanhost\"}") { _, value in value == 1 }

                let ari = try await table.joiner(port: port, ["--name", "Ari", "--bot", "--auto-ready", "--seed", "42"])
                try await ari.first("joined")
                // A second "Ari" is refused: the same profile is already seated.
                let twin = try await table.joiner(port: port, ["--name", "ari"])
                #expect(try await twin.first("rejected")["reason"]?.stringValue == "duplicatePlayer")
                #expect(try await twin.exit() == .exited(3))

                try await host.first("lobby") { event in
                    event["members"]?.arrayValue?.contains { $0["name"]?.stringValue == "Ari" && $0["ready"]?.boolValue == true } == true
                }
                host.send("start")
                _ = try await host.first("gameOver", within: .seconds(90))
                _ = try await ari.first("gameOver", within: .seconds(30))
                // Ari leaves, so no second game starts while we look.
                ari.send("leave")
                #expect(try await ari.exit() == .exited(0))

                let finished = try await prometheus.waitFor("lanparty_games_finished_total") { labels, value in
                    labels["game"] == "crazy-eights" && value == 1
                }
                #expect(finished.count == 1, "\(finished)")
                try await prometheus.waitFor("lanparty_games_started_total{game=\"crazy-eights\"}") { _, value in value == 1 }
                // One joiner seated (the host's own seat is not a join).
                try await prometheus.waitFor("lanparty_joins_accepted_total") { _, value in value == 1 }
                let refused = try await prometheus.waitFor("lanparty_joins_refused_total > 0") { labels, value in
                    labels["reason"] == "duplicatePlayer" && value == 1
                }
                #expect(refused.count == 1, "only the one refusal: \(refused)")
                try await prometheus.waitFor("lanparty_sent_bytes_total{transport=\"tcp\"}") { _, value in value > 0 }
                try await prometheus.waitFor("lanparty_received_bytes_total{transport=\"tcp\"}") { _, value in value > 0 }
                try await prometheus.waitFor("lanparty_game_actions_total{game=\"crazy-eights\"}") { _, value in value > 0 }
                try await prometheus.waitFor("lanparty_views_sent_total") { _, value in value > 0 }
                try await prometheus.waitFor("process_resident_memory_bytes") { _, value in value > 1_000_000 }
                try await prometheus.waitFor("process_open_fds") { _, value in value > 3 }
                // Ari left: no joined member is connected (the host's own seat is not counted).
                try await prometheus.waitFor("lanparty_members{state=\"connected\"}") { _, value in value == 0 }
            }

            // The listener of --metrics-port serves the same exposition.
            let separate = try #require(await PlainHTTP.get(port: metricsPort, "/metrics"))
            #expect(separate.status == 200)
            #expect(separate.body.contains("lanparty_games_finished_total{game=\"crazy-eights\"} 1"), "\(separate.body.prefix(400))")
            // No metric is labelled with a name or an address.
            for line in separate.body.split(separator: "\n") where line.hasPrefix("lanparty_") {
                #expect(!line.contains("Ari") && !line.contains("Hana") && !line.contains("127.0.0.1"), "\(line)")
            }
            // The host page's numbers: on loopback, no token needed.
            let overview = try #require(await PlainHTTP.get(port: web, "/host.json"))
            #expect(overview.status == 200)
            #expect(overview.body.contains("\"duplicatePlayer\""), "\(overview.body.prefix(400))")
            host.send("quit")
            #expect(try await host.exit() == .exited(0))
        }
    }
}
