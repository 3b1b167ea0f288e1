import CrazyEights
import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// A phone at a full table (issue 41): a dedicated lanhost, one headless Chromium (touch) that
/// joins first (the VIP) and seven lanjoin bots play each game; at every step of the phone's turn,
/// at 320x568, 360x640, 390x844 and 640x360, every enabled control of the step is inside the
/// viewport and the Menu covers no other word (Tests/Browser/check_crowded_layouts.py). axe-core
/// finds no serious or critical problem on the join form, the lobby or any game screen; the
/// game-over panel says the phone's own place. Screenshots in the artifacts folder.
@Suite("browser layouts: a phone at a table of eight, every step in sight at four phone sizes", .serialized, .timeLimit(.minutes(6)))
struct BrowserCrowdedLayoutTests {
    static let sizes = ["320x568", "360x640", "390x844", "640x360"]
    /// The seven others, each a `lanjoin --bot` process.
    static let others = ["Bo", "Cy", "Dev", "Eli", "Fay", "Gus", "Hal"]

    /// A `--seed` whose first game deals the first seat (the phone: it joins first) an eight, so
    /// the suit sheet is reached (lanhost's game seed is the first number of a generator seeded
    /// with `--seed` + round).
    static func seedDealingTheFirstSeatAnEight() throws -> UInt64 {
        let players = (0..<8).map { _ in UUID() }
        for seed in UInt64(1)...5000 {
            var random = SeededGenerator(seed: seed &+ 1)
            let state = try CrazyEights.initialState(players: players, settings: CrazyEightsSettings(), seed: random.next())
            if state.seats[0].hand.contains(where: \.isEight) { return seed }
        }
        throw CocoaError(.featureUnsupported)
    }

