import Foundation
import LanPartyPrograms
import Testing

/// `lanhost --bind ADDRESS`: the lobby and its page listen on that address only.
@Suite("lanhost --bind", .serialized)
struct BindAddressTests {
    private func profile(_ directory: URL, _ name: String) -> [String] {
        ["--profile", directory.appendingPathComponent("\(name).json").path]
    }

    @Test("--bind 127.0.0.2: published with that address, reachable there only, and not published on the network")
    func loopbackOnly() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let publisher = RecordingPublisher()
        let (host, port) = try await ProgramHarness.publishedHost(
            ["--bind", "127.0.0.2", "--bots", "1", "--bot", "--auto-start", "--once", "--max-players", "3"]
                + profile(directory, "host"),
            publisher: publisher)
        let published = try #require(host.events.named("published").first)
        #expect(published.fields["address"] == "127.0.0.2")
        #expect(published.fields["discovery"] == false, "a loopback-only lobby is not published")
        let webPort = try #require(published.fields["webPort"]?.intValue)
        #expect(published.fields["webURL"] == .string("http://127.0.0.2:\(webPort)/"))
        #expect(publisher.advertisements.isEmpty)
        // Nothing listens on another loopback address: the joiner cannot reach it (exit 7)...
        let elsewhere = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)", "--bot"] + profile(directory, "miss"))
        #expect(await elsewhere.exitStatus() == .unreachable)
        // ...and joins at the bound one, and the game is played to the end.
        let ann = try ProgramHarness.join(["--connect", "127.0.0.2:\(port)", "--bot", "--auto-ready"] + profile(directory, "ann"))
        #expect(await ann.exitStatus(within: 60) == .success)
        #expect(await host.exitStatus(within: 60) == .success)
    }

    @Test("--bind takes an address literal; an address this machine does not have is a usage error (2) that says so")
    func badAddresses() async throws {
        #expect(throws: (any Error).self) { try HostOptions.parse(["--bind", "kitchen.local"]) }
        #expect(throws: (any Error).self) { try HostOptions.parse(["--bind", "300.1.1.1"]) }
        #expect(throws: Never.self) { try HostOptions.parse(["--bind", "::1"]) }
        let directory = try ProgramHarness.temporaryDirectory()
        // 203.0.113.0/24 is TEST-NET-3: never an address of this machine; binding fails locally.
        let host = try ProgramHarness.host(["--bind", "203.0.113.9", "--no-discovery"] + profile(directory, "h"))
        #expect(await host.exitStatus() == .usage)
        let message = try #require(await host.events.first("error")?.fields["message"]?.stringValue)
        #expect(message.contains("203.0.113.9") && message.contains("address of this machine"), "\(message)")
    }
}
