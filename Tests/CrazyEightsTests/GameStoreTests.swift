import CrazyEights
import Foundation
import GameCore
import Testing

/// Crazy Eights through the GameCore runtime, host and clients in memory.
@Suite struct GameStoreTests {
    let p1 = player(1)
    let p2 = player(2)

    /// A two-player game whose first player holds a playable card, and both clients caught up.
    func startedGame() throws -> (GameHostCore<CrazyEights>, GameClientCore<CrazyEights>, GameClientCore<CrazyEights>) {
        var seed: UInt64 = 0
        while true {
            let host = try GameHostCore<CrazyEights>(players: [p1, p2], settings: CrazyEightsSettings(), seed: seed)
            if !(host.view(for: p1)?.playableCards.isEmpty ?? true) {
                var first = GameClientCore<CrazyEights>(player: p1)
                var second = GameClientCore<CrazyEights>(player: p2)
                try deliver(host.startOutputs(), to: &first)
                try deliver(host.startOutputs(), to: &second)
                return (host, first, second)
            }
            seed += 1
        }
    }

    @Test func aPlayIsShownAtOnceAndThenConfirmed() throws {
        var (host, client, other) = try startedGame()
        let card = try #require(client.displayedView?.playableCards.first(where: { !$0.isEight }) ?? client.displayedView?.playableCards.first)
        let outgoing = try client.send(.play(card, chosenSuit: card.isEight ? .spades : nil))
        let predicted = try #require(client.displayedView)
        #expect(predicted.topCard == card && predicted.hand?.contains(card) == false)
        #expect(predicted.currentPlayer == p2 && predicted.players[0].cardCount == 6)
        #expect(client.confirmedView?.topCard != card)

        let outputs = host.receiveAction(payload: outgoing.payload, from: p1, sequence: outgoing.sequence)
        try deliver(outputs, to: &client)
        try deliver(outputs, to: &other)
        #expect(client.pending.isEmpty && client.displayedView == host.view(for: p1))
        #expect(client.displayedView == predicted)  // the prediction was exactly right
        #expect(other.displayedView?.isViewersTurn == true)
    }

    @Test func drawingIsNotPredictedAndStopsPredictionOfLaterActions() throws {
        // p1 cannot play: 2C on 9H, with cards to draw.
        let state = table(hands: ["2C", "3D 4D"], discards: "9H", drawPile: "5S 6S")
        var client = GameClientCore<CrazyEights>(player: p1)
        _ = client.receiveState(round: 1, stateSequence: 1, lastAppliedAction: 0, view: CrazyEights.view(of: state, for: .player(p1)))
        let before = client.displayedView
        _ = try client.send(.draw)
        _ = try client.send(.pass)
        #expect(client.displayedView == before && client.pending.count == 2)

        let afterDraw = try CrazyEights.reduce(state, .draw, by: p1)
        _ = client.receiveState(round: 1, stateSequence: 2, lastAppliedAction: 1, view: CrazyEights.view(of: afterDraw, for: .player(p1)))
        // The pass is replayed on the confirmed view after the draw: the turn moves on at once.
        #expect(client.pending.map(\.sequence) == [2])
        #expect(client.displayedView?.currentPlayer == p2 && client.displayedView?.hand?.count == 2)
    }

    @Test func anIllegalPlayIsRejectedWithTheReasonAndLeavesNothingBehind() throws {
        var (host, client, _) = try startedGame()
        let view = try #require(client.displayedView)
        let hand = try #require(view.hand)
        let wrong = try #require(Card.standardDeck.first { !hand.contains($0) && !$0.isEight && $0 != view.topCard })
        let outgoing = try client.send(.play(wrong))
        #expect(client.displayedView == view)  // not predicted: the client's own check says no
        let outputs = host.receiveAction(payload: outgoing.payload, from: p1, sequence: outgoing.sequence)
        #expect(outputs == [.actionRejected(ActionRejectedOutput(recipient: p1, sequence: 1, error: .invalidAction("You do not hold \(wrong).")))])
        try deliver(outputs, to: &client)
        #expect(client.pending.isEmpty && client.displayedView == view)
    }

    @Test func aReconnectingPlayerGetsItsOwnCurrentView() throws {
        var (host, first, _) = try startedGame()
        let card = try #require(first.displayedView?.playableCards.first)
        let outgoing = try first.send(.play(card, chosenSuit: card.isEight ? .hearts : nil))
        _ = host.receiveAction(payload: outgoing.payload, from: p1, sequence: outgoing.sequence)
        // p2 lost its connection meanwhile and comes back with a fresh runtime.
        var returning = GameClientCore<CrazyEights>(player: p2)
        try deliver(host.catchUpOutputs(for: p2), to: &returning)
        #expect(returning.displayedView == host.view(for: p2))
        #expect(returning.displayedView?.hand == host.state.seats[1].hand.sorted())  // the view sorts by suit, then rank
        #expect(returning.displayedView?.isViewersTurn == true)
    }

    @Test func aPlayerWhoLeavesForGoodEndsATwoPlayerGame() throws {
        var (host, first, _) = try startedGame()
        let outputs = host.playerLeft(p2)
        try deliver(outputs, to: &first)
        #expect(first.outcome == GameOutcome(winners: [p1], summary: "Everyone else left."))
        #expect(first.displayedView?.finish?.reason == .lastPlayerStanding)
    }
}
