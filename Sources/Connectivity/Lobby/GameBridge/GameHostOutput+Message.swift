import GameCore

extension GameHostOutput {
    /// The wire message carrying this output: `gameState`, `actionRejected` or `gameOver`.
    public var message: Message {
        switch self {
        case .state(let state):
            .gameState(
                GameState(
                    round: state.round, stateSequence: state.stateSequence, lastAppliedAction: state.lastAppliedAction,
                    patch: state.patch, playersToAct: state.playersToAct, events: state.events, payload: state.payload))
        case .actionRejected(let rejection):
            .actionRejected(ActionRejected(sequence: rejection.sequence, error: rejection.error))
        case .gameOver(let over):
            .gameOver(GameOver(round: over.round, winners: over.winners, summary: over.summary, payload: over.payload))
        }
    }
}
