import Foundation
import GameCore
@testable import HighCardDuel
import GameTestKit
import Testing

/// Whole bot games through the host runtime (LanPartyTestKit's ``BotGameHarness``): every view the
/// host sends is audited for the other players' picks, every step keeps the cards and the acting
/// players right, and every game replays the same from its journal.
@Suite struct HighCardDuelBotGameTests {
    /// A pick is a bare number, so no byte search could find it: instead, swapping a player's pick
    /// for another card of their hand must leave every other viewer's bytes the same.
    static let hiddenPicks = HiddenInformation<HighCardDuel>(alternatives: { state, owner in
        guard case .player(let id) = owner, let seat = state.players.firstIndex(of: id),
            let pick = state.picks[seat]
        else { return [] }
        return state.hands[seat].map { other in
            var swapped = state
            swapped.picks[seat] = other
            swapped.hands[seat] = state.hands[seat].map { $0 == other ? pick : $0 }.sorted()
            return swapped
        }
    })

    /// Every card is in the hand, the pick, or was played in an earlier round.
    static let cardsAreKept = GameInvariant<HighCardDuel>("every card is held, picked or played once") { state in
        state.players.indices.allSatisfy { seat in
            let held = state.hands[seat].count + (state.picks[seat] == nil ? 0 : 1)
            let played = min(state.round, state.rounds + 1) - 1
            return !state.present[seat] || held + played == state.rounds
        }
    }

    /// The players to act are exactly those whose listed moves the reducer accepts.
    static let actingMatchesTheRules = GameInvariant<HighCardDuel>("who acts is who may act") { state in
        let acting = HighCardDuel.playersToAct(in: state) ?? []
        return state.players.allSatisfy { player in
            let view = HighCardDuel.view(of: state, for: .player(player))
            let moves = HighCardDuel.legalActions(in: view, for: player) ?? []
            let accepted = moves.allSatisfy { (try? HighCardDuel.reduce(state, $0, by: player)) != nil }
            return accepted && acting.contains(player) == !moves.isEmpty
        }
    }

    static func harness(players: Int, rounds: Int) throws -> BotGameHarness<HighCardDuel> {
        var settings = HighCardDuel.defaultSettings
        try settings.apply(assignment: "rounds=\(rounds)")
        return BotGameHarness<HighCardDuel>(
            players: BotGameHarness<HighCardDuel>.defaultPlayers(players), settings: settings,
            hiddenInformation: hiddenPicks, invariants: [cardsAreKept, actingMatchesTheRules],
            endInvariants: [GameInvariant("someone wins") { HighCardDuel.outcome(of: $0)?.winners.isEmpty == false }])
    }

    @Test(arguments: 2...6) func botGamesEndKeepPicksSecretAndReplay(players: Int) throws {
        for seed in UInt64(0)..<8 {
            let game = try Self.harness(players: players, rounds: 1 + Int(seed)).play(seed: seed)
            #expect(game.outcome != nil)
            #expect(game.viewsChecked > 0)
        }
    }

    @Test func aPlayerWhoLeavesMidGameLeavesAPlayableGame() throws {
        var harness = try Self.harness(players: 3, rounds: 5)
        harness.departures = [4: harness.players[1]]
        let game = try harness.play(seed: 3)
        #expect(game.outcome?.winners.contains(harness.players[1]) == false)
    }

    @Test func theGenericRandomBotAlsoFinishesGames() throws {
        var harness = try Self.harness(players: 4, rounds: 9)
        harness.bot = { view, player, random in HighCardDuel.randomLegalAction(in: view, for: player, random: &random) }
        #expect(try harness.play(seeds: 0..<10).allSatisfy { $0.outcome != nil })
    }
}
