import BenchmarkSupport
import CrazyEights
import GameCore
import Testing

@Suite struct BenchmarkSupportTests {
    @Test func tallyAddsForPlayersOnlyAndPredictsExactly() throws {
        let players = (1...3).map(Identities.player)
        var host = try GameHostCore<TallyGame>(players: players, settings: TallyGame.defaultSettings, seed: 0)
        let outputs = host.apply(TallyGame.Action(amount: 5), from: players[1], sequence: 1)
        #expect(outputs.count == 3)
        #expect(host.state.total == 5)
        #expect(TallyGame.predict(TallyGame.View(total: 0), TallyGame.Action(amount: 5), by: players[1]) == host.view(for: players[0]))
        #expect(throws: GameError.notAPlayer) {
            try TallyGame.reduce(host.state, TallyGame.Action(amount: 1), by: Identities.player(99))
        }
    }

    @Test func tallySeatsUpToSixtyFour() throws {
        let players = (1...64).map(Identities.player)
        #expect(throws: Never.self) {
            try GameHostCore<TallyGame>(players: players, settings: TallyGame.defaultSettings, seed: 0)
        }
        #expect(throws: GameSetupError.self) {
            try GameHostCore<TallyGame>(players: players + [Identities.player(65)], settings: TallyGame.defaultSettings, seed: 0)
        }
    }

    @Test func crazyEightsSampleIsALegalPredictedCardPlay() throws {
        let sample = CrazyEightsSample.make()
        guard case .play = sample.action else {
            Issue.record("expected a card play, got \(sample.action)")
            return
        }
        #expect(sample.host.state.currentSeat.player == sample.actor)
        #expect(throws: Never.self) { try CrazyEights.reduce(sample.host.state, sample.action, by: sample.actor) }
        let client = sample.clientWithPendingMove()
        #expect(client.pending.count == 1)
        #expect(client.displayedView != nil)
        #expect(client.displayedView != client.confirmedView)
    }
}
