import Benchmark
import BenchmarkSupport
import CrazyEights
import Foundation
import GameCore

/// One host step (reduce + a state output per recipient) for 8 recipients, by how many of their
/// views differ: all equal (tally), 5 distinct (Crazy Eights, 4 players + 4 spectators) and 8
/// distinct (Crazy Eights, 8 players), so both the saving and the cost of comparing views show.
enum HostCommitBenchmarks {
    /// Registers the benchmarks.
    static func register() {
        Benchmark("host commit, 8 recipients, shared view (tally)") { benchmark in
            let seats = (1...8).map(Identities.player)
            // The tally game accepts 1...64 players; failing here is a bug in the benchmark.
            var host = try! GameHostCore<TallyGame>(players: seats, settings: TallyGame.defaultSettings, seed: 1)
            var sequence: UInt64 = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                sequence += 1
                blackHole(host.apply(TallyGame.Action(amount: 1), from: seats[0], sequence: sequence))
            }
            withExtendedLifetime(host) { benchmark.stopMeasurement() }
        }
        crazyEightsCommit(
            "host commit, crazy eights, 4 players + 4 spectators (5 distinct views)",
            sample: CrazyEightsSample.make(players: 4), spectators: 4)
        crazyEightsCommit(
            "host commit, crazy eights, 8 players (8 distinct views)",
            sample: CrazyEightsSample.make(players: 8), spectators: 0)
    }

    /// A card play on a copy of the sample's host, with `spectators` watchers added first.
    private static func crazyEightsCommit(_ name: String, sample: CrazyEightsSample, spectators: Int) {
        Benchmark(name) { benchmark in
            var table = sample.host
            for number in 0..<spectators {
                _ = table.addSpectator(Identities.player(100 + number))
            }
            precondition(table.recipients.count == 8, "the benchmark wants 8 recipients")
            let sequence = table.lastAppliedAction(of: sample.actor) + 1
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var host = table
                blackHole(host.apply(sample.action, from: sample.actor, sequence: sequence))
            }
            withExtendedLifetime(table) { benchmark.stopMeasurement() }
        }
    }
}
