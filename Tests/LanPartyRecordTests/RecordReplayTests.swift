import CrazyEights
import Foundation
import GameCore
import LanPartyRecord
import Quortex
import SketchDuel
import Testing

/// Every game recorded through the real host session replays from the database to every recorded
/// state and the recorded outcome; a changed step is named (SPEC §13, `lanhost --replay --verify`).
@Suite struct RecordReplayTests {
    @Test(arguments: [2, 4])
    func crazyEightsBotGamesReplayFromTheRecord(players: Int) async throws {
        try await checkReplays(CrazyEights.self, players: players, seeds: 1...3)
    }

    @Test(arguments: [2, 3])
    func quortexBotGamesReplayFromTheRecord(players: Int) async throws {
        try await checkReplays(Quortex.self, players: players, seeds: 1...2)
    }

    @Test func sketchDuelBotGamesReplayFromTheRecord() async throws {
        try await checkReplays(SketchDuel.self, players: 2, seeds: 1...3)
    }

    @Test func anExportRoundTripsAndAChangedStepIsNamed() async throws {
        try await withTemporaryRecord { store in
            let game = try await RecordedBotGame.play(CrazyEights.self, players: 3, seed: 9, store: store)
            let recorded = try store.game(game.recording.gameID)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let data = try encoder.encode(recorded)
            let decoded = try JSONDecoder().decode(RecordedGame.self, from: data)
            #expect(decoded == recorded)
            // The documented shape: a format tag, decimal seed, lowercase ids, hex digests.
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["format"] as? String == "lanparty-game")
            #expect(object["formatVersion"] as? Int == 1)
            #expect(object["seed"] as? String == "9")
            let firstStep = try #require((object["steps"] as? [[String: Any]])?.first)
            #expect((firstStep["player"] as? String) == (firstStep["player"] as? String)?.lowercased())
            #expect((firstStep["digest"] as? String)?.count == 16)

            // Step 3's action swapped for another player's: the replay names step 3.
            var tampered = decoded
            let index = 2
            guard case .action(_, let payload) = tampered.steps[index].step.entry else {
                Issue.record("step 3 is not an action")
                return
            }
            let other = tampered.seats.map(\.playerID).first { id in
                if case .action(let player, _) = tampered.steps[index].step.entry { return player != id }
                return false
            }!
            tampered.steps[index].step.entry = .action(player: other, payload: payload)
            let report = GameDescriptor(CrazyEights.self).replay(tampered.journal)
            #expect(report.divergence?.stepNumber == 3, "\(String(describing: report.divergence))")

            // A different seed deals differently: the initial state is named.
            var reseeded = decoded
            reseeded.seed = 10
            #expect(GameDescriptor(CrazyEights.self).replay(reseeded.journal).divergence == .initialState)
        }
    }

    private func checkReplays<Module: GameModule>(
        _ module: Module.Type, players: Int, seeds: ClosedRange<UInt64>
    ) async throws {
        try await withTemporaryRecord { store in
            for seed in seeds {
                let game = try await RecordedBotGame.play(module, players: players, seed: seed, store: store)
                #expect(game.problems.isEmpty)
                #expect(game.outcome != nil, "\(Module.id) seed \(seed) did not end")
                let recorded = try store.game(game.recording.gameID)
                #expect(recorded.status == .finished)
                #expect(recorded.outcome.map { Set($0.winners) } == game.outcome.map { Set($0.winners) })
                #expect(recorded.steps.count == game.recording.recordedSteps)
                #expect(recorded.steps.last?.step.stateDigest == game.finalDigest)
                // The host's state counter, step by step: never back, and the last one is the session's.
                let counters = recorded.steps.map(\.step.stateSequence)
                #expect(counters == counters.sorted() && counters.first ?? 0 >= 1)
                #expect(counters.last == game.finalStateSequence)
                let report = GameDescriptor(module).replay(recorded.journal)
                #expect(report.divergence == nil, "\(Module.id) seed \(seed): \(String(describing: report.divergence))")
                #expect(report.replayedSteps == recorded.steps.count)
                #expect(report.outcome.map { Set($0.winners) } == game.outcome.map { Set($0.winners) })
            }
        }
    }
}

/// Runs `body` with a record in a fresh temporary directory, removed afterwards.
func withTemporaryRecord(keepGames: Int = 1000, _ body: (RecordStore) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-record-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try RecordStore.open(directory: directory, keepGames: keepGames).store
    try await body(store)
}
