import Connectivity
import LanPartyTestKit
import Testing

/// Discovery between simulated hosts (Scripts/testnet): each test builds its own three-host LAN,
/// runs `lanparty-discovery-probe` processes on it and waits for their events with deadlines.
/// Serialized so that the latency figures they print are not skewed by each other.
@Suite(
    "Discovery on the simulated LAN", .serialized,
    .enabled(if: TestEnvironment.shouldRunNetworkTests, Comment(rawValue: TestEnvironment.skipReason)),
    .timeLimit(.minutes(2)))
struct DiscoveryNetworkTests {
    /// The TXT record the probe publishes by default, with `players`/`max`/`state` as given.
    static func txt(players: Int, max: Int, state: String = "lobby") -> [String: String] {
        ["v": String(ProtocolVersion.current), "game": "crazy-eights", "gv": "1.0.0", "players": String(players), "max": String(max),
         "private": "0", "state": state]
    }

    /// Prints a latency for the report (`swift test` shows test output).
    static func report(_ what: String, _ seconds: Double) {
        print("[discovery latency] \(what): \(String(format: "%.3f", seconds)) s")
    }

    static func isAppearance(of name: String) -> @Sendable (DiscoveryProbeEvent) -> Bool {
        { $0.event == "appeared" && $0.lobby?.name == name }
    }

    static func isDisappearance(of name: String) -> @Sendable (DiscoveryProbeEvent) -> Bool {
        { $0.event == "disappeared" && $0.lobby?.name == name }
    }

    @Test func lobbyIsSeenChangedAndWithdrawnOnOtherHosts() async throws {
        try TestEnvironment.requireNetworkPrivileges()
        try await TestNetwork.withNetwork(hosts: 3) { network in
            let browsers = [
                try await DiscoveryProbeRun.browse(on: network, host: 2),
                try await DiscoveryProbeRun.browse(on: network, host: 3),
            ]
            let publisher = try await DiscoveryProbeRun.publish(
                on: network, host: 1, name: "Friday Night", port: 7000, ["--players", "2", "--max", "6"])
            let started = try await publisher.first("publisher start") { $0.event == "started" }
            let published = try await publisher.next("publication") { $0.event == "published" }
            #expect(published.name == "Friday Night")
            Self.report("publish -> established (h1)", published.t - started.t)

            for (index, browser) in browsers.enumerated() {
                let seen = try await browser.next("Friday Night appearing", where: Self.isAppearance(of: "Friday Night"))
                let lobby = try #require(seen.lobby)
                #expect(lobby.addresses == ["169.254.1.1"])
                #expect(lobby.port == 7000)
                #expect(lobby.hostName == "h1.local")
                #expect(lobby.txt == Self.txt(players: 2, max: 6))
                #expect(lobby.joinable)
                Self.report("publish -> seen (h\(index + 2))", seen.t - started.t)
                Self.report("established -> seen (h\(index + 2))", seen.t - published.t)
            }

            publisher.send("update players=3 state=playing")
            let updated = try await publisher.next("TXT update") { $0.event == "updated" }
            for (index, browser) in browsers.enumerated() {
                let changed = try await browser.next("TXT change") {
                    $0.event == "changed" && $0.lobby?.txt["players"] == "3"
                }
                #expect(changed.lobby?.txt == Self.txt(players: 3, max: 6, state: "playing"))
                #expect(changed.lobby?.name == "Friday Night")
                Self.report("TXT update -> change seen (h\(index + 2))", changed.t - updated.t)
            }

            publisher.send("stop")
            let stopping = try await publisher.next("withdrawal") { $0.event == "stopping" }
            for (index, browser) in browsers.enumerated() {
                let gone = try await browser.next("Friday Night disappearing", where: Self.isDisappearance(of: "Friday Night"))
                Self.report("withdraw -> removed (h\(index + 2))", gone.t - stopping.t)
            }
            #expect(try await publisher.process.waitForExit(within: .seconds(10)) == .exited(0))
        }
    }

    @Test func sameNameOnTwoHostsIsRenamed() async throws {
        try TestEnvironment.requireNetworkPrivileges()
        try await TestNetwork.withNetwork(hosts: 3) { network in
            let browser = try await DiscoveryProbeRun.browse(on: network, host: 3)
            let first = try await DiscoveryProbeRun.publish(on: network, host: 1, name: "Twin", port: 7001)
            let firstPublication = try await first.next("first publication") { $0.event == "published" }
            #expect(firstPublication.name == "Twin")

            let second = try await DiscoveryProbeRun.publish(on: network, host: 2, name: "Twin", port: 7002)
            let renamed = try await second.next("rename on collision") { $0.event == "renamed" }
            #expect(renamed.from == "Twin")
            #expect(renamed.to == "Twin #2")
            let secondPublication = try await second.next("second publication") { $0.event == "published" }
            #expect(secondPublication.name == "Twin #2")

            let original = try await browser.first("Twin", where: Self.isAppearance(of: "Twin"))
            let alternative = try await browser.first("Twin #2", where: Self.isAppearance(of: "Twin #2"))
            #expect(original.lobby?.port == 7001)
            #expect(original.lobby?.addresses == ["169.254.1.1"])
            #expect(alternative.lobby?.port == 7002)
            #expect(alternative.lobby?.addresses == ["169.254.1.2"])
            // The first publisher keeps its name.
            let firstRenames = first.events.filter { $0.event == "renamed" }
            #expect(firstRenames.isEmpty)
        }
    }
}
