import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    /// The joiner announces another major version of the game (`LANPARTY_TEST_GAME_VERSION`, a
    /// testing hook of `lanjoin`); the host refuses it in the handshake.
    @Test("a joiner with an incompatible game version is refused with \"Unsupported Game Version\" (exit 3)")
    func unsupportedGameVersion() async throws {
        try await GameTable.with(hosts: 3) { table in
            let started = MonotonicTime.seconds()
            let host = try await table.host(["--lobby-name", "Version Check", "--name", "Hana", "--no-discovery"])
            let published = try await host.first("published")
            let port = try #require(published["port"]?.intValue)
            let hostVersion = try #require(published["gameVersion"]?.stringValue)
            let major = try #require(hostVersion.split(separator: ".").first.flatMap { Int($0) })
            let target = "\(GameTable.address(1)):\(port)"

            let future = try await table.joiner(
                on: 2, ["--connect", target, "--name", "Future"],
                environment: ["LANPARTY_TEST_GAME_VERSION": "\(major + 1).0.0"])
            let rejected = try await future.first("rejected")
            #expect(rejected["reason"]?.stringValue == "unsupportedGameVersion")
            #expect(rejected["message"]?.stringValue == "Unsupported Game Version")
            #expect(try await future.exit() == .exited(3))
            let hostSide = try await host.first("rejected")
            #expect(hostSide["reason"]?.stringValue == "unsupportedGameVersion")
            #expect(hostSide["name"]?.stringValue == "Future")

            // The same build without the override is admitted.
            let current = try await table.joiner(on: 3, ["--connect", target, "--name", "Current"])
            try await current.first("joined")
            host.send("quit")
            #expect(try await host.exit() == .exited(0))
            #expect(try await current.exit() == .exited(4))
            Self.report("unsupported game version", MonotonicTime.seconds() - started)
        }
    }
}
