import Connectivity
import Foundation

/// What the runtimes tell the live screen besides events: the lobby, the face, the way in.
extension LiveScreen {
    /// The lobby changed: the title, the roster (full and on one row) and the lines under it. The
    /// roster is laid out again on every tick from then on, so away members' holds count down.
    func lobby(_ info: LobbyInfo, you: UUID?, gameName: String, notes: [String]) {
        update { state in
            state.title = "\(info.name) · \(gameName)"
            state.rosterSource = LiveScreenState.RosterSource(info: info, you: you, arrived: .now)
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

    /// Whom the game waits for, from a `state` event's `toAct` (`[]` for nobody): spotlighted in
    /// the roster (``MemberMarks/spotlight``).
    func spotlight(_ event: CLIEvent) {
        let ids = event.fields["toAct"]?.arrayValue?.compactMap { $0["id"]?.stringValue.flatMap(UUID.init(uuidString:)) } ?? []
        update { $0.toAct = Set(ids) }
    }
}

extension LiveScreenState {
    /// The lobby as it last arrived, and when: the roster rows are made from it at each draw.
    public struct RosterSource: Equatable, Sendable {
        /// The lobby.
        public var info: LobbyInfo
        /// The local member.
        public var you: UUID?
        /// When it arrived (holds count down from here).
        public var arrived: ContinuousClock.Instant
    }

    /// The roster rows as of `now`: spotlight, avatars, holds counted down.
    mutating func layRoster(at now: ContinuousClock.Instant) {
        guard let source = rosterSource else { return }
        let elapsed = now - source.arrived
        roster = LiveRoster.lines(source.info, you: source.you, toAct: toAct, elapsed: elapsed)
        compactRoster = LiveRoster.compact(source.info, you: source.you, toAct: toAct, elapsed: elapsed)
    }
}
