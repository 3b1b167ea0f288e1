import Benchmark
import BenchmarkSupport
import CrazyEights
import Foundation
import GameCore
import Quortex

/// Encoding game payloads: Foundation's JSONEncoder (configured as payloads were, sorted keys and
/// unescaped slashes) and PayloadJSONEncoder on the same values, registered in pairs so each
/// comparison runs back to back: the tally view and action, a Crazy Eights player view mid-game
/// and a card play, and a six-player Quortex view (player on turn, with its placement options)
/// after 12 moves.
enum PayloadJSONEncodeBenchmarks {
    /// Registers the pairs (names start with "payload encode").
    static func register() {
        let crazyEights = CrazyEightsSample.make()
        pair("tally view", TallyGame.View(total: 12_345))
        pair("tally action", TallyGame.Action(amount: 1))
        pair("crazy eights player view", CrazyEights.view(of: crazyEights.host.state, for: .player(crazyEights.actor)))
        pair("crazy eights action", crazyEights.action)
        pair("quortex player view, 6 players, 12 moves", quortexView(movesPlayed: 12))
    }

    private static func pair<Value: Encodable>(_ name: String, _ value: Value) {
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let ours = PayloadJSONEncoder()
        // Both must write the same bytes; anything else is a bug, not a measurement.
        guard let expected = try? foundation.encode(value), (try? ours.encode(value)) == expected else {
            preconditionFailure("the encoders disagree on the \(name) payload")
        }
        Benchmark("payload encode \(name) (\(expected.count) B), Foundation JSONEncoder") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? foundation.encode(value))
            }
        }
        Benchmark("payload encode \(name) (\(expected.count) B), PayloadJSONEncoder") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? ours.encode(value))
            }
        }
    }

    /// The view of the player on turn after `movesPlayed` greedy-bot moves at six players (the
    /// first seed from 11 whose game gets there), as QuortexRuntime's sample plays it; the decode
    /// benchmarks decode its encoding.
    static func quortexView(movesPlayed: Int) -> QuortexView {
        let players = (1...6).map(Identities.player)
        for seed in UInt64(11)..<211 {
            guard var host = try? GameHostCore<Quortex>(players: players, settings: QuortexSettings(), seed: seed) else { continue }
            var random = SeededGenerator(seed: seed)
            for move in 0... {
                let actor = host.state.position.flows[host.state.turn].player
                guard !host.isOver, let view = host.view(for: actor),
                    let action = Quortex.botAction(for: view, as: actor, random: &random)
                else { break }
                if move == movesPlayed { return view }
                _ = host.apply(action, from: actor, sequence: host.lastAppliedAction(of: actor) + 1)
            }
        }
        preconditionFailure("no Quortex game from seed 11 reaches \(movesPlayed) moves")
    }
}
