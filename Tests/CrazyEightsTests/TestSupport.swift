import CrazyEights
import Foundation
import GameCore

/// A readable, fixed player id: `player(1)` is `00000000-0000-0000-0000-000000000001`.
func player(_ number: Int) -> PlayerID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
}

/// Cards from codes: `cards("7H 8S")`.
func cards(_ codes: String) -> [Card] {
    codes.split(separator: " ").map { Card(code: $0)! }
}

/// A hand-built table: seat i is `player(i + 1)` holding `hands[i]`; the top card is the last discard.
func table(
    hands: [String], discards: String, drawPile: String = "", suit: Suit? = nil, turn: Int = 0,
    settings: CrazyEightsSettings = CrazyEightsSettings(), hasDrawn: Bool = false
) -> CrazyEightsState {
    CrazyEightsState(
        settings: settings,
        seats: hands.enumerated().map { CrazyEightsState.Seat(player: player($0.offset + 1), hand: cards($0.element)) },
        drawPile: cards(drawPile), discardPile: cards(discards), currentSuit: suit, turn: turn,
        hasDrawnThisTurn: hasDrawn)
}

/// Every card on the table, wherever it is.
func allCards(_ state: CrazyEightsState) -> [Card] {
    state.seats.flatMap(\.hand) + state.drawPile + state.discardPile
}

/// Feeds every output addressed to `core.player` into the client core, like the network would.
func deliver<Module: GameModule>(_ outputs: [GameHostOutput], to core: inout GameClientCore<Module>) throws {
    for output in outputs where output.recipient == core.player {
        switch output {
        case .state(let state):
            _ = try core.receiveState(
                round: state.round, stateSequence: state.stateSequence,
                lastAppliedAction: state.lastAppliedAction, payload: state.payload)
        case .actionRejected(let rejection):
            core.receiveRejection(sequence: rejection.sequence, error: rejection.error)
        case .gameOver(let over):
            _ = try core.receiveGameOver(
                round: over.round, winners: over.winners, summary: over.summary, payload: over.payload)
        }
    }
}
