import BenchmarkSupport
import Foundation
import GameCore
import Quortex

/// A six-player Quortex table played by the greedy bot: the host runtime after a number of
/// placements, the player on turn and the move it would make next. The inputs of the Quortex
/// benchmarks (reducer, view, host apply) and of the view-size figures.
struct QuortexSample: Sendable {
    /// The host runtime after ``movesPlayed`` moves.
    let host: GameHostCore<Quortex>
    /// Moves made so far.
    let movesPlayed: Int
    /// The player on turn.
    let actor: PlayerID
    /// The actor's greedy move.
    let action: QuortexAction
    /// A seated player who is still in the game and waits for its turn.
    let waiter: PlayerID

    /// The state.
    var state: QuortexState { host.state }

    /// The first game from `seed` on that is still running with six flows in play after
    /// `movesPlayed` moves, or the latest still-running point of the longest game found when
    /// `movesPlayed` is `nil` (the biggest views: longest history, most tiles).
    static func make(players count: Int = 6, movesPlayed: Int?, seed: UInt64 = 11) -> QuortexSample {
        let players = (1...count).map(Identities.player)
        var longest: QuortexSample?
        for attempt in seed..<(seed + 200) {
            let latest = playBots(players, seed: attempt, stopAfter: movesPlayed)
            if let movesPlayed {
                if let sample = latest, sample.movesPlayed == movesPlayed,
                    sample.state.playingSeats.count == count
                {
                    return sample
                }
            } else if let latest, latest.movesPlayed > (longest?.movesPlayed ?? -1) {
                longest = latest
            }
        }
        // Bots that never reach the asked point are a bug in the benchmark, not a measurement.
        guard let longest else { preconditionFailure("no Quortex game from seed \(seed) reaches \(movesPlayed ?? -1) moves") }
        return longest
    }

    /// The last running point of one bot game (stopping after `stopAfter` moves).
    private static func playBots(_ players: [PlayerID], seed: UInt64, stopAfter: Int?) -> QuortexSample? {
        guard var host = try? GameHostCore<Quortex>(players: players, settings: QuortexSettings(), seed: seed) else { return nil }
        var random = SeededGenerator(seed: seed)
        var latest: QuortexSample?
        var moves = 0
        while !host.isOver {
            let actor = host.state.position.flows[host.state.turn].player
            guard let view = host.view(for: actor), let action = Quortex.botAction(for: view, as: actor, random: &random),
                let waiterSeat = host.state.playingSeats.first(where: { $0 != host.state.turn })
            else { return latest }
            latest = QuortexSample(
                host: host, movesPlayed: moves, actor: actor, action: action,
                waiter: host.state.position.flows[waiterSeat].player)
            if moves == stopAfter { return latest }
            _ = host.apply(action, from: actor, sequence: host.lastAppliedAction(of: actor) + 1)
            moves += 1
        }
        return latest
    }
}
