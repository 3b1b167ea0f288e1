import Foundation
import GameCore

/// The client side of a lobby, as a pure value: joining (with the passcode challenge), liveness,
/// waiting for a lost host with token resume, and the lobby as last seen. Time is an input.
///
/// Driven by ``LobbyClient`` in production and directly by tests.
public struct LobbyClientMachine: Sendable {
    /// Where the session is.
    public enum State: Hashable, Sendable {
        /// ``start(at:)`` not called yet.
        case idle
        /// Making the first connection / handshake.
        case joining
        /// In the lobby.
        case joined
        /// Lost the host; trying to resume until the wait (``SessionTimings/hostWait``) is over.
        case reconnecting
        /// Over.
        case ended(LobbyClientEndReason)
    }

    /// One connection attempt and how far its handshake got.
    struct Attempt: Sendable {
        enum Step: Sendable { case connecting, awaitingReply, answeredChallenge }
        let connection: ConnectionID
        var step: Step
        /// The passcode key was derived during this attempt (``LobbyClientMachine/keyDerived(_:at:)``).
        var derivedKey = false
    }

    enum Phase: Sendable {
        case idle
        case joining(Attempt)
        case joined(ConnectionID, Heartbeat)
        /// The attempt is `nil` while waiting for the backoff.
        case reconnecting(HostAbsence, Attempt?)
        case ended(LobbyClientEndReason)
    }

    /// The creation parameters.
    public let configuration: LobbyClientConfiguration
    /// The last acceptance (player id, role, current token); `nil` before joining.
    public internal(set) var membership: JoinAccepted?
    /// The lobby as last seen.
    public internal(set) var lobby: LobbyInfo?
    /// Whether the user put the session in the background.
    public internal(set) var isInBackground = false
    /// The last measured round trip to the host.
    public internal(set) var roundTrip: Duration?

    var phase: Phase = .idle
    var responder: PasscodeResponder
    var random: RandomSource
    private var lastConnectionID: UInt64 = 0

    /// Creates an idle client.
    public init(configuration: LobbyClientConfiguration, random: RandomSource = .system) {
        self.configuration = configuration
        self.random = random
        responder = PasscodeResponder(passcode: configuration.passcode, acceptedIterations: configuration.acceptedIterations)
    }

    /// Where the session is.
    public var state: State {
        switch phase {
        case .idle: .idle
        case .joining: .joining
        case .joined: .joined
        case .reconnecting: .reconnecting
        case .ended(let reason): .ended(reason)
        }
    }

    /// The token that resumes this seat now (save it to resume after a restart).
    public var resumeToken: String? { membership?.resumeToken ?? configuration.resumeToken }

    var timings: SessionTimings { configuration.timings }

    /// Opens the first connection.
    public mutating func start(at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard case .idle = phase else { return [] }
        let id = newConnectionID()
        phase = .joining(Attempt(connection: id, step: .connecting))
        return [.connect(id), .schedule(.handshake(id), at: now + timings.handshakeTimeout)]
    }

    // MARK: Transport events

    /// The connection `id` is established: say hello.
    public mutating func connected(_ id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        guard var attempt = currentAttempt, attempt.connection == id, attempt.step == .connecting else { return [] }
        attempt.step = .awaitingReply
        replaceAttempt(attempt)
        var profile = configuration.profile
        // A seat taken by "That's me" is another player's: its token resumes it under that id.
        if !configuration.screen, let seat = membership?.playerId { profile.id = seat }
        let hello = Hello(
            appVersion: configuration.appVersion, games: configuration.games, profile: profile,
            resumeToken: configuration.screen ? nil : resumeToken, spectate: configuration.spectate ? true : nil,
            acceptsRenderedFace: configuration.acceptsRenderedFace ? true : nil,
            hostBot: configuration.acceptsRenderedFace && configuration.hostBot ? true : nil,
            reclaimSeat: resumeToken == nil && configuration.reclaimSeat ? true : nil,
            screen: configuration.screen ? true : nil)
        return [.send(.hello(hello), on: id)]
    }

    /// A message arrived on connection `id`.
    public mutating func received(
        _ message: Message, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyClientAction] {
        switch phase {
        case .joining(let attempt), .reconnecting(_, .some(let attempt)):
            guard attempt.connection == id else { return [] }
            return receivedDuringHandshake(message, attempt: attempt, at: now)
        case .joined(let current, var heartbeat):
            guard current == id else { return [] }
            heartbeat.heard(at: now)
            phase = .joined(current, heartbeat)
            return receivedInLobby(message, on: id, at: now)
        case .idle, .reconnecting(_, .none), .ended:
            return []
        }
    }

    /// Connection `id` closed, or could not be opened.
    public mutating func connectionClosed(_ id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        switch phase {
        case .joining(let attempt):
            guard attempt.connection == id else { return [] }
            if attempt.derivedKey { return joinAgain(after: id, at: now) }
            return end(.connectionFailed)
        case .joined(let current, _):
            guard current == id else { return [] }
            return lostHost(at: now, extra: [.cancel(.heartbeat(id))])
        case .reconnecting(let absence, .some(let attempt)):
            guard attempt.connection == id else { return [] }
            return attemptFailed(absence, at: now, extra: [.cancel(.handshake(id))])
        case .idle, .reconnecting(_, .none), .ended:
            return []
        }
    }

    /// A scheduled timer fired.
    public mutating func timerFired(_ timer: LobbyClientTimer, at now: ContinuousClock.Instant) -> [LobbyClientAction] {
        switch timer {
        case .handshake(let id):
            return handshakeTimerFired(id, at: now)
        case .heartbeat(let id):
            return heartbeatTimerFired(id, at: now)
        case .reconnect:
            return reconnectTimerFired(at: now)
        case .hostWait:
            return hostWaitTimerFired(at: now)
        }
    }

    // MARK: Helpers

    var currentAttempt: Attempt? {
        switch phase {
        case .joining(let attempt): attempt
        case .reconnecting(_, let attempt): attempt
        case .idle, .joined, .ended: nil
        }
    }

    mutating func replaceAttempt(_ attempt: Attempt) {
        switch phase {
        case .joining: phase = .joining(attempt)
        case .reconnecting(let absence, _): phase = .reconnecting(absence, attempt)
        case .idle, .joined, .ended: break
        }
    }

    mutating func newConnectionID() -> ConnectionID {
        lastConnectionID += 1
        return ConnectionID(lastConnectionID)
    }

    /// Ends the session: closes whatever is open, cancels every timer, tells the user.
    mutating func end(_ reason: LobbyClientEndReason, extra: [LobbyClientAction] = []) -> [LobbyClientAction] {
        var actions = extra
        switch phase {
        case .joining(let attempt), .reconnecting(_, .some(let attempt)):
            actions += [.cancel(.handshake(attempt.connection)), .close(attempt.connection)]
        case .joined(let id, _):
            actions += [.cancel(.heartbeat(id)), .close(id)]
        case .idle, .reconnecting(_, .none), .ended:
            break
        }
        if case .reconnecting = phase { actions += [.cancel(.reconnect), .cancel(.hostWait)] }
        phase = .ended(reason)
        return actions + [.emit(.ended(reason))]
    }
}
