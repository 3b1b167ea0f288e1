import Testing
@testable import LanPartyRecord

@Suite struct PropertyTests {
    let model = PlackettLuceModel()

    /// A spread of priors that is deterministic, so failures reproduce.
    static func priors(_ count: Int) -> [SkillRating] {
        (0..<count).map { SkillRating(mu: 15 + Double($0 * 7 % 11) * 2, sigma: 2 + Double($0 * 5 % 7)) }
    }

    @Test(arguments: 2...8)
    func winnersRiseLosersFall(playerCount: Int) {
        let start = Array(repeating: SkillRating.initial, count: playerCount)
        for winners in [Set([0]), Set([playerCount - 1]), Set(0..<(playerCount / 2))] {
            let ranks = GameStanding.ranks(playerCount: playerCount, winners: winners)
            let after = model.rate(start, ranks: ranks)
            for seat in 0..<playerCount {
                if winners.contains(seat) {
                    #expect(after[seat].mu > start[seat].mu)
                } else {
                    #expect(after[seat].mu < start[seat].mu)
                }
            }
        }
    }

    @Test(arguments: 2...8)
    func sigmaNeverExceedsDynamicsBound(playerCount: Int) {
        let start = Self.priors(playerCount)
        for ranks in [Array(0..<playerCount), Array(repeating: 0, count: playerCount),
                      GameStanding.ranks(playerCount: playerCount, winners: [1])] {
            let after = model.rate(start, ranks: ranks)
            for (b, a) in zip(start, after) {
                let bound = (b.sigma * b.sigma + model.tau * model.tau).squareRoot()
                #expect(a.sigma <= bound)
                #expect(a.sigma > 0)
            }
        }
    }

    @Test(arguments: 2...8)
    func fullTieOfEqualsLeavesMuUnchanged(playerCount: Int) {
        let start = Array(repeating: SkillRating(mu: 31, sigma: 4), count: playerCount)
        let after = model.rate(start, ranks: Array(repeating: 0, count: playerCount))
        for a in after {
            #expect(abs(a.mu - 31) < 1e-9)
        }
        // No winners goes through GameStanding as the same full tie.
        #expect(GameStanding.ranks(playerCount: playerCount, winners: []) == Array(repeating: 0, count: playerCount))
    }

    @Test func permutingInputsPermutesOutputs() {
        let start = Self.priors(6)
        let ranks = [2, 0, 1, 2, 0, 3]
        let after = model.rate(start, ranks: ranks)
        let permutations = [[5, 4, 3, 2, 1, 0], [1, 3, 5, 0, 2, 4], [2, 0, 1, 5, 3, 4]]
        for order in permutations {
            let permuted = model.rate(order.map { start[$0] }, ranks: order.map { ranks[$0] })
            for (position, original) in order.enumerated() {
                #expect(abs(permuted[position].mu - after[original].mu) < 1e-12)
                #expect(abs(permuted[position].sigma - after[original].sigma) < 1e-12)
            }
        }
    }

    @Test func eightPlayersDistinctRanksAreOrdered() {
        let start = Array(repeating: SkillRating.initial, count: 8)
        let after = model.rate(start, ranks: Array(0..<8))
        #expect(after.count == 8)
        for seat in 1..<8 {
            #expect(after[seat - 1].mu > after[seat].mu)
        }
        #expect(after.allSatisfy { $0.mu.isFinite && $0.sigma.isFinite })
    }

    @Test func degenerateInputsReturnUnchanged() {
        let one = [SkillRating(mu: 40, sigma: 2)]
        #expect(model.rate(one, ranks: [0]) == one)
        #expect(model.rate([], ranks: []) == [])
        let two = Self.priors(2)
        #expect(model.rate(two, ranks: [0]) == two)
        #expect(model.rate(two, ranks: [0, 1, 2]) == two)
    }

    @Test func hugeMusDoNotOverflow() {
        let start = [SkillRating(mu: 10_000, sigma: 3), SkillRating(mu: 9_000, sigma: 3)]
        let after = model.rate(start, ranks: [1, 0])
        #expect(after.allSatisfy { $0.mu.isFinite && $0.sigma.isFinite })
        #expect(after[1].mu > start[1].mu)
    }

    @Test func isDeterministic() {
        let start = Self.priors(5)
        let ranks = [1, 0, 1, 2, 0]
        #expect(model.rate(start, ranks: ranks) == model.rate(start, ranks: ranks))
    }
}
