import Connectivity
import Foundation

/// What the runtimes tell the live screen besides events: the lobby, the face, the way in.
extension LiveScreen {
    /// The lobby changed: the title, the roster (full and on one row) and the lines under it.
    func lobby(_ info: LobbyInfo, you: UUID?, gameName: String, notes: [String]) {
        let roster = LiveRoster.lines(info, you: you)
        let compact = LiveRoster.compact(info, you: you)
        update { state in
            state.title = "\(info.name) · \(gameName)"
            state.roster = roster
            state.compactRoster = compact
            state.notes = notes
        }
    }

    /// The title bar's line before the lobby's first roster, and the way in.
    func opened(title: String, invite: String?) {
        update { state in
            state.title = title
            state.invite = invite
        }
    }
}
