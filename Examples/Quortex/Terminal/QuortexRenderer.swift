import GameCore

extension Quortex: TerminalSizedGame {
    /// What divides the board from the side panel; ``colours(of:)`` finds the panel by it.
    static let panelDivider = " │ "

    /// The narrowest side panel worth having; below it the panel goes under the board.
    static let narrowestPanel = 20

    /// Plain text for a terminal, every line at most `room.columns` wide: the board with every
    /// tile's paths (see ``boardPicture(_:)``) and beside it — or under it, when the room is too
    /// narrow for a side panel — the players, your tiles in words, whose turn it is and as many of
    /// the last moves as fit; under both, on your turn, what each rotation of each of your tiles
    /// would do. Within `room.rows` where it can be: the board, the players and your tiles always
    /// show; the move log gives way first, then the legend of the choices, then all but the best
    /// tile's choices (a win first; a line says how many are left out). A taller room shows more moves, a wider one puts the panel
    /// of a big board beside it.
    public static func render(_ view: QuortexView, for viewer: Viewer, names: PlayerNames, in room: TerminalRoom) -> String {
        let width = max(room.columns, narrowestPanel)
        let board = boardPicture(view)
        let boardColumns = boardWidth(radius: view.position.board.radius)
        let besideWidth = width - boardColumns - panelDivider.count
        let beside = besideWidth >= narrowestPanel
        let panelWidth = beside ? besideWidth : width
        let tiles = optionLines(view).map { $0.wrapped(to: width, indent: 4) }
        let options = tiles.flatMap { $0 }
        // The rows the panel may fill: beside the board at least the board's height.
        let panelRows = beside ? max(board.count, room.rows - options.count) : room.rows - board.count - 1 - options.count
        let panel = panelLines(view, names: names, width: panelWidth, rows: panelRows)
        var lines: [String]
        if beside {
            lines = (0..<max(board.count, panel.lines.count)).map { row in
                let left = row < board.count ? board[row] : ""
                let right = row < panel.lines.count ? panel.lines[row] : ""
                let padding = String(repeating: " ", count: max(0, boardColumns - left.count))
                return (left + padding + panelDivider + right).trimmingTrailingSpaces()
            }
        } else {
            lines = board + [""] + panel.lines
        }
        let legend = panel.legendBelow ? choicesLegend.wrapped(to: width) : []
        let left = room.rows - lines.count
        if options.count + legend.count <= left {
            lines += options + legend
        } else if options.count <= left {
            lines += options
        } else {
            // The best tiles' choices first (a winning tile is never the one left out), and a line
            // saying how many are not shown.
            let ranks = optionRanks(view)
            let best = tiles.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.flatMap { tiles[$0] }
            let shown = max(1, left - 1)
            lines += best.prefix(shown) + ["  (\(options.count - shown) more lines of choices: a taller terminal shows them)"]
        }
        return lines.joined(separator: "\n")
    }

    /// The panel: players, your tiles, how to read your choices (`legendBelow` when it did not fit
    /// in `rows` lines: it goes under the choices if there is room), whose turn, the turn clock,
    /// then the newest moves that fit in `rows`; each line at most `width` columns. The lines
    /// before the moves are shown whatever `rows` says.
    static func panelLines(_ view: QuortexView, names: PlayerNames, width: Int, rows: Int) -> (lines: [String], legendBelow: Bool) {
        var lines: [String] = []
        for (seat, flow) in view.position.flows.enumerated() {
            lines += playerLine(view, seat: seat, flow: flow, names: names, width: width).wrapped(to: width, indent: 4)
        }
        lines += handLines(view, width: width)
        var tail: [String] = []
        if view.finish == nil, let turn = view.turn, !view.isViewersTurn {
            tail += "Waiting for \(names.name(of: turn)) to place a tile.".wrapped(to: width)
        }
        // A line of its own, so wrapping never splits it: the live screen counts it down (QuortexClock).
        if view.finish == nil, let left = view.turnMillisecondsLeft {
            let line = "Turn clock: " + clock(millisecondsLeft: left)
            tail.append(line.count <= width ? line : "Clock: " + clock(millisecondsLeft: left))
        }
        var legendBelow = false
        if view.isViewersTurn, view.target != nil {
            let legend = choicesLegend.wrapped(to: width, indent: 1)
            legendBelow = lines.count + legend.count + tail.count > rows
            if !legendBelow { lines += legend }
        }
        lines += tail
        return (lines + logLines(view, names: names, width: width, rows: rows - lines.count), legendBelow)
    }

    /// The compass name of a side or board edge: NE, E, SE, SW, W, NW.
    static func compass(_ direction: HexDirection) -> String {
        ["NE", "E", "SE", "SW", "W", "NW"][direction.rawValue]
    }

    /// The letter of a seat: A, B, C...
    static func letter(_ seat: Int) -> String { String(UnicodeScalar(UInt8(65 + seat))) }

    /// `> A Bo (you): NE→SW, 3 from goal`: the turn marker, seat letter (which ``colours(of:)``
    /// paints), name, the flow's start and goal edges, and where it stands; without the edges when
    /// that is too long for `width` (the board shows them).
    private static func playerLine(_ view: QuortexView, seat: Int, flow: Flow, names: PlayerNames, width: Int) -> String {
        let marker = flow.player == view.turn ? ">" : " "
        let you = flow.player == view.viewer ? " (you)" : ""
        let state: String =
            switch flow.status {
            // 0: its head is on a cell of the goal side, one tile from getting home.
            case .playing: view.position.distanceToGoal(of: seat) == 0 ? "at the goal's edge" : "\(view.position.distanceToGoal(of: seat)) from goal"
            case .eliminated: "out"
            case .resigned: "resigned"
            case .completed: "reached the goal!"
            }
        let who = "\(marker) \(letter(seat)) \(names.name(of: flow.player))\(you): "
        let full = who + "\(compass(flow.side))→\(compass(flow.goal)), \(state)"
        return full.count <= width ? full : who + state
    }
}

extension String {
    /// Without spaces at the end.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Broken at spaces into lines of at most `width` characters (``TerminalText/wrap(_:to:indent:)``),
    /// the lines after the first indented by `indent` spaces.
    func wrapped(to width: Int, indent: Int = 2) -> [String] {
        TerminalText.wrap(self, to: width, indent: indent)
    }
}
