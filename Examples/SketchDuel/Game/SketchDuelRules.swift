import GameCore

/// Rule constants and the pure steps shared by the reducer and the timer.
public enum SketchDuelRules {
    /// The longest guess, in characters.
    public static let maximumGuessLength = 40
    /// Guesses per guesser and round: enough for people, too few to try a whole list.
    public static let maximumGuessesPerRound = 20
    /// Each right guess scores 1 point, plus 1 per this many whole seconds left.
    public static let secondsPerBonusPoint: UInt64 = 15
    /// In a race, the first right guesser of a round scores this much more.
    public static let firstGuessBonus = 2

    /// A word or guess as compared: lower case, without whitespace.
    public static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }

    /// Points for a right guess with `millisecondsLeft` on the timer: 1 + s / 15, where s is the
    /// whole seconds left (`millisecondsLeft / 1000`, rounded down): 75 s left scores 6, 47.1 s 4,
    /// under 15 s 1.
    public static func points(millisecondsLeft: UInt64) -> Int {
        1 + Int(millisecondsLeft / 1000 / secondsPerBonusPoint)
    }

    /// Whether `guess` is one edit (an insertion, a deletion or a substitution of one character)
    /// from `word`, both ``normalized(_:)`` (so case and spaces do not count).
    public static func isClose(_ guess: String, to word: String) -> Bool {
        let (a, b) = (Array(normalized(guess)), Array(normalized(word)))
        guard abs(a.count - b.count) <= 1, a != b else { return false }
        var i = 0
        while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
        // After the first difference the rest must match, skipping one character of the longer.
        if a.count == b.count { return a[(i + 1)...] == b[(i + 1)...] }
        return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
    }

    /// How many letters of `word` its hints may show: a third of its letters (rounded down), at
    /// most 2 (one at half time, one at three quarters).
    public static func hintCount(for word: String) -> Int {
        min(2, word.filter { $0 != " " }.count / 3)
    }

    /// The letters a word's hints show, in order: ``hintCount(for:)`` letter positions picked at
    /// random (by the seed, never by the word's letters, so the choice tells nothing more).
    static func hintPositions(for word: String, random: inout SeededGenerator) -> [Int] {
        var letters = word.enumerated().filter { $0.element != " " }.map(\.offset)
        random.shuffle(&letters)
        return Array(letters.prefix(hintCount(for: word)))
    }

    /// The words of `list` the bots can draw (their sketch library has them), in list order.
    public static func drawableWords(in list: WordList) -> [String] {
        list.words.filter { SketchLibrary.sources[$0] != nil }
    }

    /// When a practice partner draws a round that has not begun (empty canvas, no guess, no hint),
    /// its word becomes the round's drawable one (``SketchDuelState/partnerWords``).
    static func giveDrawableWordIfAPartnerDraws(_ state: inout SketchDuelState) {
        let index = state.round - 1
        guard state.phase == .drawing, state.partners.contains(state.drawer), state.drawing.strokes.isEmpty,
            state.guesses.isEmpty, state.hintsShown == 0, state.words[index] != state.partnerWords[index]
        else { return }
        state.words[index] = state.partnerWords[index]
        state.hintPositions[index] = state.partnerHints[index]
    }

    /// The instant the next hint is due in a drawing round, or `nil` when every hint is shown.
    static func hintDeadline(of state: SketchDuelState) -> GameInstant? {
        guard state.phase == .drawing, state.hintsShown < state.hintPositions[state.round - 1].count else { return nil }
        let round = UInt64(state.settings.roundSeconds) * 1000
        let offset = state.hintsShown == 0 ? round / 2 : round * 3 / 4
        return state.phaseStarted.adding(milliseconds: offset)
    }

    /// When the current phase ends, or `nil` once the game is over.
    static func phaseDeadline(of state: SketchDuelState) -> GameInstant? {
        switch state.phase {
        case .drawing: state.phaseStarted.adding(milliseconds: UInt64(state.settings.roundSeconds) * 1000)
        case .reveal: state.phaseStarted.adding(milliseconds: UInt64(state.settings.pauseSeconds) * 1000)
        case .over: nil
        }
    }

    /// The next instant the game changes by itself: a hint or the end of the phase.
    static func deadline(of state: SketchDuelState) -> GameInstant? {
        guard let end = phaseDeadline(of: state) else { return nil }
        return hintDeadline(of: state).map { min($0, end) } ?? end
    }

    /// Scores a right guess by `player` at `instant` (the caller has appended it): a duet's pair
    /// 1 + s / 15 on both seats; in a race the guesser 1 + s / 15, plus ``firstGuessBonus`` when
    /// first, and the drawer 1.
    static func scoreRightGuess(_ state: inout SketchDuelState, by player: PlayerID, at instant: GameInstant) {
        let left = phaseDeadline(of: state).map { instant.milliseconds(until: $0) } ?? 0
        let points = points(millisecondsLeft: left)
        switch state.mode {
        case .duet:
            for seat in state.players.indices { add(points, to: seat, of: &state) }
        case .race:
            let first = state.rightGuessers.count == 1
            if let seat = state.seat(of: player) { add(points + (first ? firstGuessBonus : 0), to: seat, of: &state) }
            if let seat = state.seat(of: state.drawer) { add(1, to: seat, of: &state) }
        }
    }

    private static func add(_ points: Int, to seat: Int, of state: inout SketchDuelState) {
        state.scores[seat] += points
        state.roundPoints[seat] += points
    }

    /// Ends the drawing phase at `at`: records the round, then pauses, starts the next round, or
    /// ends the game after the last.
    static func endRound(_ state: SketchDuelState, result: SketchDuelRoundResult, at instant: GameInstant) -> SketchDuelState {
        var next = state
        let left = phaseDeadline(of: state).map { instant.milliseconds(until: $0) } ?? 0
        next.history.append(SketchDuelRoundRecord(
            round: state.round, drawer: state.drawer, word: state.word, result: result, points: state.roundPoints,
            right: state.rightGuessers, millisecondsLeft: left))
        next.phaseStarted = instant
        guard state.round < state.rounds else { return finish(next) }
        next.phase = .reveal
        return state.settings.pauseSeconds == 0 ? startRound(next, at: instant) : next
    }

    /// Starts the next round at `at` with a clean canvas; a round whose drawer has left is recorded
    /// as `left` and skipped.
    static func startRound(_ state: SketchDuelState, at instant: GameInstant) -> SketchDuelState {
        var next = state
        next.round += 1
        next.phase = .drawing
        next.phaseStarted = instant
        next.drawing = Drawing()
        next.guesses = []
        next.hintsShown = 0
        next.roundPoints = state.players.map { _ in 0 }
        guard next.departed.contains(next.drawer) else {
            giveDrawableWordIfAPartnerDraws(&next)
            return next
        }
        next.history.append(SketchDuelRoundRecord(
            round: next.round, drawer: next.drawer, word: next.word, result: .left, points: next.roundPoints, right: [],
            millisecondsLeft: 0))
        guard next.round < next.rounds else { return finish(next) }
        return startRound(next, at: instant)
    }

    /// The end of the last round: a duet is won together with at least half of the rounds guessed
    /// (exactly half wins), else lost together; in a race the highest total of those still seated
    /// wins, equal totals share.
    static func finish(_ state: SketchDuelState) -> SketchDuelState {
        var next = state
        next.phase = .over
        switch state.mode {
        case .duet:
            let guessed = state.history.filter { $0.result == .guessed }.count
            let won = 2 * guessed >= state.rounds
            let score = state.scores.first ?? 0
            next.finish = SketchDuelFinish(
                winners: won ? state.players : [], reason: won ? .duetWon : .duetLost,
                summary: "\(won ? "Won" : "Lost") together: \(guessed) of \(state.rounds) rounds guessed "
                    + "(\(roundsToWin(state.rounds)) needed), \(score) \(score == 1 ? "point" : "points").")
        case .race:
            let seated = zip(state.players, state.scores).filter { !state.departed.contains($0.0) }
            let best = seated.map(\.1).max() ?? 0
            let winners = seated.filter { $0.1 == best }.map(\.0)
            let runnerUp = seated.map(\.1).filter { $0 != best }.max() ?? 0
            next.finish = SketchDuelFinish(
                winners: winners, reason: .points,
                summary: winners.count > 1
                    ? "A shared win: \(best) \(best == 1 ? "point" : "points") each."
                    : "Most points wins: \(best) to \(runnerUp).")
        }
        return next
    }

    /// The rounds a duet must guess to win: half of them, rounded up.
    public static func roundsToWin(_ rounds: Int) -> Int { (rounds + 1) / 2 }
}
