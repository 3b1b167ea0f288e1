import Connectivity
import LanPartyTestKit
import Testing

extension DiscoveryNetworkTests {
    @Test func interoperatesWithAvahiCommandLineTools() async throws {
        try TestEnvironment.requireNetworkPrivileges()
        try await TestNetwork.withNetwork(hosts: 3) { network in
            func avahiPublish(_ name: String, _ port: Int, _ txt: [String]) async throws {
                _ = try await network.run(on: 1, ["avahi-publish", "-s", name, "_lanparty._tcp", String(port)] + txt)
            }
            let current = "v=\(ProtocolVersion.current)"
            let record = ["game=crazy-eights", "players=1", "max=4", "private=0", "state=lobby"]
            try await avahiPublish("Tool Lobby", 7100, [current, "gv=1.2.0"] + record)
            try await avahiPublish("Newer Protocol", 7101, ["v=\(ProtocolVersion.current + 1)", "layout=other"])
            try await avahiPublish("Newer Game", 7102, [current, "gv=2.0.0"] + record)

            let browser = try await DiscoveryProbeRun.browse(on: network, host: 2, ["--supports", "crazy-eights=1.0.0"])
            let tool = try await browser.first("Tool Lobby", where: Self.isAppearance(of: "Tool Lobby"))
            #expect(tool.lobby?.joinable == true)
            #expect(tool.lobby?.port == 7100)
            #expect(tool.lobby?.txt["gv"] == "1.2.0")
            let newerProtocol = try await browser.first("Newer Protocol", where: Self.isAppearance(of: "Newer Protocol"))
            #expect(newerProtocol.lobby?.compatibility == "protocolMismatch")
            #expect(newerProtocol.lobby?.joinable == false)
            let newerGame = try await browser.first("Newer Game", where: Self.isAppearance(of: "Newer Game"))
            #expect(newerGame.lobby?.compatibility == "gameVersionMismatch")

            let ours = try await DiscoveryProbeRun.publish(on: network, host: 2, name: "Probe Lobby", port: 7200)
            try await ours.next("publication") { $0.event == "published" }
            // avahi-browse -rtp prints "=;iface;proto;name;type;domain;host;address;port;txt" per
            // resolved service; names are escaped ("\032" is a space).
            let resolved = try await withDeadline(.seconds(20), waitingFor: "avahi-browse to list Probe Lobby") {
                while true {
                    let lines = try await network.runToCompletion(on: 3, ["avahi-browse", "-rtp", "_lanparty._tcp"])
                    if let line = lines.first(where: { $0.hasPrefix("=;") && $0.contains(";Probe\\032Lobby;") }) {
                        return line
                    }
                }
            }
            let fields = resolved.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            #expect(fields.count >= 10)
            #expect(fields[6] == "h2.local")
            #expect(fields[7] == "169.254.1.2")
            #expect(fields[8] == "7200")
            for entry in [current, "game=crazy-eights", "gv=1.0.0", "players=1", "max=4", "private=0", "state=lobby"] {
                #expect(fields[9].contains("\"\(entry)\""))
            }
        }
    }
}
