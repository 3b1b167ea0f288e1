@testable import Connectivity
import Foundation
import GameCore
import NIOConcurrencyHelpers
import NIOCore
import Testing

/// Where the games run: a session or store made with a lobby's game transport shares the lobby
/// actor's event loop; one on an executor of its own still hears every input in order.
@Suite("Game executors over loopback TCP", .serialized, .timeLimit(.minutes(1)))
struct GameExecutorTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")

    @Test func gamesMadeWithTheLobbyTransportsRunOnTheLobbysEventLoop() async throws {
        let lobby = try await LoopbackLobby()
        let hostLoop = lobby.host.loop
        let hostSteps = NIOLockedValueBox<[Bool]>([])
        let a = await lobby.bridgedPlayer(ann)
        let b = await lobby.bridgedPlayer(bob)
        let hosted = try await lobby.startTally(players: [a, b], target: 100) { network in
            ClosureGameHostTransport(preferredExecutor: network.preferredExecutor) { output in
                hostSteps.withLockedValue { $0.append(hostLoop.inEventLoop) }
                network.deliver(output)
            }
        }
        let annGame = try await a.game(round: hosted.start.round)
        #expect(await annGame.settles(at: 1))

        // The client's store sends from its own isolation: that must be the client's loop.
        let clientLoop = a.client.loop
        let sentOnClientLoop = try await annGame.store.sendReportingLoop(Tally.Action(amount: 2), loop: clientLoop)
        #expect(sentOnClientLoop)
        #expect(await annGame.settles(at: 2))
        let steps = hostSteps.withLockedValue { $0 }
        #expect(steps.count >= 6)
        #expect(steps.allSatisfy { $0 })
        await lobby.host.shutDown()
    }

    /// Host session and Bob's store on executors of their own; Ann's store on her client's loop.
    @Test func gamesOnTheirOwnExecutorsHearEveryInputInOrder() async throws {
        let lobby = try await LoopbackLobby()
        let a = await lobby.bridgedPlayer(ann)
        let b = await lobby.bridgedPlayer(bob, ownExecutor: true)
        // No preferred executor: the session runs apart from the lobby, which must not let inputs
        // that arrive while it awaits the game overtake earlier ones (each would be a duplicate).
        let hosted = try await lobby.startTally(players: [a, b], target: 1000) { network in
            ClosureGameHostTransport { network.deliver($0) }
        }
        let games = [try await a.game(round: hosted.start.round), try await b.game(round: hosted.start.round)]
        for game in games { #expect(await game.settles(at: 1)) }
        let batches = 6
        let perBatch = GameClientCore<Tally>.maximumPending
        try await withThrowingTaskGroup(of: Void.self) { group in
            for game in games {
                group.addTask {
                    for _ in 1...batches {
                        for _ in 0..<perBatch { try await game.store.send(Tally.Action(amount: 1)) }
                        // At most 64 may wait for the host: let the batch drain before the next.
                        #expect(await eventually(timeout: .seconds(30)) { await game.store.pendingActionCount == 0 })
                    }
                }
            }
            try await group.waitForAll()
        }
        let expected = UInt64(batches * perBatch)
        #expect(await hosted.reaches(1 + 2 * expected))
        let core = await hosted.session.core
        #expect(core.lastAppliedAction(of: ann.id) == expected)
        #expect(core.lastAppliedAction(of: bob.id) == expected)
        #expect(core.state.total == Int(2 * expected))
        for game in games {
            #expect(await game.settles(at: 1 + 2 * expected))
            #expect(await game.store.displayedView?.total == Int(2 * expected))
        }
        await lobby.host.shutDown()
    }
}

extension GameClientStore {
    /// Sends `action` and tells whether this store's isolation is `loop`.
    fileprivate func sendReportingLoop(_ action: Module.Action, loop: any EventLoop) throws -> Bool {
        try send(action)
        return loop.inEventLoop
    }
}
