import CrazyEights
import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// Whole games between bots through the host runtime (``BotGameHarness``): every state keeps the
/// deck whole, every game ends with a winner and replays exactly from its journal.
@Suite struct BotGameTests {
    static let seedsPerTable: UInt64 = 200

    /// The 52 cards, each exactly once, wherever they are.
    static let wholeDeck = GameInvariant<CrazyEights>("the 52 cards, each once") { state in
        let cards = allCards(state)
        return cards.sorted() == Card.standardDeck.sorted() ? nil : "\(cards.count) cards: \(cards.map(\.code))"
    }
    static let aWinner = GameInvariant<CrazyEights>("the game has a winner") { $0.finish?.winners.isEmpty == false }

    /// On the host's rules alone (no views encoded): RedactionTests checks the views.
    static func harness(players count: Int, settings: CrazyEightsSettings = CrazyEightsSettings()) -> BotGameHarness<CrazyEights> {
        var harness = BotGameHarness<CrazyEights>(
            players: (1...count).map(player), settings: settings, invariants: [wholeDeck], endInvariants: [aWinner])
        harness.runsHost = false
        return harness
    }

    @Test(arguments: 2...8)
    func botsAlwaysFinishWithAWinner(players count: Int) throws {
        let games = try Self.harness(players: count).play(seeds: 0..<Self.seedsPerTable)
        var reasons: [CrazyEightsFinish.Reason: Int] = [:]
        for game in games { reasons[try #require(game.finalState.finish).reason, default: 0] += 1 }
        // Real games end by someone going out; blocked games and the turn limit are the safety net.
        #expect(reasons[.emptiedHand, default: 0] > Int(Self.seedsPerTable) * 9 / 10, "\(reasons)")
        #expect(reasons[.turnLimit] == nil, "\(reasons)")
        let longest = games.map(\.actions).max() ?? 0
        let tally = reasons.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", ")
        print("Crazy Eights, \(count) bots: \(Self.seedsPerTable) games, longest \(longest) actions; \(tally)")
    }

    @Test(arguments: [2, 5, 8])
    func botsAlsoFinishWithTheHouseRuleAndOtherHandSizes(players count: Int) throws {
        let settings = CrazyEightsSettings(handSize: .fixed(count == 8 ? 5 : 9), drawUntilPlayable: true)
        let games = try Self.harness(players: count, settings: settings).play(seeds: 0..<50)
        #expect(games.count == 50 && games.allSatisfy { $0.outcome != nil })
    }
}
