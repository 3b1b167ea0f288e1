import Foundation
import GameCore
import Testing

/// The host's outputs built the straightforward way — every recipient's view computed and encoded
/// on its own — as the reference the host core must match byte for byte and in order.
enum ReferenceOutputs {
    static func state<Module>(_ host: GameHostCore<Module>, _ recipient: PlayerID) -> [GameHostOutput] {
        guard let view = host.view(for: recipient) else { return [] }
        return [
            .state(
                GameStateOutput(
                    recipient: recipient, round: host.round, stateSequence: host.stateSequence,
                    lastAppliedAction: host.lastAppliedAction(of: recipient), payload: GamePayloadCodec.encode(view),
                    playersToAct: host.playersToAct))
        ]
    }

    static func gameOver<Module>(_ host: GameHostCore<Module>, _ recipient: PlayerID) -> [GameHostOutput] {
        guard let outcome = host.outcome, let view = host.view(for: recipient) else { return [] }
        return [
            .gameOver(
                GameOverOutput(
                    recipient: recipient, round: host.round, winners: outcome.winners, summary: outcome.summary,
                    payload: GamePayloadCodec.encode(view)))
        ]
    }

    /// A change: every recipient's state, then (when it ended the game) every recipient's game over.
    static func commit<Module>(_ host: GameHostCore<Module>) -> [GameHostOutput] {
        host.recipients.flatMap { state(host, $0) } + host.recipients.flatMap { gameOver(host, $0) }
    }

    /// The start, or a catch-up: per recipient, its state and then its game over (once ended).
    static func catchUp<Module>(_ host: GameHostCore<Module>, for recipients: [PlayerID]) -> [GameHostOutput] {
        recipients.flatMap { state(host, $0) + gameOver(host, $0) }
    }
}

@Suite struct HostViewSharingTests {
    @Test func viewsWithoutHiddenInformationMatchTheReferenceAndAreEqual() throws {
        let players = (1...4).map(player)
        var host = try GameHostCore<TokenRace>(players: players, settings: TokenRace.Settings(), seed: 1)
        #expect(host.startOutputs() == ReferenceOutputs.catchUp(host, for: host.recipients))
        for (turn, take) in [3, 3, 3, 1].enumerated() {
            let outputs = host.apply(TokenRace.Action(take: take), from: players[turn], sequence: 1)
            #expect(outputs == ReferenceOutputs.commit(host))
            #expect(Set(outputs.compactMap(\.stateOutput).map(\.payload)).count == 1)
        }
        #expect(host.isOver)
    }

    /// Four players drawing from two card values: at least two hold the same card (pigeonhole), so
    /// some redacted player views coincide while others differ; the spectators share a third view.
    @Test func hiddenInformationWithSpectatorsMatchesTheReferenceStepByStep() throws {
        let players = (1...4).map(player)
        let watchers = [player(8), player(9)]
        var settings = HighCard.Settings()
        settings.highestCard = 2
        var host = try GameHostCore<HighCard>(players: players, spectators: watchers, settings: settings, seed: 3)
        try #require(Set(host.state.cards).count == 2, "the seed should deal both values")
        let start = host.startOutputs()
        #expect(start == ReferenceOutputs.catchUp(host, for: host.recipients))
        let startPayloads = start.compactMap(\.stateOutput).map(\.payload)
        #expect(Set(startPayloads.prefix(4)).count == 2)
        #expect(startPayloads[4] == startPayloads[5] && !startPayloads.prefix(4).contains(startPayloads[4]))

        for actor in players {
            let outputs = host.apply(.reveal, from: actor, sequence: 1)
            #expect(outputs == ReferenceOutputs.commit(host))
        }
        #expect(host.isOver)
        #expect(host.startOutputs() == ReferenceOutputs.catchUp(host, for: host.recipients))
        #expect(host.catchUpOutputs(for: players[1]) == ReferenceOutputs.catchUp(host, for: [players[1]]))
        #expect(host.addSpectator(player(10)) == ReferenceOutputs.catchUp(host, for: [player(10)]))
    }

