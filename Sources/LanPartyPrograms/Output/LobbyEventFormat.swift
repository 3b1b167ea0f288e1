import Connectivity
import Foundation
import GameCore

/// `--json` lines and text lines for lobby events (shared by `lanhost` and `lanjoin`).
enum LobbyEventFormat {
    /// `lobby`: the whole roster and the settings.
    static func lobby(_ info: LobbyInfo, settings: [SettingValue]) -> CLIEvent {
        var fields: [String: JSONValue] = [
            "lobbyId": .string(info.id.wireString), "name": .string(info.name), "game": .string(info.game.id.rawValue),
            "gameVersion": .string(info.game.version.description), "phase": .string(info.phase.wireValue),
            "maxPlayers": .int(info.maxPlayers), "private": .bool(info.isPrivate),
            "settingsRevision": .int(info.settingsRevision), "settingsLocked": .bool(info.settingsLocked),
            "settings": .object(Dictionary(settings.map { ($0.descriptor.key, JSONValue.string($0.value)) }) { a, _ in a }),
            "members": .array(info.members.map(member)),
        ]
        if let party = info.party {
            // The party session by name (SPEC §12): who chooses, who plays next, who sits out.
            func name(_ id: UUID) -> JSONValue {
                .string(info.members.first { $0.id == id }?.profile.username ?? id.wireString)
            }
            fields["controller"] = party.controllerId.map(name) ?? .null
            fields["lineup"] = .array(party.lineup.map(name))
            fields["sittingOut"] = .array(party.sittingOut.map(name))
        }
        // No line in text mode: the programs show the whole roster (``RosterText``) instead.
        return CLIEvent("lobby", fields, text: "")
    }

    /// One member as JSON.
    static func member(_ member: LobbyMember) -> JSONValue {
        var fields: [String: JSONValue] = [
            "id": .string(member.id.wireString), "name": .string(member.profile.username),
            "role": .string(member.role.wireValue), "ready": .bool(member.isReady), "host": .bool(member.isHost),
            "connection": .string(member.connection.wireValue),
        ]
        fields["pingMs"] = member.pingMilliseconds.map(JSONValue.int) ?? .null
        // Docs/CLI.md "Rosters": the avatar as `symbol:colour`; an away member's hold as the host sent it.
        fields["avatar"] = .string(member.profile.avatar.compact)
        if let hold = member.holdMilliseconds { fields["holdMs"] = .int(hold) }
        return .object(fields)
    }

    /// `playerJoined`.
    static func playerJoined(_ member: LobbyMember) -> CLIEvent {
        CLIEvent(
            "playerJoined", ["player": Self.member(member)],
            text: "\(member.profile.username) joined\(member.role == .spectator ? " to watch" : "").")
    }

    /// `screenOpened` / `screenClosed`: a big screen (`/tv`) came or went; `screens` is how many are open now.
    static func screen(opened: Bool, _ id: UUID, count: Int) -> CLIEvent {
        let now = count == 0 ? "none open now" : count == 1 ? "1 open now" : "\(count) open now"
        return CLIEvent(
            opened ? "screenOpened" : "screenClosed", ["screen": .string(id.wireString), "screens": .int(count)],
            text: "A big screen \(opened ? "opened" : "closed") (\(now)).")
    }

    /// `playerLeft`, with the reason code (`left`, `kicked`, `banned`, `timedOut`, `tokenInvalidated`).
    static func playerLeft(_ id: UUID, _ reason: PlayerLeftReason, names: PlayerDirectory) -> CLIEvent {
        let (code, detail) = reasonCode(reason)
        var fields: [String: JSONValue] = ["player": names.json(id), "reason": .string(code)]
        if let detail { fields["detail"] = .string(detail) }
        let suffix = detail.map { " (\($0))" } ?? ""
        return CLIEvent("playerLeft", fields, text: "\(names.name(of: id)) left: \(code)\(suffix).")
    }

    /// `playerAway`: background or disconnected, seat held. `holdSeconds` is the time left rounded up,
    /// as a countdown shows it: a 30 s hold reported a few milliseconds after it began says 30, not 29.
    static func playerAway(_ id: UUID, _ state: MemberConnectionState, holdLeft: Duration, names: PlayerDirectory) -> CLIEvent {
        let holdSeconds = max(0, Int((holdLeft / .seconds(1)).rounded(.up)))
        return CLIEvent(
            "playerAway", ["player": names.json(id), "connection": .string(state.wireValue), "holdSeconds": .int(holdSeconds)],
            text: "\(names.name(of: id)) is \(awayWord(state)); seat held for \(holdSeconds) s.")
    }

    /// "asleep (background)", "away (disconnected)": the roster's word, then the wire's.
    private static func awayWord(_ state: MemberConnectionState) -> String {
        switch state {
        case .background: "asleep (background)"
        case .disconnected: "away (disconnected)"
        case .connected, .unknown: state.wireValue
        }
    }

    /// `resumed` (host side: a player took its seat back).
    static func playerResumed(_ id: UUID, names: PlayerDirectory) -> CLIEvent {
        CLIEvent("resumed", ["player": names.json(id)], text: "\(names.name(of: id)) is back.")
    }

    /// `seatReclaimed`: a newcomer with an away member's name took that held seat ("That's me").
    static func seatReclaimed(_ id: UUID, names: PlayerDirectory) -> CLIEvent {
        CLIEvent("seatReclaimed", ["player": names.json(id)], text: "\(names.name(of: id)) is back on another device.")
    }

    /// `gameStarted`: round and seat order.
    static func gameStarted(_ start: StartGame, names: PlayerDirectory) -> CLIEvent {
        CLIEvent(
            "gameStarted",
            ["round": .int(start.round), "game": .string(start.game.id.rawValue), "players": .array(start.players.map(names.json))],
            text: "Game \(start.round) starts: \(names.list(start.players)).")
    }

    /// `rejected` (host side: a join was refused).
    static func joinRefused(_ refusal: JoinRefusal) -> CLIEvent {
        var fields: [String: JSONValue] = [
            "reason": .string(refusal.rejection.reason.wireValue), "message": .string(refusal.rejection.message),
        ]
        if let name = refusal.username { fields["name"] = .string(name) }
        if let address = refusal.remoteAddress { fields["address"] = .string(address) }
        let who = refusal.username ?? refusal.remoteAddress ?? "someone"
        return CLIEvent("rejected", fields, text: "Refused \(who): \(refusal.rejection.message).")
    }

    /// An `error` event.
    static func error(_ code: String, _ message: String) -> CLIEvent {
        CLIEvent("error", ["code": .string(code), "message": .string(message)], text: "error: \(message)")
    }

    private static func reasonCode(_ reason: PlayerLeftReason) -> (String, String?) {
        switch reason {
        case .left: ("left", nil)
        case .kicked(let reason): ("kicked", reason)
        case .banned(let reason): ("banned", reason)
        case .timedOut: ("timedOut", nil)
        case .tokenInvalidated: ("tokenInvalidated", nil)
        }
    }
}
