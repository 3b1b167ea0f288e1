import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    /// SketchDuel between real `lanhost --game sketch-duel` and `lanjoin` processes on the simulated
    /// LAN: bots to the end, a game typed by two people, and a guesser that loses its link or its
    /// process mid-drawing. Nested in ``ProgramNetworkTests`` for its serialization, time limit and
    /// network-privilege condition.
    @Suite("SketchDuel: lanhost + lanjoin on the simulated LAN")
    struct SketchDuelProgramTests {
        @Test("host bot and lanjoin --bot play a whole game of short rounds; the same outcome everywhere")
        func botsPlayAWholeGame() async throws {
            try await GameTable.with(hosts: 2) { table in
                // Seed 5: round 1's word has no library sketch, so only the round's deadline can end it.
                let host = try await table.host(game: "sketch-duel", [
                    "--lobby-name", "Sketch Night", "--name", "Hana", "--bot", "--max-players", "2", "--auto-start",
                    "--once", "--seed", "5", "--bot-delay", "50",
                ] + SketchTable.settings(roundSeconds: SketchTable.shortRound, pauseSeconds: 0))
                let port = try await GameTable.port(of: host)
                let joiner = try await table.joiner(on: 2, [
                    "--connect", "\(GameTable.address(1)):\(port)", "--name", "Ari", "--bot", "--auto-ready",
                    "--seed", "7", "--bot-delay", "50",
                ])
                try await host.first("gameStarted", within: .seconds(30))
                for round in 1...2 {
                    // A right guess ends a round early; the deadline ends it at the latest.
                    let ended = try? await host.first("state", within: .seconds(SketchTable.shortRound + 10)) {
                        SketchTable.isPast(round: round, $0)
                    }
                    #expect(ended != nil, "round \(round) did not end by its deadline; host's last line: \(host.tail.last?.prefix(300) ?? "")")
                    if ended == nil { return }
                }
                let winners = try await QuortexTable.expectSameWinners([host, joiner], within: .seconds(30))
                #expect(winners == ["Ari", "Hana"], "both players score the same, so a finished game is a shared win")
                try SketchTable.expectSameLastView([host, joiner])
            }
        }

        @Test("two people type a whole game: lines, a circle, undo, a wrong and a right guess each round")
        func peoplePlayAWholeGame() async throws {
            try await GameTable.with(hosts: 2) { table in
                let host = try await table.host(game: "sketch-duel", [
                    "--lobby-name", "Sketch Club", "--name", "Hana", "--max-players", "2", "--once", "--seed", "10",
                ] + SketchTable.settings(roundSeconds: 300, pauseSeconds: 0))
                let port = try await GameTable.port(of: host)
                let joiner = try await table.joiner(on: 2, [
                    "--connect", "\(GameTable.address(1)):\(port)", "--name", "Ari",
                ])
                try await joiner.first("joined", within: .seconds(30))
                joiner.send("ready")
                host.send("ready")
                try await host.first("lobby") { ($0["members"]?.arrayValue ?? []).allSatisfy { $0["ready"]?.boolValue == true } && $0["members"]?.arrayValue?.count == 2 }
                host.send("start")
                var words: [String] = []
                for round in 1...2 {
                    let (drawer, guesser) = round == 1 ? (host, joiner) : (joiner, host)
                    let first = try await drawer.first("state") { SketchTable.view($0, round: round, phase: "drawing") }
                    let word = try #require(first["view"]?["word"]?.stringValue, "the drawer sees its word")
                    words.append(word)
                    for line in ["circle 2048 1536 600 c1 w3", "line 100 100 3000 2500", "undo", "line 500 2800 3500 2800 c4 w1"] {
                        drawer.send(line)
                    }
                    // The guesser's canvas: the circle and the green line, the undone line gone.
                    let seen = try await guesser.first("state") {
                        SketchTable.view($0, round: round, phase: "drawing") && $0["view"]?["strokes"]?.arrayValue?.count == 2
                            && $0["view"]?["strokes"]?.arrayValue?.last?["color"]?.intValue == 4
                    }
                    // The drawer may coalesce states that arrive together (it applies only the newest), so
                    // compare with its first state at or after that one: nothing is drawn after it.
                    let sequence = try #require(seen["stateSequence"]?.intValue)
                    let twin = try await drawer.first("state") { ($0["stateSequence"]?.intValue ?? 0) >= sequence }
                    #expect(seen["view"]?["strokes"] == twin["view"]?["strokes"], "\(guesser.label) round \(round)")
                    guesser.send("guess zebra crossing")
                    guesser.send("guess " + word.uppercased().map(String.init).joined(separator: " "))
                    try await guesser.first("state") { SketchTable.isPast(round: round, $0) }
                }
                let winners = try await QuortexTable.expectSameWinners([host, joiner], within: .seconds(30))
                #expect(winners == ["Ari", "Hana"])
                try SketchTable.expectSameLastView([host, joiner])
                let last = try #require(host.events(named: "state").last?["view"])
                let history = last["history"]?.arrayValue ?? []
                #expect(history.map { $0["word"]?.stringValue ?? "" } == words)
                #expect(history.allSatisfy { $0["result"]?.stringValue == "guessed" })
                // 2.x: each round's points per seat; a duet's pair scores the same on both.
                let points = history.compactMap { $0["points"]?.arrayValue?.first?.intValue }.reduce(0, +)
                #expect(points > 0 && last["scores"] == .array([.int(points), .int(points)]), "\(last.serialized.prefix(300))")
                for (run, drawsIn) in [(host, 1), (joiner, 2)] {
                    for state in run.events(named: "state") where state["view"]?["phase"]?.stringValue == "drawing" {
                        let drawing = state["view"]?["round"]?.intValue == drawsIn
                        #expect((state["view"]?["word"]?.stringValue != nil) == drawing, "\(run.label): \(state.line.prefix(200))")
                    }
                }
            }
        }

        @Test("a guesser killed (SIGKILL) mid-drawing and started again with its profile gets its seat and the whole drawing")
        func guesserKilledMidDrawing() async throws {
            try await GameTable.with(hosts: 2) { table in
                let host = try await SketchTable.slowDrawer(table)
                let port = try await GameTable.port(of: host)
                let arguments = ["--connect", "\(GameTable.address(1)):\(port)", "--name", "Ari", "--auto-ready"]
                let victim = try await table.joiner(on: 2, arguments)
                try await victim.first("state", within: .seconds(30)) { SketchTable.isMidDrawing($0, strokes: 2) }

                victim.process.kill()
                let killed = MonotonicTime.seconds()
                try await host.first("playerAway", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "Ari" }
                let restarted = try await table.joiner(on: 2, arguments)
                let resumed = try? await restarted.next("resumed", within: .seconds(15))
                #expect(resumed != nil, "restarted Ari: \(restarted.tail.joined(separator: "\n"))")
                guard resumed != nil else { return }
                ProgramNetworkTests.report("kill -9 -> Ari resumed", MonotonicTime.seconds() - killed)
                let state = try await restarted.next("state", within: .seconds(10))
                try SketchTable.expectSameStrokes(state, in: host, label: "restarted Ari")
            }
        }

        @Test("a guesser whose link is cut for 3 s mid-drawing resumes and gets the whole drawing, strokes drawn meanwhile included")
        func guesserLinkCutMidDrawing() async throws {
            try await GameTable.with(hosts: 2) { table in
                let host = try await SketchTable.slowDrawer(table)
                let port = try await GameTable.port(of: host)
                let joiner = try await table.joiner(on: 2, [
                    "--connect", "\(GameTable.address(1)):\(port)", "--name", "Ari", "--auto-ready",
                ])
                let before = try await joiner.first("state", within: .seconds(30)) { SketchTable.isMidDrawing($0, strokes: 2) }

                try await table.network.cutLink(host: 2)
                let cut = MonotonicTime.seconds()
                try await Task.sleep(for: .seconds(3))  // the fault's duration (the input), not a synchronisation wait
                try await table.network.restoreLink(host: 2)

                try await joiner.next("resumed", within: .seconds(15))
                ProgramNetworkTests.report("cut -> Ari resumed", MonotonicTime.seconds() - cut)
                let after = try await joiner.next("state", within: .seconds(10))
                try SketchTable.expectSameStrokes(after, in: host, label: "Ari after the cut")
                let grown = (after["view"]?["strokes"]?.arrayValue?.count ?? 0, before["view"]?["strokes"]?.arrayValue?.count ?? 0)
                #expect(after["stateSequence"]?.intValue ?? 0 > before["stateSequence"]?.intValue ?? 0)
                #expect(grown.0 >= grown.1, "strokes after \(grown.0), before \(grown.1)")
                #expect(after["view"]?["strokes"] != before["view"]?["strokes"], "the host kept drawing during the cut")
            }
        }
    }
}

