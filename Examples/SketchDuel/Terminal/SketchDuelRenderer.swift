import GameCore

extension SketchDuel {
    /// Canvas size in characters: 43 × 16 braille characters = 86 × 64 dots, 4:3 like the grid.
    static let canvasColumns = 43
    /// See ``canvasColumns``.
    static let canvasRows = 16

    /// Plain text for a terminal: the round and scores, the word (or its shape), the canvas in braille
    /// with canvas units on the frame, the guesses, and what to type.
    public static func render(_ view: SketchDuelView, for viewer: Viewer, names: PlayerNames) -> String {
        var lines = headerLines(view, names: names)
        lines += canvasLines(view.drawing)
        lines += footerLines(view, names: names)
        return lines.joined(separator: "\n")
    }

    private static func headerLines(_ view: SketchDuelView, names: PlayerNames) -> [String] {
        let drawer = names.name(of: view.drawer)
        let guesser = names.name(of: view.guesser)
        let clock = view.millisecondsLeft.map { " - \(($0 + 999) / 1000) s left" } ?? ""
        var lines: [String] = []
        switch view.phase {
        case .drawing: lines.append("Round \(view.round) of \(view.rounds): \(drawer) draws, \(guesser) guesses\(clock)")
        case .reveal: lines.append("Round \(view.round) of \(view.rounds) is over - next round in\(clock.dropFirst(2))")
        case .over: lines.append("Game over after round \(view.round) of \(view.rounds)")
        }
        let scores = zip(view.players, view.scores).map { player, score in
            "\(names.name(of: player))\(player == view.viewer ? " (you)" : "") \(score)"
        }
        lines.append("Score: " + scores.joined(separator: " | "))
        if let word = view.word, view.phase == .drawing {
            lines.append("Your word: \(word.uppercased())  (draw it; no letters or numbers)")
        } else if view.phase == .drawing {
            let letters = view.pattern.filter { $0 == "_" }.count
            lines.append("Word: \(view.pattern.map(String.init).joined(separator: " "))  (\(letters) letters)")
        }
        return lines
    }

    /// The canvas in a frame, labelled with canvas units: x across the top, y down the left.
    static func canvasLines(_ drawing: Drawing) -> [String] {
        var canvas = BrailleCanvas(columns: canvasColumns, rows: canvasRows)
        canvas.draw(drawing)
        let gutter = 5
        var ruler = [Character](repeating: " ", count: gutter + canvasColumns + 6)
        for x in [0, 1024, 2048, 3072, 4095] {
            let label = Array(String(x))
            let column = gutter + 1 + x * canvasColumns / GridPoint.width
            let start = min(max(column - label.count / 2, gutter), ruler.count - label.count)
            for (offset, character) in label.enumerated() { ruler[start + offset] = character }
        }
        var lines = [String(ruler).trimmingTrailingSpaces(), String(repeating: " ", count: gutter) + "+" + String(repeating: "-", count: canvasColumns) + "+"]
        let labels = [0: "0", canvasRows / 2: "1536", canvasRows - 1: "3071"]
        for (row, text) in canvas.lines.enumerated() {
            let label = labels[row] ?? ""
            lines.append(String(repeating: " ", count: gutter - label.count - 1) + label + " |" + text + "|")
        }
        lines.append(lines[1])
        return lines
    }

    private static func footerLines(_ view: SketchDuelView, names: PlayerNames) -> [String] {
        var lines: [String] = []
        if !view.guesses.isEmpty {
            lines.append("Guesses: " + view.guesses.map { $0.right ? "\($0.text) (right!)" : $0.text }.joined(separator: ", "))
        }
        if let last = view.history.last, view.phase != .drawing || view.round > last.round {
            lines.append(describe(last, view: view, names: names))
        }
        switch view.phase {
        case .drawing where view.isViewerDrawing:
            lines.append("Draw: line X1 Y1 X2 Y2 | circle X Y R  (then cN colour 0-7, wN width 1-4) | undo | clear")
        case .drawing where view.isViewerGuessing:
            let left = SketchDuelRules.maximumGuessesPerRound - view.guesses.count
            lines.append("Guess: guess WORD (\(left) guesses left this round)")
        case .drawing, .reveal:
            break
        case .over:
            if let finish = view.finish {
                let winners = finish.winners.map { names.name(of: $0) }.joined(separator: " and ")
                lines.append("\(winners) \(finish.winners.count > 1 ? "share the win" : "wins"). \(finish.summary)")
            }
        }
        return lines
    }

    private static func describe(_ record: SketchDuelRoundRecord, view: SketchDuelView, names: PlayerNames) -> String {
        let word = record.word.uppercased()
        return switch record.result {
        case .guessed:
            "Round \(record.round): \(names.name(of: view.players.first { $0 != record.drawer } ?? record.drawer)) guessed \(word) with \(record.millisecondsLeft / 1000) s left: +\(record.points) each."
        case .timeout: "Round \(record.round): time ran out. The word was \(word)."
        case .left: "Round \(record.round) stopped: a player left. The word was \(word)."
        }
    }
}

extension String {
    /// Without spaces at the end.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
