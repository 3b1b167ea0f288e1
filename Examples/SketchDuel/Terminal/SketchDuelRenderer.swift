import GameCore

extension SketchDuel: TerminalSizedGame {
    /// Characters a side panel line may take.
    static let panelWidth = 27

    /// Plain text for a terminal: the round and the word (or its shape) on two lines, the canvas in
    /// braille with canvas units on the frame, beside it the scores, the guesses and the last
    /// round's result, and under it what to type. The canvas is as large as `room` allows
    /// (``SketchDuelCanvasSize``): in ``TerminalRoom/standard`` 43 × 16 characters, 22 lines in all.
    public static func render(_ view: SketchDuelView, for viewer: Viewer, names: PlayerNames, in room: TerminalRoom) -> String {
        let width = room.columns - 1
        var lines = headerLines(view, names: names, width: width)
        let canvas = canvasLines(view.drawing, size: .fitting(room))
        let panel = panelLines(view, names: names, room: canvas.count - 1)
        for (index, line) in canvas.enumerated() {
            // The panel starts beside the canvas's top frame line, under the ruler.
            let side = index >= 1 && index - 1 < panel.count ? panel[index - 1] : ""
            lines.append(side.isEmpty ? line : line + "  " + side)
        }
        lines += footerLines(view, names: names, width: width)
        return lines.joined(separator: "\n")
    }

    private static func headerLines(_ view: SketchDuelView, names: PlayerNames, width: Int) -> [String] {
        let drawer = label(view.drawer, view: view, names: names)
        let seconds = view.millisecondsLeft.map { ($0 + 999) / 1000 }
        let mode = view.mode == .duet ? "duet" : "race"
        var lines: [String] = []
        switch view.phase {
        case .drawing:
            let clock = seconds.map { " - \($0) s left" } ?? ""
            lines.append(cut("Round \(view.round) of \(view.rounds) (\(mode))\(clock) - \(drawer) draws", width))
        case .reveal:
            lines.append("Round \(view.round) of \(view.rounds) is over\(seconds.map { " - the next starts in \($0) s" } ?? "")")
        case .over:
            lines.append("Game over after round \(view.round) of \(view.rounds)")
        }
        if let word = view.word, view.phase == .drawing {
            lines.append("Your word: \(word.uppercased())  (draw it; no letters or numbers)")
        } else if view.phase == .drawing {
            let letters = view.pattern.filter { $0 != " " }.count
            let hints = view.hints == 0 ? "" : ", \(view.hints) \(view.hints == 1 ? "hint" : "hints")"
            let found = view.viewer.map(view.right.contains) == true ? "  You found it!" : ""
            lines.append("Word: \(spaced(view.pattern))  (\(letters) letters\(hints))\(found)")
        } else if let word = view.word ?? view.history.last?.word {
            lines.append("The word was \(word.uppercased()).")
        }
        return lines
    }

