import Foundation
import GameCore
import Observation
import Testing

@Suite struct GameDriverTests {
    let alice = player(1)
    let bob = player(2)
    let watcher = player(9)

    /// Plays the local seat with the module's bot whenever the view changes; returns the outcome.
    func playWithBot(_ client: any GameClientDriver) async -> GameOutcome? {
        for await event in client.updates {
            switch event {
            case .viewChanged: _ = await client.playBotMove()
            case .actionRejected: break
            case .gameOver(let outcome): return outcome
            }
        }
        return await client.outcome
    }

    @Test func hostAndClientsPlayAWholeGameThroughTheDrivers() async throws {
        let descriptor = GameDescriptor(HighCard.self)
        let outputs = LocalGameLink.OutputMailbox()
        let actions = LocalGameLink.ActionMailbox()
        let host = try descriptor.makeHost(
            players: [alice, bob], spectators: [watcher], settings: descriptor.defaultSettings, seed: 21,
            transport: outputs)
        let aliceClient = descriptor.makeClient(player: alice, transport: actions.transport(for: alice))
        let bobClient = descriptor.makeClient(player: bob, transport: actions.transport(for: bob))
        let watcherClient = descriptor.makeClient(player: watcher, isSpectator: true, transport: actions.transport(for: watcher))
        let outputPump = Task { await LocalGameLink.pump(outputs, to: [alice: aliceClient, bob: bobClient, watcher: watcherClient]) }
        let actionPump = Task { await LocalGameLink.pump(actions, to: host) }

        await host.start()
        async let aliceOutcome = playWithBot(aliceClient)
        async let bobOutcome = playWithBot(bobClient)
        async let watcherOutcome = playWithBot(watcherClient)
        let results = await [aliceOutcome, bobOutcome, watcherOutcome]

        let hostOutcome = try #require(await host.outcome)
        #expect(results.allSatisfy { $0 == hostOutcome })
        #expect(await aliceClient.pendingActionCount == 0)
        let text = try #require(await watcherClient.renderText(names: PlayerNames([alice: "Alice", bob: "Bob"])))
        #expect(text.contains("Alice: ") && text.contains("Bob: ") && !text.contains("Your card"))
        var hostUpdates = 0
        for await _ in host.updates { hostUpdates += 1 }  // finished by the game's end
        #expect(hostUpdates == 3)  // start, two reveals
        outputs.finish()
        actions.finish()
        await outputPump.value
        await actionPump.value
    }

    @Test func typedCommandsAreParsedAndBadOnesRefusedWithTypedErrors() async throws {
        let sent = Locked<[OutgoingGameAction]>([])
        let client = GameClientStore<HighCard>(player: alice, transport: ClosureGameClientTransport { action in
            sent.withLock { $0.append(action) }
        })
        await #expect(throws: GameClientInputError.refused(.gameNotRunning)) { try await client.perform(command: "reveal") }
        await #expect(throws: GameClientInputError.command(.unknownCommand("fold"))) { try await client.perform(command: "fold") }
        await #expect(throws: GameClientInputError.command(.empty)) { try await client.perform(command: "  ") }

        let host = try GameHostCore<HighCard>(players: [alice, bob], settings: HighCard.Settings(), seed: 2)
        let start = try #require(host.stateOutput(for: alice)?.stateOutput)
        try await client.receiveState(
            round: 1, stateSequence: start.stateSequence, lastAppliedAction: 0, payload: start.payload)
        try await client.perform(command: "reveal")
        #expect(sent.withLock { $0.map(\.sequence) } == [1])
        await client.resendPending()
        #expect(sent.withLock { $0.map(\.sequence) } == [1, 1])
    }

    @Test func hostBotsActFromTheirOwnViews() async throws {
        let session = GameHostSession(
            core: try GameHostCore<HighCard>(players: [alice, bob], settings: HighCard.Settings(), seed: 4),
            transport: ClosureGameHostTransport { _ in })
        #expect(await session.playBotMove(for: bob) == false)  // not Bob's turn
        #expect(await session.playBotMove(for: alice))
        #expect(await session.playBotMove(for: bob))
        #expect(await session.outcome != nil)
        #expect(await session.playBotMove(for: alice) == false)
        let json = await session.viewJSON(for: .player(alice))
        #expect(try JSONDecoder().decode(HighCard.View.self, from: json).myCard != nil)
    }

    @MainActor @Test func theObservableModelNotifiesAndSends() throws {
        let sent = Locked<[OutgoingGameAction]>([])
        let model = GameClientModel<HighCard>(player: alice, transport: ClosureGameClientTransport { action in
            sent.withLock { $0.append(action) }
        })
        let changed = Locked(false)
        withObservationTracking { _ = model.displayedView } onChange: { changed.withLock { $0 = true } }

        var host = try GameHostCore<HighCard>(players: [alice, bob], settings: HighCard.Settings(), seed: 2)
        let start = try #require(host.stateOutput(for: alice)?.stateOutput)
        try model.receiveState(round: 1, stateSequence: start.stateSequence, lastAppliedAction: 0, payload: start.payload)
        #expect(changed.withLock { $0 })
        #expect(model.displayedView == host.view(for: alice))

        try model.send(.reveal)
        #expect(model.isAwaitingHost && model.displayedView?.currentPlayer == bob)
        let outgoing = try #require(sent.withLock { $0.first })
        _ = host.receiveAction(payload: outgoing.payload, from: alice, sequence: outgoing.sequence)
        let rejected = host.apply(.reveal, from: alice, sequence: 2)
        let rejection = try #require(rejected.first?.rejection)
        try model.send(.reveal)  // sequence 2: refused by the host, as above
        model.receiveRejection(sequence: rejection.sequence, error: rejection.error)
        #expect(model.lastRejection == .invalidAction("You already revealed your card."))
    }
}
