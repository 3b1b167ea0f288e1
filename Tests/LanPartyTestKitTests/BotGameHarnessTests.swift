import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// The harness plays simultaneous timed games and turn-based ones to the end, and reports every
/// kind of failure with the seed and step that reproduce it.
@Suite struct BotGameHarnessTests {
    typealias Bids = SealedBids<Honest>

    @Test func simultaneousTimedGamesFinishWithEveryViewChecked() throws {
        var harness = BotGameHarness<Bids>(
            players: BotGameHarness<Bids>.defaultPlayers(3), hiddenInformation: HiddenInformationAuditTests.rules(Honest.self),
            invariants: [GameInvariant("one point per settled round") { $0.scores.reduce(0, +) == $0.round - 1 }])
        harness.settings.rounds = 6
        let games = try harness.play(seeds: 0..<20)
        #expect(games.allSatisfy { $0.outcome != nil && $0.finalState.round == 7 })
        // Odd rounds wait for their deadline: time inputs are in every journal.
        #expect(games.allSatisfy { $0.journal.entries.contains { if case .time = $0 { true } else { false } } })
        // Every step's views were searched: 3 players and a spectator per state.
        #expect(games.allSatisfy { $0.viewsChecked >= 4 * ($0.actions + 1) }, "\(games.map(\.viewsChecked))")
        #expect(games.map(\.journal.entries) != Array(repeating: games[0].journal.entries, count: games.count))
    }

    @Test func aLeakyModuleFailsWithItsSeedAndStep() throws {
        let harness = BotGameHarness<SealedBids<CodenameLeak>>(hiddenInformation: HiddenInformationAuditTests.rules(CodenameLeak.self))
        let failure = try #require(throws: BotGameFailure.self) { try harness.play(seed: 9) }
        #expect(failure.kind == .leak && failure.seed == 9 && failure.step == -1, "\(failure)")
        #expect("\(failure)".hasPrefix("sealed-bids seed 9, the initial state: leak: secret-in-view"), "\(failure)")
        let subtle = BotGameHarness<SealedBids<BidTotalLeak>>(hiddenInformation: HiddenInformationAuditTests.rules(BidTotalLeak.self))
        let caught = try #require(throws: BotGameFailure.self) { try subtle.play(seed: 9) }
        #expect(caught.kind == .leak && caught.step >= 0 && caught.detail.contains("view-depends-on-secret"), "\(caught)")
    }

    @Test func anInvariantViolationNamesTheSeedAndTheFirstBadStep() throws {
        var harness = BotGameHarness<Bids>(invariants: [GameInvariant("nobody reaches 3 points") { state in
            state.scores.max().map { $0 >= 3 ? "scores \(state.scores)" : nil } ?? nil
        }])
        harness.settings.rounds = 9
        let failure = try #require(throws: BotGameFailure.self) { try harness.play(seeds: 0..<10) }
        #expect(failure.kind == .invariant && failure.seed == 0, "\(failure)")
        #expect(failure.detail.contains("\"nobody reaches 3 points\": scores"), "\(failure)")
        // The step is the first input after which the property broke.
        var relaxed = harness
        relaxed.invariants = []
        let game = try relaxed.play(seed: failure.seed)
        var maxima: [Int: Int] = [:]
        try game.journal.replay { index, state in maxima[index] = state.scores.max() }
        #expect(maxima[failure.step] == 3 && maxima[failure.step - 1] == 2)
    }

    @Test func endInvariantsSeeTheFinalState() throws {
        let harness = BotGameHarness<Countdown>(endInvariants: [GameInvariant("the counter is still up") { $0.counter > 0 }])
        let failure = try #require(throws: BotGameFailure.self) { try harness.play(seed: 4) }
        #expect(failure.kind == .invariant && failure.detail.hasPrefix("at the end"), "\(failure)")
    }

    @Test func turnBasedGamesWithDepartures() throws {
        var harness = BotGameHarness<Countdown>(players: BotGameHarness<Countdown>.defaultPlayers(3))
        harness.departures = [4: harness.players[1]]
        let game = try harness.play(seed: 1)
        #expect(game.journal.entries[4] == .playerLeft(harness.players[1]))
        #expect(game.finalState.players.count == 2 && game.outcome != nil)
    }

    @Test func aGameThatCannotEndFailsInsteadOfHanging() throws {
        var idle = BotGameHarness<Countdown>()
        idle.bot = { _, _, _ in nil }
        let stuck = try #require(throws: BotGameFailure.self) { try idle.play(seed: 2) }
        #expect(stuck.kind == .stuck && stuck.step == -1, "\(stuck)")
        var long = BotGameHarness<Countdown>(maximumSteps: 50)
        long.settings.start = 1_000
        let limited = try #require(throws: BotGameFailure.self) { try long.play(seed: 2) }
        #expect(limited.kind == .stepLimit && limited.step == 49, "\(limited)")
    }

    @Test func aBotsIllegalMoveIsReported() throws {
        var harness = BotGameHarness<Countdown>()
        harness.bot = { view, player, _ in view.players[view.turn] == player ? .take(3) : nil }
        let failure = try #require(throws: BotGameFailure.self) { try harness.play(seed: 2) }
        #expect(failure.kind == .botActionRejected && failure.step == 0 && failure.detail.contains("Take 1 or 2"), "\(failure)")
    }

    @Test func theObserverSeesEveryStep() throws {
        var indices: [Int] = []
        let game = try BotGameHarness<Bids>().play(seed: 5) { indices.append($0.index) }
        #expect(indices == Array(-1..<game.steps))
    }

    @Test func theRulesAlonePlayTheSameGamesAsTheHost() throws {
        var onHost = BotGameHarness<Bids>(players: BotGameHarness<Bids>.defaultPlayers(4))
        onHost.departures = [9: onHost.players[2]]
        var onRules = onHost
        onRules.runsHost = false
        for seed: UInt64 in 0..<10 {
            var outputs = 0
            let host = try onHost.play(seed: seed) { outputs += $0.outputs.count }
            let rules = try onRules.play(seed: seed) { #expect($0.host == nil && $0.outputs.isEmpty) }
            #expect(host.journal.entries == rules.journal.entries && host.finalState == rules.finalState)
            #expect(host.outcome == rules.outcome && outputs > 0)
        }
        var illegal = onRules
        illegal.bot = { _, _, _ in .bid(10) }
        let failure = try #require(throws: BotGameFailure.self) { try illegal.play(seed: 1) }
        #expect(failure.kind == .botActionRejected && failure.detail.contains("Bid 1 to 9"), "\(failure)")
    }
}
