import Foundation
import GameCore
import Synchronization
import Testing

/// ``GameClientStore/setObserver(_:)``: every event, in the store's isolation, in the order of
/// ``GameClientStore/updates``; an observer may act and sees its own action's event at once.
@Suite struct GameClientStoreObserverTests {
    let alice = player(1)
    let bob = player(2)

    /// What Alice's store sent.
    final class Sent: Sendable {
        let actions = Mutex<[OutgoingGameAction]>([])
    }

    /// Alice's store, its actions kept in `sent`.
    func aliceStore(sending sent: Sent) -> GameClientStore<TokenRace> {
        GameClientStore<TokenRace>(
            player: alice, transport: ClosureGameClientTransport { action in sent.actions.withLock { $0.append(action) } })
    }

    @Test func theObserverSeesEveryEventInOrderAndMayAct() async throws {
        var host = try GameHostCore<TokenRace>(players: [alice, bob], settings: TokenRace.Settings(), seed: 0)
        let sent = Sent()
        let store = aliceStore(sending: sent)
        let seen = Mutex<[GameClientEvent]>([])
        await store.setObserver { store, event in
            seen.withLock { $0.append(event) }
            // Alice answers her first view with one move, from inside the step.
            if case .viewChanged(1, 0) = event, store.pendingActionCount == 0, sent.actions.withLock({ $0.isEmpty }) {
                try? store.send(TokenRace.Action(take: 2))
            }
        }
        for output in host.startOutputs() where output.recipient == alice { try await store.receive(output) }
        #expect(sent.actions.withLock { $0.map(\.sequence) } == [1])
        // The reply confirms the move; then a refusal rolls a second one back.
        let reply = host.receiveAction(payload: sent.actions.withLock { $0[0].payload }, from: alice, sequence: 1)
        for output in reply where output.recipient == alice { try await store.receive(output) }
        try await store.send(TokenRace.Action(take: 9))
        let refusal = host.receiveAction(payload: sent.actions.withLock { $0[1].payload }, from: alice, sequence: 2)
        for output in refusal where output.recipient == alice { try await store.receive(output) }

        await store.setObserver(nil)
        await store.finish()
        var streamed: [GameClientEvent] = []
        for await event in store.updates { streamed.append(event) }
        #expect(seen.withLock { $0 } == streamed)
        #expect(streamed.first == .viewChanged(stateSequence: 1, pendingActions: 0))
        #expect(streamed.contains(.viewChanged(stateSequence: 1, pendingActions: 1)))
        #expect(streamed.contains { if case .actionRejected(2, _) = $0 { true } else { false } })
        #expect(streamed.last == .viewChanged(stateSequence: 2, pendingActions: 0))
    }

    /// ``GameClientStore/updates`` is made when first read; it then starts with the newest 512
    /// events reported before, the same ones (and in the same order) the observer saw last.
    @Test func aStreamReadLateStartsWithTheNewest512Events() async throws {
        var host = try GameHostCore<TokenRace>(players: [alice, bob], settings: TokenRace.Settings(), seed: 0)
        let sent = Sent()
        let store = aliceStore(sending: sent)
        let seen = Mutex<[GameClientEvent]>([])
        await store.setObserver { _, event in seen.withLock { $0.append(event) } }
        for output in host.startOutputs() where output.recipient == alice { try await store.receive(output) }
        // 700 refused moves: three events each (the prediction, the refusal, the view rolled back).
        for sequence in 1...700 {
            try await store.send(TokenRace.Action(take: 9))
            let refusal = host.receiveAction(payload: sent.actions.withLock { $0.last!.payload }, from: alice, sequence: UInt64(sequence))
            for output in refusal where output.recipient == alice { try await store.receive(output) }
        }
        await store.finish()
        let updates = store.updates
        var streamed: [GameClientEvent] = []
        for await event in updates { streamed.append(event) }
        #expect(seen.withLock { $0.count } == 1 + 700 * 3)
        #expect(streamed == Array(seen.withLock { $0.suffix(512) }))
        #expect(streamed.dropLast().last.map { if case .actionRejected(700, _) = $0 { true } else { false } } == true)
        // The same stream every time: read to its end, it has nothing more.
        var again = 0
        for await _ in store.updates { again += 1 }
        #expect(again == 0)
    }
}
