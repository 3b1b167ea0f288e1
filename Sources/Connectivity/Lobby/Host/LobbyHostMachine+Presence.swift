import Foundation

/// Presence on the wire (Docs/Protocol.md "Presence"): each away member's seat hold, as the
/// milliseconds left when a roster is sent. The machine keeps deadlines; the runtime stamps them
/// into each roster it sends, with the instant it sends it.
extension LobbyHostMachine {
    /// The deadline of every held seat (a member in the background or disconnected), by player.
    public var holdDeadlines: [UUID: ContinuousClock.Instant] { seats.records.compactMapValues(\.holdDeadline) }

    /// The lobby as broadcast at `now`, its members' holds stamped.
    public func info(at now: ContinuousClock.Instant) -> LobbyInfo {
        roster.info.stampingHolds(holdDeadlines, at: now)
    }
}

extension LobbyInfo {
    /// The longest hold the wire carries (an hour), so a bogus value cannot count for days.
    public static let maximumHoldMilliseconds = 3_600_000

    /// This lobby with ``LobbyMember/holdMilliseconds`` set from `deadlines` at `now` for every
    /// member who is away (background or disconnected) with a held seat, and cleared for the rest.
    public func stampingHolds(_ deadlines: [UUID: ContinuousClock.Instant], at now: ContinuousClock.Instant) -> LobbyInfo {
        var stamped = self
        for index in stamped.members.indices {
            let member = stamped.members[index]
            let away = member.connection == .background || member.connection == .disconnected
            stamped.members[index].holdMilliseconds = away ? deadlines[member.id].map { Self.milliseconds($0 - now) } : nil
        }
        return stamped
    }

    private static func milliseconds(_ left: Duration) -> Int {
        let (seconds, attoseconds) = left.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int(min(max(0, total), Int64(maximumHoldMilliseconds)))
    }
}

extension Message {
    /// Whether this message carries a roster whose holds are stamped (``stampingHolds(_:at:)``).
    public var carriesRoster: Bool {
        switch self {
        case .lobbyUpdate, .joinAccepted:
            true
        case .hello, .challenge, .challengeResponse, .joinRejected, .setReady, .kickPlayer, .leave,
            .background, .foreground, .ping, .pong, .startGame, .gameAction, .actionRejected, .gameState, .gameOver,
            .error, .renderedFace, .renderedView, .gameCommand, .commandAnswer, .lobbyRequest, .requestRefused, .notice,
            .claimPending:
            false
        }
    }

    /// The message with its roster's holds stamped at `now` (``LobbyInfo/stampingHolds(_:at:)``):
    /// `lobbyUpdate` and `joinAccepted` carry one; every other message is returned as it is.
    public func stampingHolds(_ deadlines: [UUID: ContinuousClock.Instant], at now: ContinuousClock.Instant) -> Message {
        switch self {
        case .lobbyUpdate(var update):
            update.lobby = update.lobby.stampingHolds(deadlines, at: now)
            return .lobbyUpdate(update)
        case .joinAccepted(var accepted):
            accepted.lobby = accepted.lobby.stampingHolds(deadlines, at: now)
            return .joinAccepted(accepted)
        case .hello, .challenge, .challengeResponse, .joinRejected, .setReady, .kickPlayer, .leave,
            .background, .foreground, .ping, .pong, .startGame, .gameAction, .actionRejected, .gameState, .gameOver,
            .error, .renderedFace, .renderedView, .gameCommand, .commandAnswer, .lobbyRequest, .requestRefused, .notice,
            .claimPending:
            return self
        }
    }
}
