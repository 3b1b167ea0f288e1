import Foundation
import GameCore
import LanPartyRecord

/// `/replay.json?id=ID&seat=PLAYER&step=K` for the page's replay viewer (Docs/Protocol.md §9): one
/// moment of a recorded game, replayed from its journal, as one seat saw it. Only games that are
/// over: a running game's views would tell a watcher other players' hands.
enum RecordReplayFacts {
    /// The handler the web site calls.
    static func provider(_ store: RecordStore, registry: GameRegistry) -> @Sendable (Int64, String?, Int?) -> Data {
        { id, seat, step in Data(moment(store, registry: registry, id: id, seat: seat, step: step).utf8) }
    }

    static func moment(_ store: RecordStore, registry: GameRegistry, id: Int64, seat: String?, step: Int?) -> String {
        let game: RecordedGame
        do throws(RecordError) {
            game = try store.game(id)
        } catch {
            return failure(error.code == .unknownGame ? "unknownGame" : "unreadable")
        }
        guard game.status != .running else { return failure("running") }
        guard let descriptor = registry.descriptor(for: game.module) else { return failure("unknownModule") }
        let viewer = game.seats.first { $0.playerID.wireString == seat?.lowercased() }?.playerID ?? game.seats.first?.playerID
        let at = min(max(0, step ?? game.steps.count), game.steps.count)
        guard let viewer,
            let moment = descriptor.replayedView(of: game.journal, afterStep: at, for: .player(viewer))
        else { return failure("unreplayable") }
        var fields: [String: JSONValue] = [
            "id": .int(Int(game.id)), "game": .string(game.module.rawValue), "status": .string(game.status.rawValue),
            "steps": .int(game.steps.count), "step": .int(at), "seat": .string(viewer.wireString), "over": .bool(moment.isOver),
            "players": .array(game.seats.map {
                .object(["id": .string($0.playerID.wireString), "name": .string($0.name), "computer": .bool($0.isComputer)])
            }),
            "winners": .array((game.outcome?.winners ?? []).map { .string($0.wireString) }),
            "summary": game.outcome.map { .string($0.summary) } ?? .null,
            "toAct": moment.playersToAct.map { .array($0.map { .string($0.wireString) }) } ?? .null,
        ]
        if at > 0 { fields["entry"] = entry(game.steps[at - 1].step.entry) }
        // The view is the module's own JSON, spliced in as it is.
        let rest = JSONValue.object(fields).serialized
        return "{\"view\":" + String(decoding: moment.view, as: UTF8.self) + "," + rest.dropFirst()
    }

    private static func entry(_ entry: GameJournalEntry) -> JSONValue {
        switch entry {
        case .action(let player, let payload):
            .object(["kind": "action", "player": .string(player.wireString), "action": .string(String(decoding: payload, as: UTF8.self))])
        case .time(let instant): .object(["kind": "time", "at": .int(Int(clamping: instant.milliseconds))])
        case .playerLeft(let player): .object(["kind": "playerLeft", "player": .string(player.wireString)])
        }
    }

    private static func failure(_ code: String) -> String { JSONValue.object(["error": .string(code)]).serialized }
}
