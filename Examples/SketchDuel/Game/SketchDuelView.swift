import GameCore

/// What one viewer may see: the canvas, the guesses, scores and past rounds; the word only for the
/// drawer while the round runs, and for everyone once it is over.
///
/// JSON keys (one flat object, see Docs/Games/SketchDuel.md): `players`, `scores`, `round`, `rounds`,
/// `phase`, `drawer`, `guesser`, `viewer`, `word`, `pattern`, `wordList`, `strokes`, `strokeOpen`,
/// `guesses`, `millisecondsLeft`, `history`, `finish`.
public struct SketchDuelView: Hashable, Sendable {
    /// The two players in seat order.
    public var players: [PlayerID]
    /// Total points, in seat order.
    public var scores: [Int]
    /// The current (or last played) round, 1-based.
    public var round: Int
    /// Rounds in the game.
    public var rounds: Int
    /// Where the game is.
    public var phase: SketchDuelPhase
    /// Who draws this round.
    public var drawer: PlayerID
    /// Who guesses this round.
    public var guesser: PlayerID
    /// Who this view is for (`nil`: a spectator).
    public var viewer: PlayerID?
    /// The word: for the drawer while drawing, for everyone after the round; else `nil`.
    public var word: String?
    /// The word's shape: `_` per letter, spaces kept (`___ _____` for "ice cream").
    public var pattern: String
    /// The list the words come from.
    public var wordList: WordList
    /// This round's canvas.
    public var drawing: Drawing
    /// This round's guesses.
    public var guesses: [SketchDuelGuess]
    /// Time left in the round (drawing) or before the next round (reveal); counted down locally
    /// from receipt. `nil` once the game is over.
    public var millisecondsLeft: UInt64?
    /// Every finished round, with its word.
    public var history: [SketchDuelRoundRecord]
    /// How the game ended.
    public var finish: SketchDuelFinish?

    /// Whether the viewer draws now.
    public var isViewerDrawing: Bool { phase == .drawing && viewer == drawer }
    /// Whether the viewer guesses now.
    public var isViewerGuessing: Bool { phase == .drawing && viewer == guesser }
}

extension SketchDuelView: Codable {
    private enum CodingKeys: String, CodingKey {
        case players, scores, round, rounds, phase, drawer, guesser, viewer, word, pattern, wordList, guesses
        case millisecondsLeft, history, finish
    }

    /// Decodes the flat wire form (the canvas's `strokes` and `strokeOpen` beside the rest).
    public init(from decoder: any Decoder) throws {
        drawing = try Drawing(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        players = try container.decode([PlayerID].self, forKey: .players)
        scores = try container.decode([Int].self, forKey: .scores)
        round = try container.decode(Int.self, forKey: .round)
        rounds = try container.decode(Int.self, forKey: .rounds)
        phase = try container.decode(SketchDuelPhase.self, forKey: .phase)
        drawer = try container.decode(PlayerID.self, forKey: .drawer)
        guesser = try container.decode(PlayerID.self, forKey: .guesser)
        viewer = try container.decodeIfPresent(PlayerID.self, forKey: .viewer)
        word = try container.decodeIfPresent(String.self, forKey: .word)
        pattern = try container.decode(String.self, forKey: .pattern)
        wordList = try container.decode(WordList.self, forKey: .wordList)
        guesses = try container.decode([SketchDuelGuess].self, forKey: .guesses)
        millisecondsLeft = try container.decodeIfPresent(UInt64.self, forKey: .millisecondsLeft)
        history = try container.decode([SketchDuelRoundRecord].self, forKey: .history)
        finish = try container.decodeIfPresent(SketchDuelFinish.self, forKey: .finish)
    }

    /// Encodes one flat object.
    public func encode(to encoder: any Encoder) throws {
        try drawing.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeWireIDs(players, forKey: .players)
        try container.encode(scores, forKey: .scores)
        try container.encode(round, forKey: .round)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(phase, forKey: .phase)
        try container.encodeWireID(drawer, forKey: .drawer)
        try container.encodeWireID(guesser, forKey: .guesser)
        try container.encode(viewer?.wireString, forKey: .viewer)
        try container.encode(word, forKey: .word)
        try container.encode(pattern, forKey: .pattern)
        try container.encode(wordList, forKey: .wordList)
        try container.encode(guesses, forKey: .guesses)
        try container.encode(millisecondsLeft, forKey: .millisecondsLeft)
        try container.encode(history, forKey: .history)
        try container.encode(finish, forKey: .finish)
    }
}

extension SketchDuel {
    /// The viewer's view: the word is left out for everyone but the drawer while the round runs.
    public static func view(of state: SketchDuelState, for viewer: Viewer) -> SketchDuelView {
        let player = viewer.playerID.flatMap { state.players.contains($0) ? $0 : nil }
        let showsWord = state.phase != .drawing || player == state.drawer
        return SketchDuelView(
            players: state.players, scores: state.scores, round: state.round, rounds: state.settings.rounds,
            phase: state.phase, drawer: state.drawer, guesser: state.guesser, viewer: player,
            word: showsWord ? state.word : nil, pattern: pattern(of: state.word), wordList: state.settings.words,
            drawing: state.drawing, guesses: state.guesses,
            millisecondsLeft: nextDeadline(of: state).map { state.now.milliseconds(until: $0) },
            history: state.history, finish: state.finish)
    }

    /// `_` for each letter, spaces kept.
    static func pattern(of word: String) -> String { String(word.map { $0 == " " ? " " : "_" }) }

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
