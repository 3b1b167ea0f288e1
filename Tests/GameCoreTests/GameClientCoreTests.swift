import Foundation
import GameCore
import Testing

@Suite struct GameClientCoreTests {
    let alice = player(1)
    let bob = player(2)

    func raceHost(tokens: Int) throws -> GameHostCore<TokenRace> {
        var settings = TokenRace.Settings()
        settings.tokens = tokens
        return try GameHostCore<TokenRace>(players: [alice, bob], settings: settings, seed: 0)
    }

    func joinedClient(_ id: PlayerID, _ host: GameHostCore<TokenRace>) throws -> GameClientCore<TokenRace> {
        var client = GameClientCore<TokenRace>(player: id)
        try deliver(host.startOutputs(), to: &client)
        return client
    }

    @Test func optimisticActionIsShownAtOnceThenConfirmed() throws {
        var host = try GameHostCore<HighCard>(players: [alice, bob], settings: HighCard.Settings(), seed: 3)
        var client = GameClientCore<HighCard>(player: alice)
        try deliver(host.startOutputs(), to: &client)
        let myCard = try #require(client.displayedView?.myCard)

        let outgoing = try client.send(.reveal)
        #expect(outgoing.sequence == 1 && client.pending.count == 1)
        #expect(client.displayedView?.revealedCards == [myCard] && client.displayedView?.currentPlayer == bob)
        #expect(client.confirmedView?.revealedCards == [])

        try deliver(host.receiveAction(payload: outgoing.payload, from: alice, sequence: outgoing.sequence), to: &client)
        #expect(client.pending.isEmpty && client.lastAppliedAction == 1 && client.confirmedStateSequence == 2)
        #expect(client.displayedView == host.view(for: alice))
        #expect(client.displayedView == client.confirmedView)
    }

    @Test func aRaceLostOnTheHostRollsThePredictionBack() throws {
        var host = try raceHost(tokens: 4)
        var aliceClient = try joinedClient(alice, host)
        var bobClient = try joinedClient(bob, host)

        let aliceTake = try aliceClient.send(TokenRace.Action(take: 3))
        #expect(aliceClient.displayedView?.remaining == 1)
        let bobTake = try bobClient.send(TokenRace.Action(take: 2))

        // Bob's action reaches the host first.
        var outputs = host.receiveAction(payload: bobTake.payload, from: bob, sequence: bobTake.sequence)
        outputs += host.receiveAction(payload: aliceTake.payload, from: alice, sequence: aliceTake.sequence)
        #expect(outputs.last?.rejection == ActionRejectedOutput(recipient: alice, sequence: 1, error: .invalidAction("Only 2 left.")))

        try deliver(outputs, to: &aliceClient)
        #expect(aliceClient.pending.isEmpty && aliceClient.lastAppliedAction == 1)
        #expect(aliceClient.displayedView == host.view(for: alice))
        #expect(aliceClient.displayedView?.remaining == 2 && aliceClient.displayedView?.taken == [0, 2])
        // Numbering continues after the refused action.
        #expect(try aliceClient.send(TokenRace.Action(take: 2)).sequence == 2)
    }

    @Test func aRejectionRestoresTheConfirmedView() throws {
        let host = try raceHost(tokens: 10)
        var client = try joinedClient(alice, host)
        _ = try client.send(TokenRace.Action(take: 1))
        let second = try client.send(TokenRace.Action(take: 2))
        #expect(client.displayedView?.remaining == 7)
        let dropped = client.receiveRejection(sequence: second.sequence, error: .desync)
        #expect(dropped && client.displayedView?.remaining == 9)
        let unknown = client.receiveRejection(sequence: 42, error: .desync)
        #expect(!unknown)
    }

    @Test func eachHostStateRebasesTheStillPendingActions() throws {
        var host = try raceHost(tokens: 10)
        var client = try joinedClient(alice, host)
        let first = try client.send(TokenRace.Action(take: 1))
        _ = try client.send(TokenRace.Action(take: 2))
        #expect(client.displayedView?.remaining == 7)
        // The host has only seen the first one so far; Bob also took a token meanwhile.
        var outputs = host.receiveAction(payload: first.payload, from: alice, sequence: first.sequence)
        outputs += host.apply(TokenRace.Action(take: 1), from: bob, sequence: 1)
        try deliver(outputs, to: &client)
        #expect(client.confirmedView?.remaining == 8)
        #expect(client.pending.map(\.sequence) == [2])
        #expect(client.displayedView?.remaining == 6)
    }

