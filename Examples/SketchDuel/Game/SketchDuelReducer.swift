import GameCore

extension SketchDuel {
    /// Applies a move by `player` at the host's last told time (see ``rulesText``).
    public static func reduce(_ state: SketchDuelState, _ action: SketchDuelAction, by player: PlayerID)
        throws(GameError) -> SketchDuelState
    {
        guard state.finish == nil else { throw .gameNotRunning }
        guard state.players.contains(player), !state.departed.contains(player) else { throw .notAPlayer }
        if action == .partner {
            guard !state.partners.contains(player) else { throw .invalidAction("alreadyPartner: already labelled") }
            var next = state
            next.partners.append(player)
            SketchDuelRules.giveDrawableWordIfAPartnerDraws(&next)
            return next
        }
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
        case .guess, .partner: break
        }
    }

    private static func guess(_ state: SketchDuelState, _ text: String, by player: PlayerID) throws(GameError)
        -> SketchDuelState
    {
        guard player != state.drawer else {
            throw .invalidAction("drawerCannotGuess: you are drawing; the others guess")
        }
        guard !state.rightGuessers.contains(player) else {
            throw .invalidAction("alreadyRight: you found the word; wait for the others")
        }
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty else { throw .invalidAction("emptyGuess: type a word") }
        guard trimmed.count <= SketchDuelRules.maximumGuessLength else {
            throw .invalidAction("guessTooLong: at most \(SketchDuelRules.maximumGuessLength) characters")
        }
        guard state.guesses.filter({ $0.player == player }).count < SketchDuelRules.maximumGuessesPerRound else {
            throw .invalidAction("tooManyGuesses: \(SketchDuelRules.maximumGuessesPerRound) guesses a round")
        }
        var next = state
        let right = SketchDuelRules.normalized(trimmed) == SketchDuelRules.normalized(state.word)
        let close = !right && SketchDuelRules.isClose(trimmed, to: state.word)
        next.guesses.append(SketchDuelGuess(player: player, text: trimmed, right: right, close: close))
        guard right else { return next }
        SketchDuelRules.scoreRightGuess(&next, by: player, at: state.now)
        return roundEndsIfAllRight(next)
    }

    /// Ends the round once every guesser still seated has found the word.
    private static func roundEndsIfAllRight(_ state: SketchDuelState) -> SketchDuelState {
        let right = Set(state.rightGuessers)
        guard state.phase == .drawing, state.guessers.allSatisfy(right.contains) else { return state }
        return SketchDuelRules.endRound(state, result: .guessed, at: state.now)
    }

    /// A duet ends at once (the one who stays wins). In a race the player is out for good: a round
    /// it was drawing stops (`left`), its later rounds are skipped, and with fewer than 2 players
    /// seated the game ends, the one who stays winning.
    public static func playerLeft(_ state: SketchDuelState, player: PlayerID) -> SketchDuelState {
        guard state.finish == nil, state.players.contains(player), !state.departed.contains(player) else { return state }
        var next = state
        next.departed.append(player)
        let seated = state.players.filter { !next.departed.contains($0) }
        if state.mode == .duet || seated.count < 2 {
            if state.phase == .drawing {
                next.history.append(SketchDuelRoundRecord(
                    round: state.round, drawer: state.drawer, word: state.word, result: .left, points: state.roundPoints,
                    right: state.rightGuessers,
                    millisecondsLeft: SketchDuelRules.phaseDeadline(of: state).map { state.now.milliseconds(until: $0) } ?? 0))
            }
            next.phase = .over
            next.phaseStarted = state.now
            next.finish = SketchDuelFinish(winners: seated, reason: .left, summary: "Too few players are left.")
            return next
        }
        guard state.phase == .drawing else { return next }
        if player == state.drawer {
            let result: SketchDuelRoundResult = state.rightGuessers.isEmpty ? .left : .guessed
            return SketchDuelRules.endRound(next, result: result, at: state.now)
        }
        return state.rightGuessers.isEmpty ? next : roundEndsIfAllRight(next)
    }

    /// How it ended.
    public static func outcome(of state: SketchDuelState) -> GameOutcome? {
        state.finish.map { GameOutcome(winners: $0.winners, summary: $0.summary) }
    }

    /// The next hint, the end of the round (while drawing) or of the pause between rounds.
    public static func nextDeadline(of state: SketchDuelState) -> GameInstant? {
        SketchDuelRules.deadline(of: state)
    }

    /// Records the time and applies every deadline at or before it, each at its own instant (a hint
    /// shows one more letter; a round that ran out ends; a pause that ended starts the next round),
    /// so a late clock gives the same game as a punctual one.
    public static func advance(_ state: SketchDuelState, to now: GameInstant) -> SketchDuelState {
        var next = state
        next.now = max(state.now, now)
        // Each pass shows a hint or ends a round or a pause; a game has at most 4 per round.
        for _ in 0...(4 * state.rounds) {
            guard let deadline = SketchDuelRules.deadline(of: next), deadline <= next.now else { break }
            if let hint = SketchDuelRules.hintDeadline(of: next), hint == deadline,
                let end = SketchDuelRules.phaseDeadline(of: next), hint < end
            {
                next.hintsShown += 1
                continue
            }
            switch next.phase {
            case .drawing:
                let result: SketchDuelRoundResult = next.rightGuessers.isEmpty ? .timeout : .guessed
                next = SketchDuelRules.endRound(next, result: result, at: deadline)
            case .reveal: next = SketchDuelRules.startRound(next, at: deadline)
            case .over: break
            }
        }
        return next
    }
}