    @Test func aLeavingPlayerThatEndsTheGameMatchesTheReference() throws {
        let (alice, bob, watcher) = (player(1), player(2), player(9))
        var host = try GameHostCore<HighCard>(
            players: [alice, bob], spectators: [watcher], settings: HighCard.Settings(), seed: 11)
        #expect(host.apply(.reveal, from: alice, sequence: 1) == ReferenceOutputs.commit(host))
        let outputs = host.playerLeft(bob)
        #expect(host.isOver && outputs.contains { $0.gameOverOutput != nil })
        #expect(outputs == ReferenceOutputs.commit(host))
    }
}

/// Counts real encodings (``TeamTally/View`` counts its own `encode(to:)` calls). Serialized: the
/// counter is process-wide and only this suite encodes TeamTally views.
@Suite(.serialized) struct HostEncodeCountTests {
    let players = (1...6).map(player)
    let watchers = (7...9).map(player)

    func makeHost(teams: Int = 2, target: Int = 100, spectators: Bool = true) throws -> GameHostCore<TeamTally> {
        var settings = TeamTally.Settings()
        settings.teams = teams
        settings.target = target
        return try GameHostCore<TeamTally>(
            players: players, spectators: spectators ? watchers : [], settings: settings, seed: 1)
    }

    /// How many TeamTally views `body` encoded, and what it returned.
    func encodings<Result>(_ body: () throws -> Result) rethrows -> (count: Int, result: Result) {
        let before = teamTallyEncodings.withLock { $0 }
        let result = try body()
        return (teamTallyEncodings.withLock { $0 } - before, result)
    }

    @Test func aCommitEncodesEachDistinctViewOnce() throws {
        var host = try makeHost()
        let step = encodings { host.apply(TeamTally.Action(amount: 2), from: players[0], sequence: 1) }
        let reference = encodings { ReferenceOutputs.commit(host) }
        #expect(step.result == reference.result)
        #expect(step.count == 3)  // team 0, team 1, spectators
        #expect(reference.count == 9)
    }

    @Test func aGameEndingCommitReusesItsViewsForTheGameOverNotices() throws {
        var host = try makeHost(target: 3)
        let step = encodings { host.apply(TeamTally.Action(amount: 3), from: players[1], sequence: 1) }
        #expect(host.isOver)
        let reference = encodings { ReferenceOutputs.commit(host) }
        #expect(step.result == reference.result)
        #expect(step.result.compactMap(\.gameOverOutput).count == 9)
        #expect(step.count == 3)
        #expect(reference.count == 18)
    }

    @Test func startAndCatchUpEncodeLess() throws {
        var host = try makeHost(target: 1)
        let start = encodings { host.startOutputs() }
        #expect(start.result == ReferenceOutputs.catchUp(host, for: host.recipients))
        #expect(start.count == 3)
        _ = host.apply(TeamTally.Action(amount: 1), from: players[0], sequence: 1)
        let catchUp = encodings { host.catchUpOutputs(for: players[2]) }
        #expect(catchUp.result == ReferenceOutputs.catchUp(host, for: [players[2]]))
        #expect(catchUp.count == 1)  // the state and the game over carry one encoding
    }

    @Test func oneTeamWithoutSpectatorsIsOneEncodingPerStep() throws {
        var host = try makeHost(teams: 1, spectators: false)
        for sequence in 1...3 {
            let step = encodings { host.apply(TeamTally.Action(amount: 1), from: players[0], sequence: UInt64(sequence)) }
            #expect(step.result == ReferenceOutputs.commit(host))
            #expect(step.count == 1)
        }
    }

    @Test func recipientsWithEqualViewsShareTheSameStorage() throws {
        var host = try makeHost()
        let payloads = host.apply(TeamTally.Action(amount: 1), from: players[0], sequence: 1)
            .compactMap(\.stateOutput).map(\.payload)
        // Data keeps up to 14 bytes inline (copied, no shared storage); these views are longer.
        #expect(payloads.allSatisfy { $0.count > 14 })
        let addresses = payloads.map { $0.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) } }
        // Seats 0, 2, 4 are team 0; seats 1, 3, 5 team 1; then three spectators.
        #expect(Set([addresses[0], addresses[2], addresses[4]]).count == 1)
        #expect(Set([addresses[1], addresses[3], addresses[5]]).count == 1)
        #expect(Set(addresses[6...]).count == 1)
        #expect(Set([addresses[0], addresses[1], addresses[6]]).count == 3)
    }
}
