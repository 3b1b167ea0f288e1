import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// The replay check passes a deterministic module and catches one that rolls unseeded dice.
@Suite struct DeterminismCheckTests {
    typealias Bids = SealedBids<Honest>

    @Test func aRecordedGameReplaysToTheSameStatesFromItsJournalFile() throws {
        let game = try BotGameHarness<Bids>().play(seed: 11)
        let file = try JSONEncoder().encode(game.journal)
        let journal = try JSONDecoder().decode(GameJournal<Bids>.self, from: file)
        try DeterminismCheck.check(journal, finalState: game.finalState)
        #expect(try journal.replay() == game.finalState)
    }

    @Test func aStateThatIsNotTheRecordedOneIsReported() throws {
        let game = try BotGameHarness<Bids>().play(seed: 11)
        var wrong = game.finalState
        wrong.scores[0] += 1
        let failure = try #require(throws: DeterminismFailure.self) {
            try DeterminismCheck.check(game.journal, finalState: wrong)
        }
        #expect(failure.kind == .differsFromRecord && failure.step == game.steps - 1, "\(failure)")
        #expect(failure.detail.contains("differ at byte"), "\(failure)")
    }

    @Test func unseededRandomnessIsCaughtByTheHarness() throws {
        var harness = BotGameHarness<SealedBids<SystemDice>>(players: BotGameHarness<SealedBids<SystemDice>>.defaultPlayers(4))
        harness.settings.rounds = 40
        let failure = try #require(throws: BotGameFailure.self) { try harness.play(seeds: 0..<10) }
        #expect(failure.kind == .nondeterministic, "\(failure)")
        #expect(failure.detail.hasPrefix("replays-differ") || failure.detail.hasPrefix("differs-from-record"), "\(failure)")
    }

    @Test func givenInputsPlayAlikeTwice() throws {
        let players = BotGameHarness<Countdown>.defaultPlayers(2)
        let inputs: [GameJournalEntry] = [
            .action(player: players[0], payload: GamePayloadCodec.encode(Countdown.Action.take(2))),
            .action(player: players[1], payload: GamePayloadCodec.encode(Countdown.Action.take(1))),
            .action(player: players[1], payload: Data("not json".utf8)),
        ]
        try DeterminismCheck.check(Countdown.self, players: players, settings: .init(), seed: 1, inputs: inputs)
        let state = try GameJournal<Countdown>(players: players, settings: .init(), seed: 1, entries: inputs).replay()
        #expect(state.counter == 18)
    }
}
