import Foundation
import GameCore
import LanPartyPrograms
import Testing

/// A real `lanhost` program and two `lanjoin` programs in this process, over loopback TCP, with bots
/// playing Crazy Eights to the end.
@Suite("lanhost + lanjoin: a whole game", .serialized)
struct FullGameTests {
    @Test("bots play a game to the end; everyone sees the same winner; all exit 0")
    func botsPlayToTheEnd() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost([
            "--no-discovery", "--port", "0", "--bots", "1", "--bot", "--auto-start", "--once", "--max-players", "4",
            "--json", "--name", "Hostess", "--profile", directory.appendingPathComponent("host.json").path,
        ])
        let joiners = try ["Ann", "Bob"].map { name in
            try ProgramHarness.join([
                "--connect", "127.0.0.1:\(port)", "--bot", "--auto-ready", "--json", "--name", name,
                "--profile", directory.appendingPathComponent("\(name).json").path,
            ])
        }
        #expect(await host.exitStatus(within: 60) == .success)
        for joiner in joiners { #expect(await joiner.exitStatus(within: 10) == .success) }

        let hostOver = try #require(host.events.named("gameOver").first)
        let winners = try #require(hostOver.fields["winners"]?.arrayValue)
        #expect(winners.count == 1)
        let started = try #require(host.events.named("gameStarted").first?.fields["players"]?.arrayValue)
        #expect(started.count == 4)
        #expect(started.contains(winners[0]))
        for joiner in joiners {
            let over = joiner.events.named("gameOver")
            #expect(over.count == 1)
            #expect(over.first?.fields["winners"] == .array(winners))
            #expect(joiner.events.named("closed").count == 1)
            // Every state carried the joiner's own hand until the end.
            let states = joiner.events.named("state")
            #expect(!states.isEmpty)
            #expect(states.allSatisfy { $0.fields["view"]?["hand"]?.arrayValue != nil })
            // Each said whom the game waited for (the host's `toAct`): the player to move, nobody at the end.
            for state in states {
                // Shown with our own move still unanswered: the view is predicted, the host's word absent.
                if (state.fields["pendingActions"]?.intValue ?? 0) > 0 {
                    #expect(state.fields["toAct"] == nil)
                    continue
                }
                let view = state.fields["view"]
                let running = (view?["finish"] ?? .null) == .null
                let toAct = state.fields["toAct"]?.arrayValue?.map { $0["id"] }
                #expect(toAct == (running ? [view?["currentPlayer"]] : []))
                #expect(state.fields["yourTurn"] == .bool(running && view?["currentPlayer"] == view?["viewer"]))
            }
        }
        // Exactly one seat won, and each seated local profile counted the game.
        let youWon = ([hostOver] + joiners.compactMap { $0.events.named("gameOver").first }).compactMap { $0.fields["youWon"]?.boolValue }
        #expect(youWon.count == 3)
        #expect(youWon.filter { $0 }.count <= 1)
        for file in ["host.json", "Ann.json", "Bob.json"] {
            let profile = try #require(try ProfileStore(fileURL: directory.appendingPathComponent(file)).load())
            #expect(profile.globalStats.totalGamesPlayed == 1, "\(file)")
        }
    }

    @Test("the lobby shows everyone, ready flags included, before the start")
    func rosterEvents() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost([
            "--no-discovery", "--bots", "2", "--json", "--name", "Hostess",
            "--profile", directory.appendingPathComponent("host.json").path,
        ])
        let ann = try ProgramHarness.join([
            "--connect", "127.0.0.1:\(port)", "--json", "--name", "Ann", "--auto-ready",
            "--profile", directory.appendingPathComponent("ann.json").path,
        ])
        let joined = try #require(await ann.events.first("joined"))
        #expect(joined.fields["player"]?["name"] == "Ann")
        #expect(joined.fields["role"] == "player")
        let full = await ann.events.first { event in
            let members = event.fields["members"]?.arrayValue ?? []
            return event.name == "lobby" && members.count == 4 && members.filter { $0["ready"] == true }.count == 3
        }
        let members = try #require(full?.fields["members"]?.arrayValue)
        #expect(members.compactMap { $0["name"]?.stringValue } == ["Hostess", "Bot 1", "Bot 2", "Ann"])
        #expect(members.first?["host"] == true)
        // Without --auto-start nothing starts; the host quits and the joiner learns the lobby closed.
        #expect(host.events.named("gameStarted").isEmpty)
        host.type("quit")
        #expect(await host.exitStatus() == .success)
        #expect(await ann.exitStatus() == .hostLost)
        #expect(ann.events.named("closed").count == 1)
    }

    @Test("with --seed on every side the same game is played again: same winning seat, same length")
    func seededGamesRepeat() async throws {
        var results: [[Int]] = []
        for _ in 0..<2 {
            let directory = try ProgramHarness.temporaryDirectory()
            let (host, port) = try await ProgramHarness.publishedHost([
                "--bots", "1", "--bot", "--auto-start", "--once", "--max-players", "3", "--seed", "42",
                "--profile", directory.appendingPathComponent("host.json").path,
            ])
            let joiner = try ProgramHarness.join([
                "--connect", "127.0.0.1:\(port)", "--bot", "--auto-ready", "--seed", "7",
                "--profile", directory.appendingPathComponent("ann.json").path,
            ])
            #expect(await host.exitStatus(within: 60) == .success)
            #expect(await joiner.exitStatus() == .success)
            let seats = try #require(host.events.named("gameStarted").first?.fields["players"]?.arrayValue)
            let winner = try #require(host.events.named("gameOver").first?.fields["winners"]?.arrayValue?.first)
            let lastState = try #require(host.events.named("state").last)
            results.append([
                try #require(seats.firstIndex(of: winner)), try #require(lastState.fields["stateSequence"]?.intValue),
                try #require(lastState.fields["view"]?["turnsTaken"]?.intValue),
            ])
        }
        #expect(results[0] == results[1])
    }

    @Test("a dedicated host seats only bots and network players and watches the public view")
    func dedicatedHost() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost([
            "--dedicated", "--bots", "1", "--auto-start", "--once", "--max-players", "2",
            "--profile", directory.appendingPathComponent("host.json").path,
        ])
        let joiner = try ProgramHarness.join([
            "--connect", "127.0.0.1:\(port)", "--bot", "--auto-ready",
            "--profile", directory.appendingPathComponent("ann.json").path,
        ])
        #expect(await host.exitStatus(within: 60) == .success)
        #expect(await joiner.exitStatus() == .success)
        let seats = try #require(host.events.named("gameStarted").first?.fields["players"]?.arrayValue)
        #expect(seats.compactMap { $0["name"]?.stringValue } == ["Bot 1", "ann"])
        let states = host.events.named("state")
        #expect(!states.isEmpty)
        // The spectator view: `hand` and `viewer` are `null` (Docs/Games/CrazyEights.md).
        #expect(states.allSatisfy { $0.fields["view"]?["hand"] == .null && $0.fields["view"]?["viewer"] == .null })
        #expect(host.events.named("gameOver").first?.fields["youWon"] == nil)
        #expect(joiner.events.named("gameOver").first?.fields["winners"] == host.events.named("gameOver").first?.fields["winners"])
    }
}
