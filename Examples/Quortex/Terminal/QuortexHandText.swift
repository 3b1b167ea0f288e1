import GameCore

extension Quortex {
    /// Your tiles in words, one a line, by the compass sides each path joins at rotation 0
    /// (`  7: NE-SW E-W SE-NW`), then on your turn which cell to place one on and by which side
    /// your flow comes in. Nothing for a spectator or once the game is over.
    static func handLines(_ view: QuortexView, width: Int) -> [String] {
        guard let hand = view.hand, view.finish == nil else { return [] }
        var lines = ["Your tiles at r0:"]
        lines += hand.flatMap { ("  \($0.number): " + sidesJoined($0, rotation: 0)).wrapped(to: width, indent: 6) }
        guard view.isViewersTurn, let target = view.target else { return lines }
        let entry = view.viewer.flatMap { view.position.seat(of: $0) }.map { view.position.flows[$0].head.side }
        let side = entry.map { " by its \(compass($0)) side" } ?? ""
        return lines + "Your turn: your flow enters [\(target)]\(side).".wrapped(to: width)
    }

    /// How to read ``optionLines(_:)``: in the panel when it has room, else under the choices.
    static let choicesLegend = "(rN:D stays in, D from goal; +X knocks X out; OUT not allowed; out: no choice)"

    /// The paths of `tile` at `rotation` by compass sides: `NE-SW E-W SE-NW`.
    static func sidesJoined(_ tile: Tile, rotation: Int) -> String {
        tile.paths(rotation: rotation).map { "\(compass($0.0))-\(compass($0.1))" }.joined(separator: " ")
    }

    /// On your turn, one line per tile in your hand: every rotation and what it would do
    /// (`  place 7 r0:3 r1:OUT r2:WIN ...`).
    static func optionLines(_ view: QuortexView) -> [String] {
        guard view.isViewersTurn, view.target != nil, let hand = view.hand else { return [] }
        return Set(hand).sorted().map { tile in
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
            return "  place \(tile.number) " + choices.joined(separator: " ")
        }
    }

    /// For each line of ``optionLines(_:)``, how good that tile's best rotation is (lower is
    /// better: a win, then the nearest to the goal, then staying in at all): what a room too small
    /// for every tile's choices shows first.
    static func optionRanks(_ view: QuortexView) -> [Int] {
        guard view.isViewersTurn, view.target != nil, let hand = view.hand else { return [] }
        return Set(hand).sorted().map { tile in
            view.options.filter { $0.tile == tile }.map { option in
                switch option.result {
                case .completes: -1
                case .safe: option.distance
                case .eliminates: Int.max
                }
            }.min() ?? Int.max
        }
    }
}
