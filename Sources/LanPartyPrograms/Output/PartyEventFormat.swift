import Connectivity
import Foundation
import GameCore

/// `--json` lines and text for the party session (SPEC §12), shared by `lanhost` and `lanjoin`.
enum PartyEventFormat {
    /// `gameChosen`: the lobby's next game, who chose it, its settings.
    static func gameChosen(_ info: LobbyInfo, by chooser: UUID?, settings: [SettingValue], names: PlayerDirectory) -> CLIEvent {
        let offered = info.party?.games.first { $0.game.id == info.game.id }
        let name = offered?.name ?? info.game.id.rawValue
        var fields: [String: JSONValue] = [
            "game": .string(info.game.id.rawValue), "gameVersion": .string(info.game.version.description),
            "name": .string(name),
            "settings": .object(Dictionary(settings.map { ($0.descriptor.key, JSONValue.string($0.value)) }) { a, _ in a }),
        ]
        fields["by"] = chooser.map { names.json($0) } ?? .null
        if let offered {
            fields["minPlayers"] = .int(offered.minPlayers)
            fields["maxPlayers"] = .int(offered.maxPlayers)
        }
        let who = chooser.map { " (chosen by \(names.name(of: $0)))" } ?? ""
        var text = "Next game: \(name)\(who). Everyone readies again."
        if let offered, let party = info.party, party.lineup.count < info.players.count {
            let seats = offered.minPlayers == offered.maxPlayers ? "\(offered.minPlayers)" : "\(offered.minPlayers)-\(offered.maxPlayers)"
            text += " It takes \(seats) players; the others watch it and play the next."
        }
        return CLIEvent("gameChosen", fields, text: text)
    }

    /// `games`: what the lobby offers, the chosen one marked.
    static func games(_ info: LobbyInfo) -> CLIEvent {
        let games = info.party?.games ?? []
        let lines = games.map { game in
            let mark = game.game.id == info.game.id ? "*" : " "
            let seats = game.minPlayers == game.maxPlayers ? "\(game.minPlayers)" : "\(game.minPlayers)-\(game.maxPlayers)"
            return " \(mark) \(game.game.id.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)) \(game.name), \(seats) players"
        }
        let text = (["Games on offer (* chosen; 'game ID' chooses):"] + lines).joined(separator: "\n")
        let list: [JSONValue] = games.map { game in
            .object([
                "id": .string(game.game.id.rawValue), "version": .string(game.game.version.description),
                "name": .string(game.name), "minPlayers": .int(game.minPlayers), "maxPlayers": .int(game.maxPlayers),
                "chosen": .bool(game.game.id == info.game.id),
            ])
        }
        return CLIEvent("games", ["games": .array(list)], text: text)
    }

    /// `settings`: the chosen game's settings with their values and what each accepts.
    /// `name`: the game's name (default: the party's list, else the id).
    static func settings(_ info: LobbyInfo, values: [SettingValue], canChange: Bool, name: String? = nil) -> CLIEvent {
        let name = name ?? info.party?.games.first { $0.game.id == info.game.id }?.name ?? info.game.id.rawValue
        var lines = ["Settings of \(name):"]
        if values.isEmpty { lines.append("  (none)") }
        for value in values {
            lines.append("  \(value.descriptor.key) = \(value.value)   (\(value.descriptor.allowedValues)) \(value.descriptor.summary)")
        }
        lines.append(
            info.settingsLocked ? "Locked since the game started; choosing the game again resets them."
                : canChange ? "Change one with 'set KEY=VALUE'." : "Only the host or the VIP changes them.")
        let object = Dictionary(values.map { ($0.descriptor.key, JSONValue.string($0.value)) }) { a, _ in a }
        return CLIEvent(
            "settings",
            ["game": .string(info.game.id.rawValue), "name": .string(name), "settings": .object(object), "locked": .bool(info.settingsLocked)],
            text: lines.joined(separator: "\n"))
    }

    /// `scores`: wins per player across this session's games.
    static func scores(_ info: LobbyInfo, you: UUID?) -> CLIEvent {
        let scores = info.party?.scores ?? []
        let lines = scores.map { score in
            let mine = score.playerId == you ? " (you)" : ""
            return "  \(score.name)\(mine): \(score.wins) win\(score.wins == 1 ? "" : "s") in \(score.games) game\(score.games == 1 ? "" : "s")"
        }
        let text = scores.isEmpty ? "No game finished yet this session." : (["Scoreboard of this session:"] + lines).joined(separator: "\n")
        let list: [JSONValue] = scores.map { score in
            .object([
                "player": .string(score.playerId.wireString), "name": .string(score.name), "games": .int(score.games),
                "wins": .int(score.wins),
            ])
        }
        return CLIEvent("scores", ["scores": .array(list)], text: text)
    }

    /// The controller's line under the roster: who chooses, and what watchers do.
    /// What a seated player not yet ready types: the VIP starts the game themselves once everyone
    /// is ready; anyone else waits for the start.
    static func readyHint(_ info: LobbyInfo, you: UUID?) -> String {
        if let you, info.party?.controllerId == you {
            return "Type 'ready' when you are, then 'start' once everyone is. ('help': commands)"
        }
        return "Type 'ready' when you are: the game starts when everyone is. ('help': commands)"
    }

    /// What a player does after a game: who starts the next one is the VIP in a party lobby (maybe
    /// the player themselves), else the host.
    static func againLine(_ info: LobbyInfo?, you: UUID?, names: PlayerDirectory) -> String {
        let starter: String
        switch info?.party?.controllerId {
        case .some(let controller) where controller == you:
            return "Back in the lobby. Type 'ready' to play again, then 'start' once everyone is ('games' to choose another), or 'leave'."
        case .some(let controller): starter = names.name(of: controller)
        case .none: starter = "the host"
        }
        return "Back in the lobby. Type 'ready' to play again when \(starter) starts another game, or 'leave'."
    }

    static func controllerLine(_ info: LobbyInfo, you: UUID?, names: PlayerDirectory) -> String? {
        guard let party = info.party else { return nil }
        var parts: [String] = []
        if let controller = party.controllerId {
            parts.append(controller == you ? "You choose the game ('games', 'game ID', 'start')." : "\(names.name(of: controller)) chooses the game.")
        }
        if let you, info.players.contains(where: { $0.id == you }), !party.lineup.contains(you) {
            parts.append(info.phase == .playing
                ? "You are watching this game; you play in the next one."
                : "You watch the next game (it takes \(info.maxPlayers)); you play the one after.")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
