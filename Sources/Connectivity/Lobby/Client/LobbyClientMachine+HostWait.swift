/// Losing the host and waiting for it (``HostAbsence``): reconnect with jittered backoff and resume
/// with the token, quickly at first and then patiently, or end with "host lost" at the deadline.
extension LobbyClientMachine {
    mutating func lostHost(at now: ContinuousClock.Instant, extra: [LobbyClientAction]) -> [LobbyClientAction] {
        let absence = HostAbsence(timings: timings, lostAt: now)
        phase = .reconnecting(absence, nil)
        var actions = extra + [.emit(.hostUnreachable(wait: absence.remaining(at: now)))]
        // A wait of zero gives up at once (`lanjoin --wait-for-host 0`).
        if absence.isExpired(at: now) { return end(.hostLost, extra: actions) }
        actions.append(.schedule(.hostWait, at: absence.deadline))
        if let next = absence.nextAttempt(after: now, random: &random) {
            actions.append(.schedule(.reconnect, at: next))
        }
        return actions
    }

    mutating func attemptFailed(
        _ absence: HostAbsence, at now: ContinuousClock.Instant, extra: [LobbyClientAction]
    ) -> [LobbyClientAction] {
        phase = .reconnecting(absence, nil)
        var actions = extra
        if absence.isExpired(at: now) { return end(.hostLost, extra: actions) }
        if let next = absence.nextAttempt(after: now, random: &random) {
            actions.append(.schedule(.reconnect, at: next))
        }
        return actions
    }

    mutating func reconnectTimerFired(at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard case .reconnecting(var absence, .none) = phase else { return [] }
        if absence.isExpired(at: now) { return end(.hostLost) }
        let id = newConnectionID()
        let attemptDeadline = absence.beginAttempt(at: now)
        phase = .reconnecting(absence, Attempt(connection: id, step: .connecting))
        return [
            .emit(.reconnecting(attempt: absence.attempts, remaining: absence.remaining(at: now))), .connect(id),
            .schedule(.handshake(id), at: attemptDeadline),
        ]
    }

    mutating func hostWaitTimerFired(at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard case .reconnecting(let absence, _) = phase, absence.isExpired(at: now) else { return [] }
        return end(.hostLost)
    }
}
