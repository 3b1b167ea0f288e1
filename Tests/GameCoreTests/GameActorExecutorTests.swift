import Dispatch
import Foundation
import GameCore
import Synchronization
import Testing

/// A serial executor on a dispatch queue that counts the jobs it is given and can tell whether the
/// caller runs on it.
private final class QueueExecutor: SerialExecutor {
    private let queue = DispatchQueue(label: "lanparty.test.executor")
    private let key = DispatchSpecificKey<Bool>()
    let jobs = Mutex(0)

    init() { queue.setSpecific(key: key, value: true) }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0 += 1 }
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    /// Whether the calling code runs on this executor's queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// A session or store runs on its transport's preferred executor, or on one of its own.
@Suite struct GameActorExecutorTests {
    let alice = player(1)
    let bob = player(2)

    private func race() throws -> GameHostCore<TokenRace> {
        try GameHostCore<TokenRace>(players: [alice, bob], settings: TokenRace.Settings(), seed: 0)
    }

    @Test func aSessionRunsOnItsTransportsPreferredExecutor() async throws {
        let executor = QueueExecutor()
        let onQueue = Mutex<[Bool]>([])
        let transport = ClosureGameHostTransport(preferredExecutor: executor) { _ in
            onQueue.withLock { $0.append(executor.isCurrent) }
        }
        let session = GameHostSession(core: try race(), transport: transport)
        await session.start()
        await session.apply(TokenRace.Action(take: 2), from: alice, sequence: 1)
        #expect(onQueue.withLock { $0 } == [true, true, true, true])
        #expect(executor.jobs.withLock { $0 } >= 2)
    }

    @Test func aSessionWithoutAPreferenceRunsOnItsOwnExecutor() async throws {
        let executor = QueueExecutor()
        let onQueue = Mutex<[Bool]>([])
        let transport = ClosureGameHostTransport { _ in onQueue.withLock { $0.append(executor.isCurrent) } }
        let session = GameHostSession(core: try race(), transport: transport)
        // Many concurrent callers: the borrowed executor must still run one step at a time.
        await withTaskGroup(of: Void.self) { group in
            for sequence in 1...20 {
                group.addTask { await session.receiveAction(payload: Data("{\"take\":1}".utf8), from: self.alice, sequence: UInt64(sequence)) }
            }
        }
        let core = await session.core
        #expect(core.lastAppliedAction(of: alice) == 20)
        #expect(onQueue.withLock { $0 }.allSatisfy { !$0 })
        #expect(executor.jobs.withLock { $0 } == 0)
    }

    @Test func aStoreRunsOnItsTransportsPreferredExecutor() async throws {
        let executor = QueueExecutor()
        let sentOnQueue = Mutex<[Bool]>([])
        let transport = ClosureGameClientTransport(preferredExecutor: executor) { _ in
            sentOnQueue.withLock { $0.append(executor.isCurrent) }
        }
        let host = try race()
        let store = GameClientStore<TokenRace>(player: alice, transport: transport)
        for output in host.startOutputs() where output.recipient == alice { try await store.receive(output) }
        try await store.send(TokenRace.Action(take: 1))
        #expect(sentOnQueue.withLock { $0 } == [true])
        #expect(executor.jobs.withLock { $0 } >= 2)
    }
}