/// Settings, predicates and checks shared by the SketchDuel program tests.
enum SketchTable {
    /// The shortest round the settings allow, in seconds.
    static let shortRound = 15

    /// `--set` arguments for a 2-round game.
    static func settings(roundSeconds: Int, pauseSeconds: Int) -> [String] {
        ["--set", "rounds=2", "--set", "roundSeconds=\(roundSeconds)", "--set", "pauseSeconds=\(pauseSeconds)"]
    }

    /// A host whose bot draws round 1 slowly (seed 12: `ladder`, the round's word once the bot says
    /// it is a practice partner; 6 strokes, 2 actions each, one action every 500 ms), so a test can
    /// act while the drawing grows.
    static func slowDrawer(_ table: GameTable) async throws -> ProgramRun {
        try await table.host(game: "sketch-duel", [
            "--lobby-name", "Sketch Slow", "--name", "Hana", "--bot", "--max-players", "2", "--auto-start", "--once",
            "--seed", "12", "--bot-delay", "500",
        ] + settings(roundSeconds: 120, pauseSeconds: 5))
    }

    /// Whether `state` shows `round` in `phase`.
    static func view(_ state: ProgramEvent, round: Int, phase: String) -> Bool {
        state["view"]?["round"]?.intValue == round && state["view"]?["phase"]?.stringValue == phase
    }

