import GameCore

extension CrazyEights: TerminalSizedGame {
    /// Plain text for a terminal (no ANSI codes; the CLI adds colour), each line at most
    /// `room.columns` wide (a long hand wraps between cards, lined up under the first):
    ///
    ///     Top card: 7H   Suit: hearts   Draw pile: 23   Discards: 10   Turn 12
    ///     > Alice   5 cards  (you)
    ///       Bob     3 cards
    ///     Your hand: 2C 7S 8D 10H KH
    ///     Playable:  8D 10H KH
    ///     Your turn: play CARD [SUIT], or draw.
    ///     Turn clock: 12 s left           (with the turn timer on)
    ///     Last: Bob played 7H.
    ///
    /// A finished game shows its last position without a prompt, with everyone's remaining cards
    /// on their line (`  Bob     2 cards  3C QH`); the outcome is not repeated here. The face is a
    /// line per player and at most six more, so its height needs no fitting.
    public static func render(_ view: CrazyEightsView, for viewer: Viewer, names: PlayerNames, in room: TerminalRoom) -> String {
        var lines: [String] = []
        let columns = room.columns - 1
        lines += TerminalText.pack([
            "Top card: \(view.topCard)", "Suit: \(view.currentSuit)", "Draw pile: \(view.drawPileCount)",
            "Discards: \(view.discardPileCount)", "Turn \(view.turnsTaken &+ 1)",
        ], width: columns)
        let width = view.players.map { names.name(of: $0.player).count }.max() ?? 0
        for summary in view.players {
            let marker = summary.player == view.currentPlayer ? ">" : " "
            let name = names.name(of: summary.player)
            let padded = name + String(repeating: " ", count: max(0, width - name.count))
            let noun = summary.cardCount == 1 ? "card " : "cards"
            let you = summary.player == view.viewer ? "  (you)" : ""
            let shown = summary.cards?.sorted().map(\.code) ?? []
            let cards = shown.isEmpty ? "" : "  " + shown.joined(separator: " ")
            let line = "\(marker) \(padded)  \(summary.cardCount) \(noun)\(you)"
            lines += TerminalText.wrap(line + cards, to: columns, indent: line.count + 2)
        }
        if let hand = view.hand {
            lines += TerminalText.wrap("Your hand: " + hand.sorted().map(\.code).joined(separator: " "), to: columns, indent: 11)
            if view.isViewersTurn {
                let playable = view.playableCards.sorted().map(\.code).joined(separator: " ")
                lines += TerminalText.wrap("Playable:  " + (playable.isEmpty ? "none" : playable), to: columns, indent: 11)
            }
        }
        if let prompt = prompt(for: view) { lines += TerminalText.wrap(prompt, to: columns) }
        if let left = view.turnMillisecondsLeft, let current = view.currentPlayer {
            // A line of its own, so wrapping never splits the number the live screen counts down.
            let whose = current == view.viewer ? "Turn clock" : names.name(of: current) + "'s turn"
            let line = "\(whose): " + TerminalSecondsLeft.text(millisecondsLeft: left)
            lines.append(line.count <= columns ? line : "Clock: " + TerminalSecondsLeft.text(millisecondsLeft: left))
        }
        if let move = view.lastMove { lines += TerminalText.wrap("Last: " + describe(move, names: names), to: columns) }
        // The outcome is announced once by the program that shows this text (its `gameOver` line),
        // so a finished game's text ends with the last move.
        return lines.joined(separator: "\n")
    }

    private static func prompt(for view: CrazyEightsView) -> String? {
        guard view.finish == nil, view.isViewersTurn else { return nil }
        if !view.playableCards.isEmpty {
            return view.hasDrawnThisTurn ? "Your turn: play the drawn card, or pass." : "Your turn: play CARD [SUIT]."
        }
        if view.hasDrawnThisTurn || !view.canDraw { return "Your turn: nothing to play; pass." }
        return "Your turn: nothing to play; draw."
    }

    private static func describe(_ move: CrazyEightsMove, names: PlayerNames) -> String {
        switch move {
        case .played(let player, let card, let suit?):
            "\(names.name(of: player)) played \(card) and named \(suit)."
        case .played(let player, let card, nil):
            "\(names.name(of: player)) played \(card)."
        case .drew(let player, let count):
            "\(names.name(of: player)) drew \(count) card\(count == 1 ? "" : "s")."
        case .passed(let player):
            "\(names.name(of: player)) passed."
        case .left(let player):
            "\(names.name(of: player)) left; their cards went back into the pile."
        case .timedOut(let player, 0):
            "\(names.name(of: player)) ran out of time and passed."
        case .timedOut(let player, let count):
            "\(names.name(of: player)) ran out of time: drew \(count) card\(count == 1 ? "" : "s") and passed."
        }
    }
}
