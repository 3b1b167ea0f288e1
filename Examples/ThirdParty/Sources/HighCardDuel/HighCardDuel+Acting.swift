import Foundation
import GameCore

extension HighCardDuel {
    /// Everyone still playing who has not picked this round: the game waits for all of them at once.
    public static func playersToAct(in state: State) -> Set<PlayerID>? {
        guard outcome(of: state) == nil else { return [] }
        return Set(presentSeats(state).filter { state.picks[$0] == nil }.map { state.players[$0] })
    }

    /// Every card of the hand, until the player has picked this round.
    public static func legalActions(in view: View, for player: PlayerID) -> [Action]? {
        guard view.round <= view.rounds, view.myPick == nil, let seat = view.players.firstIndex(of: player),
            view.present[seat], let hand = view.hand
        else { return [] }
        return hand.map(Action.init(card:))
    }

    /// `pick 4`.
    public static func commandLine(for action: Action) -> String? { "pick \(action.card)" }
}
