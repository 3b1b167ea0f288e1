import GameCore

extension Quortex {
    /// Plain text for a terminal: the board (one line per row of cells), the players, your tiles
    /// with what each rotation would do, and the move log's last ``logLength`` moves. Cells: `·` empty, `#` a tile no flow
    /// runs through, `A`..`F` a tile player A..F's flow runs through, `a`..`f` (lower case) an
    /// empty cell player a..f's flow faces, `[x]` the cell your flow faces.
    public static func render(_ view: QuortexView, for viewer: Viewer, names: PlayerNames) -> String {
        var lines = boardLines(view)
        lines.append("")
        for (seat, flow) in view.position.flows.enumerated() {
            lines.append(playerLine(view, seat: seat, flow: flow, names: names))
        }
        lines += handLines(view)
        lines += logLines(view, names: names, last: logLength)
        if view.finish == nil, let turn = view.turn, !view.isViewersTurn {
            lines.append("Waiting for \(names.name(of: turn)) to place a tile.")
        }
        return lines.joined(separator: "\n")
    }

    /// The compass name of a side or board edge: NE, E, SE, SW, W, NW.
    static func compass(_ direction: HexDirection) -> String {
        ["NE", "E", "SE", "SW", "W", "NW"][direction.rawValue]
    }

    /// The letter of a seat: A, B, C...
    static func letter(_ seat: Int) -> String { String(UnicodeScalar(UInt8(65 + seat))) }

    private static func boardLines(_ view: QuortexView) -> [String] {
        let position = view.position
        let radius = position.board.radius
        var through: [HexCoordinate: Set<Int>] = [:]
        var facing: [HexCoordinate: Set<Int>] = [:]
        for (seat, flow) in position.flows.enumerated() {
            for step in flow.path { through[step.cell, default: []].insert(seat) }
            if flow.status == .playing { facing[flow.head.cell, default: []].insert(seat) }
        }
        var lines: [String] = []
        for r in -radius...radius {
            var line = String(repeating: " ", count: abs(r) * 2)
            for q in max(-radius, -r - radius)...min(radius, -r + radius) {
                let cell = HexCoordinate(q: q, r: r)
                var mark: String
                if position.tiles[cell] != nil {
                    let seats = (through[cell] ?? []).sorted()
                    mark = seats.isEmpty ? "#" : (seats.count == 1 ? letter(seats[0]) : "+")
                } else if let seats = facing[cell] {
                    mark = seats.sorted().map { letter($0).lowercased() }.joined()
                } else {
                    mark = "·"
                }
                mark = String(mark.prefix(3))
                let padded = mark.count == 1 ? " \(mark) " : (mark.count == 2 ? "\(mark) " : mark)
                line += cell == view.target ? "[\(mark.prefix(1))]" + " " : padded + " "
            }
            lines.append(line.trimmingTrailingSpaces())
        }
        return lines
    }

    private static func playerLine(_ view: QuortexView, seat: Int, flow: Flow, names: PlayerNames) -> String {
        let marker = flow.player == view.turn ? ">" : " "
        let you = flow.player == view.viewer ? " (you)" : ""
        let state: String =
            switch flow.status {
            case .playing: "\(view.position.distanceToGoal(of: seat)) from goal, \(view.handCounts[seat]) tiles"
            case .eliminated: "out"
            case .resigned: "resigned"
            case .completed: "reached the goal!"
            }
        return "\(marker) \(letter(seat)) \(names.name(of: flow.player))\(you): from \(compass(flow.side)) to the \(compass(flow.goal)) edge, \(state)"
    }

    private static func handLines(_ view: QuortexView) -> [String] {
        guard let hand = view.hand, view.finish == nil else { return [] }
        var lines = ["Your tiles: " + hand.map { "\($0.number) [\($0)]" }.joined(separator: "  ")]
        guard view.isViewersTurn, let target = view.target else { return lines }
        let entry = view.viewer.flatMap { view.position.seat(of: $0) }.map { view.position.flows[$0].head.side }
        let side = entry.map { " by its \(compass($0)) side (side \($0))" } ?? ""
        lines.append("Your turn: your flow enters [\(target)]\(side). Place a tile there:")
        for tile in Set(hand).sorted() {
            let choices = view.options.filter { $0.tile == tile }.map { option -> String in
                let knocked = option.eliminates.compactMap { view.position.seat(of: $0) }.map(letter).joined()
                let result: String =
                    switch option.result {
                    case .completes: "WIN"
                    case .eliminates: option.legal ? "out" : "OUT"
                    case .safe: "\(option.distance)" + (knocked.isEmpty ? "" : "+\(knocked)")
                    }
                return "r\(option.rotation):\(result)"
            }
            lines.append("  place \(tile.number) " + choices.joined(separator: " "))
        }
        lines.append("  (rN:D stays in, D from goal; +X knocks X out; OUT not allowed; out: no choice)")
        return lines
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
