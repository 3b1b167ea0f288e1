import GameCore

extension Quortex {
    /// The newest moves that fit in `rows` lines of `width` columns, oldest first, numbered from 1,
    /// under `Last moves:`; nothing before the first move or when not even the newest fits.
    static func logLines(_ view: QuortexView, names: PlayerNames, width: Int, rows: Int) -> [String] {
        var moves: [[String]] = []
        var used = 1  // the heading
        for index in view.history.indices.reversed() {
            let latest = index == view.history.count - 1
            let text = "\(index + 1). " + describe(view.history[index], in: view, names: names, latest: latest)
            let lines = text.wrapped(to: width, indent: 3)
            guard used + lines.count <= rows else { break }
            used += lines.count
            moves.insert(lines, at: 0)
        }
        guard !moves.isEmpty else { return [] }
        return ["Last moves:"] + moves.flatMap { $0 }
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
        let home = move.completed.contains(move.player)
        if move.eliminated.contains(move.player) {
            effects.append("runs off the board")
        } else if home {
            effects.append("reaches the goal")
        } else if latest, let seat = view.position.seat(of: move.player), view.position.flows[seat].status == .playing {
            // The board shows the distance now, which is the latest move's.
            let distance = view.position.distanceToGoal(of: seat)
            effects.append("stays in, " + (distance == 0 ? "at the goal's edge" : "\(distance) from the goal"))
        }
        let knocked = move.eliminated.filter { $0 != move.player }
        if !knocked.isEmpty { effects.append("knocks " + knocked.map(label).joined(separator: " and ") + " out") }
        // One mark at the end of the sentence: "!" when the mover got home.
        var text = action + (effects.isEmpty ? "" : ": " + effects.joined(separator: ", ")) + (home ? "!" : ".")
        // The mover's own flow always runs; say whose else did, and who else got home.
        let others = move.moved.filter { $0 != move.player }
        if !others.isEmpty { text += " Also moved: " + others.map(label).joined(separator: ", ") + "." }
        let alsoHome = move.completed.filter { $0 != move.player }
        if !alsoHome.isEmpty { text += " " + alsoHome.map(label).joined(separator: ", ") + " reached the goal!" }
        return text
    }
}
