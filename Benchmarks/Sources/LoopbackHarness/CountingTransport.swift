import Connectivity
import GameCore
import NIOConcurrencyHelpers

/// The session's transport in the host process: forwards every output straight to the lobby's
/// sockets (``LobbyHost/gameTransport``), counts them, and calls `onGameOver` once the last of
/// `recipients` game-over notices went out.
final class CountingTransport: GameHostTransport {
    private struct Counts {
        var outputs = 0
        var gameOvers = 0
        var round = 0
        /// Per player, the highest of its actions answered (state or refusal) this round.
        var answered: [PlayerID: UInt64] = [:]
        var answeredInEarlierRounds = 0

        var actions: Int { answeredInEarlierRounds + answered.values.reduce(0) { $0 + Int($1) } }

        mutating func answer(_ sequence: UInt64, to player: PlayerID, round: Int) {
            if round != self.round {
                answeredInEarlierRounds = actions
                answered = [:]
                self.round = round
            }
            answered[player] = max(answered[player] ?? 0, sequence)
        }
    }

    private let base: LobbyGameHostTransport
    private let recipients: Int
    private let onGameOver: @Sendable () -> Void
    private let counts = NIOLockedValueBox(Counts())

    init(base: LobbyGameHostTransport, recipients: Int, onGameOver: @escaping @Sendable () -> Void) {
        self.base = base
        self.recipients = recipients
        self.onGameOver = onGameOver
    }

    /// The lobby's event loop, so the session runs where the sockets are.
    var preferredExecutor: (any SerialExecutor)? { base.preferredExecutor }

    /// Outputs delivered so far.
    var outputs: Int { counts.withLockedValue { $0.outputs } }
    /// Actions answered so far (applied or refused), from the acknowledgements in the outputs.
    var actions: Int { counts.withLockedValue { $0.actions } }

    func deliver(_ output: GameHostOutput) {
        base.deliver(output)
        let roundOver = counts.withLockedValue { counts in
            counts.outputs += 1
            switch output {
            case .state(let state):
                counts.answer(state.lastAppliedAction, to: state.recipient, round: state.round)
            case .actionRejected(let rejection):
                counts.answer(rejection.sequence, to: rejection.recipient, round: counts.round)
            case .gameOver:
                break
            }
            guard case .gameOver = output else { return false }
            counts.gameOvers += 1
            guard counts.gameOvers == recipients else { return false }
            counts.gameOvers = 0
            return true
        }
        if roundOver { onGameOver() }
    }
}
