import Foundation
import GameCore

extension HighCardDuel {
    /// Everyone holds 1...rounds; no pick yet. The seed is not needed: there is no shuffle.
    public static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError)
        -> State
    {
        try validateSeating(players)
        return State(
            players: players, hands: players.map { _ in Array(1...settings.rounds) },
            picks: players.map { _ in nil }, scores: players.map { _ in 0 }, present: players.map { _ in true },
            round: 1, rounds: settings.rounds, lastReveal: players.map { _ in nil })
    }

    /// A pick: from any present player who has not picked this round, of a card in their hand.
    /// The last pick of a round shows the round.
    public static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard outcome(of: state) == nil else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player), state.present[seat] else { throw .notAPlayer }
        guard state.picks[seat] == nil else { throw .invalidAction("You already picked a card this round.") }
        guard let index = state.hands[seat].firstIndex(of: action.card) else {
            throw .invalidAction("You do not hold a \(action.card).")
        }
        var next = state
        next.hands[seat].remove(at: index)
        next.picks[seat] = action.card
        return showingRoundIfEveryonePicked(next)
    }

    /// The seats still playing.
    static func presentSeats(_ state: State) -> [Int] { state.players.indices.filter { state.present[$0] } }

    /// Once every present player has picked: the picks are shown, the highest score, next round.
    static func showingRoundIfEveryonePicked(_ state: State) -> State {
        let seats = presentSeats(state)
        guard !seats.isEmpty, seats.allSatisfy({ state.picks[$0] != nil }) else { return state }
        var next = state
        let best = seats.compactMap { state.picks[$0] }.max()
        for seat in seats where state.picks[seat] == best { next.scores[seat] += 1 }
        next.lastReveal = state.picks
        next.picks = state.players.map { _ in nil }
        next.round += 1
        return next
    }

    /// A player who left plays no more; their pick of this round goes back to their hand.
    public static func playerLeft(_ state: State, player: PlayerID) -> State {
        guard outcome(of: state) == nil, let seat = state.players.firstIndex(of: player), state.present[seat]
        else { return state }
        var next = state
        next.present[seat] = false
        if let pick = next.picks[seat] {
            next.hands[seat].append(pick)
            next.hands[seat].sort()
            next.picks[seat] = nil
        }
        guard presentSeats(next).count >= 2 else { return next }
        return showingRoundIfEveryonePicked(next)
    }

    /// Over after the last round (most points win), or when fewer than two players remain.
    public static func outcome(of state: State) -> GameOutcome? {
        let seats = presentSeats(state)
        if seats.count < 2 {
            return GameOutcome(winners: seats.map { state.players[$0] }, summary: "Everyone else left.")
        }
        guard state.round > state.rounds, let best = seats.map({ state.scores[$0] }).max() else { return nil }
        let winners = seats.filter { state.scores[$0] == best }.map { state.players[$0] }
        return GameOutcome(winners: winners, summary: "Most rounds won (\(best) of \(state.rounds)).")
    }
}
