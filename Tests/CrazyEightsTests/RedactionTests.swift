import CrazyEights
import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// Asserts on the bytes that leave the host (``HiddenInformationAudit`` through ``BotGameHarness``):
/// no view, patch or game-over view may contain another player's cards, the piles or the random state.
@Suite struct RedactionTests {
    static let players = (1...4).map(player)
    static let spectator = player(50)

    /// Each hand is its player's while the game runs (at the end every view shows the cards left:
    /// the game is over); the piles (but the top card) and the state's own field names the host's.
    static let hiddenInformation = HiddenInformation<CrazyEights>(
        secrets: { state, owner in
            switch owner {
            case .player(let id):
                guard state.finish == nil else { return [] }
                return (state.seats.first { $0.player == id }?.hand ?? []).map { Secret.value($0, label: "card \($0.code)") }
            case .host:
                let piles = (state.drawPile + state.discardPile.dropLast()).map { Secret.value($0, label: "pile card \($0.code)") }
                return piles + ["drawPile", "discardPile", "random", "seats", "s0"].map(Secret.text)
            }
        },
        alternatives: { state, owner in
            var other = state
            switch owner {
            case .player(let id):
                guard state.finish == nil, let seat = state.seats.firstIndex(where: { $0.player == id }),
                    state.seats[seat].hand.count > 1
                else { return [] }
                // Another hand of the same size (cards swapped with the draw pile): no view but the
                // owner's may change.
                guard let swap = other.drawPile.first(where: { !other.seats[seat].hand.contains($0) }) else { return [] }
                other.drawPile[other.drawPile.firstIndex(of: swap)!] = other.seats[seat].hand[0]
                other.seats[seat].hand[0] = swap
            case .host:
                guard state.drawPile.count > 1 else { return [] }
                other.drawPile.reverse()
            }
            return [other]
        })

    @Test(arguments: [UInt64(1), 2, 3])
    func noViewEverCarriesAnotherPlayersCardsOrTheDeck(seed: UInt64) throws {
        var harness = BotGameHarness<CrazyEights>(players: Self.players, hiddenInformation: Self.hiddenInformation)
        harness.spectator = Self.spectator
        harness.botSeed = { $0 }
        harness.departures = [20: Self.players[3]]
        var views = 0, gameOverViews = 0
        let game = try harness.play(seed: seed) { step in
            for output in step.outputs {
                guard case .state(let message) = output else { continue }
                let text = String(decoding: message.payload, as: UTF8.self)
                // A spectator's hand is `null` (written, never left out: Docs/Games/CrazyEights.md).
                if message.recipient == Self.spectator { #expect(text.contains("\"hand\":null") && !text.contains("\"hand\":[")) }
                // And the view is exactly what the module computes for that recipient.
                let view = try? JSONDecoder().decode(CrazyEightsView.self, from: message.payload)
                let ownHand = step.state.seats.first { $0.player == message.recipient }?.hand
                #expect(view?.hand.map(Set.init) == ownHand.map(Set.init))
                // Nobody's cards in `players` while the game runs; everyone's once it is over.
                let over = step.state.finish != nil
                #expect(view?.players.allSatisfy { over ? $0.cards?.count == $0.cardCount : $0.cards == nil } == true)
                if !over { #expect(text.contains("\"cards\":null") && !text.contains("\"cards\":[")) }
                views += 1
            }
            for output in step.outputs {
                guard case .gameOver(let message) = output else { continue }
                let view = try? JSONDecoder().decode(CrazyEightsView.self, from: message.payload)
                #expect(view?.players.map(\.cards) == step.state.seats.map { $0.hand.sorted() })
                gameOverViews += 1
            }
        }
        #expect(gameOverViews >= 3)
        #expect(game.steps > 20 && game.journal.entries[20] == .playerLeft(Self.players[3]))
        #expect(game.viewsChecked > views && views > 100)
        // Players saw their own cards: the secrets are described as the wire writes them.
        #expect(game.secretSightings > 100)
    }
}
