import CoreMetrics
import Foundation
import GameCore

/// The host's metrics and its operator's overview (Docs/Metrics.md). Recorded here, in the actor,
/// from the machine's events and the connections' own counters: ``LobbyHostMachine`` stays pure.
extension LobbyHost {
    /// Publishes what is counted without a metrics call per message: frames and bytes by
    /// transport, open connections, members by state, views sent. Call it before a backend reads
    /// its values (`lanhost` does on every scrape of `/metrics`), or periodically for a push
    /// backend; events (joins, refusals, seal failures, games, actions) are recorded as they happen.
    public func flushMetrics() {
        let open = connections.values.map { (counters: $0.wireState.counters, transport: $0.transportLabel) }
        wireMetrics.publish(open: open, members: machine.info.members)
        viewMetrics.publish(routes.viewCounts)
    }

    /// The lobby, its members and its latest incidents, for the operator's `/host` page.
    public var overview: LobbyHostOverview {
        let now = ContinuousClock.now
        let info = machine.info
        let members = info.members.map { member in
            let record = machine.seats.record(member.id)
            let link = record?.connection.flatMap { connections[$0] }
            let counters = link?.wireState.counters
            return LobbyHostOverview.Member(
                id: member.id, name: member.profile.username, role: member.role.wireValue, isHost: member.isHost,
                state: MetricLabels.state(member.connection), pingMilliseconds: member.pingMilliseconds,
                transport: link?.transportLabel, bytesIn: counters?.bytesIn ?? 0, bytesOut: counters?.bytesOut ?? 0,
                holdSecondsLeft: record?.holdDeadline.map { max(0, Double(($0 - now) / .milliseconds(1)) / 1000) })
        }
        return LobbyHostOverview(
            lobbyName: info.name, game: info.game.id.rawValue, phase: info.phase.wireValue, maxPlayers: info.maxPlayers,
            connectionsOpen: connections.count, members: members, recentRefusals: recentRefusals.list(at: now),
            recentSealFailures: recentSealFailures.list(at: now))
    }

    /// Records a lobby event (not a game action: see `publish(_:)`); none of these is per action.
    func recordMetrics(for event: LobbyHostEvent) {
        switch event {
        case .playerJoined:
            metrics.joinsAccepted.increment()
        case .playerResumed:
            metrics.resumes.increment()
        case .playerLeft:
            metrics.playersLeft.increment()
        case .joinRefused(let refusal):
            metrics.refused(refusal.rejection.reason)
            recentRefusals.add(
                LobbyHostOverview.Incident(
                    secondsAgo: 0, code: MetricLabels.reason(refusal.rejection.reason), message: refusal.rejection.message,
                    address: refusal.remoteAddress, name: refusal.username),
                at: .now)
        case .passcodeFailed:
            metrics.passcodeFailures.increment()
        case .passcodeAddressCooldown, .passcodeCooldown:
            metrics.passcodeCooldowns.increment()
        case .gameStarted(let start):
            metrics.resolveGame(start.game.id)
            metrics.gameStarted(start.game.id)
        case .gameEnded:
            metrics.gameFinished(machine.info.game.id)
        case .lobbyChanged, .playerAway, .playerReturned, .seatReclaimed, .seatClaimRequested, .seatClaimEnded,
            .seatTakenBack, .screenOpened, .screenClosed, .sealFailed, .gameAction, .gameChosen:
            break
        }
    }

    /// A seal failed (its event carries only the code's text): counted by code and kept for `/host`.
    func recordSealFailure(_ error: SealError, address: String?) {
        metrics.sealFailed(error)
        recentSealFailures.add(
            LobbyHostOverview.Incident(secondsAgo: 0, code: MetricLabels.sealCode(error), message: nil, address: address, name: nil),
            at: .now)
    }

    /// A connection was registered: counted by transport, its accept time kept for the handshake's
    /// duration.
    func recordOpened(_ connection: any LobbyLink, as id: ConnectionID, openedAt: ContinuousClock.Instant?) {
        wireMetrics.accepted(transport: connection.transportLabel)
        handshakeStarts[id] = openedAt ?? .now
    }

    /// `joinAccepted` is queued on `id`: its handshake is over.
    func recordJoinAccepted(on id: ConnectionID) {
        guard let started = handshakeStarts.removeValue(forKey: id) else { return }
        metrics.handshakeDuration.recordNanoseconds(Int64((ContinuousClock.now - started) / .nanoseconds(1)))
    }

    /// A connection closed: its counters stay in its transport's totals.
    func recordClosed(_ connection: any LobbyLink, id: ConnectionID) {
        handshakeStarts.removeValue(forKey: id)
        wireMetrics.closed(connection.wireState.counters, transport: connection.transportLabel)
    }
}
