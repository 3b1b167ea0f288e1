import Foundation
import GameCore
@testable import Quortex
import Testing

/// Who moves first (and which side each player gets) is drawn from the seed, not taken from the
/// lobby's order, where the host always came first (Docs/Games/Quortex.md, "Fairness").
@Suite struct SeatingTests {
    @Test func theSeatOrderIsAPermutationDrawnFromTheSeed() throws {
        for count in 2...6 {
            let players = Array(Fixture.players.prefix(count))
            for seed: UInt64 in 0..<20 {
                let seated = Quortex.seating(of: players, seed: seed)
                #expect(Set(seated) == Set(players) && seated.count == count)
                #expect(Quortex.seating(of: players, seed: seed) == seated, "the same seed, the same seats")
                let state = try Quortex.initialState(players: players, settings: QuortexSettings(), seed: seed)
                #expect(state.position.flows.map(\.player) == seated)
                #expect(state.turn == 0)
            }
        }
    }

    @Test func theDrawLeavesTheBagAsTheSeedShuffledIt() throws {
        let players = Array(Fixture.players.prefix(4))
        for seed: UInt64 in 1...10 {
            let drawn = try Quortex.initialState(players: players, settings: QuortexSettings(), seed: seed)
            let fixed = try Quortex.initialState(seatedInOrder: players, settings: QuortexSettings(), seed: seed)
            #expect(drawn.bag == fixed.bag && drawn.hands == fixed.hands)
        }
    }

    @Test(arguments: [2, 3, 6])
    func everyPlayerOfTheLobbyMovesFirstAboutEquallyOften(players count: Int) throws {
        let players = Array(Fixture.players.prefix(count))
        let games = 300 * count
        var first = [PlayerID: Int]()
        for seed in 0..<UInt64(games) {
            first[Quortex.seating(of: players, seed: seed)[0], default: 0] += 1
        }
        // 300 expected each; a binomial's standard deviation here is under 17, so ±75 is over 4 of them.
        for player in players {
            #expect((225...375).contains(first[player] ?? 0), "\(player): \(first[player] ?? 0) of \(games)")
        }
        // And the host (the lobby's first) is not always first, as it was before 1.1.0.
        #expect(first[players[0]] ?? 0 < games / 2)
    }
}
