import Foundation
import GameCore
import Testing

@Suite struct GameHostCoreTests {
    let alice = player(1)
    let bob = player(2)
    let carol = player(3)
    let watcher = player(9)

    func makeHost(seed: UInt64 = 5) throws -> GameHostCore<HighCard> {
        try GameHostCore<HighCard>(players: [alice, bob], spectators: [watcher], settings: HighCard.Settings(), seed: seed)
    }

    @Test func startSendsEveryRecipientItsOwnView() throws {
        let host = try makeHost()
        let outputs = host.startOutputs()
        #expect(outputs.map(\.recipient) == [alice, bob, watcher])
        for output in outputs {
            let state = try #require(output.stateOutput)
            #expect(state.stateSequence == 1 && state.lastAppliedAction == 0 && state.round == 1)
            let view = try JSONDecoder().decode(HighCard.View.self, from: state.payload)
            let expectedCard = host.state.players.firstIndex(of: output.recipient).map { host.state.cards[$0] }
            #expect(view.myCard == expectedCard)
        }
    }

    @Test func seatingIsValidated() {
        #expect(throws: GameSetupError.playerCount(1, allowed: 2...6)) {
            try GameHostCore<HighCard>(players: [alice], settings: HighCard.Settings(), seed: 1)
        }
        #expect(throws: GameSetupError.duplicatePlayer(alice)) {
            try GameHostCore<HighCard>(players: [alice, alice], settings: HighCard.Settings(), seed: 1)
        }
        #expect(throws: GameSetupError.duplicatePlayer(bob)) {
            try GameHostCore<HighCard>(players: [alice, bob], spectators: [bob], settings: HighCard.Settings(), seed: 1)
        }
    }

    @Test func anAppliedActionBroadcastsViewsWithEachRecipientsAcknowledgement() throws {
        var host = try makeHost()
        let outputs = host.apply(.reveal, from: alice, sequence: 1)
        let states = outputs.compactMap(\.stateOutput)
        #expect(states.map(\.recipient) == [alice, bob, watcher])
        #expect(states.allSatisfy { $0.stateSequence == 2 })
        #expect(states.map(\.lastAppliedAction) == [1, 0, 0])
        #expect(host.lastAppliedAction(of: alice) == 1)
    }

    @Test func duplicateAndOldSequencesAreIgnored() throws {
        var host = try makeHost()
        _ = host.apply(.reveal, from: alice, sequence: 3)
        let before = host
        #expect(host.apply(.reveal, from: alice, sequence: 3).isEmpty)
        #expect(host.apply(.reveal, from: alice, sequence: 2).isEmpty)
        #expect(host.receiveAction(payload: Data(), from: alice, sequence: 1).isEmpty)
        #expect(host.stateSequence == before.stateSequence && host.state == before.state)
    }

    @Test func aRejectedActionIsReportedToTheActorOnlyAndCountsAsProcessed() throws {
        var host = try makeHost()
        let outputs = host.apply(.reveal, from: bob, sequence: 1)
        #expect(outputs == [.actionRejected(ActionRejectedOutput(recipient: bob, sequence: 1, error: .notYourTurn))])
        #expect(host.lastAppliedAction(of: bob) == 1)
        #expect(host.stateSequence == 1)
        // The acknowledgement travels with the next state Bob receives.
        let next = host.apply(.reveal, from: alice, sequence: 1)
        #expect(next.compactMap(\.stateOutput).first { $0.recipient == bob }?.lastAppliedAction == 1)
        #expect(host.apply(.reveal, from: bob, sequence: 1).isEmpty)
    }

    @Test func strangersAndSpectatorsCannotAct() throws {
        var host = try makeHost()
        #expect(host.apply(.reveal, from: carol, sequence: 1).first?.rejection?.error == .notAPlayer)
        #expect(host.lastAppliedAction(of: carol) == 0)
        #expect(host.apply(.reveal, from: watcher, sequence: 1).first?.rejection?.error == .notAPlayer)
        #expect(host.lastAppliedAction(of: watcher) == 1)
        #expect(host.stateSequence == 1)
    }

    @Test func malformedOrOversizedPayloadsAreCorruptedPayloadErrors() throws {
        var host = try makeHost()
        let hostile: [Data] = [
            Data([0xFF, 0x00, 0x7B]), Data("{\"reveal\":1}".utf8), Data("\"fold\"".utf8), Data("[[[[[[".utf8),
            Data(repeating: 0x20, count: GamePayloadCodec.maximumActionBytes + 1),
        ]
        for (index, payload) in hostile.enumerated() {
            let outputs = host.receiveAction(payload: payload, from: alice, sequence: UInt64(index + 1))
            #expect(outputs.first?.rejection?.error == .corruptedPayload)
        }
        let good = host.receiveAction(
            payload: GamePayloadCodec.encode(HighCard.Action.reveal), from: alice, sequence: UInt64(hostile.count + 1))
        #expect(good.count == 3 && host.state.revealedCount == 1)
    }

    @Test func theLastActionProducesStatesThenGameOverAndLaterActionsAreRefused() throws {
        var host = try makeHost()
        _ = host.apply(.reveal, from: alice, sequence: 1)
        let outputs = host.apply(.reveal, from: bob, sequence: 1)
        #expect(outputs.prefix(3).allSatisfy { $0.stateOutput != nil })
        let overs = outputs.compactMap(\.gameOverOutput)
        #expect(overs.map(\.recipient) == [alice, bob, watcher])
        let best = try #require(host.state.cards.max())
        let expectedWinners = zip(host.state.players, host.state.cards).filter { $0.1 == best }.map(\.0)
        #expect(overs.allSatisfy { $0.winners == expectedWinners })
        #expect(host.outcome?.winners == expectedWinners)
        #expect(host.apply(.reveal, from: alice, sequence: 2).first?.rejection?.error == .gameNotRunning)
        // A late joiner catches up with both the state and the result.
        #expect(host.catchUpOutputs(for: bob).count == 2)
    }

    @Test func aLeavingPlayerIsHandedToTheModuleAndStopsReceiving() throws {
        var host = try GameHostCore<HighCard>(players: [alice, bob, carol], settings: HighCard.Settings(), seed: 1)
        let outputs = host.playerLeft(bob)
        #expect(outputs.map(\.recipient) == [alice, carol])
        #expect(host.players == [alice, carol] && host.state.players == [alice, carol])
        #expect(host.stateOutput(for: bob) == nil)
        #expect(host.playerLeft(bob).isEmpty)
        let last = host.playerLeft(carol)
        #expect(last.compactMap(\.gameOverOutput).map(\.winners) == [[alice]])
    }

    @Test func spectatorsJoinLeaveAndAreBounded() throws {
        var host = try makeHost()
        let joined = host.addSpectator(carol)
        #expect(joined.count == 1 && joined.first?.stateOutput?.recipient == carol)
        #expect(host.addSpectator(carol).isEmpty)
        #expect(host.addSpectator(alice).isEmpty)
        #expect(host.playerLeft(carol).isEmpty && host.spectators == [watcher])
        for number in 100..<(100 + GameHostCore<HighCard>.maximumSpectators) { _ = host.addSpectator(player(number)) }
        #expect(host.spectators.count == GameHostCore<HighCard>.maximumSpectators)
        var noSpectators = try GameHostCore<TokenRace>(
            players: [alice, bob], spectators: [watcher], settings: TokenRace.Settings(), seed: 1)
        #expect(noSpectators.spectators.isEmpty && noSpectators.addSpectator(carol).isEmpty)
    }

    @Test func sameSeedAndActionsGiveTheSameOutputs() throws {
        var first = try makeHost(seed: 77)
        var second = try makeHost(seed: 77)
        #expect(first.startOutputs() == second.startOutputs())
        #expect(first.apply(.reveal, from: alice, sequence: 1) == second.apply(.reveal, from: alice, sequence: 1))
    }
}
