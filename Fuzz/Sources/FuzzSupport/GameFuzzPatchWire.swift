import Foundation
import GameCore

/// The fuzzed host's states as the lobby's routes send them: through a ``GameViewPatcher``, rebuilt
/// on the receiving side from the previous bytes. Every rebuilt view must equal the host's whole
/// view byte for byte, for every recipient and every state.
struct GameFuzzPatchWire {
    private var patcher = GameViewPatcher()
    private var received: [PlayerID: (round: Int, stateSequence: UInt64, payload: Data)] = [:]

    /// Sends `state` as the routes would and returns the bytes its recipient rebuilds.
    mutating func transmit(_ state: GameStateOutput) -> Data {
        let sent = patcher.prepare(state)
        var rebuilt = sent.payload
        if let patch = sent.patch {
            let last = received[state.recipient]
            fuzzCheck(last?.round == sent.round && last?.stateSequence == patch.base, "a patch on a base the receiver lacks")
            do throws(GameError) {
                rebuilt = try patch.apply(to: last?.payload ?? Data(), payload: sent.payload)
            } catch {
                fuzzCheck(false, "a patch does not apply: \(error)")
            }
        }
        fuzzCheck(rebuilt == state.payload, "a patched view for \(state.recipient) does not rebuild the whole view")
        received[state.recipient] = (sent.round, sent.stateSequence, rebuilt)
        return rebuilt
    }

    /// `recipient` left (or its connection changed): its next state is whole.
    mutating func forget(_ recipient: PlayerID) {
        patcher.forget(recipient)
        received[recipient] = nil
    }
}
