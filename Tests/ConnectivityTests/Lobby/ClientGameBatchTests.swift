@testable import Connectivity
import Foundation
import GameCore
import Testing

/// Which queued inputs the local game hears: a state followed at once by a newer state for the
/// same game is superseded; nothing else is dropped or reordered.
@Suite struct ClientGameBatchTests {
    let first = GameClientStore<Tally>(player: Fixtures.profile(2, "Ann").id, transport: ClosureGameClientTransport { _ in })
    let second = GameClientStore<Tally>(player: Fixtures.profile(2, "Ann").id, round: 2, transport: ClosureGameClientTransport { _ in })

    private func state(_ sequence: UInt64, round: Int = 1) -> ClientGameInput {
        .state(GameState(round: round, stateSequence: sequence, lastAppliedAction: 0, payload: Data()))
    }

    /// A readable digest of a batch: which game, and what.
    private func digest(_ batch: [(game: any GameClientDriver, input: ClientGameInput)]) -> [String] {
        batch.map { entry in
            let game = entry.game === first ? "A" : "B"
            switch entry.input {
            case .state(let state): return "\(game) state \(state.stateSequence)"
            case .rejected(let rejection): return "\(game) rejected \(rejection.sequence)"
            case .over: return "\(game) over"
            case .resumed: return "\(game) resumed"
            case .ended: return "\(game) ended"
            }
        }
    }

    @Test func onlyTheLastOfConsecutiveStatesForOneGameIsKept() {
        let rejection = ClientGameInput.rejected(ActionRejected(sequence: 4, error: .notYourTurn))
        let over = ClientGameInput.over(GameOver(round: 1, winners: [], summary: nil, payload: Data()))
        let batch: [(game: any GameClientDriver, input: ClientGameInput)] = [
            (first, state(1)), (first, state(2)), (first, rejection), (first, state(3)), (second, state(1, round: 2)),
            (first, state(4)), (first, state(5)), (first, state(6)), (first, over), (first, .resumed), (first, state(7)),
        ]
        #expect(digest(ClientGameBatch.coalesced(batch)) == [
            "A state 2", "A rejected 4", "A state 3", "B state 1", "A state 6", "A over", "A resumed", "A state 7",
        ])
    }

    @Test func aBatchWithoutConsecutiveStatesIsUnchanged() {
        let batch: [(game: any GameClientDriver, input: ClientGameInput)] = [
            (first, state(1)), (second, state(1, round: 2)), (first, state(2)), (first, .resumed), (first, state(3)),
        ]
        #expect(digest(ClientGameBatch.coalesced(batch)) == digest(batch))
        #expect(ClientGameBatch.coalesced([]).isEmpty)
    }
}
