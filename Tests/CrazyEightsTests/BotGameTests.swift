import CrazyEights
import Foundation
import GameCore
import Testing

@Suite struct BotGameTests {
    static let seedsPerTable: UInt64 = 200

    @Test(arguments: 2...8)
    func botsAlwaysFinishWithAWinner(players count: Int) throws {
        var longest = 0
        var reasons: [CrazyEightsFinish.Reason: Int] = [:]
        for seed in 0..<Self.seedsPerTable {
            let (state, actions) = try botGame(players: count, seed: seed)
            let finish = try #require(state.finish)
            #expect(!finish.winners.isEmpty)
            #expect(allCards(state).sorted() == Card.standardDeck.sorted())
            longest = max(longest, actions)
            reasons[finish.reason, default: 0] += 1
        }
        // Real games end by someone going out; blocked games and the turn limit are the safety net.
        #expect(reasons[.emptiedHand, default: 0] > Int(Self.seedsPerTable) * 9 / 10, "\(reasons)")
        #expect(reasons[.turnLimit] == nil, "\(reasons)")
        let tally = reasons.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", ")
        print("Crazy Eights, \(count) bots: \(Self.seedsPerTable) games, longest \(longest) actions; \(tally)")
    }

    @Test(arguments: [2, 5, 8])
    func botsAlsoFinishWithTheHouseRuleAndOtherHandSizes(players count: Int) throws {
        for seed in 0..<UInt64(50) {
            let settings = CrazyEightsSettings(handSize: .fixed(count == 8 ? 5 : 9), drawUntilPlayable: true)
            let (state, _) = try botGame(players: count, seed: seed, settings: settings)
            #expect(state.finish?.winners.isEmpty == false)
            #expect(allCards(state).sorted() == Card.standardDeck.sorted())
        }
    }
}
