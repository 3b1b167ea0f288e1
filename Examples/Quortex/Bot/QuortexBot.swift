import GameCore

/// Computer players. Both see only their own view (their hand and the public position).
public enum QuortexBot {
    /// Any legal placement, uniformly at random.
    public static func random(_ view: QuortexView, as player: PlayerID, random: inout SeededGenerator) -> QuortexAction? {
        guard view.isViewersTurn, view.viewer == player, let target = view.target else { return nil }
        return random.pick(from: view.options.filter(\.legal)).map { .place(tile: $0.tile, rotation: $0.rotation, cell: target) }
    }

    /// The best legal placement by a one-move look-ahead: win now; otherwise stay in, knock others
    /// out, get nearer the goal, and prefer a spot where many of the 90 tile placements would keep
    /// the flow in next turn. Ties are broken at random.
    public static func greedy(_ view: QuortexView, as player: PlayerID, random: inout SeededGenerator) -> QuortexAction? {
        guard view.isViewersTurn, view.viewer == player, let target = view.target,
            let seat = view.position.seat(of: player)
        else { return nil }
        let legal = view.options.filter(\.legal)
        var best: [QuortexOption] = []
        var bestScore = -Double.infinity
        for option in legal {
            let score = self.score(option, in: view.position, seat: seat, target: target)
            if score > bestScore {
                bestScore = score
                best = [option]
            } else if score == bestScore {
                best.append(option)
            }
        }
        return random.pick(from: best).map { .place(tile: $0.tile, rotation: $0.rotation, cell: target) }
    }

    private static func score(_ option: QuortexOption, in position: QuortexPosition, seat: Int, target: HexCoordinate)
        -> Double
    {
        switch option.result {
        case .completes: return 10_000
        case .eliminates: return -10_000
        case .safe: break
        }
        let after = position.placing(option.tile, rotation: option.rotation, on: target, by: seat).position
        let safety = Double(safePlacements(in: after, seat: seat)) / Double(Tile.all.count * 6)
        return 60 * Double(option.eliminates.count) - 10 * Double(option.distance) + 25 * safety
    }

    /// How many of the 15 tiles × 6 rotations keep `seat` in if placed on its next cell.
    static func safePlacements(in position: QuortexPosition, seat: Int) -> Int {
        let cell = position.flows[seat].head.cell
        var safe = 0
        for tile in Tile.all {
            for rotation in 0..<6 where !position.placing(tile, rotation: rotation, on: cell, by: seat).eliminated.contains(seat) {
                safe += 1
            }
        }
        return safe
    }
}
