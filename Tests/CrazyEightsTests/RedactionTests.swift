import CrazyEights
import Foundation
import GameCore
import Testing

/// Asserts on the bytes that leave the host: no view may contain another player's cards, the pile
/// order or the random state.
@Suite struct RedactionTests {
    let players = (1...4).map(player)
    let spectator = player(50)

    /// Checks every output against the host state it was produced from.
    func checkOutputs(_ outputs: [GameHostOutput], host: GameHostCore<CrazyEights>) throws {
        for output in outputs {
            let payload: Data
            switch output {
            case .state(let state): payload = state.payload
            case .gameOver(let over): payload = over.payload
            case .actionRejected: continue
            }
            let text = String(decoding: payload, as: UTF8.self)
            let ownHand = host.state.seats.first { $0.player == output.recipient }?.hand ?? []
            let visible = Set(ownHand + [host.state.topCard])
            for card in Card.standardDeck where !visible.contains(card) {
                #expect(!text.contains("\"\(card.code)\""), "\(card) leaked to \(output.recipient): \(text)")
            }
            for secret in ["drawPile", "discardPile", "random", "seats", "s0"] {
                #expect(!text.contains("\"\(secret)\""), "\(secret) leaked: \(text)")
            }
            // A spectator's hand is `null` (written, never left out: Docs/Games/CrazyEights.md).
            if output.recipient == spectator { #expect(text.contains("\"hand\":null") && !text.contains("\"hand\":[")) }
            // And the view is exactly what the module computes for that recipient.
            let view = try JSONDecoder().decode(CrazyEightsView.self, from: payload)
            #expect(view.hand.map(Set.init) == (output.recipient == spectator ? nil : Set(ownHand)))
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func noViewEverCarriesAnotherPlayersCardsOrTheDeck(seed: UInt64) throws {
        var host = try GameHostCore<CrazyEights>(
            players: players, spectators: [spectator], settings: CrazyEightsSettings(), seed: seed)
        try checkOutputs(host.startOutputs(), host: host)
        var random = SeededGenerator(seed: seed)
        var sequences: [PlayerID: UInt64] = [:]
        var steps = 0
        while !host.isOver {
            let current = host.state.currentSeat.player
            let view = try #require(host.view(for: current))
            let action = try #require(CrazyEights.botAction(for: view, as: current, random: &random))
            let sequence = (sequences[current] ?? 0) + 1
            sequences[current] = sequence
            let outputs = host.receiveAction(payload: GamePayloadCodec.encode(action), from: current, sequence: sequence)
            try checkOutputs(outputs, host: host)
            steps += 1
            if steps == 20 { try checkOutputs(host.playerLeft(players[3]), host: host) }
        }
        #expect(steps > 20)
    }
}
