import GameCore

/// What one viewer may see: the canvas, the guesses, scores and past rounds; the word only for the
/// drawer while the round runs, and for everyone once it is over.
///
/// JSON keys (one flat object, see Docs/Games/SketchDuel.md): `mode`, `players`, `scores`,
/// `partners`, `departed`, `round`, `rounds`, `phase`, `drawer`, `viewer`, `word`, `pattern`,
/// `hints`, `wordList`, `strokes`, `strokeOpen`, `guesses`, `right`, `millisecondsLeft`,
/// `roundsGuessed`, `roundsToWin`, `history`, `finish`.
public struct SketchDuelView: Hashable, Sendable {
    /// Duet (2 players) or race (3-8).
    public var mode: SketchDuelMode
    /// The players in seat order.
    public var players: [PlayerID]
    /// Total points, in seat order (a duet: the shared score on both seats).
    public var scores: [Int]
    /// The players who are practice partners (bots).
    public var partners: [PlayerID]
    /// The players who left the game.
    public var departed: [PlayerID]
    /// The current (or last played) round, 1-based.
    public var round: Int
    /// Rounds in the game.
    public var rounds: Int
    /// Where the game is.
    public var phase: SketchDuelPhase
    /// Who draws this round.
    public var drawer: PlayerID
    /// Who this view is for (`nil`: a spectator).
    public var viewer: PlayerID?
    /// The word: for the drawer while drawing, for everyone after the round; else `nil`.
    public var word: String?
    /// The word's shape: `_` per hidden letter, hint letters shown, spaces kept (`_c_ _____`).
    public var pattern: String
    /// How many hint letters `pattern` shows (0-2).
    public var hints: Int
    /// The list the words come from.
    public var wordList: WordList
    /// This round's canvas.
    public var drawing: Drawing
    /// This round's guesses, as this viewer may see them.
    public var guesses: [SketchDuelGuessView]
    /// Who found the word this round, first first.
    public var right: [PlayerID]
    /// Time left in the round (drawing) or before the next round (reveal); counted down locally
    /// from receipt. `nil` once the game is over.
    public var millisecondsLeft: UInt64?
    /// Rounds guessed so far (by anyone).
    public var roundsGuessed: Int
    /// A duet: the rounds to guess to win together; `nil` in a race.
    public var roundsToWin: Int?
    /// Every finished round, with its word.
    public var history: [SketchDuelRoundRecord]
    /// How the game ended.
    public var finish: SketchDuelFinish?

    /// Whether the viewer draws now.
    public var isViewerDrawing: Bool { phase == .drawing && viewer == drawer }
    /// Whether the viewer guesses now: a seated player, not drawing, who has not found the word.
    public var isViewerGuessing: Bool {
        guard phase == .drawing, let viewer, viewer != drawer, !departed.contains(viewer) else { return false }
        return !right.contains(viewer)
    }
    /// The viewer's own guesses this round.
    public var viewerGuesses: [SketchDuelGuessView] { guesses.filter { $0.player == viewer } }
}

