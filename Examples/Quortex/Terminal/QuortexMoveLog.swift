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
            lines.append("  \(index + 1). " + describe(view.history[index], in: view, names: names))
        }
        return lines
    }

    /// One move in words: who placed which tile where (or resigned, left), whose other flows moved, who
    /// went out, who reached the goal. Only what the log holds: no hand is ever named.
    static func describe(_ move: QuortexMove, in view: QuortexView, names: PlayerNames) -> String {
        let who = names.name(of: move.player)
        let placed = "tile \(move.tile?.number ?? 0) r\(move.rotation ?? 0) at \(move.cell.map(\.description) ?? "?")"
        var text: String =
            switch move.kind {
            case .place: "\(who) placed \(placed)."
            case .timeout: "\(who) ran out of time; \(placed) was placed for them."
            case .resign: "\(who) resigned."
            case .left: "\(who) left the game."
            }
        guard move.kind == .place || move.kind == .timeout else { return text }
        let label = { (player: PlayerID) in
            view.position.seat(of: player).map { "\(names.name(of: player)) (\(letter($0)))" } ?? names.name(of: player)
        }
        // The mover's own flow always runs; say whose else did.
        let others = move.moved.filter { $0 != move.player }
        if !others.isEmpty { text += " Also moved: " + others.map(label).joined(separator: ", ") + "." }
        if !move.eliminated.isEmpty { text += " Out: " + move.eliminated.map(label).joined(separator: ", ") + "." }
        if !move.completed.isEmpty { text += " " + move.completed.map(label).joined(separator: ", ") + " reached the goal!" }
        return text
    }
}
