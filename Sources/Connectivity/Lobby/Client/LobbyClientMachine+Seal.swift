/// The client's reading of a failed sealed handshake (protocol 3). The host's refusals and an
/// older host end the session with the words a `joinRejected` would carry; a broken channel while
/// joined is a lost connection (the client resumes on a new one).
extension LobbyClientMachine {
    /// Connection `id`'s handshake failed, or one of its records did not open; it closes next.
    public mutating func sealFailed(
        _ id: ConnectionID, _ error: SealError, at now: ContinuousClock.Instant
    ) -> [LobbyClientAction] {
        switch phase {
        case .joining(let attempt):
            guard attempt.connection == id else { return [] }
            if attempt.derivedKey, !Self.isFinal(error) { return joinAgain(after: id, at: now) }
            return end(Self.endReason(for: error))
        case .reconnecting(let absence, .some(let attempt)):
            guard attempt.connection == id else { return [] }
            if Self.isFinal(error) { return end(Self.endReason(for: error)) }
            return attemptFailed(absence, at: now, extra: [.cancel(.handshake(id))])
        case .joined(let current, _):
            guard current == id else { return [] }
            return lostHost(at: now, extra: [.cancel(.heartbeat(id))])
        case .idle, .reconnecting(_, .none), .ended:
            return []
        }
    }

    /// Connection `id`'s handshake paid for deriving the passcode key (deliberately slow: on a slow
    /// or busy machine it can outlast either side's handshake deadline). The key is kept, so if this
    /// first join fails for want of time the client joins again at once instead of giving up — once:
    /// the next attempt finds the key ready. (The page does the same, `sealed-socket.js`.)
    public mutating func keyDerived(_ id: ConnectionID) {
        guard case .joining(var attempt) = phase, attempt.connection == id else { return }
        attempt.derivedKey = true
        phase = .joining(attempt)
    }

    /// The first join's connection `id` failed after deriving the key: a new connection, a new deadline.
    mutating func joinAgain(after id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        let next = newConnectionID()
        phase = .joining(Attempt(connection: next, step: .connecting))
        return [.close(id), .cancel(.handshake(id)), .connect(next), .schedule(.handshake(next), at: now + timings.handshakeTimeout)]
    }

    /// Whether trying again cannot help (a refusal, a passcode problem, another lobby, an older host).
    static func isFinal(_ error: SealError) -> Bool {
        switch error {
        case .refused, .passcodeNeeded, .invalidPasscode, .unacceptableParameters, .wrongLobby, .notSealedHost: true
        case .notSealedClient, .malformedRecord, .noise, .wrongPasscode, .truncated, .timedOut: false
        }
    }

    static func endReason(for error: SealError) -> LobbyClientEndReason {
        switch error {
        case .refused(let refusal):
            let reason: JoinRejectionReason = switch refusal.reason {
            case .wrongPasscode: .wrongPasscode
            case .tooManyAttempts: .tooManyAttempts
            case .unknown: .unknown(refusal.reason.code)
            }
            let retry = refusal.retryAfterMilliseconds > 0 ? Double(refusal.retryAfterMilliseconds) / 1000 : nil
            return .rejected(JoinRejected(reason: reason, message: refusal.message, retryAfterSeconds: retry))
        case .notSealedHost:
            return .rejected(JoinRejected(reason: .protocolVersionMismatch, message: error.description))
        case .passcodeNeeded: return .challengeRefused(.passcodeNeeded)
        case .invalidPasscode: return .challengeRefused(.invalidPasscode)
        case .unacceptableParameters: return .challengeRefused(.unacceptableIterations)
        case .wrongLobby: return .challengeRefused(.wrongLobby)
        case .notSealedClient, .malformedRecord, .noise, .wrongPasscode, .truncated, .timedOut: return .sealFailed(error)
        }
    }
}
