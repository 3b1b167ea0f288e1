import Connectivity
import Foundation

/// The roster for the live screen: the same facts as ``RosterText``, with each player's name in
/// a colour of its own and ready states in green (ready), yellow (not yet) or dim (watching).
enum LiveRoster {
    /// Player name colours, in seating order (cyan, magenta, yellow, green, blue, red).
    static let palette = ["36", "35", "33", "32", "34", "31"]

    /// The full roster: the lobby's line, then one line per member.
    static func lines(_ info: LobbyInfo, you: UUID?) -> [StyledLine] {
        let all = RosterText.render(info, you: you).split(separator: "\n").map(String.init)
        guard let header = all.first else { return [] }
        let width = info.members.map { $0.profile.username.count }.max() ?? 0
        let lineup = info.party.map { Set($0.lineup) }
        let members = info.members.enumerated().map { index, member -> StyledLine in
            let marker = member.isHost ? "*" : " "
            let name = member.profile.username.padding(toLength: width, withPad: " ", startingAt: 0)
            let (ready, readyStyle) = state(of: member, info: info, lineup: lineup)
            let ping = member.pingMilliseconds.map { String(format: "%5d ms", $0) } ?? ""
            let connection = member.connection.wireValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            return StyledLine(spans: [
                StyledSpan("  \(marker) "), StyledSpan(name, sgr: "1;" + colour(index)), StyledSpan("  "),
                StyledSpan(ready, sgr: readyStyle), StyledSpan("  "),
                StyledSpan(connection, sgr: member.connection == .connected ? "" : "33"), StyledSpan(ping, sgr: "2"),
                StyledSpan(member.id == you ? "  (you)" : "", sgr: "1"),
            ])
        }
        return [StyledLine(header, sgr: "1")] + members
    }

    /// The roster on one row: each name with a mark (✓ ready, · not yet, ◌ watching).
    static func compact(_ info: LobbyInfo, you: UUID?) -> StyledLine {
        let lineup = info.party.map { Set($0.lineup) }
        var spans = [StyledSpan("Players: ", sgr: "1")]
        for (index, member) in info.members.enumerated() {
            let (_, style) = state(of: member, info: info, lineup: lineup)
            let mark = style == readyStyle ? "✓" : (style == waitingStyle ? "·" : "◌")
            spans.append(StyledSpan(member.profile.username + (member.id == you ? " (you)" : ""), sgr: colour(index)))
            spans.append(StyledSpan(mark + "  ", sgr: style))
        }
        return StyledLine(spans: spans)
    }

    private static let readyStyle = "32"
    private static let waitingStyle = "33"

    private static func colour(_ index: Int) -> String { palette[index % palette.count] }

    /// The ready column's words (padded as in ``RosterText``) and their style.
    private static func state(of member: LobbyMember, info: LobbyInfo, lineup: Set<UUID>?) -> (String, String) {
        let watches = member.role == .spectator || (info.phase == .playing && lineup?.contains(member.id) == false)
        if watches { return ("watching ", "2") }
        return member.isReady ? ("ready    ", readyStyle) : ("not ready", waitingStyle)
    }
}
