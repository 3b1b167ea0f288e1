import Benchmark
import BenchmarkSupport
import CrazyEights
import Foundation
import GameCore
import SuiteDefaults

/// The game runtime's hot paths: the Crazy Eights reducer and view, the host core applying an action
/// (reduce + one encoded view per recipient) and the client core rebasing on a host state.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkDefaults.configuration
    let sample = CrazyEightsSample.make()

    Benchmark("crazy eights reduce (card play)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? CrazyEights.reduce(sample.host.state, sample.action, by: sample.actor))
        }
    }
    Benchmark("crazy eights view (player)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(CrazyEights.view(of: sample.host.state, for: .player(sample.actor)))
        }
    }
    Benchmark("crazy eights view + JSON encode") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(GamePayloadCodec.encode(CrazyEights.view(of: sample.host.state, for: .player(sample.actor))))
        }
    }
    Benchmark("host core apply, crazy eights, 4 players") { benchmark in
        for _ in benchmark.scaledIterations {
            var host = sample.host
            blackHole(host.apply(sample.action, from: sample.actor, sequence: host.lastAppliedAction(of: sample.actor) + 1))
        }
    }
    Benchmark("host core receiveAction (decode + apply), crazy eights, 4 players") { benchmark in
        let payload = GamePayloadCodec.encode(sample.action)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var host = sample.host
            blackHole(host.receiveAction(payload: payload, from: sample.actor, sequence: host.lastAppliedAction(of: sample.actor) + 1))
        }
        // Tearing the fixtures down (zlib streams are unmapped) is not measured.
        withExtendedLifetime(payload) { benchmark.stopMeasurement() }
    }
    Benchmark("client core rebase, crazy eights, 1 pending predicted") { benchmark in
        let client = sample.clientWithPendingMove()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var rebased = client
            blackHole(
                try? rebased.receiveState(
                    round: sample.host.round, stateSequence: sample.host.stateSequence + 1, lastAppliedAction: 0,
                    payload: sample.actorViewPayload))
        }
        // Tearing the fixtures down (zlib streams are unmapped) is not measured.
        withExtendedLifetime(client) { benchmark.stopMeasurement() }
    }
    for players in [8, 64] {
        Benchmark("host core apply, tally, \(players) players") { benchmark in
            let seats = (1...players).map(Identities.player)
            // The tally game accepts 1...64 players; failing here is a bug in the benchmark.
            var host = try! GameHostCore<TallyGame>(players: seats, settings: TallyGame.defaultSettings, seed: 1)
            var sequence: UInt64 = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                sequence += 1
                blackHole(host.apply(TallyGame.Action(amount: 1), from: seats[0], sequence: sequence))
            }
            // Tearing the fixtures down (zlib streams are unmapped) is not measured.
            withExtendedLifetime(host) { benchmark.stopMeasurement() }
        }
    }
    HostCommitBenchmarks.register()
    PayloadJSONDecodeBenchmarks.register()
    PayloadJSONEncodeBenchmarks.register()
}
