import Foundation

extension GameHostCore {
    /// How far a resumed game's state counter jumps past the last recorded one. The record may miss
    /// the newest steps a killed host had sent (its writer commits within milliseconds), so clients
    /// may have seen higher numbers; past this gap every resumed state is newer than any they saw,
    /// and they take it instead of ignoring it as stale.
    public static var resumedStateSequenceGap: UInt64 { 1 << 20 }

    /// Brings a new core (made with the recorded players, settings, seed and round) to where a
    /// recorded game stopped: every step goes through the host's own entry points with its recorded
    /// sender sequence, so resent actions that were applied before stay duplicates, and each state
    /// is checked against the recorded digest. `initialDigest`, when recorded, checks the deal.
    ///
    /// Nothing is sent: the outputs are dropped (nobody is connected yet) and the steps are not
    /// journaled again. Throws the first divergence (then the core is unusable).
    public mutating func resume(initialDigest: UInt64?, steps: [GameJournalStep]) throws(ReplayDivergence) {
        if let initialDigest, GameStateDigest.of(state) != initialDigest { throw .initialState }
        isReplayingRecord = true
        defer { isReplayingRecord = false }
        for (index, step) in steps.enumerated() {
            switch step.entry {
            case .action(let player, let payload):
                let sequence = step.sequence ?? lastAppliedAction(of: player) + 1
                for output in receiveAction(payload: payload, from: player, sequence: sequence) {
                    if case .actionRejected(let rejection) = output { throw .refused(step: index, rejection.error) }
                }
            case .time(let now):
                _ = advanceTime(to: now)
            case .playerLeft(let player):
                _ = playerLeft(player)
            }
            guard GameStateDigest.of(state) == step.stateDigest else { throw .state(step: index) }
        }
        _ = takeJournalSteps()
        stateSequence = max(stateSequence, steps.last?.stateSequence ?? 0) + Self.resumedStateSequenceGap
    }
}
