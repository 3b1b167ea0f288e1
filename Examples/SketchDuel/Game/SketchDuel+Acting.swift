import GameCore

extension SketchDuel {
    /// While a round is drawn everyone plays at once: the drawer draws and each guesser who has
    /// not found the word guesses (until its guesses for the round run out). Nobody between rounds
    /// or once the game is over.
    public static func playersToAct(in state: SketchDuelState) -> Set<PlayerID>? {
        guard state.finish == nil, state.phase == .drawing else { return [] }
        let right = Set(state.rightGuessers)
        let guessing = state.guessers.filter { player in
            !right.contains(player)
                && state.guesses.filter { $0.player == player }.count < SketchDuelRules.maximumGuessesPerRound
        }
        return Set([state.drawer] + guessing)
    }

    /// A partial list: drawing and guessing are open-ended, so only the drawer's fixed moves are
    /// listed (`undo` when there is a stroke, and `clear`); the guesser's moves cannot be listed
    /// (`nil`). Nothing for anyone between rounds or once the game is over.
    public static func legalActions(in view: SketchDuelView, for player: PlayerID) -> [SketchDuelAction]? {
        guard view.finish == nil, view.phase == .drawing, view.viewer == player else { return [] }
        guard view.isViewerDrawing else { return view.isViewerGuessing ? nil : [] }
        return view.drawing.strokes.isEmpty ? [.clear] : [.undo, .clear]
    }

    /// Strokes and guesses are open-ended: the list holds only some of the drawer's moves.
    public static var listsEveryLegalAction: Bool { false }

    /// `undo`, `clear`, `guess WORD`, and a whole stroke as the `drag X1 Y1 X2 Y2 … cN wN` its mouse
    /// drag would type; `nil` for the pieces of a stroke drawn live (`begin`, `extend`, `end`) and
    /// for `partner` (a bot's word, not a command).
    public static func commandLine(for action: SketchDuelAction) -> String? {
        switch action {
        case .undo: "undo"
        case .clear: "clear"
        case .guess(let word): "guess \(word)"
        case .partner: nil
        case .stroke(let stroke):
            "drag " + stroke.points.map { "\($0.x) \($0.y)" }.joined(separator: " ")
                + " c\(stroke.color.rawValue) w\(stroke.width)"
        case .begin, .extend, .end: nil
        }
    }
}
