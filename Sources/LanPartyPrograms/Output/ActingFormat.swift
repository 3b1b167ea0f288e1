import Foundation
import GameCore

/// Who the game waits for (wire `toAct`) and the `moves` command, in words and in `--json` fields;
/// shared by `lanhost` and `lanjoin`, for any game (no module needed to say it).
enum ActingFormat {
    /// "Your turn.", "Your turn (Bob plays too).", "Waiting for Ann and Bob."; empty when the host
    /// does not say or nobody acts (between rounds). `you` is the local seat, if any.
    static func waitingText(_ toAct: [UUID]?, you: UUID?, names: PlayerDirectory) -> String {
        guard let toAct, !toAct.isEmpty else { return "" }
        guard let you, toAct.contains(you) else { return "Waiting for \(spoken(toAct, names: names))." }
        let others = toAct.filter { $0 != you }
        if others.isEmpty { return "Your turn." }
        return "Your turn (\(spoken(others, names: names)) \(others.count == 1 ? "plays" : "play") too)."
    }

    /// The `state` event's fields for it: `toAct` (ids and names, in seat order) and, with a seat,
    /// `yourTurn`; nothing when the host does not say.
    static func fields(_ toAct: [UUID]?, you: UUID?, names: PlayerDirectory) -> [String: JSONValue] {
        guard let toAct else { return [:] }
        var fields: [String: JSONValue] = ["toAct": .array(toAct.map(names.json))]
        if let you { fields["yourTurn"] = .bool(toAct.contains(you)) }
        return fields
    }

    /// The answer to `moves` for the seat `you`: the module's listing, unless the host says the
    /// game waits for others (then in so many words, with no moves).
    static func movesEvent(_ listing: LegalMoves, toAct: [UUID]?, you: UUID, names: PlayerDirectory) -> CLIEvent {
        var fields = ActingFormat.fields(toAct, you: you, names: names)
        if let toAct, !toAct.contains(you) {
            fields["moves"] = .array([])
            fields["complete"] = .bool(false)
            let text = toAct.isEmpty
                ? "Nobody can move right now (the game is between steps)."
                : "It is not your turn: waiting for \(spoken(toAct, names: names))."
            fields["text"] = .string(text)
            return CLIEvent("moves", fields, text: text)
        }
        let text: String
        switch listing {
        case .unlisted:
            fields["moves"] = .null
            fields["complete"] = .bool(false)
            text = "This game cannot list your moves here; type 'help' for its commands."
        case .listed(let lines, let complete):
            fields["moves"] = .array(lines.map(JSONValue.string))
            fields["complete"] = .bool(complete)
            let more = complete ? "" : "\n(The game has other moves it cannot list; type 'help' for its commands.)"
            text = lines.isEmpty
                ? (complete ? "You have no moves right now." : "No moves the game can list right now; type 'help' for its commands.")
                : "Your moves:\n" + lines.map { "  " + $0 }.joined(separator: "\n") + more
        }
        fields["text"] = .string(text)
        return CLIEvent("moves", fields, text: text)
    }

    /// "Ann", "Ann and Bob", "Ann, Bob and Cy".
    static func spoken(_ ids: [UUID], names: PlayerDirectory) -> String {
        let all = ids.map(names.name(of:))
        guard all.count > 1, let last = all.last else { return all.first ?? "nobody" }
        return all.dropLast().joined(separator: ", ") + " and " + last
    }
}
