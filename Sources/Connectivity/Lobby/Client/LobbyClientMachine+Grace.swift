/// Losing the host and the grace period: reconnect with jittered backoff and resume with the token,
/// or end with "host lost" at the deadline.
extension LobbyClientMachine {
    mutating func lostHost(at now: ContinuousClock.Instant, extra: [LobbyClientAction]) -> [LobbyClientAction] {
        let grace = HostGracePeriod(timings: timings, lostAt: now)
        phase = .reconnecting(grace, nil)
        var actions = extra + [.emit(.hostUnreachable), .schedule(.hostGrace, at: grace.deadline)]
        if let next = grace.nextAttempt(after: now, random: &random) {
            actions.append(.schedule(.reconnect, at: next))
        }
        return actions
    }

    mutating func attemptFailed(
        _ grace: HostGracePeriod, at now: ContinuousClock.Instant, extra: [LobbyClientAction]
    ) -> [LobbyClientAction] {
        phase = .reconnecting(grace, nil)
        var actions = extra
        if grace.isExpired(at: now) { return end(.hostLost, extra: actions) }
        if let next = grace.nextAttempt(after: now, random: &random) {
            actions.append(.schedule(.reconnect, at: next))
        }
        return actions
    }

    mutating func reconnectTimerFired(at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard case .reconnecting(var grace, .none) = phase else { return [] }
        if grace.isExpired(at: now) { return end(.hostLost) }
        let id = newConnectionID()
        let attemptDeadline = grace.beginAttempt(at: now)
        phase = .reconnecting(grace, Attempt(connection: id, step: .connecting))
        return [.emit(.reconnecting(attempt: grace.attempts)), .connect(id), .schedule(.handshake(id), at: attemptDeadline)]
    }

    mutating func hostGraceTimerFired(at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard case .reconnecting(let grace, _) = phase, grace.isExpired(at: now) else { return [] }
        return end(.hostLost)
    }
}
