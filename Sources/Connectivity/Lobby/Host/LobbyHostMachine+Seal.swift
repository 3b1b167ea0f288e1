/// A private lobby's passcode check in the sealed handshake (protocol 3): the transport asks before
/// each attempt and reports its outcome; the budgets are the ones the challenge used
/// (``PasscodeGuard``), so a guesser slows only itself and the events are the same.
extension LobbyHostMachine {
    /// The refusal for `address` while it (or the whole lobby) must wait, `nil` to go ahead.
    public mutating func sealedPasscodeRefusal(address: String?, at now: ContinuousClock.Instant) -> SealRefusal? {
        guard let wait = passcodeGuard.retryAfter(address: address, at: now) else { return nil }
        return SealRefusal(
            reason: .tooManyAttempts, retryAfterMilliseconds: Self.milliseconds(wait),
            message: "Too many wrong passcodes; try again later")
    }

    /// Counts a wrong passcode from `address`: the refusal to send, and the events.
    public mutating func sealedPasscodeWasWrong(
        address: String?, at now: ContinuousClock.Instant
    ) -> (SealRefusal, [LobbyHostAction]) {
        let outcome = passcodeGuard.recordFailure(address: address, at: now)
        var actions: [LobbyHostAction] = [.emit(.passcodeFailed(remoteAddress: address, remaining: outcome.remaining))]
        if let cooldown = outcome.addressCooldown {
            actions.append(.emit(.passcodeAddressCooldown(remoteAddress: address, cooldown: cooldown)))
        }
        if let cooldown = outcome.lobbyCooldown { actions.append(.emit(.passcodeCooldown(cooldown: cooldown))) }
        let wait = outcome.lobbyCooldown ?? outcome.addressCooldown
        let refusal = SealRefusal(
            reason: .wrongPasscode, retryAfterMilliseconds: wait.map(Self.milliseconds) ?? 0, message: "Wrong passcode")
        return (refusal, actions)
    }

    /// A right passcode from `address`: its failures start over.
    public mutating func sealedPasscodeWasRight(address: String?) {
        passcodeGuard.recordSuccess(address: address)
    }

    private static func milliseconds(_ duration: Duration) -> UInt32 {
        UInt32(clamping: Int64((duration.seconds * 1000).rounded(.up)))
    }
}
