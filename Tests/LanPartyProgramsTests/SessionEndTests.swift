import Foundation
import LanPartyPrograms
import Testing

/// How sessions end, and the exit status of each end (SPEC §7).
@Suite("lanhost + lanjoin: exit statuses", .serialized)
struct SessionEndTests {
    private func profile(_ directory: URL, _ name: String) -> [String] {
        ["--profile", directory.appendingPathComponent("\(name).json").path]
    }

    @Test("a wrong --set or --game is a usage error (2) with a clear message")
    func usageErrors() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let badValue = try ProgramHarness.host(["--no-discovery", "--set", "handSize=banana"] + profile(directory, "h"))
        #expect(await badValue.exitStatus() == .usage)
        let message = try #require(await badValue.events.first("error")?.fields["message"]?.stringValue)
        #expect(message.contains("handSize"))
        let badKey = try ProgramHarness.host(["--no-discovery", "--set", "colour=red"] + profile(directory, "h"))
        #expect(await badKey.exitStatus() == .usage)
        #expect(badKey.events.named("error").first?.fields["code"] == "usage")
        let badGame = try ProgramHarness.host(["--no-discovery", "--game", "chess"] + profile(directory, "h"))
        #expect(await badGame.exitStatus() == .usage)
        let crowded = try ProgramHarness.host(["--no-discovery", "--max-players", "2", "--bots", "2"] + profile(directory, "h"))
        #expect(await crowded.exitStatus() == .usage)
    }

    @Test("a private lobby refuses a joiner without the passcode (3) and admits one with it")
    func privateLobby() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost(
            ["--no-discovery", "--private", "--json"] + profile(directory, "host"))
        let published = try #require(host.events.named("published").first)
        #expect(published.fields["private"] == true)
        let passcode = try #require(published.fields["passcode"]?.stringValue)
        // Strong enough against offline guessing from a recorded handshake (Docs/Lobby.md §7).
        #expect(passcode.count == 11 && passcode.split(separator: "-").map(\.count) == [5, 5], "\(passcode)")
        #expect(passcode.allSatisfy { "abcdefghjkmnpqrstuvwxyz23456789-".contains($0) })
        let stranger = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)"] + profile(directory, "stranger"))
        #expect(await stranger.exitStatus() == .joinRejected)
        #expect(stranger.events.named("rejected").first?.fields["reason"] == "challengeRefused")
        let guesser = try ProgramHarness.join(
            ["--connect", "127.0.0.1:\(port)", "--passcode", "not-it"] + profile(directory, "guesser"))
        #expect(await guesser.exitStatus() == .joinRejected)
        #expect(guesser.events.named("rejected").first?.fields["reason"] == "wrongPasscode")
        let friend = try ProgramHarness.join(
            ["--connect", "127.0.0.1:\(port)", "--passcode", passcode] + profile(directory, "friend"))
        #expect(await friend.events.first("joined") != nil)
        friend.type("quit")
        #expect(await friend.exitStatus() == .success)
        host.type("quit")
        #expect(await host.exitStatus() == .success)
    }

    @Test("kick and ban end the joiner's session with 5; the host sees why")
    func kickAndBan() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost(["--no-discovery"] + profile(directory, "host"))
        let zed = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)", "--name", "Zed"] + profile(directory, "zed"))
        _ = await zed.events.first("joined")
        host.type("kick zed too slow")
        #expect(await zed.exitStatus() == .kicked)
        #expect(zed.events.named("kicked").first?.fields["reason"] == "too slow")
        let left = await host.events.first("playerLeft")
        #expect(left?.fields["reason"] == "kicked")
        #expect(left?.fields["player"]?["name"] == "Zed")

        let again = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)", "--name", "Zed"] + profile(directory, "zed"))
        _ = await again.events.first("joined")
        host.type("ban Zed")
        #expect(await again.exitStatus() == .kicked)
        #expect(again.events.named("banned").count == 1)
        let third = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)"] + profile(directory, "zed"))
        #expect(await third.exitStatus() == .joinRejected)
        #expect(third.events.named("rejected").first?.fields["reason"] == "banned")
        host.type("quit")
        #expect(await host.exitStatus() == .success)
    }

    @Test("SIGTERM: the joiner leaves (0); the host shuts down and tells everyone (0, joiner 4 before any game)")
    func signals() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost(["--no-discovery"] + profile(directory, "host"))
        let ann = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)", "--name", "Ann"] + profile(directory, "ann"))
        let bob = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)", "--name", "Bob"] + profile(directory, "bob"))
        _ = await ann.events.first("joined")
        _ = await bob.events.first("joined")
        ann.signal(.terminate)
        #expect(await ann.exitStatus() == .success)
        #expect(ann.events.named("left").count == 1)
        #expect(await host.events.first { $0.name == "playerLeft" && $0.fields["reason"] == "left" } != nil)
        host.signal(.terminate)
        #expect(await host.exitStatus() == .success)
        #expect(await bob.exitStatus() == .hostLost)
        #expect(bob.events.named("closed").first?.fields["reason"] == "hostShutdown")
    }

    @Test("Ctrl-Z announces the background and stops; SIGCONT comes back to the foreground")
    func suspendAndResume() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost(["--no-discovery"] + profile(directory, "host"))
        let ann = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)", "--name", "Ann"] + profile(directory, "ann"))
        _ = await ann.events.first("joined")
        ann.signal(.suspend)
        let away = await host.events.first("playerAway")
        #expect(away?.fields["connection"] == "background")
        // The whole 30 s hold is left when it is reported (the time left is rounded up, not down to 29).
        #expect(away?.fields["holdSeconds"] == 30)
        ann.signal(.resume)
        #expect(await host.events.first("resumed")?.fields["player"]?["name"] == "Ann")
        #expect(await ann.events.first("foreground") != nil)
        // Signals are handled in order: the stop came before the foreground.
        #expect(ann.suspensions.value == 1)
        host.type("quit")
        #expect(await host.exitStatus() == .success)
        #expect(await ann.exitStatus() == .hostLost)
    }

    @Test("nothing listening: the joiner says so with the likely causes and exits 7, not 'host lost'")
    func connectionFailed() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let lonely = try ProgramHarness.join(["--connect", "127.0.0.1:9"] + profile(directory, "ann"))
        #expect(await lonely.exitStatus() == .unreachable)
        #expect(lonely.events.named("error").first?.fields["code"] == "unreachable")
    }
}
