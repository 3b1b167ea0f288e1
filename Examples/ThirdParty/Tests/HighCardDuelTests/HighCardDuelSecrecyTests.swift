import Foundation
import GameCore
@testable import HighCardDuel
import Testing

/// Bots play whole games; no view (as the wire encodes it) tells anything of another player's pick
/// before the round is shown: swapping that pick for another card of their hand leaves every other
/// viewer's encoded bytes the same.
@Suite struct HighCardDuelSecrecyTests {
    @Test(arguments: 0..<40) func botGamesEndAndKeepPicksSecret(seed: UInt64) throws {
        let players = (0..<Int(2 + seed % 5)).map { _ in PlayerID() }
        var settings = HighCardDuel.defaultSettings
        try settings.apply(assignment: "rounds=\(1 + seed % 9)")
        var state = try HighCardDuel.initialState(players: players, settings: settings, seed: seed)
        var random = SeededGenerator(seed: seed)
        var steps = 0
        while HighCardDuel.outcome(of: state) == nil {
            steps += 1
            try #require(steps < 10_000, "seed \(seed): the game does not end")
            let actor = players[random.nextInt(below: players.count)]
            guard let action = HighCardDuel.botAction(
                for: HighCardDuel.view(of: state, for: .player(actor)), as: actor, random: &random)
            else { continue }
            state = try HighCardDuel.reduce(state, action, by: actor)
            for (seat, picker) in players.enumerated() {
                guard let pick = state.picks[seat], let other = state.hands[seat].first else { continue }
                var swapped = state
                swapped.picks[seat] = other
                swapped.hands[seat] = state.hands[seat].map { $0 == other ? pick : $0 }.sorted()
                for viewer in players.map(Viewer.player) + [.spectator] where viewer.playerID != picker {
                    let seen = GamePayloadCodec.encode(HighCardDuel.view(of: state, for: viewer))
                    let otherwise = GamePayloadCodec.encode(HighCardDuel.view(of: swapped, for: viewer))
                    #expect(seen == otherwise, "seed \(seed) step \(steps): \(viewer) can tell seat \(seat)'s pick")
                }
            }
        }
        #expect(HighCardDuel.outcome(of: state)?.winners.isEmpty == false)
    }
}
