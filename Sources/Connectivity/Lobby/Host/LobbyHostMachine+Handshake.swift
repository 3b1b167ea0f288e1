import Foundation
import GameCore

/// The join handshake: the checks that run on `hello`, in the order of SPEC §5, and the passcode
/// challenge of private lobbies. Seat-dependent checks run in ``admit(_:on:at:)`` once the passcode
/// is proven, so no seat is allocated before every check has passed.
extension LobbyHostMachine {
    /// The text of the `unsupportedGameVersion` rejection (seed 001, exact).
    public static let unsupportedGameVersionText = "Unsupported Game Version"
    /// The text of the `invalidAppVersion` rejection.
    public static let invalidAppVersionText = "Invalid app version: 1-64 printable characters"

    mutating func receivedBeforeHello(
        _ message: Message, from id: ConnectionID, connection: Connection, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        guard case .hello(let hello) = message else {
            connections[id] = nil
            let error = ErrorMessage(code: .unexpectedMessage, message: "Expected hello, got \(message.typeName)")
            return [.cancel(.handshake(id)), .send(.error(error), to: id), .close(id, .protocolViolation)]
        }
        guard hello.protocolVersion == ProtocolVersion.current else {
            return reject(id, hello: hello, .protocolVersionMismatch,
                          "This lobby speaks protocol version \(ProtocolVersion.current)", at: now)
        }
        switch gameCheck(hello) {
        case .module, .renderedFace:
            break
        case .versionMismatch:
            return reject(id, hello: hello, .unsupportedGameVersion, Self.unsupportedGameVersionText, at: now)
        case .unknownGame:
            return reject(id, hello: hello, .unknownGame, unknownGameText, at: now)
        }
        guard hello.profile.isWellFormed else {
            return reject(id, hello: hello, .invalidProfile, "Invalid profile", at: now)
        }
        guard Hello.isValidAppVersion(hello.appVersion) else {
            return reject(id, hello: hello, .invalidAppVersion, Self.invalidAppVersionText, at: now)
        }
        if bannedProfiles.contains(hello.profile.id) || connection.remoteAddress.map(bannedAddresses.contains) == true {
            return reject(id, hello: hello, .banned, "You are banned from this lobby", at: now)
        }
        guard let passcode, !connection.provedPasscode else { return admit(hello, on: id, at: now) }
        // A holder of a live resume token is not a passcode guesser: it is not locked out by the cooldown.
        if !holdsResumeToken(hello), let wait = passcodeGuard.retryAfter(address: connection.remoteAddress, at: now) {
            return rejectTooManyAttempts(id, hello: hello, retryAfter: wait, at: now)
        }
        let (challenge, nonce) = passcode.makeChallenge(random: &random)
        connections[id]?.phase = .awaitingAnswer(hello, hostNonce: nonce)
        return [.send(.challenge(challenge), to: id)]
    }

    mutating func receivedAnswer(
        _ message: Message, from id: ConnectionID, hello: Hello, hostNonce: [UInt8], at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        guard case .challengeResponse(let response) = message, let passcode else {
            return reject(id, hello: hello, .passcodeRequired, "This lobby needs the passcode", at: now)
        }
        let address = connections[id]?.remoteAddress
        if !holdsResumeToken(hello), let wait = passcodeGuard.retryAfter(address: address, at: now) {
            return rejectTooManyAttempts(id, hello: hello, retryAfter: wait, at: now)
        }
        switch passcode.verify(response, hostNonce: hostNonce) {
        case .valid:
            passcodeGuard.recordSuccess(address: address)
            return admit(hello, on: id, at: now)
        case .wrongProof, .malformed:
            var actions = reject(id, hello: hello, .wrongPasscode, "Wrong passcode", at: now)
            let outcome = passcodeGuard.recordFailure(address: address, at: now)
            actions.append(.emit(.passcodeFailed(remoteAddress: address, remaining: outcome.remaining)))
            if let cooldown = outcome.addressCooldown {
                actions.append(.emit(.passcodeAddressCooldown(remoteAddress: address, cooldown: cooldown)))
            }
            if let cooldown = outcome.lobbyCooldown { actions.append(.emit(.passcodeCooldown(cooldown: cooldown))) }
            return actions
        }
    }

