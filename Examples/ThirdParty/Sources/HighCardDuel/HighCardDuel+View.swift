import Foundation
import GameCore

extension HighCardDuel {
    /// The viewer's own hand and pick; of the others only whether they have picked.
    public static func view(of state: State, for viewer: Viewer) -> View {
        let seat = viewer.playerID.flatMap { state.players.firstIndex(of: $0) }
        return View(
            players: state.players, hand: seat.map { state.hands[$0] }, myPick: seat.flatMap { state.picks[$0] },
            picked: state.picks.map { $0 != nil }, scores: state.scores, present: state.present,
            round: state.round, rounds: state.rounds, lastReveal: state.lastReveal)
    }

    /// A pick shows at once on the picker's screen, unless it ends the round (only the host knows
    /// the other picks).
    public static func isPredictable(_ action: Action) -> Bool { true }

    /// The picker's view after `action`: the card leaves the hand and becomes their pick.
    public static func predict(_ view: View, _ action: Action, by player: PlayerID) -> View? {
        guard let seat = view.players.firstIndex(of: player), view.myPick == nil, view.round <= view.rounds,
            let index = view.hand?.firstIndex(of: action.card)
        else { return nil }
        let othersPending = view.players.indices.contains { $0 != seat && view.present[$0] && !view.picked[$0] }
        guard othersPending else { return nil }
        var next = view
        next.hand?.remove(at: index)
        next.myPick = action.card
        next.picked[seat] = true
        return next
    }
}
