// The "Testing your module with LanPartyTestKit" section of Docs/WritingAGameModule.md: every
// ```swift block of it appears verbatim below (GameCoreTests' DocumentationTests checks it), run
// against the guide's own module (Fixtures/HighCard.swift, linked from GameCoreTests).
import Foundation
import GameCore
import LanPartyTestKit
import Testing

@Suite struct HighCardKitTests {
    /// A card is a bare number, which a byte search would find everywhere: describe it by
    /// alternatives instead. Until its owner reveals it, another card must change no one else's view.
    static let hiddenInformation = HiddenInformation<HighCard>(alternatives: { state, owner in
        guard case .player(let id) = owner, let seat = state.players.firstIndex(of: id),
            seat >= state.revealedCount
        else { return [] }
        var other = state
        other.cards[seat] = state.cards[seat] % 13 + 1
        return [other]
    })

    @Test func botGamesKeepTheirSecretsEndAndReplay() throws {
        let harness = BotGameHarness<HighCard>(
            players: BotGameHarness<HighCard>.defaultPlayers(4),
            hiddenInformation: Self.hiddenInformation,
            invariants: [GameInvariant("cards are 1...13", holds: { $0.cards.allSatisfy { (1...13).contains($0) } })],
            endInvariants: [GameInvariant("someone wins", holds: { HighCard.outcome(of: $0)?.winners.isEmpty == false })])
        // 100 games: every step's views searched, every game replayed from its journal.
        let games = try harness.play(seeds: 0..<100)
        #expect(games.allSatisfy { $0.outcome != nil && $0.actions == 4 })
    }

    @Test func oneStateAndOneJournal() throws {
        let players = BotGameHarness<HighCard>.defaultPlayers(3)
        let state = try HighCard.initialState(players: players, settings: HighCard.defaultSettings, seed: 7)
        let leaks = HiddenInformationAudit.leaks(
            in: state, of: HighCard.self, players: players, rules: Self.hiddenInformation)
        #expect(leaks.isEmpty, "\(leaks)")

        // A journal (e.g. a recorded game, saved as JSON) replays to the same states, twice.
        var journal = GameJournal<HighCard>(players: players, settings: HighCard.defaultSettings, seed: 7)
        journal.recordAction(.reveal, by: players[0])
        try DeterminismCheck.check(journal)
    }
}