    mutating func handshakeTimerFired(_ id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard let connection = connections[id] else { return [] }
        switch connection.phase {
        case .awaitingHello, .awaitingAnswer:
            connections[id] = nil
            let error = ErrorMessage(code: .handshakeTimeout, message: "The join handshake took too long")
            return [.send(.error(error), to: id), .close(id, .handshakeTimedOut)]
        case .seated, .claiming, .watching:
            return []
        }
    }

    /// Every check that depends on the seats, then the seat: resume, duplicate, name (or a reclaimed
    /// seat), capacity, game running. A newcomer's name is stored trimmed.
    mutating func admit(_ hello: Hello, on id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        if hello.screen == true { return admitScreen(hello, on: id, at: now) }
        let profile = hello.profile
        if let token = hello.resumeToken {
            guard seats.owner(ofToken: token) == profile.id, roster.member(profile.id) != nil else {
                return reject(id, hello: hello, .invalidResumeToken, "This seat can no longer be resumed", at: now)
            }
            // After an approved "That's me" the seat's own device still holds a good token: its return
            // bumps the device the claim gave the seat to.
            let kind: ResumeKind = seats.isOwnerToken(token, of: profile.id) ? .ownerBack : .token
            return resume(profile.id, on: id, at: now, kind: kind) + seatedThroughFace(hello, player: profile.id, on: id)
        }
        if let twin = roster.member(profile.id)?.profile.username
            ?? (profile.id == configuration.hostProfile.id ? configuration.hostProfile.username : nil)
        {
            let message = "Someone with the same player profile is already in the lobby (as \"\(twin)\")"
            return reject(id, hello: hello, .duplicatePlayer, message, at: now)
        }
        if let named = admitByName(hello, on: id, at: now) { return named }
        let policy = roster.policy
        let wantsToWatch = hello.spectate == true && policy.supportsSpectators
        let full = wantsToWatch
            ? roster.spectatorCount >= policy.maxSpectators : roster.playerCount >= roster.seatLimit
        guard !full else { return reject(id, hello: hello, .lobbyFull, "The lobby is full", at: now) }
        var role = SeatRole.player
        if wantsToWatch {
            role = .spectator
        } else if roster.phase == .playing && roster.party.offeredGames.isEmpty {
            guard policy.supportsSpectators, roster.spectatorCount < policy.maxSpectators else {
                return reject(id, hello: hello, .gameInProgress, "A game is in progress", at: now)
            }
            role = .spectator
        }
        var seated = profile
        seated.username = PlayerNameKey.trimmed(profile.username)
        return seatNewcomer(seated, role: role, on: id, at: now) + seatedThroughFace(hello, player: profile.id, on: id)
    }

    /// Refuses a join: `joinRejected`, close. A refused hello that carried a live token invalidates it.
    mutating func reject(
        _ id: ConnectionID, hello: Hello?, _ reason: JoinRejectionReason, _ text: String,
        retryAfter: Duration? = nil, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        var actions = refuse(id, hello: hello, reason, text, retryAfter: retryAfter)
        if let token = hello?.resumeToken { actions += invalidateToken(token, at: now) }
        return actions
    }

    /// `joinRejected`, close, and the event; no token is touched (``reject(_:hello:_:_:retryAfter:at:)`` does that).
    mutating func refuse(
        _ id: ConnectionID, hello: Hello?, _ reason: JoinRejectionReason, _ text: String, retryAfter: Duration? = nil
    ) -> [LobbyHostAction] {
        let address = connections.removeValue(forKey: id)?.remoteAddress
        let rejection = JoinRejected(
            reason: reason, message: text, retryAfterSeconds: retryAfter.map(\.seconds), game: roster.game)
        let refusal = JoinRefusal(
            remoteAddress: address, profileID: hello?.profile.id, username: hello?.profile.username,
            rejection: rejection)
        return [
            .cancel(.handshake(id)), .send(.joinRejected(rejection), to: id), .close(id, .rejected(reason)),
            .emit(.joinRefused(refusal)),
        ]
    }

    private mutating func rejectTooManyAttempts(
        _ id: ConnectionID, hello: Hello, retryAfter: Duration, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        reject(id, hello: hello, .tooManyAttempts, "Too many wrong passcodes; try again later",
               retryAfter: retryAfter, at: now)
    }

    private func holdsResumeToken(_ hello: Hello) -> Bool {
        guard let token = hello.resumeToken else { return false }
        return seats.owner(ofToken: token) == hello.profile.id
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
