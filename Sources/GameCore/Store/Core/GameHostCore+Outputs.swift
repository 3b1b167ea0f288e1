import Foundation

/// A recipient and its encoded view of the current state. Not nested in the generic core: a type
/// that depends on `Module` costs a metadata lookup wherever the unspecialized core uses it (two
/// per step, ~330 instructions each, issue 38).
struct EncodedView {
    let recipient: PlayerID
    let payload: Data
}

/// Building outputs from encoded views: each step encodes every *distinct* view once.
extension GameHostCore {
    /// Every recipient's encoded view, in ``recipients`` order. Equal views are encoded once and
    /// share their bytes (see ``StepViewPayloads``).
    func encodedViews() -> [EncodedView] {
        var payloads = StepViewPayloads<Module.View>(expectedDistinctViews: players.count + 1)
        var views: [EncodedView] = []
        views.reserveCapacity(players.count + spectators.count)
        for player in players {
            let payload = payloads.payload(for: Module.view(of: state, for: .player(player)))
            views.append(EncodedView(recipient: player, payload: payload))
        }
        // Spectators share one viewer, so the module is asked once for all of them.
        if !spectators.isEmpty {
            let payload = payloads.payload(for: Module.view(of: state, for: .spectator))
            for spectator in spectators {
                views.append(EncodedView(recipient: spectator, payload: payload))
            }
        }
        return views
    }

    /// Per recipient, its state and, once the game has ended, its game-over notice.
    func catchUpOutputs(for views: [EncodedView]) -> [GameHostOutput] {
        var outputs: [GameHostOutput] = []
        outputs.reserveCapacity(outcome == nil ? views.count : 2 * views.count)
        let toAct = playersToAct
        for view in views {
            outputs.append(stateOutput(
                for: view.recipient, payload: view.payload, playersToAct: toAct, events: eventHistory.lines))
            if let outcome {
                outputs.append(gameOverOutput(for: view.recipient, outcome: outcome, payload: view.payload))
            }
        }
        return outputs
    }

    /// `recipient`'s state message carrying an already-encoded view; `playersToAct` and `events` are
    /// the step's (asked of the module once per step, not once per recipient).
    func stateOutput(
        for recipient: PlayerID, payload: Data, playersToAct: [PlayerID]?, events: [GameEventLine] = []
    ) -> GameHostOutput {
        .state(
            GameStateOutput(
                recipient: recipient, round: round, stateSequence: stateSequence,
                lastAppliedAction: lastAppliedAction(of: recipient), payload: payload,
                playersToAct: playersToAct, events: events))
    }

    /// `recipient`'s game-over notice carrying an already-encoded final view.
    func gameOverOutput(for recipient: PlayerID, outcome: GameOutcome, payload: Data) -> GameHostOutput {
        .gameOver(
            GameOverOutput(
                recipient: recipient, round: round, winners: outcome.winners, summary: outcome.summary,
                payload: payload))
    }
}
