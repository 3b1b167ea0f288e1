import Connectivity
import Foundation
import LanPartyPrograms
import Testing

/// `lanhost` publishing and `lanjoin --lobby/--list`, with scripted discovery (these tests never talk
/// to the machine's Avahi; the real browser and advertiser are tested on the simulated LAN).
@Suite("lanhost + lanjoin: discovery", .serialized)
struct DiscoveryTests {
    private func profile(_ directory: URL, _ name: String) -> [String] {
        ["--profile", directory.appendingPathComponent("\(name).json").path]
    }

    @Test("without a daemon: --lobby and --list exit 6, and so does lanhost unless --no-discovery")
    func noDaemon() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let named = try ProgramHarness.join(["--lobby", "Party"] + profile(directory, "ann"))
        #expect(await named.exitStatus() == .discoveryUnavailable)
        let error = try #require(named.events.named("error").first)
        #expect(error.fields["code"] == "discoveryUnavailable")
        #expect(error.fields["message"]?.stringValue?.contains("--connect") == true)
        let list = try ProgramHarness.join(["--list"])
        #expect(await list.exitStatus() == .discoveryUnavailable)
        let noPublisher = RecordingPublisher(failing: ProgramFailure(DiscoveryError(.daemonNotRunning)))
        let host = try ProgramHarness.host(["--lobby-name", "Party"] + profile(directory, "host"), publisher: noPublisher)
        #expect(await host.exitStatus() == .discoveryUnavailable)
    }

    @Test("lanhost publishes the lobby and keeps players and state up to date, then withdraws it")
    func publishing() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let publisher = RecordingPublisher()
        let (host, port) = try await ProgramHarness.publishedHost(
            ["--lobby-name", "Party", "--bots", "1", "--bot", "--auto-start", "--once", "--max-players", "3"]
                + profile(directory, "host"),
            publisher: publisher)
        let published = host.events.named("published").first
        #expect(published?.fields["discovery"] == true)
        // The browser page: its port in the TXT record, its links (address, then mDNS name) in `web`.
        let webPort = try #require(published?.fields["webPort"]?.intValue)
        #expect(published?.fields["webURL"] == .string("http://127.0.0.1:\(webPort)/"))
        let web = await host.events.first("web")
        #expect(web?.fields["urls"] == .array([.string("http://127.0.0.1:\(webPort)/"), .string("http://party-host.local:\(webPort)/")]))
        #expect(await host.events.first("advertised")?.fields["name"] == "Party")
        let ann = try ProgramHarness.join(
            ["--connect", "127.0.0.1:\(port)", "--bot", "--auto-ready"] + profile(directory, "ann"))
        #expect(await host.exitStatus(within: 60) == .success)
        #expect(await ann.exitStatus() == .success)
        let advertisements = publisher.advertisements
        #expect(advertisements.first?.lobbyName == "Party")
        #expect(advertisements.first?.port == UInt16(port))
        #expect(advertisements.allSatisfy { $0.webPort == UInt16(webPort) })
        #expect(advertisements.first?.players == 2)  // the host and its bot, seated before publishing
        #expect(advertisements.contains { $0.players == 3 && $0.phase == .playing })
        #expect(advertisements.allSatisfy { $0.maxPlayers == 3 && !$0.isPrivate })
        #expect(publisher.isWithdrawn)
    }

    @Test("--lobby NAME joins the lobby of that name at its resolved address")
    func joinByName() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost(["--lobby-name", "Party"] + profile(directory, "host"))
        let browser = ScriptedBrowser(script: [
            .updated(ScriptedBrowser.lobby("Other", port: 9)), .updated(ScriptedBrowser.lobby("Party", port: port)),
        ])
        let ann = try ProgramHarness.join(["--lobby", "Party", "--name", "Ann"] + profile(directory, "ann"), browser: browser)
        #expect(await ann.events.first("joined")?.fields["lobby"] == "Party")
        host.type("quit")
        #expect(await host.exitStatus() == .success)
        #expect(await ann.exitStatus() == .hostLost)
    }

    @Test("--lobby refuses a lobby this build cannot play, and a name nobody publishes (3)")
    func unjoinable() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let old = ScriptedBrowser.lobby("Old", port: 7, compatibility: .unsupportedGame("chess"))
        let refused = try ProgramHarness.join(["--lobby", "Old"] + profile(directory, "ann"), browser: ScriptedBrowser(script: [.updated(old)]))
        #expect(await refused.exitStatus() == .joinRejected)
        #expect(refused.events.named("error").first?.fields["message"]?.stringValue?.contains("chess") == true)
        let missing = try ProgramHarness.join(
            ["--lobby", "Nowhere", "--discovery-timeout", "0.2"] + profile(directory, "ann"), browser: ScriptedBrowser(script: []))
        #expect(await missing.exitStatus() == .joinRejected)
    }

    @Test("--list prints the lobbies still there after the timeout; --watch streams every change")
    func listing() async throws {
        let a = ScriptedBrowser.lobby("Alpha", port: 7001, players: 2, webPort: 7003)
        let b = ScriptedBrowser.lobby("Beta", port: 7002)
        let browser = ScriptedBrowser(script: [.updated(a), .updated(b), .removed(b)])
        let list = try ProgramHarness.join(["--list", "--discovery-timeout", "0.2"], browser: browser)
        #expect(await list.exitStatus() == .success)
        let found = list.events.named("lobbyFound")
        #expect(found.count == 1)
        #expect(found.first?.fields["name"] == "Alpha")
        #expect(found.first?.fields["players"] == 2)
        #expect(found.first?.fields["private"] == false)
        #expect(found.first?.fields["state"] == "lobby")
        #expect(found.first?.fields["address"] == "127.0.0.1")
        #expect(found.first?.fields["webURL"] == "http://127.0.0.1:7003/")
        #expect(found.first?.text.contains("browser: http://127.0.0.1:7003/") == true)

        let watch = try ProgramHarness.join(["--list", "--watch"], browser: browser)
        _ = await watch.events.first("lobbyRemoved")
        #expect(watch.events.all.map(\.name) == ["lobbyFound", "lobbyFound", "lobbyRemoved"])
        watch.signal(.terminate)
        #expect(await watch.exitStatus() == .success)
    }
}
