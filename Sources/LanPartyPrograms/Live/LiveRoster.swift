import Connectivity
import Foundation

/// The roster for the live screen: the same facts as ``RosterText``, with each avatar in its
/// colour, each player's name in a colour of its own and ready states in green (ready), yellow
/// (not yet) or dim (watching); away members in yellow with their hold counting down.
enum LiveRoster {
    /// Player name colours, in seating order (cyan, magenta, yellow, green, blue, red).
    static let palette = ["36", "35", "33", "32", "34", "31"]

    /// The full roster: the lobby's line, then one line per member. `toAct` are spotlighted;
    /// `elapsed` is the time since `info` arrived (holds count down by it).
    static func lines(_ info: LobbyInfo, you: UUID?, toAct: Set<UUID> = [], elapsed: Duration = .zero) -> [StyledLine] {
        let members = info.members.enumerated().map { index, member -> StyledLine in
            let c = RosterText.columns(member, info: info, you: you, toAct: toAct, elapsed: elapsed)
            let (_, readyStyle) = state(of: member, info: info)
            return StyledLine(spans: [
                StyledSpan("  " + c.marker + " ", sgr: spotStyle), MemberMarks.avatar(member.profile), StyledSpan(" "),
                StyledSpan(c.name, sgr: "1;" + colour(index)), StyledSpan("  "),
                StyledSpan(c.ready, sgr: readyStyle), StyledSpan("  "),
                StyledSpan(c.presence, sgr: member.connection == .connected ? "" : "33"), StyledSpan(c.ping, sgr: "2"),
                StyledSpan(c.yours, sgr: "1"),
            ])
        }
        return [StyledLine(RosterText.header(info), sgr: "1")] + members
    }

    /// The roster on one row: each avatar and name with a mark (✓ ready, · not yet, ◌ watching,
    /// or the presence with its countdown), the spotlight before whoever the game waits for.
    static func compact(_ info: LobbyInfo, you: UUID?, toAct: Set<UUID> = [], elapsed: Duration = .zero) -> StyledLine {
        var spans = [StyledSpan("Players: ", sgr: "1")]
        for (index, member) in info.members.enumerated() {
            let (_, style) = state(of: member, info: info)
            let mark = style == readyStyle ? "✓" : (style == waitingStyle ? "·" : "◌")
            if info.phase == .playing, toAct.contains(member.id) { spans.append(StyledSpan(MemberMarks.spotlight, sgr: spotStyle)) }
            spans.append(MemberMarks.avatar(member.profile))
            spans.append(StyledSpan(member.profile.username + (member.id == you ? " (you)" : ""), sgr: colour(index)))
            if member.connection != .connected {
                spans.append(StyledSpan(" " + MemberMarks.presence(member, elapsed: elapsed), sgr: "33"))
            }
            spans.append(StyledSpan(mark + "  ", sgr: style))
        }
        return StyledLine(spans: spans)
    }

    private static let readyStyle = "32"
    private static let waitingStyle = "33"
    /// The spotlight: bold yellow.
    private static let spotStyle = "1;33"

    private static func colour(_ index: Int) -> String { palette[index % palette.count] }

    /// The ready column's style: green (ready), yellow (not yet), dim (watching).
    private static func state(of member: LobbyMember, info: LobbyInfo) -> (String, String) {
        let lineup = info.party.map { Set($0.lineup) }
        let watches = member.role == .spectator || (info.phase == .playing && lineup?.contains(member.id) == false)
        if watches { return ("watching ", "2") }
        return member.isReady ? ("ready    ", readyStyle) : ("not ready", waitingStyle)
    }
}
