import Connectivity
import Foundation

/// The live lobby roster for text mode: one line per member with ready flag, connection and ping.
enum RosterText {
    /// The roster, e.g.
    ///
    ///     Ann's lobby (crazy-eights 1.0.0, lobby, 3/8)
    ///       * Ann     ready      connected
    ///         Bob     not ready  connected     12 ms
    ///         Bot 1   ready      connected
    static func render(_ info: LobbyInfo, you: UUID?) -> String {
        // A party lobby may seat more than its game takes: "3 seated, the game takes 2".
        let seats = info.players.count > info.maxPlayers
            ? "\(info.players.count) seated, the game takes \(info.maxPlayers)" : "\(info.players.count)/\(info.maxPlayers)"
        let header = "\(info.name) (\(info.game.id.rawValue) \(info.game.version), \(info.phase.wireValue), "
            + "\(seats)\(info.isPrivate ? ", private" : "")\(screensText(info)))"
        let lineup = info.party.map { Set($0.lineup) }
        let width = info.members.map { $0.profile.username.count }.max() ?? 0
        let lines = info.members.map { member -> String in
            let marker = member.isHost ? "*" : " "
            let name = member.profile.username.padding(toLength: width, withPad: " ", startingAt: 0)
            let watches = member.role == .spectator || (info.phase == .playing && lineup?.contains(member.id) == false)
            let ready = watches ? "watching " : (member.isReady ? "ready    " : "not ready")
            let ping = member.pingMilliseconds.map { String(format: "%5d ms", $0) } ?? ""
            let yours = member.id == you ? "  (you)" : ""
            return "  \(marker) \(name)  \(ready)  \(member.connection.wireValue.padding(toLength: 12, withPad: " ", startingAt: 0))\(ping)\(yours)"
        }
        return ([header] + lines).joined(separator: "\n")
    }

    /// ", on 1 TV": the big screens open (SPEC §15), or nothing.
    static func screensText(_ info: LobbyInfo) -> String {
        guard let screens = info.screens, screens > 0 else { return "" }
        return screens == 1 ? ", on 1 TV" : ", on \(screens) TVs"
    }

    /// What the roster shows apart from pings: text mode redraws it only when this changes, so ping
    /// updates do not interrupt the game table.
    static func signature(_ info: LobbyInfo) -> [String] {
        [info.phase.wireValue, String(info.isPrivate), info.game.id.rawValue, String(info.screens ?? 0)] + (info.party?.lineup.map(\.wireString) ?? [])
            + info.members.map { member in
            "\(member.id) \(member.profile.username) \(member.role.wireValue) \(member.isReady) \(member.connection.wireValue)"
        }
    }
}