    /// Plays `game` at a full table and checks what every game shares; the outcome for the rest.
    func playAtAFullTable(game: String, hostArguments: [String], steps: [String]) async throws -> BrowserScript.Outcome {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--dedicated", "--name", "Hub"] + hostArguments, game: game)
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            async let script = BrowserScript.run(
                "check_crowded_layouts.py",
                ["http://127.0.0.1:\(webPort)/", "Ari", "--game", game, "--players", "8",
                 "--sizes", Self.sizes.joined(separator: ","), "--screenshots", artifacts.path, "--timeout", "280"],
                // Alone a game takes 15-45 s; beside the other browser tests of its phase, up to ~2 min.
                within: .seconds(320))
            // The phone first (the first seat, the VIP of a dedicated host), then the others.
            try await host.first("playerJoined", within: .seconds(60), where: { $0["player"]?["name"]?.stringValue == "Ari" })
            for name in Self.others {
                _ = try await table.joiner(port: port, ["--name", name, "--bot", "--auto-ready", "--bot-delay", "40"])
            }
            let run = try await script
            let failures = (run.json["failures"]?.arrayValue ?? []).map { failure in
                let rect = failure["rect"]?.arrayValue?.compactMap(\.intValue).map(String.init) ?? []
                return ["step", "size", "what"].compactMap { failure[$0]?.stringValue }.joined(separator: " ")
                    + (rect.isEmpty ? "" : " [" + rect.joined(separator: ", ") + "]")
            }
            #expect(failures.isEmpty, "out of view or under the Menu:\n\(failures.joined(separator: "\n"))")
            #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error: \(run.output)")
            #expect(run.json["timeout"] == nil, "\(run.output)")
            #expect(run.exit == .exited(0), "\(run.output.suffix(30).joined(separator: "\n"))")
            // Every step at every size (a step never reached checks nothing).
            // A measurement the page moved on under (its step gone meanwhile) is not one.
            let checked = (run.json["checked"]?.arrayValue ?? []).filter { $0["movedOn"] == nil }
                .map { ($0["step"]?.stringValue ?? "", $0["size"]?.stringValue ?? "") }
            for step in ["join", "lobby"] + steps + ["game-over"] {
                #expect(Set(checked.filter { $0.0 == step }.map(\.1)) == Set(Self.sizes), "\(step) at every size: \(checked)")
            }
            // axe-core: nothing serious or critical on the join form, the lobby, the game's screens.
            let audits = run.json["audits"]?.arrayValue ?? []
            let audited = audits.compactMap { $0["screen"]?.stringValue }
            #expect(Set(audited) == Set(["join", "lobby"] + steps + ["game-over"]), "\(audits)")
            for audit in audits {
                #expect(audit["violations"]?.arrayValue?.isEmpty == true, "axe: \(audit)")
            }
            // Eight seated; the VIP is marked in the roster (the phone joined first).
            let roster = (run.json["roster"]?.arrayValue ?? []).compactMap(\.stringValue)
            #expect(roster.count == 8 && roster.contains("Ari (you) · ★ VIP"), "\(roster)")
            // The game-over panel: the phone's own place and why, as lanjoin words it.
            let over = try await host.first("gameOver", within: .seconds(30))
            let line = run.string("result") ?? ""
            if over.winnerNames.contains("Ari") {
                #expect(line.hasPrefix("You"), "\(line)")
            } else {
                #expect(over.winnerNames.allSatisfy(line.contains) && line.contains("you"), "\(line); winners \(over.winnerNames)")
            }
            return run
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func crazyEightsMovesAndTheSuitSheetAreInSightAndTheTurnCueHearsQuiet() async throws {
        let seed = try Self.seedDealingTheFirstSeatAnEight()
        let run = try await playAtAFullTable(game: "crazy-eights", hostArguments: ["--seed", String(seed)], steps: ["move", "suit"])
        #expect(run.string("lobbyGame") == "Crazy Eights · 8/8 players", "\(run.output)")
        // The cue: the title says so and the phone vibrates on each turn, until Menu → Quiet.
        let cue = try #require(run.json["cue"], "\(run.output)")
        #expect(cue["quietButton"]?.arrayValue?.compactMap(\.stringValue) == ["Quiet: on", "true"], "\(cue)")
        #expect(cue["stored"]?.stringValue == "1", "\(cue)")
        let turns = cue["turns"]?.arrayValue ?? []
        let loud = turns.filter { $0["quiet"]?.boolValue == false }
        let quiet = turns.filter { $0["quiet"]?.boolValue == true }
        #expect(loud.count == 2 && !quiet.isEmpty, "two turns before Quiet (on the second), some after: \(turns)")
        #expect(loud.allSatisfy { $0["title"]?.stringValue?.hasPrefix("● Your turn — ") == true }, "\(turns)")
        let heard = loud.last?["vibrations"]?.intValue ?? 0
        #expect((1...2).contains(heard), "one short vibration a turn: \(turns)")
        #expect(quiet.allSatisfy { $0["title"]?.stringValue?.contains("Your turn") == false }, "\(turns)")
        #expect(quiet.allSatisfy { $0["vibrations"]?.intValue == heard }, "no vibration once quiet: \(turns)")
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func quortexBoardHandAndPlaceAreInSightAndReducedMotionStopsTheBoard() async throws {
        // A lobby of two games seats eight; Quortex takes six of them (the phone, ready, among them).
        let run = try await playAtAFullTable(game: "quortex", hostArguments: ["--games", "quortex,crazy-eights"], steps: ["pick", "place"])
        // Eight seated for a game of six: the header says who plays, not "8/6 players".
        #expect(run.string("lobbyGame") == "Quortex · 6 of 8 players play", "\(run.output)")
        let motion = try #require(run.json["motion"], "\(run.output)")
        #expect((motion["running"]?.intValue ?? 0) > 0, "the target cell pulses: \(motion)")
        #expect(motion["runningReduced"]?.intValue == 0, "nothing moves with reduced motion: \(motion)")
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func sketchDuelDrawersToolsAndGuessBoxAreInSight() async throws {
        // Two short rounds: the phone (the first seat) draws the first and guesses the second.
        _ = try await playAtAFullTable(
            game: "sketch-duel",
            hostArguments: ["--set", "rounds=2", "--set", "roundSeconds=15", "--set", "pauseSeconds=1", "--set", "words=animals"],
            steps: ["draw", "guess"])
    }
}
