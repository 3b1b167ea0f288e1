import GameCore

extension SketchDuel {
    /// Applies a move by `player` at the host's last told time (see ``rulesText``).
    public static func reduce(_ state: SketchDuelState, _ action: SketchDuelAction, by player: PlayerID)
        throws(GameError) -> SketchDuelState
    {
        guard state.finish == nil else { throw .gameNotRunning }
        guard state.players.contains(player) else { throw .notAPlayer }
        guard state.phase == .drawing else {
            throw .invalidAction("roundOver: the round is over; the next one starts in a moment")
        }
        if case .guess(let text) = action {
            return try guess(state, text, by: player)
        }
        guard player == state.drawer else { throw .notYourTurn }
        var next = state
        do throws(DrawingError) {
            try draw(action, on: &next.drawing)
        } catch {
            throw .invalidAction(error.description)
        }
        return next
    }

    /// Applies a drawing action to a canvas (shared by the reducer and the client's prediction).
    static func draw(_ action: SketchDuelAction, on drawing: inout Drawing) throws(DrawingError) {
        switch action {
        case .begin(let color, let width, let points): try drawing.begin(color: color, width: width, points: points)
        case .extend(let points): try drawing.extend(points)
        case .end: try drawing.end()
        case .stroke(let stroke): try drawing.add(stroke)
        case .undo: try drawing.undo()
        case .clear: drawing.clear()
        case .guess: break
        }
    }

    private static func guess(_ state: SketchDuelState, _ text: String, by player: PlayerID) throws(GameError)
        -> SketchDuelState
    {
        guard player == state.guesser else {
            throw .invalidAction("drawerCannotGuess: you are drawing; the other player guesses")
        }
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty else { throw .invalidAction("emptyGuess: type a word") }
        guard trimmed.count <= SketchDuelRules.maximumGuessLength else {
            throw .invalidAction("guessTooLong: at most \(SketchDuelRules.maximumGuessLength) characters")
        }
        guard state.guesses.count < SketchDuelRules.maximumGuessesPerRound else {
            throw .invalidAction("tooManyGuesses: \(SketchDuelRules.maximumGuessesPerRound) guesses a round")
        }
        var next = state
        let right = SketchDuelRules.normalized(trimmed) == SketchDuelRules.normalized(state.word)
        next.guesses.append(SketchDuelGuess(text: trimmed, right: right))
        return right ? SketchDuelRules.endRound(next, result: .guessed, at: state.now) : next
    }

    /// The one who stays wins at once; the round in progress is recorded as `left`.
    public static func playerLeft(_ state: SketchDuelState, player: PlayerID) -> SketchDuelState {
        guard state.finish == nil, state.players.contains(player) else { return state }
        var next = state
        if state.phase == .drawing {
            next.history.append(SketchDuelRoundRecord(
                round: state.round, drawer: state.drawer, word: state.word, result: .left, points: 0,
                millisecondsLeft: SketchDuelRules.deadline(of: state).map { state.now.milliseconds(until: $0) } ?? 0))
        }
        next.phase = .over
        next.phaseStarted = state.now
        next.finish = SketchDuelFinish(
            winners: state.players.filter { $0 != player }, reason: .left, summary: "The other player left.")
        return next
    }

    /// How it ended.
    public static func outcome(of state: SketchDuelState) -> GameOutcome? {
        state.finish.map { GameOutcome(winners: $0.winners, summary: $0.summary) }
    }

    /// The end of the round (while drawing) or of the pause between rounds.
    public static func nextDeadline(of state: SketchDuelState) -> GameInstant? {
        SketchDuelRules.deadline(of: state)
    }

    /// Records the time and applies every deadline at or before it, each at its own instant (a
    /// round that ran out scores nothing; a pause that ended starts the next round), so a late
    /// clock gives the same game as a punctual one.
    public static func advance(_ state: SketchDuelState, to now: GameInstant) -> SketchDuelState {
        var next = state
        next.now = max(state.now, now)
        // Each pass ends a round or a pause; a game has at most 2 × rounds of them.
        for _ in 0...(2 * state.settings.rounds) {
            guard let deadline = SketchDuelRules.deadline(of: next), deadline <= next.now else { break }
            switch next.phase {
            case .drawing: next = SketchDuelRules.endRound(next, result: .timeout, at: deadline)
            case .reveal: next = SketchDuelRules.startRound(next, at: deadline)
            case .over: break
            }
        }
        return next
    }
}
