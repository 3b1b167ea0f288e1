import Connectivity
import GameCore

/// Sends a host game output to its (network) recipient through the lobby.
extension LobbyHost {
    /// Sends `output` as its wire message (`gameState`, `actionRejected` or `gameOver`).
    func deliver(_ output: GameHostOutput) {
        switch output {
        case .state(let state):
            send(
                GameState(
                    round: state.round, stateSequence: state.stateSequence, lastAppliedAction: state.lastAppliedAction,
                    payload: state.payload),
                to: state.recipient)
        case .actionRejected(let rejection):
            send(ActionRejected(sequence: rejection.sequence, error: rejection.error), to: rejection.recipient)
        case .gameOver(let over):
            send(
                GameOver(round: over.round, winners: over.winners, summary: over.summary, payload: over.payload),
                to: over.recipient)
        }
    }
}

extension GameHostOutput {
    /// Whether this output refuses an action (changes nothing).
    var isRejection: Bool {
        if case .actionRejected = self { true } else { false }
    }
}
