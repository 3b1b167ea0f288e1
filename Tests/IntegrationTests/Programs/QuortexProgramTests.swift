import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    /// Quortex between real `lanhost --game quortex` and `lanjoin --bot` processes on the simulated
    /// LAN: two and six players to the end, and a joiner killed with SIGKILL and started again.
    /// Nested in ``ProgramNetworkTests`` so that it shares its serialization, time limit and
    /// network-privilege condition.
    @Suite("Quortex: lanhost + lanjoin on the simulated LAN")
    struct QuortexProgramTests {
        @Test("2 players (host bot + a joiner that finds the lobby by name) play to the end; same winner everywhere")
        func twoPlayers() async throws {
            try await GameTable.with(hosts: 2) { table in
                let host = try await table.host(game: "quortex", [
                    "--lobby-name", "Hex Night", "--name", "Hana", "--bot", "--max-players", "2", "--auto-start",
                    "--once", "--seed", "15",
                ])
                let joiner = try await table.joiner(on: 2, [
                    "--lobby", "Hex Night", "--name", "P2", "--bot", "--auto-ready", "--discovery-timeout", "20",
                    "--seed", "102",
                ])
                try await joiner.first("joined", within: .seconds(30))
                let started = try await host.first("gameStarted")
                #expect(started["players"]?.arrayValue?.count == 2)
                try await QuortexTable.expectSameWinners([host, joiner])
                try QuortexTable.expectBoardAndTiles([host, joiner], players: 2, radius: 3)
            }
        }

        @Test("6 players (host bot + 2 host bots + 3 joiners on 3 machines) play to the end; same winner everywhere")
        func sixPlayers() async throws {
            try await GameTable.with(hosts: 4) { table in
                let host = try await table.host(game: "quortex", [
                    "--lobby-name", "Hex Six", "--name", "Hana", "--bot", "--bots", "2", "--max-players", "6",
                    "--auto-start", "--once", "--seed", "16",
                ])
                let port = try await GameTable.port(of: host)
                let joiners = try await table.botJoiners(port: port)
                let started = try await host.first("gameStarted", within: .seconds(30))
                #expect(started["players"]?.arrayValue?.count == 6)
                try await QuortexTable.expectSameWinners([host] + joiners)
                try QuortexTable.expectBoardAndTiles([host] + joiners, players: 6, radius: 4)
            }
        }

        @Test("a joiner killed (SIGKILL) mid-game and started again with its profile resumes its seat; same winner everywhere")
        func joinerKilledAndRestarted() async throws {
            try await GameTable.with(hosts: 3) { table in
                let host = try await table.host(game: "quortex", [
                    "--lobby-name", "Hex Crash", "--name", "Hana", "--bot", "--max-players", "3", "--auto-start",
                    "--once", "--seed", "17", "--bot-delay", "300",
                ])
                let port = try await GameTable.port(of: host)
                let arguments = { (host: Int) in
                    ["--connect", "\(GameTable.address(1)):\(port)", "--name", "P\(host)", "--bot", "--auto-ready",
                     "--seed", String(100 + host), "--bot-delay", "300"]
                }
                let victim = try await table.joiner(on: 2, arguments(2))
                let other = try await table.joiner(on: 3, arguments(3))
                try await host.first("gameStarted", within: .seconds(30))
                try await victim.first("state") { ($0["stateSequence"]?.intValue ?? 0) >= 3 }
                #expect(host.events(named: "gameOver").isEmpty, "the game must still run when P2 is killed")

                victim.process.kill()
                let killed = MonotonicTime.seconds()
                try await host.first("playerAway", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "P2" }
                ProgramNetworkTests.report("kill -9 -> host sees P2 away", MonotonicTime.seconds() - killed)

                // The same profile file and name: the same player, as a person restarting lanjoin would
                // be; lanjoin keeps its seat ticket (resume token) beside the profile.
                let restarted = try await table.joiner(on: 2, arguments(2))
                try await restarted.first("resumed", within: .seconds(15))
                try await host.first("resumed", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "P2" }
                ProgramNetworkTests.report("kill -9 -> P2 resumed its seat", MonotonicTime.seconds() - killed)
                #expect(restarted.events(named: "rejected").isEmpty && restarted.events(named: "seatGone").isEmpty)
                try await QuortexTable.expectSameWinners([host, other, restarted])
                #expect(host.events(named: "playerLeft").isEmpty, "nobody lost a seat")
                #expect(host.events(named: "gameStarted").count == 1)
                try QuortexTable.expectBoardAndTiles([host, other, restarted], players: 3, radius: 3)
            }
        }
    }
}

/// Checks shared by the Quortex program tests.
enum QuortexTable {
    /// The 15 tiles, 4 copies each (the default `tileCopies`).
    static let tileCount = 60

    /// Waits for every program to print `gameOver` and exit 0; checks they all name the same winners
    /// (a shared win is legal in Quortex) and the same summary, and returns the winners.
    @discardableResult
    static func expectSameWinners(_ runs: [ProgramRun], within timeout: Duration = .seconds(120)) async throws
        -> [String]
    {
        var outcomes: [(winners: [String], summary: String?)] = []
        for run in runs {
            let over = try await run.first("gameOver", within: timeout)
            outcomes.append((over.winnerNames, over["summary"]?.stringValue))
        }
        for run in runs {
            let status = try await run.exit(within: .seconds(20))
            #expect(status == .exited(0), "\(run.label): \(status)\n\(run.tail.joined(separator: "\n"))")
        }
        let first = try #require(outcomes.first)
        #expect(!first.winners.isEmpty, "someone wins")
        for (run, outcome) in zip(runs, outcomes) {
            #expect(outcome.winners == first.winners, "\(run.label) saw \(outcome.winners), \(runs[0].label) saw \(first.winners)")
            #expect(outcome.summary == first.summary, "\(run.label): \(outcome.summary ?? "-")")
        }
        let moves = runs[0].events(named: "state").last?["view"]?["history"]?.arrayValue?.count ?? 0
        print("[programs] quortex: \(moves) moves; winners \(first.winners); \(first.summary ?? "")")
        return first.winners
    }

    /// Every numbered state anyone saw is a Quortex view of `players` flows on a board of `radius`,
    /// and accounts for all the tiles (board + hands + bag); everyone's last state is the same one.
    static func expectBoardAndTiles(_ runs: [ProgramRun], players: Int, radius: Int) throws {
        var lastSequences: [Int] = []
        for run in runs {
            let states = run.events(named: "state").filter { $0["stateSequence"]?.intValue != nil }
            let last = try #require(states.last, "\(run.label) saw no state")
            lastSequences.append(try #require(last["stateSequence"]?.intValue))
            for state in states {
                let view = try #require(state["view"])
                #expect(view["radius"]?.intValue == radius, "\(run.label): \(state.line.prefix(200))")
                #expect(view["flows"]?.arrayValue?.count == players)
                let placed = view["tiles"]?.arrayValue?.count ?? 0
                let hands = (view["handCounts"]?.arrayValue ?? []).compactMap(\.intValue).reduce(0, +)
                let total = placed + hands + (view["bagCount"]?.intValue ?? 0)
                #expect(total == tileCount, "\(run.label) state \(state["stateSequence"]?.intValue ?? -1): \(total) tiles")
            }
        }
        #expect(Set(lastSequences).count == 1, "last states: \(zip(runs.map(\.label), lastSequences).map { "\($0)=\($1)" })")
    }
}