    /// Whether `state` comes after `round` (a later round, its reveal, or the game's end).
    static func isPast(round: Int, _ state: ProgramEvent) -> Bool {
        guard let view = state["view"], let shown = view["round"]?.intValue else { return false }
        return shown > round || view["phase"]?.stringValue != "drawing"
    }

    /// Whether `state` shows round 1 being drawn with at least `strokes` strokes, the last still open.
    static func isMidDrawing(_ state: ProgramEvent, strokes: Int) -> Bool {
        view(state, round: 1, phase: "drawing") && (state["view"]?["strokes"]?.arrayValue?.count ?? 0) >= strokes
            && state["view"]?["strokeOpen"]?.boolValue == true
    }

    /// `state`'s strokes (and open flag) equal those of `other`'s state with the same sequence number.
    static func expectSameStrokes(_ state: ProgramEvent, in other: ProgramRun, label: String) throws {
        let sequence = try #require(state["stateSequence"]?.intValue, "\(label): \(state.line.prefix(200))")
        let twin = try #require(
            other.events(named: "state").first { $0["stateSequence"]?.intValue == sequence },
            "\(other.label) printed no state \(sequence)")
        let strokes = try #require(state["view"]?["strokes"]?.arrayValue)
        #expect(!strokes.isEmpty, "\(label): an empty canvas proves nothing")
        #expect(state["view"]?["strokes"] == twin["view"]?["strokes"], "\(label) vs \(other.label) at state \(sequence)")
        #expect(state["view"]?["strokeOpen"] == twin["view"]?["strokeOpen"])
    }

    /// Everyone's last state is the same step and shows the same public table.
    static func expectSameLastView(_ runs: [ProgramRun]) throws {
        let lasts = try runs.map { run in
            try #require(run.events(named: "state").last { $0["stateSequence"]?.intValue != nil }, "\(run.label) saw no state")
        }
        let first = try #require(lasts.first)
        for (run, last) in zip(runs, lasts) {
            #expect(last["stateSequence"] == first["stateSequence"], "\(run.label)")
            for key in ["scores", "history", "strokes", "finish", "phase"] {
                #expect(last["view"]?[key] == first["view"]?[key], "\(run.label): \(key)")
            }
        }
    }
}
