import Foundation
import GameCore
import Testing

/// Who acts and the legal moves through the runtime, with the guide's High Card.
@Suite struct ActingTests {
    @Test func theHostSaysWhoActsWithEveryStateUntilTheEnd() throws {
        let (alice, bob, watcher) = (player(1), player(2), player(3))
        var host = try GameHostCore<HighCard>(
            players: [alice, bob], spectators: [watcher], settings: HighCard.defaultSettings, seed: 7)
        for case .state(let state) in host.startOutputs() { #expect(state.playersToAct == [alice]) }
        let second = host.apply(.reveal, from: alice, sequence: 1)
        #expect(second.count == 3)
        for case .state(let state) in second { #expect(state.playersToAct == [bob]) }
        // Alice is not in it: the reducer refuses her.
        #expect(host.apply(.reveal, from: alice, sequence: 2) == [
            .actionRejected(ActionRejectedOutput(recipient: alice, sequence: 2, error: .invalidAction("You already revealed your card.")))
        ])
        let last = host.apply(.reveal, from: bob, sequence: 1)
        #expect(host.isOver)
        for case .state(let state) in last { #expect(state.playersToAct == []) }
        #expect(GameHostUpdate(stateSequence: 3, outputs: last, outcome: host.outcome).playersToAct == [])
        #expect(GameHostUpdate(stateSequence: 3, outputs: [], outcome: nil).playersToAct == nil)
    }

    @Test func aModuleWithTheDefaultsSaysNothingListsNothingAndHasNoGenericBot() throws {
        // Token Race has none of the acting members: every default applies.
        let host = try GameHostCore<TokenRace>(players: [player(1), player(2)], settings: TokenRace.Settings(), seed: 0)
        #expect(host.playersToAct == nil)
        for case .state(let state) in host.startOutputs() { #expect(state.playersToAct == nil) }
        let view = try #require(host.view(for: player(1)))
        var random = SeededGenerator(seed: 1)
        #expect(TokenRace.legalActions(in: view, for: player(1)) == nil)
        #expect(TokenRace.botAction(for: view, as: player(1), random: &random) == nil)
        #expect(TokenRace.legalMoves(in: view, for: player(1)) == .unlisted)
        let take = try TokenRace.parseCommand("take 1")
        #expect(TokenRace.listsEveryLegalAction && TokenRace.commandLine(for: take) == nil)
    }

    @Test func aPlayerAheadInSeatOrderIsRefusedAsNotYourTurn() throws {
        let host = try GameHostCore<HighCard>(players: [player(1), player(2)], settings: HighCard.defaultSettings, seed: 1)
        #expect(throws: GameError.notYourTurn) { try HighCard.reduce(host.state, .reveal, by: player(2)) }
        #expect(host.playersToAct == [player(1)])
    }

    @Test func theDescriptorListsMovesFromAnEncodedView() throws {
        let host = try GameHostCore<HighCard>(players: [player(1), player(2)], settings: HighCard.defaultSettings, seed: 1)
        let descriptor = GameDescriptor(HighCard.self)
        let mine = GamePayloadCodec.encode(try #require(host.view(for: player(1))))
        let theirs = GamePayloadCodec.encode(try #require(host.view(for: player(2))))
        #expect(descriptor.legalMoves(viewPayload: mine, for: player(1)) == .listed(["reveal"], complete: true))
        #expect(descriptor.legalMoves(viewPayload: theirs, for: player(2)) == .listed([], complete: true))
        #expect(descriptor.legalMoves(viewPayload: Data("{}".utf8), for: player(1)) == nil)
    }

    @Test func aClientStoreListsItsSeatsMovesAndASpectatorHasNone() async throws {
        let host = try GameHostCore<HighCard>(
            players: [player(1), player(2)], spectators: [player(3)], settings: HighCard.defaultSettings, seed: 1)
        let me = GameClientStore<HighCard>(player: player(1), transport: ClosureGameClientTransport { _ in })
        let watcher = GameClientStore<HighCard>(player: player(3), isSpectator: true, transport: ClosureGameClientTransport { _ in })
        #expect(await me.legalMoves() == .unlisted, "nothing before the first state")
        for output in host.startOutputs() {
            if output.recipient == player(1) { try await me.receive(output) }
            if output.recipient == player(3) { try await watcher.receive(output) }
        }
        #expect(await me.legalMoves() == .listed(["reveal"], complete: true))
        #expect(await watcher.legalMoves() == .unlisted)
    }
}

/// The patcher leaves `toAct` out of a patch when the base state had the same.
@Suite struct PatchedPlayersToActTests {
    static func output(_ sequence: UInt64, view: String, toAct: [PlayerID]?) -> GameStateOutput {
        GameStateOutput(
            recipient: player(1), round: 1, stateSequence: sequence, lastAppliedAction: 0,
            payload: Data(view.utf8), playersToAct: toAct)
    }

    @Test func aPatchCarriesToActOnlyWhenItChanged() {
        var patcher = GameViewPatcher()
        let long = String(repeating: "x", count: 400)
        let first = patcher.prepare(Self.output(1, view: "{\"a\":\"\(long)1\"}", toAct: [player(1), player(2)]))
        #expect(first.patch == nil && first.playersToAct == [player(1), player(2)], "a whole view always says")
        let same = patcher.prepare(Self.output(2, view: "{\"a\":\"\(long)2\"}", toAct: [player(1), player(2)]))
        #expect(same.patch != nil && same.playersToAct == nil, "unchanged: left out of the patch")
        let changed = patcher.prepare(Self.output(3, view: "{\"a\":\"\(long)3\"}", toAct: [player(2)]))
        #expect(changed.patch != nil && changed.playersToAct == [player(2)])
        let silent = patcher.prepare(Self.output(4, view: "{\"a\":\"\(long)4\"}", toAct: nil))
        #expect(silent.patch == nil && silent.playersToAct == nil, "no longer said: a whole view")
    }
}
