import Connectivity
import Foundation

/// The live lobby roster for text mode: one line per member with ready flag, connection and ping.
enum RosterText {
    /// The roster, e.g.
    ///
    ///     Ann's lobby (crazy-eights 1.0.0, lobby, 3/8)
    ///       *  ★ Ann     ready      connected
    ///          ♪ Bob     not ready  asleep 27 s   12 ms
    ///          ● Bot 1   ready      connected
    ///
    /// A player the game waits for (`toAct`) has ``MemberMarks/spotlight`` before the avatar; an
    /// away member's hold is counted down by `elapsed`, the time since `info` arrived.
    static func render(_ info: LobbyInfo, you: UUID?, toAct: Set<UUID> = [], elapsed: Duration = .zero) -> String {
        ([header(info)] + info.members.map { line($0, info: info, you: you, toAct: toAct, elapsed: elapsed) })
            .joined(separator: "\n")
    }

    /// The lobby's line: name, game, phase and seats.
    static func header(_ info: LobbyInfo) -> String {
        // A party lobby may seat more than its game takes: "3 seated, the game takes 2".
        let seats = info.players.count > info.maxPlayers
            ? "\(info.players.count) seated, the game takes \(info.maxPlayers)" : "\(info.players.count)/\(info.maxPlayers)"
        return "\(info.name) (\(info.game.id.rawValue) \(info.game.version), \(info.phase.wireValue), "
            + "\(seats)\(info.isPrivate ? ", private" : "")\(screensText(info)))"
    }

    /// "  (you)", "  (VIP)" (who chooses the party's games, SPEC §12), "  (you, VIP)", or nothing.
    static func tags(_ member: LobbyMember, info: LobbyInfo, you: UUID?) -> String {
        let tags = [member.id == you ? "you" : nil, member.id == info.party?.controllerId ? "VIP" : nil].compactMap { $0 }
        return tags.isEmpty ? "" : "  (" + tags.joined(separator: ", ") + ")"
    }

    /// The columns of one member's line, plain: marker (host `*`, spotlight), avatar, padded name,
    /// ready, presence (padded), ping, "(you)" / "(VIP)".
    static func columns(
        _ member: LobbyMember, info: LobbyInfo, you: UUID?, toAct: Set<UUID>, elapsed: Duration
    ) -> (marker: String, name: String, ready: String, presence: String, ping: String, yours: String) {
        let width = info.members.map { $0.profile.username.count }.max() ?? 0
        let lineup = info.party.map { Set($0.lineup) }
        let spot = info.phase == .playing && toAct.contains(member.id) ? MemberMarks.spotlight : " "
        let watches = member.role == .spectator || (info.phase == .playing && lineup?.contains(member.id) == false)
        return (
            (member.isHost ? "*" : " ") + spot,
            member.profile.username.padding(toLength: width, withPad: " ", startingAt: 0),
            watches ? "watching " : (member.isReady ? "ready    " : "not ready"),
            MemberMarks.presence(member, elapsed: elapsed).padding(toLength: 12, withPad: " ", startingAt: 0),
            member.pingMilliseconds.map { String(format: "%5d ms", $0) } ?? "",
            tags(member, info: info, you: you)
        )
    }

    private static func line(_ member: LobbyMember, info: LobbyInfo, you: UUID?, toAct: Set<UUID>, elapsed: Duration) -> String {
        let c = columns(member, info: info, you: you, toAct: toAct, elapsed: elapsed)
        return "  \(c.marker) \(member.profile.avatar.symbol.glyph) \(c.name)  \(c.ready)  \(c.presence)\(c.ping)\(c.yours)"
    }

    /// ", on 1 TV": the big screens open (SPEC §15), or nothing.
    static func screensText(_ info: LobbyInfo) -> String {
        guard let screens = info.screens, screens > 0 else { return "" }
        return screens == 1 ? ", on 1 TV" : ", on \(screens) TVs"
    }

    /// What the roster shows apart from pings and hold countdowns: text mode redraws it only when
    /// this changes, so ping updates do not interrupt the game table.
    static func signature(_ info: LobbyInfo) -> [String] {
        [info.phase.wireValue, String(info.isPrivate), info.game.id.rawValue, String(info.screens ?? 0)] + (info.party?.lineup.map(\.wireString) ?? [])
            + info.members.map { member in
            "\(member.id) \(member.profile.username) \(member.profile.avatar.compact) \(member.role.wireValue) \(member.isReady) \(member.connection.wireValue)"
        }
    }
}
