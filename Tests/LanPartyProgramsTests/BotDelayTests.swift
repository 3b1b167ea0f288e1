import Foundation
import GameCore
import LanPartyPrograms
import Testing

/// `--bot-delay MS`: computer players wait before each move (so that a networked game lasts long
/// enough for fault tests), and `LANPARTY_TEST_GAME_VERSION` (the joiner's testing hook).
@Suite("--bot-delay and the test game version", .serialized)
struct BotDelayTests {
    @Test("--bot-delay defaults to 0 and must be 0...60000 ms on both programs")
    func parsing() throws {
        #expect(try HostOptions.parse([]).botDelay == 0)
        #expect(try HostOptions.parse(["--bot-delay", "250"]).botDelay == 250)
        #expect(throws: (any Error).self) { try HostOptions.parse(["--bot-delay", "-1"]) }
        #expect(throws: (any Error).self) { try HostOptions.parse(["--bot-delay", "60001"]) }
        #expect(try JoinOptions.parse(["--connect", "127.0.0.1:7000"]).botDelay == 0)
        #expect(try JoinOptions.parse(["--connect", "127.0.0.1:7000", "--bot-delay", "40"]).botDelay == 40)
        #expect(throws: (any Error).self) { try JoinOptions.parse(["--connect", "127.0.0.1:7000", "--bot-delay", "-5"]) }
    }

    @Test("with --bot-delay on both sides the bots wait, and the game still ends for everyone")
    func delayedBotsPlayToTheEnd() async throws {
        let delay = 25
        let directory = try ProgramHarness.temporaryDirectory()
        let clock = ContinuousClock()
        let started = clock.now
        let (host, port) = try await ProgramHarness.publishedHost([
            "--no-discovery", "--bot", "--auto-start", "--once", "--max-players", "2", "--seed", "5",
            "--bot-delay", String(delay), "--profile", directory.appendingPathComponent("host.json").path,
        ])
        let joiner = try ProgramHarness.join([
            "--connect", "127.0.0.1:\(port)", "--bot", "--auto-ready", "--seed", "6", "--bot-delay", String(delay),
            "--profile", directory.appendingPathComponent("ann.json").path,
        ])
        #expect(await host.exitStatus(within: 60) == .success)
        #expect(await joiner.exitStatus() == .success)
        let elapsed = clock.now - started
        let winners = host.events.named("gameOver").first?.fields["winners"]
        #expect(winners != nil)
        #expect(joiner.events.named("gameOver").first?.fields["winners"] == winners)
        // Every turn is at least one delayed move, by one side or the other.
        let turns = try #require(host.events.named("state").last?.fields["view"]?["turnsTaken"]?.intValue)
        #expect(turns > 0)
        // Each side's bot moves when a wait of the delay, begun at some view, ends; a wait begun at an
        // earlier view can end just after the other side's move (its draw, then its play), so not
        // every move waits a whole delay (runs under ASan and TSan measured 0.49-0.57 s for 23 turns
        // of 25 ms). Half of it still shows the delay at work: without it a turn takes milliseconds.
        #expect(elapsed >= .milliseconds(delay * turns / 2), "\(turns) turns in \(elapsed)")
    }

    @Test("LANPARTY_TEST_GAME_VERSION replaces the announced version only when it is a version")
    func testGameVersion() {
        let games = [GameVersionInfo(id: GameID(rawValue: "crazy-eights"), version: SemanticVersion(1, 2, 0))]
        let future = TestGameVersion.announced(games, environment: ["LANPARTY_TEST_GAME_VERSION": "2.0.0"])
        #expect(future == [GameVersionInfo(id: GameID(rawValue: "crazy-eights"), version: SemanticVersion(2, 0, 0))])
        #expect(TestGameVersion.announced(games, environment: [:]) == games)
        #expect(TestGameVersion.announced(games, environment: ["LANPARTY_TEST_GAME_VERSION": "soon"]) == games)
    }
}
