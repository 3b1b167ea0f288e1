import GameCore

/// Rule constants and the pure steps shared by the reducer and the timer.
public enum SketchDuelRules {
    /// The longest guess, in characters.
    public static let maximumGuessLength = 40
    /// Guesses per round: enough for people, too few to try a whole list.
    public static let maximumGuessesPerRound = 20
    /// Each right guess scores 1 point, plus 1 per this many whole seconds left.
    public static let secondsPerBonusPoint: UInt64 = 15

    /// A word or guess as compared: lower case, without whitespace.
    public static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }

    /// Points for a right guess with `millisecondsLeft` on the timer: 1 + whole seconds left / 15.
    public static func points(millisecondsLeft: UInt64) -> Int {
        1 + Int(millisecondsLeft / 1000 / secondsPerBonusPoint)
    }

    /// When the current phase ends, or `nil` once the game is over.
    static func deadline(of state: SketchDuelState) -> GameInstant? {
        switch state.phase {
        case .drawing: state.phaseStarted.adding(milliseconds: UInt64(state.settings.roundSeconds) * 1000)
        case .reveal: state.phaseStarted.adding(milliseconds: UInt64(state.settings.pauseSeconds) * 1000)
        case .over: nil
        }
    }

    /// Ends the drawing phase at `at`: records the round, scores a right guess, then pauses, starts
    /// the next round, or ends the game after the last.
    static func endRound(_ state: SketchDuelState, result: SketchDuelRoundResult, at instant: GameInstant) -> SketchDuelState {
        var next = state
        let left = deadline(of: state).map { instant.milliseconds(until: $0) } ?? 0
        let points = result == .guessed ? Self.points(millisecondsLeft: left) : 0
        if points > 0 {
            for seat in next.scores.indices { next.scores[seat] += points }
        }
        next.history.append(SketchDuelRoundRecord(
            round: state.round, drawer: state.drawer, word: state.word, result: result, points: points,
            millisecondsLeft: left))
        next.phaseStarted = instant
        guard state.round < state.settings.rounds else {
            next.phase = .over
            next.finish = finishByPoints(next.scores, players: next.players)
            return next
        }
        next.phase = .reveal
        return state.settings.pauseSeconds == 0 ? startRound(next, at: instant) : next
    }

    /// Starts the next round at `at` with a clean canvas.
    static func startRound(_ state: SketchDuelState, at instant: GameInstant) -> SketchDuelState {
        var next = state
        next.round += 1
        next.phase = .drawing
        next.phaseStarted = instant
        next.drawing = Drawing()
        next.guesses = []
        return next
    }

    /// The highest total wins; equal totals share the win.
    static func finishByPoints(_ scores: [Int], players: [PlayerID]) -> SketchDuelFinish {
        let best = scores.max() ?? 0
        let winners = zip(players, scores).filter { $0.1 == best }.map(\.0)
        let summary =
            winners.count > 1
            ? "A shared win: \(best) \(best == 1 ? "point" : "points") each."
            : "Most points wins: \(best) to \(scores.filter { $0 != best }.max() ?? 0)."
        return SketchDuelFinish(winners: winners, reason: .points, summary: summary)
    }
}
