import GameCore

extension Quortex {
    /// The width the face is laid out for: the live screen's smallest terminal (80×24), since
    /// ``render(_:for:names:)`` is not told the real size.
    static let faceWidth = 80

    /// What divides the board from the side panel; ``colours(of:)`` finds the panel by it.
    static let panelDivider = " │ "

    /// The narrowest side panel worth having; below it the panel goes under the board.
    static let narrowestPanel = 20

    /// Plain text for a terminal, at most ``faceWidth`` columns: the board with every tile's paths
    /// (see ``boardPicture(_:)``) and beside it the players, your tiles in words, whose turn it
    /// is and as many of the last moves as fit beside the board; under both, on your turn, what
    /// each rotation of each of your tiles would do. Boards too wide for a side panel (radius 5
    /// and 6) get it underneath.
    public static func render(_ view: QuortexView, for viewer: Viewer, names: PlayerNames) -> String {
        let board = boardPicture(view)
        let boardColumns = boardWidth(radius: view.position.board.radius)
        let besideWidth = faceWidth - boardColumns - panelDivider.count
        let beside = besideWidth >= narrowestPanel
        let panel = panelLines(view, names: names, width: beside ? besideWidth : faceWidth, rows: beside ? board.count : 0)
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
        lines += optionLines(view)
        if panel.legendBelow { lines += choicesLegend.wrapped(to: faceWidth) }
        return lines.joined(separator: "\n")
    }

    /// The panel: players, your tiles, whose turn, how to read your choices (`legendBelow` when it
    /// did not fit in `rows` lines), then the newest moves that fit in `rows` (0: under the board,
    /// where a few moves get 5 lines); each line at most `width` columns.
    static func panelLines(_ view: QuortexView, names: PlayerNames, width: Int, rows: Int) -> (lines: [String], legendBelow: Bool) {
        var lines: [String] = []
        for (seat, flow) in view.position.flows.enumerated() {
            lines += playerLine(view, seat: seat, flow: flow, names: names).wrapped(to: width, indent: 4)
        }
        lines += handLines(view, width: width)
        var legendBelow = false
        if view.isViewersTurn, view.target != nil {
            let legend = choicesLegend.wrapped(to: width, indent: 1)
            legendBelow = rows > 0 && lines.count + legend.count > rows
            if !legendBelow { lines += legend }
        }
        if view.finish == nil, let turn = view.turn, !view.isViewersTurn {
            lines += "Waiting for \(names.name(of: turn)) to place a tile.".wrapped(to: width)
        }
        // A line of its own, so wrapping never splits it: the live screen counts it down (QuortexClock).
        if view.finish == nil, let left = view.turnMillisecondsLeft {
            lines.append("Turn clock: " + clock(millisecondsLeft: left))
        }
        return (lines + logLines(view, names: names, width: width, rows: rows == 0 ? 5 : rows - lines.count), legendBelow)
    }

    /// The compass name of a side or board edge: NE, E, SE, SW, W, NW.
    static func compass(_ direction: HexDirection) -> String {
        ["NE", "E", "SE", "SW", "W", "NW"][direction.rawValue]
    }

    /// The letter of a seat: A, B, C...
    static func letter(_ seat: Int) -> String { String(UnicodeScalar(UInt8(65 + seat))) }

    /// `> A Bo (you): NE→SW, 3 from goal`: the turn marker, seat letter (which ``colours(of:)``
    /// paints), name, the flow's start and goal edges, and where it stands.
    private static func playerLine(_ view: QuortexView, seat: Int, flow: Flow, names: PlayerNames) -> String {
        let marker = flow.player == view.turn ? ">" : " "
        let you = flow.player == view.viewer ? " (you)" : ""
        let state: String =
            switch flow.status {
            case .playing: "\(view.position.distanceToGoal(of: seat)) from goal"
            case .eliminated: "out"
            case .resigned: "resigned"
            case .completed: "reached the goal!"
            }
        return "\(marker) \(letter(seat)) \(names.name(of: flow.player))\(you): \(compass(flow.side))→\(compass(flow.goal)), \(state)"
    }
}

extension String {
    /// Without spaces at the end.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Greedily broken at spaces into lines of at most `width` characters, keeping the leading
    /// spaces (they line up the seat letters), the lines after the first indented by `indent`
    /// spaces; a word longer than a line is cut.
    func wrapped(to width: Int, indent: Int = 2) -> [String] {
        var lines: [String] = []
        var line = String(prefix { $0 == " " })
        var hasWord = false
        for word in split(separator: " ").map(String.init) {
            if !hasWord {
                line += word
                hasWord = true
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(String(line.prefix(width)))
                line = String(repeating: " ", count: indent) + word
            }
        }
        if hasWord { lines.append(String(line.prefix(width))) }
        return lines
    }
}