    @Test func staleOtherRoundAndCorruptStatesChangeNothing() throws {
        var host = try raceHost(tokens: 10)
        var client = try joinedClient(alice, host)
        let old = try #require(host.stateOutput(for: alice)?.stateOutput)
        try deliver(host.apply(TokenRace.Action(take: 1), from: bob, sequence: 1), to: &client)
        let snapshot = client
        #expect(try client.receiveState(round: 1, stateSequence: old.stateSequence, lastAppliedAction: 0, payload: old.payload) == .stale)
        #expect(try client.receiveState(round: 2, stateSequence: 99, lastAppliedAction: 0, payload: old.payload) == .otherRound)
        #expect(throws: GameError.corruptedPayload) {
            try client.receiveState(round: 1, stateSequence: 99, lastAppliedAction: 0, payload: Data("{\"remaining\":".utf8))
        }
        #expect(throws: GameError.corruptedPayload) {
            try client.receiveGameOver(round: 1, winners: [], summary: "", payload: Data([0xC3, 0x28]))
        }
        #expect(client.confirmedView == snapshot.confirmedView && client.confirmedStateSequence == snapshot.confirmedStateSequence)
    }

    @Test func sendingNeedsARunningGameAndABoundedBacklog() throws {
        var fresh = GameClientCore<TokenRace>(player: alice)
        #expect(throws: GameError.gameNotRunning) { try fresh.send(TokenRace.Action(take: 1)) }

        var client = try joinedClient(alice, try raceHost(tokens: 100))
        for _ in 0..<GameClientCore<TokenRace>.maximumPending { _ = try client.send(TokenRace.Action(take: 1)) }
        #expect(throws: GameError.desync) { try client.send(TokenRace.Action(take: 1)) }

        var finished = try raceHost(tokens: 2)
        var winner = try joinedClient(alice, finished)
        try deliver(finished.apply(TokenRace.Action(take: 2), from: alice, sequence: 1), to: &winner)
        #expect(winner.outcome?.winners == [alice] && winner.pending.isEmpty)
        #expect(throws: GameError.gameNotRunning) { try winner.send(TokenRace.Action(take: 1)) }
    }

    @Test func aRestartedClientResumesNumberingAfterWhatTheHostProcessed() throws {
        var host = try raceHost(tokens: 20)
        var client = try joinedClient(alice, host)
        for _ in 0..<3 {
            let action = try client.send(TokenRace.Action(take: 1))
            try deliver(host.receiveAction(payload: action.payload, from: alice, sequence: action.sequence), to: &client)
        }
        // The process restarts: a fresh runtime catches up with the host's resync.
        var restarted = GameClientCore<TokenRace>(player: alice)
        try deliver([try #require(host.stateOutput(for: alice))], to: &restarted)
        #expect(restarted.displayedView == host.view(for: alice))
        let next = try restarted.send(TokenRace.Action(take: 1))
        #expect(next.sequence == 4)
        #expect(host.receiveAction(payload: next.payload, from: alice, sequence: next.sequence).count == 2)
    }

    @Test func resendingAfterAReconnectIsIdempotent() throws {
        var host = try raceHost(tokens: 20)
        var client = try joinedClient(alice, host)
        let first = try client.send(TokenRace.Action(take: 1))
        _ = try client.send(TokenRace.Action(take: 2))
        // Only the first reached the host before the connection dropped.
        _ = host.receiveAction(payload: first.payload, from: alice, sequence: first.sequence)
        var outputs: [GameHostOutput] = []
        for action in client.unacknowledged {
            outputs += host.receiveAction(payload: action.payload, from: alice, sequence: action.sequence)
        }
        #expect(host.state.remaining == 17)
        try deliver(outputs, to: &client)
        #expect(client.pending.isEmpty && client.displayedView?.remaining == 17)
    }

    @Test func hostileAcknowledgementsCannotMakeTheClientTrap() throws {
        let host = try raceHost(tokens: 10)
        var client = try joinedClient(alice, host)
        let payload = try #require(host.stateOutput(for: alice)?.stateOutput?.payload)
        _ = try client.receiveState(round: 1, stateSequence: .max, lastAppliedAction: .max, payload: payload)
        #expect(client.nextSequence == .max)
        #expect(throws: GameError.desync) { try client.send(TokenRace.Action(take: 1)) }
    }
}
