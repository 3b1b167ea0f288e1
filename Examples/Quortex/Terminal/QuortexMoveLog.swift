import GameCore

extension Quortex {
    /// How many moves the terminal face lists under the board.
    public static let logLength = 5

    /// The move log's last `count` moves, numbered from 1 (`Moves:` and one line each), or nothing
    /// before the first move.
    static func logLines(_ view: QuortexView, names: PlayerNames, last count: Int) -> [String] {
        guard !view.history.isEmpty else { return [] }
        let first = max(0, view.history.count - count)
        var lines = [first == 0 ? "Moves:" : "Moves (last \(view.history.count - first) of \(view.history.count)):"]
        for index in first..<view.history.count {
            let latest = index == view.history.count - 1
            lines.append("  \(index + 1). " + describe(view.history[index], in: view, names: names, latest: latest))
        }
        return lines
    }

    /// One move in words: who placed which tile where (or resigned, left), what it did to the
    /// mover's flow ("runs off the board", "reaches the goal", and for the `latest` move "stays in,
    /// 7 from the goal"), whom it knocked out, whose other flows moved. Only what the log and the
    /// board hold: no hand is ever named.
    static func describe(_ move: QuortexMove, in view: QuortexView, names: PlayerNames, latest: Bool = false) -> String {
        let who = names.name(of: move.player)
        let placed = "tile \(move.tile?.number ?? 0) r\(move.rotation ?? 0) at \(move.cell.map(\.description) ?? "?")"
        let action: String
        switch move.kind {
        case .place: action = "\(who) placed \(placed)"
        case .timeout: action = "\(who) ran out of time; \(placed) was placed for them"
        case .resign: return "\(who) resigned."
        case .left: return "\(who) left the game."
        }
        let label = { (player: PlayerID) in
            view.position.seat(of: player).map { "\(names.name(of: player)) (\(letter($0)))" } ?? names.name(of: player)
        }
        var effects: [String] = []
        if move.eliminated.contains(move.player) {
            effects.append("runs off the board")
        } else if move.completed.contains(move.player) {
            effects.append("reaches the goal!")
        } else if latest, let seat = view.position.seat(of: move.player), view.position.flows[seat].status == .playing {
            // The board shows the distance now, which is the latest move's.
            effects.append("stays in, \(view.position.distanceToGoal(of: seat)) from the goal")
        }
        let knocked = move.eliminated.filter { $0 != move.player }
        if !knocked.isEmpty { effects.append("knocks " + knocked.map(label).joined(separator: " and ") + " out") }
        var text = action + (effects.isEmpty ? "." : ": " + effects.joined(separator: ", ") + ".")
        // The mover's own flow always runs; say whose else did, and who else got home.
        let others = move.moved.filter { $0 != move.player }
        if !others.isEmpty { text += " Also moved: " + others.map(label).joined(separator: ", ") + "." }
        let home = move.completed.filter { $0 != move.player }
        if !home.isEmpty { text += " " + home.map(label).joined(separator: ", ") + " reached the goal!" }
        return text
    }
}
