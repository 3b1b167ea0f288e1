import Benchmark
import BenchmarkSupport
import CrazyEights
import Foundation
import GameCore
import Quortex

/// Decoding game payloads: Foundation's JSONDecoder and PayloadJSONDecoder on the same bytes,
/// registered in pairs so each comparison runs back to back: the tally view and action, a Crazy
/// Eights player view mid-game and a card play, and a six-player Quortex view (player on turn,
/// with its placement options) after 12 moves.
enum PayloadJSONDecodeBenchmarks {
    /// Registers the pairs (names start with "payload decode").
    static func register() {
        let crazyEights = CrazyEightsSample.make()
        pair("tally view", TallyGame.View.self, GamePayloadCodec.encode(TallyGame.View(total: 12_345)))
        pair("tally action", TallyGame.Action.self, GamePayloadCodec.encode(TallyGame.Action(amount: 1)))
        pair("crazy eights player view", CrazyEightsView.self, crazyEights.actorViewPayload)
        pair("crazy eights action", CrazyEightsAction.self, GamePayloadCodec.encode(crazyEights.action))
        pair("quortex player view, 6 players, 12 moves", QuortexView.self,
             GamePayloadCodec.encode(PayloadJSONEncodeBenchmarks.quortexView(movesPlayed: 12)))
    }

    private static func pair<Value: Decodable & Equatable>(_ name: String, _ type: Value.Type, _ payload: Data) {
        let foundation = JSONDecoder()
        let ours = PayloadJSONDecoder()
        // Both must read the payload to the same value; anything else is a bug, not a measurement.
        guard let expected = try? foundation.decode(type, from: payload), (try? ours.decode(type, from: payload)) == expected
        else { preconditionFailure("the decoders disagree on the \(name) payload") }
        Benchmark("payload decode \(name) (\(payload.count) B), Foundation JSONDecoder") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? foundation.decode(type, from: payload))
            }
        }
        Benchmark("payload decode \(name) (\(payload.count) B), PayloadJSONDecoder") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? ours.decode(type, from: payload))
            }
        }
    }
}
