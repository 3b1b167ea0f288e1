import Benchmark
import BenchmarkSupport
import Connectivity
import Foundation
import GameCore
import NIOCore
import Quortex
import SuiteDefaults

/// Quortex at six players (radius-4 board, greedy bots): the reducer per placement, the view (with
/// and without the 18 placement options the player on turn gets), the view encoded to JSON with its
/// size in bytes, the bot's choice, and the host core's whole step (reduce + six encoded views).
/// Three points of a game: the first move, after 12 moves, and the last move of the longest game
/// among 200 seeds (the biggest history).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkDefaults.configuration
    let samples: [(label: String, sample: QuortexSample)] = [
        ("start", QuortexSample.make(movesPlayed: 0)),
        ("after 12 moves", QuortexSample.make(movesPlayed: 12)),
    ] + [QuortexSample.make(movesPlayed: nil)].map { ("last move of a \($0.movesPlayed + 1)-move game", $0) }
    // The size of one view is the same every iteration; recorded as a metric so it sits in the table.
    let viewBytes = BenchmarkMetric.custom("view JSON bytes", polarity: .prefersSmaller, useScalingFactor: false)
    // The `gameState` frame the transport sends for that view (zlib above 128 bytes), computed once.
    let frameBytes = BenchmarkMetric.custom("gameState frame bytes (zlib)", polarity: .prefersSmaller, useScalingFactor: false)
    let withBytes = Benchmark.Configuration(
        metrics: BenchmarkDefaults.metrics + [viewBytes, frameBytes], units: [viewBytes: .count, frameBytes: .count],
        warmupIterations: 100,
        scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 200_000)

    for (label, sample) in samples {
        let at = "6 players, \(label)"
        // Outside the benchmark closures: whatever runs inside one is measured.
        let (actorFrame, waiterFrame) = (wireBytes(sample, for: sample.actor), wireBytes(sample, for: sample.waiter))
        Benchmark("quortex reduce (place), \(at)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? Quortex.reduce(sample.state, sample.action, by: sample.actor))
            }
        }
        Benchmark("quortex view, player on turn (with options), \(at)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Quortex.view(of: sample.state, for: .player(sample.actor)))
            }
        }
        Benchmark("quortex view + JSON encode, player on turn, \(at)", configuration: withBytes) { benchmark in
            for _ in benchmark.scaledIterations {
                let payload = GamePayloadCodec.encode(Quortex.view(of: sample.state, for: .player(sample.actor)))
                benchmark.measurement(viewBytes, payload.count)
                benchmark.measurement(frameBytes, actorFrame)
                blackHole(payload)
            }
        }
        Benchmark("quortex view + JSON encode, player waiting, \(at)", configuration: withBytes) { benchmark in
            for _ in benchmark.scaledIterations {
                let payload = GamePayloadCodec.encode(Quortex.view(of: sample.state, for: .player(sample.waiter)))
                benchmark.measurement(viewBytes, payload.count)
                benchmark.measurement(frameBytes, waiterFrame)
                blackHole(payload)
            }
        }
        Benchmark("quortex greedy bot move, \(at)") { benchmark in
            // Not measured: the view the bot reads, as a client already holds it.
            let view = Quortex.view(of: sample.state, for: .player(sample.actor))
            var random = SeededGenerator(seed: 5)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(Quortex.botAction(for: view, as: sample.actor, random: &random))
            }
            withExtendedLifetime(view) { benchmark.stopMeasurement() }
        }
        Benchmark("host core apply (reduce + 6 encoded views), quortex, \(at)") { benchmark in
            let sequence = sample.host.lastAppliedAction(of: sample.actor) + 1
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var host = sample.host
                blackHole(host.apply(sample.action, from: sample.actor, sequence: sequence))
            }
            // Tearing the fixtures down (zlib streams are unmapped) is not measured.
            withExtendedLifetime(sample) { benchmark.stopMeasurement() }
        }
    }
}

/// The size of the `gameState` frame carrying `player`'s view of the sample, as the TCP transport
/// sends it (default encoder: zlib above 128 bytes).
private func wireBytes(_ sample: QuortexSample, for player: PlayerID) -> Int {
    let payload = GamePayloadCodec.encode(Quortex.view(of: sample.state, for: .player(player)))
    let message = Message.gameState(
        GameState(round: 1, stateSequence: sample.host.stateSequence, lastAppliedAction: 1, payload: payload))
    // A Quortex view is far below every limit; failing here is a bug in the benchmark.
    return try! FrameEncoder().encode(message, limits: .established).frame.readableBytes
}