extension SketchDuelView: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode, players, scores, partners, departed, round, rounds, phase, drawer, viewer, word, pattern, hints
        case wordList, guesses, right, millisecondsLeft, roundsGuessed, roundsToWin, history, finish
    }

    /// Decodes the flat wire form (the canvas's `strokes` and `strokeOpen` beside the rest).
    public init(from decoder: any Decoder) throws {
        drawing = try Drawing(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mode = try container.decode(SketchDuelMode.self, forKey: .mode)
        players = try container.decode([PlayerID].self, forKey: .players)
        scores = try container.decode([Int].self, forKey: .scores)
        partners = try container.decode([PlayerID].self, forKey: .partners)
        departed = try container.decode([PlayerID].self, forKey: .departed)
        round = try container.decode(Int.self, forKey: .round)
        rounds = try container.decode(Int.self, forKey: .rounds)
        phase = try container.decode(SketchDuelPhase.self, forKey: .phase)
        drawer = try container.decode(PlayerID.self, forKey: .drawer)
        viewer = try container.decodeIfPresent(PlayerID.self, forKey: .viewer)
        word = try container.decodeIfPresent(String.self, forKey: .word)
        pattern = try container.decode(String.self, forKey: .pattern)
        hints = try container.decode(Int.self, forKey: .hints)
        wordList = try container.decode(WordList.self, forKey: .wordList)
        guesses = try container.decode([SketchDuelGuessView].self, forKey: .guesses)
        right = try container.decode([PlayerID].self, forKey: .right)
        millisecondsLeft = try container.decodeIfPresent(UInt64.self, forKey: .millisecondsLeft)
        roundsGuessed = try container.decode(Int.self, forKey: .roundsGuessed)
        roundsToWin = try container.decodeIfPresent(Int.self, forKey: .roundsToWin)
        history = try container.decode([SketchDuelRoundRecord].self, forKey: .history)
        finish = try container.decodeIfPresent(SketchDuelFinish.self, forKey: .finish)
    }

    /// Encodes one flat object; absent values are `null`, never left out.
    public func encode(to encoder: any Encoder) throws {
        try drawing.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encodeWireIDs(players, forKey: .players)
        try container.encode(scores, forKey: .scores)
        try container.encodeWireIDs(partners, forKey: .partners)
        try container.encodeWireIDs(departed, forKey: .departed)
        try container.encode(round, forKey: .round)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(phase, forKey: .phase)
        try container.encodeWireID(drawer, forKey: .drawer)
        try container.encode(viewer?.wireString, forKey: .viewer)
        try container.encode(word, forKey: .word)
        try container.encode(pattern, forKey: .pattern)
        try container.encode(hints, forKey: .hints)
        try container.encode(wordList, forKey: .wordList)
        try container.encode(guesses, forKey: .guesses)
        try container.encodeWireIDs(right, forKey: .right)
        try container.encode(millisecondsLeft, forKey: .millisecondsLeft)
        try container.encode(roundsGuessed, forKey: .roundsGuessed)
        try container.encode(roundsToWin, forKey: .roundsToWin)
        try container.encode(history, forKey: .history)
        try container.encode(finish, forKey: .finish)
    }
}

extension SketchDuel {
    /// The viewer's view: the word is left out for everyone but the drawer while the round runs;
    /// guessers see the hint letters shown so far; a guess's closeness only its guesser.
    public static func view(of state: SketchDuelState, for viewer: Viewer) -> SketchDuelView {
        let player = viewer.playerID.flatMap { state.players.contains($0) ? $0 : nil }
        let showsWord = state.phase != .drawing || player == state.drawer
        // Hints are for guessers and spectators: the drawer sees the word itself.
        let hinted = state.phase == .drawing && player != state.drawer
        let shown = hinted ? Array(state.hintPositions[state.round - 1].prefix(state.hintsShown)) : []
        return SketchDuelView(
            mode: state.mode, players: state.players, scores: state.scores, partners: state.partners,
            departed: state.departed, round: state.round, rounds: state.rounds, phase: state.phase,
            drawer: state.drawer, viewer: player, word: showsWord ? state.word : nil,
            pattern: pattern(of: state.word, showing: Set(shown)), hints: shown.count, wordList: state.settings.words,
            drawing: state.drawing, guesses: state.guesses.map { SketchDuelGuessView($0, for: player) },
            right: state.rightGuessers,
            millisecondsLeft: SketchDuelRules.phaseDeadline(of: state).map { state.now.milliseconds(until: $0) },
            roundsGuessed: state.history.filter { $0.result == .guessed }.count,
            roundsToWin: state.mode == .duet ? SketchDuelRules.roundsToWin(state.rounds) : nil,
            history: state.history, finish: state.finish)
    }

    /// `_` for each letter, spaces kept.
    static func pattern(of word: String) -> String { pattern(of: word, showing: []) }

    /// `_` for each letter but those at `positions` (shown as they are), spaces kept.
    static func pattern(of word: String, showing positions: Set<Int>) -> String {
        String(word.enumerated().map { index, letter in
            letter == " " ? " " : positions.contains(index) ? letter : "_"
        })
    }

    /// Whether `word` has the shape of `pattern` and the letters it shows (case ignored).
    static func fits(_ word: String, pattern: String) -> Bool {
        word.count == pattern.count
            && zip(word.lowercased(), pattern.lowercased()).allSatisfy { letter, shown in
                shown == "_" ? letter != " " : letter == shown
            }
    }

    /// The drawer's strokes show at once on its own screen; guesses wait for the host.
    public static func isPredictable(_ action: SketchDuelAction) -> Bool { action.isDrawing }

    /// The drawer's canvas after its own drawing action, or `nil` when the host would refuse it.
    public static func predict(_ view: SketchDuelView, _ action: SketchDuelAction, by player: PlayerID)
        -> SketchDuelView?
    {
        guard view.finish == nil, view.phase == .drawing, view.drawer == player, action.isDrawing else { return nil }
        var next = view
        do throws(DrawingError) {
            try draw(action, on: &next.drawing)
        } catch {
            return nil
        }
        return next
    }
}
