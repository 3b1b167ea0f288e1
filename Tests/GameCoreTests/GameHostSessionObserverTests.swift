import Foundation
import GameCore
import Synchronization
import Testing

/// ``GameHostSession/setObserver(_:)``: what `lanhost` hands its loop each step, without a task
/// reading ``GameHostSession/updates``. Every step, in the order of `updates`, after its outputs
/// went out; a removed observer hears nothing more.
@Suite struct GameHostSessionObserverTests {
    let alice = player(1)
    let bob = player(2)

    @Test func theObserverSeesEveryStepInOrderAfterItsOutputs() async throws {
        let delivered = Mutex<Int>(0)
        let transport = ClosureGameHostTransport { _ in delivered.withLock { $0 += 1 } }
        let core = try GameHostCore<TokenRace>(players: [alice, bob], settings: TokenRace.Settings(), seed: 0)
        let session = GameHostSession(core: core, transport: transport)
        // (step's state counter, outputs delivered when the observer heard of it)
        let seen = Mutex<[(sequence: UInt64, outputs: Int, deliveredBefore: Int)]>([])
        await session.setObserver { update in
            seen.withLock { $0.append((update.stateSequence, update.outputs.count, delivered.withLock { $0 })) }
        }
        await session.start()
        // Ten tokens, three at a time: Alice, Bob, Alice, then Bob takes the last one. One refusal
        // (four is too many) is a step too: its output goes to Alice alone.
        await session.apply(TokenRace.Action(take: 3), from: alice, sequence: 1)
        await session.apply(TokenRace.Action(take: 4), from: bob, sequence: 1)
        await session.apply(TokenRace.Action(take: 3), from: bob, sequence: 2)
        await session.apply(TokenRace.Action(take: 3), from: alice, sequence: 2)
        await session.apply(TokenRace.Action(take: 1), from: bob, sequence: 3)
        #expect(await session.outcome?.winners == [bob])

        var fromStream: [UInt64] = []
        for await update in session.updates { fromStream.append(update.stateSequence) }  // finished by the end
        let observed = seen.withLock { $0 }
        #expect(observed.map(\.sequence) == fromStream)
        #expect(observed.count == 6, "the start, four moves and one refusal")
        // Each step's outputs were all delivered before the observer was called.
        var total = 0
        for step in observed {
            total += step.outputs
            #expect(step.deliveredBefore == total)
        }
    }

    @Test func aRemovedObserverHearsNothingMore() async throws {
        let core = try GameHostCore<TokenRace>(players: [alice, bob], settings: TokenRace.Settings(), seed: 0)
        let session = GameHostSession(core: core, transport: ClosureGameHostTransport { _ in })
        let heard = Mutex<Int>(0)
        await session.setObserver { _ in heard.withLock { $0 += 1 } }
        await session.start()
        await session.setObserver(nil)
        await session.apply(TokenRace.Action(take: 3), from: alice, sequence: 1)
        #expect(heard.withLock { $0 } == 1)
        #expect(await session.stateSequence == 2, "the move was applied all the same")
    }
}