    /// A pattern with a space between letters and three between words: `_ a _   _ _`.
    static func spaced(_ pattern: String) -> String {
        pattern.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.map { String($0).uppercased() }.joined(separator: " ") }.joined(separator: "   ")
    }

    /// A player's name, with "(you)" or "(practice partner)" when it fits `width`, else "(practice)".
    static func label(_ player: PlayerID, view: SketchDuelView, names: PlayerNames, width: Int = 40) -> String {
        let name = names.name(of: player)
        if player == view.viewer { return name + " (you)" }
        guard view.partners.contains(player) else { return name }
        let long = name + " (practice partner)"
        return long.count <= width ? long : name + " (practice)"
    }

    /// Scores, this round's guesses (the newest that fit) and the last finished round, at most `room`
    /// lines of at most ``panelWidth`` characters.
    static func panelLines(_ view: SketchDuelView, names: PlayerNames, room: Int) -> [String] {
        var lines: [String] = []
        switch view.mode {
        case .duet:
            lines.append(fit("Duet score: \(view.scores.first ?? 0)"))
            lines.append(fit("Guessed \(view.roundsGuessed) of \(view.rounds), \(view.roundsToWin ?? 0) to win"))
            for player in view.players {
                lines.append(fit(" " + label(player, view: view, names: names, width: panelWidth - 1) + mark(player, view)))
            }
        case .race:
            lines.append("Scores")
            for (player, score) in zip(view.players, view.scores) {
                let suffix = ": \(score)" + mark(player, view)
                lines.append(fit(label(player, view: view, names: names, width: panelWidth - suffix.count) + suffix))
            }
        }
        var last: [String] = []
        if let record = view.history.last {
            last = [""] + wrap(describe(record, view: view, names: names))
        }
        if !view.guesses.isEmpty {
            lines += ["", "Guesses"]
            let fits = max(0, room - lines.count - last.count)
            let shown = view.guesses.suffix(view.guesses.count > fits ? max(0, fits - 1) : fits)
            if shown.count < view.guesses.count { lines.append("  (\(view.guesses.count - shown.count) earlier)") }
            lines += shown.map { guess in
                let who = guess.player == view.viewer ? "you" : String(names.name(of: guess.player).prefix(10))
                let what = guess.right ? "found it!" : (guess.text ?? "") + (guess.close ? " - close!" : "")
                return fit("  \(who): \(what)")
            }
        }
        return Array((lines + last).prefix(room))
    }

    /// ` ✎` for the drawer and ` ✓` for a right guesser while the round runs.
    private static func mark(_ player: PlayerID, _ view: SketchDuelView) -> String {
        guard view.phase == .drawing else { return "" }
        return player == view.drawer ? " ✎" : view.right.contains(player) ? " ✓" : ""
    }

    /// `text` cut to the panel's width.
    private static func fit(_ text: String) -> String { cut(text, panelWidth) }

    /// `text` cut to `width` characters, a `~` marking the cut.
    private static func cut(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "~"
    }

    /// `text` broken into panel lines at spaces.
    private static func wrap(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > panelWidth {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map(fit)
    }

    /// The canvas in a frame, labelled with canvas units: x across the top, y down the left.
    static func canvasLines(_ drawing: Drawing, size: SketchDuelCanvasSize) -> [String] {
        let (canvasColumns, canvasRows) = (size.columns, size.rows)
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

    private static func footerLines(_ view: SketchDuelView, names: PlayerNames, width screenWidth: Int) -> [String] {
        switch view.phase {
        case .drawing where view.isViewerDrawing:
            return ["Draw: line X1 Y1 X2 Y2 | circle X Y R (cN colour, wN width) | undo | clear"]
        case .drawing where view.isViewerGuessing:
            let own = view.viewerGuesses
            let left = SketchDuelRules.maximumGuessesPerRound - own.count
            let close = own.last.flatMap { $0.close ? $0.text : nil }.map { "close! \"\($0)\" is one letter off. " } ?? ""
            return [cut(close + "Guess: type a WORD (\(left) \(left == 1 ? "guess" : "guesses") left)", screenWidth)]
        case .drawing, .reveal:
            return []
        case .over:
            guard let finish = view.finish else { return [] }
            let winners = finish.winners.map { names.name(of: $0) }.joined(separator: " and ")
            let line =
                finish.winners.isEmpty ? finish.summary
                : finish.reason == .duetWon ? finish.summary
                : "\(winners) \(finish.winners.count > 1 ? "share the win" : "wins"). \(finish.summary)"
            return [line.count <= screenWidth ? line : cut(finish.summary, screenWidth)]
        }
    }

    private static func describe(_ record: SketchDuelRoundRecord, view: SketchDuelView, names: PlayerNames) -> String {
        let word = record.word.uppercased()
        let finders = record.right.map { $0 == view.viewer ? "you" : names.name(of: $0) }.joined(separator: ", ")
        let points = view.mode == .duet ? " +\(record.points.first ?? 0) for the pair." : ""
        return switch record.result {
        case .guessed: "Round \(record.round): \(finders) found \(word) (\(record.millisecondsLeft / 1000) s left).\(points)"
        case .timeout: "Round \(record.round): time ran out. The word was \(word)."
        case .left: "Round \(record.round) stopped: the drawer left. The word was \(word)."
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
