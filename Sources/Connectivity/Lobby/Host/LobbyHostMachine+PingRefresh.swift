import Foundation

/// Round trips in the roster. A pong that moves a member's ping materially is recorded at once but
/// broadcast at most once per ping interval: every member pongs every second, so one `lobbyUpdate`
/// (the whole roster) to every member per change grows with the square of the lobby (issue 7: 64
/// members with varying round trips got ~470 full rosters each in 10 s; now ~8). Any other roster
/// change is broadcast at once and carries the latest pings, so it cancels a pending refresh
/// (``broadcastLobby(except:)``).
extension LobbyHostMachine {
    /// A round trip must move by at least this much, and by a quarter, to count as a change.
    static let pingChangeThresholdMilliseconds = 5

    /// Measures the round trip; a material change is recorded and a refresh scheduled if none is pending.
    mutating func receivedPong(
        _ pong: Pong, player: UUID, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        guard case .seated(_, var heartbeat) = connections[id]?.phase else { return [] }
        let rtt = heartbeat.receivedPong(pong, at: now)
        connections[id]?.phase = .seated(player, heartbeat)
        guard let rtt else { return [] }
        let milliseconds = Int((rtt.seconds * 1000).rounded())
        if let shown = roster.member(player)?.pingMilliseconds {
            let change = abs(milliseconds - shown)
            guard change >= Self.pingChangeThresholdMilliseconds, change * 4 >= shown else { return [] }
        }
        roster.update(player) { $0.pingMilliseconds = milliseconds }
        guard pingRefreshDue == nil else { return [] }
        // One interval from the first unsent change: everyone sees it within one heartbeat (SPEC §5),
        // and refreshes are at least an interval apart because the next one is scheduled only after.
        let due = now + timings.pingInterval
        pingRefreshDue = due
        return [.schedule(.rosterRefresh, at: due)]
    }

    /// The refresh timer: broadcast the recorded pings, unless a broadcast already carried them.
    mutating func pingRefreshFired(at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard let due = pingRefreshDue, now >= due else { return [] }
        pingRefreshDue = nil
        // A refresh is a presence broadcast too: a change right after it waits a full interval.
        lastPresenceBroadcast = now
        return broadcastLobby()
    }

    /// A member's presence changed: broadcast at once unless a presence change already went out
    /// within the last ping interval; then it rides on the refresh (scheduled one interval after that
    /// broadcast, if none is pending). So a member flapping background/foreground costs everyone at
    /// most one `lobbyUpdate` per interval, and the roster is never more than an interval stale.
    mutating func presenceChanged(at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard let last = lastPresenceBroadcast, now < last + timings.pingInterval else {
            lastPresenceBroadcast = now
            return broadcastLobby()
        }
        guard pingRefreshDue == nil else { return [] }
        let due = last + timings.pingInterval
        pingRefreshDue = due
        return [.schedule(.rosterRefresh, at: due)]
    }

    /// Forgets a pending refresh (a full broadcast is going out, or the lobby closes).
    mutating func cancelPingRefresh() -> [LobbyHostAction] {
        guard pingRefreshDue != nil else { return [] }
        pingRefreshDue = nil
        return [.cancel(.rosterRefresh)]
    }
}
