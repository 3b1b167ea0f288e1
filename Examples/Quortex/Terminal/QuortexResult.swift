import GameCore

/// The end of a game for each player, from the final board: a winner hears how they won, everyone
/// else who won and what became of their own flow ("Bo won — your flow ran off the board after 6
/// tiles", "Bo won — you were 3 from your goal").
extension Quortex: TerminalResultGame {
    /// One line for a seated `viewer` of the final view; `nil` for a spectator or a running game.
    public static func result(_ view: QuortexView, for viewer: Viewer, names: PlayerNames) -> String? {
        guard let finish = view.finish, case .player(let me) = viewer, let seat = view.position.seat(of: me) else {
            return nil
        }
        let flow = view.position.flows[seat]
        if finish.winners.contains(me) {
            let won = finish.winners.count > 1 ? "you share the win" : "you won"
            switch finish.reason {
            case .flowComplete: return "You reached the goal — \(won)!"
            case .constraint: return "Every other flow went out — \(won)!"
            case .resignation: return "Everyone else resigned — \(won)!"
            case .nearest:
                let distance = view.position.distanceToGoal(of: seat)
                return "Your flow ended nearest its goal, \(distance == 0 ? "at its edge" : "\(distance) from it") — \(won)!"
            }
        }
        let winners = finish.winners.map { names.name(of: $0) }
        let who = winners.isEmpty ? "Nobody" : winners.joined(separator: " and ")
        return "\(who) won — " + fate(of: flow, seat: seat, in: view.position) + "."
    }

    /// What became of a losing flow, in words after "Bo won — ".
    private static func fate(of flow: Flow, seat: Int, in position: QuortexPosition) -> String {
        let tiles = flow.path.count == 1 ? "1 tile" : "\(flow.path.count) tiles"
        switch flow.status {
        case .eliminated:
            // A flow that left the board stopped on its last cell, facing the outer side it left by;
            // one whose head was met still waits where it was (or met the other on the board).
            let left = flow.path.last.map { $0.cell == flow.head.cell && $0.exit == flow.head.side } ?? false
            return left && position.board.isOuterSide(flow.head.side, of: flow.head.cell)
                ? "your flow ran off the board after \(tiles)" : "your flow ran into another after \(tiles)"
        case .resigned: return "you resigned after \(tiles)"
        case .playing:
            let distance = position.distanceToGoal(of: seat)
            return distance == 0 ? "your flow was at your goal's edge" : "you were \(distance) from your goal"
        case .completed: return "your flow reached the goal too"
        }
    }
}
