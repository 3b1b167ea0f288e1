import Foundation
import GameCore

/// The host side of a lobby, as a pure value: connections, the join handshake, seats, holds,
/// heartbeats and the roster. Every input returns the actions to perform; time is an input.
///
/// Driven by ``LobbyHost`` in production and directly by tests.
public struct LobbyHostMachine: Sendable {
    /// One connection as the host tracks it.
    struct Connection: Sendable {
        enum Phase: Sendable {
            /// Waiting for `hello`.
            case awaitingHello
            /// Private lobby: a challenge went out with this nonce; one answer allowed.
            case awaitingAnswer(Hello, hostNonce: [UInt8])
            /// Joined: the seat's owner, and liveness.
            case seated(UUID, Heartbeat)
            /// "That's me" for this held seat: waiting for the VIP's or the host's answer
            /// (`LobbyHostMachine+SeatClaims.swift`); no handshake deadline, the claim's instead.
            case claiming(UUID)
            /// A big screen (`LobbyHostMachine+Screens.swift`): watches, holds no seat.
            case watching(UUID, Heartbeat)
        }

        let remoteAddress: String?
        /// The connection's sealed handshake already proved the passcode (TCP, protocol 3): no
        /// challenge for it.
        var provedPasscode = false
        var phase: Phase
    }

    /// The creation parameters.
    public let configuration: LobbyHostConfiguration
    /// The lobby itself.
    public internal(set) var roster: LobbyRoster
    /// Whether ``shutDown(at:)`` ran; every later input is ignored.
    public internal(set) var isClosed = false

    var connections: [ConnectionID: Connection] = [:]
    var seats = SeatBook()
    var bannedProfiles: Set<UUID> = []
    var bannedAddresses: Set<String> = []
    /// Members seated inside the host process (computer players): no connection, no heartbeat, no token.
    var localPlayers: Set<UUID> = []
    /// Members who lack the game and play it through the host-rendered face (see
    /// `LobbyHostMachine+RenderedFace.swift`).
    var renderedSeats: [UUID: RenderedSeat] = [:]
    /// What each remote member's `hello` offered (its games, the rendered face): a party lobby checks
    /// it again when the game changes.
    var memberOffers: [UUID: MemberOffer] = [:]
    /// When ping changes are recorded but not yet broadcast: the ``LobbyHostTimer/rosterRefresh`` deadline.
    var pingRefreshDue: ContinuousClock.Instant?
    /// When a presence change (background, foreground, a dropped connection) last went out at once:
    /// the next one within a ping interval waits for the refresh (issue 17: 200 background/foreground
    /// toggles made 200 full rosters for every member).
    var lastPresenceBroadcast: ContinuousClock.Instant?
    let passcode: PasscodeLock?
    var passcodeGuard: PasscodeGuard
    var random: RandomSource
    /// A restored lobby's token hashes until ``holdRestoredSeats(at:)`` puts them in ``seats``.
    var restoredTokens: [UUID: String] = [:]
    /// "That's me" claims waiting for an answer, by held seat (at most one each).
    var seatClaims: [UUID: PendingSeatClaim] = [:]
    /// Open big screens, in the order they opened.
    var screens: [ScreenSeat] = []
    /// Incremented whenever a screen opens or closes (part of ``seatGeneration``).
    var screenGeneration: UInt64 = 0

    /// Creates a lobby; pass a ``PasscodeLock`` (derived once, it is slow) to make it private.
    public init(configuration: LobbyHostConfiguration, passcode: PasscodeLock? = nil, random: RandomSource = .system) {
        self.configuration = configuration
        self.passcode = passcode
        self.random = random
        passcodeGuard = PasscodeGuard(policy: configuration.passcodeGuard)
        roster = LobbyRoster(
            id: configuration.lobbyID, name: configuration.name, game: configuration.game,
            hostProfile: configuration.hostProfile, isPrivate: passcode != nil, policy: configuration.policy,
            settings: configuration.settings, hostTakesSeat: configuration.hostTakesSeat,
            seatLimit: configuration.seatLimit, offeredGames: configuration.gameCatalog.map(OfferedGame.init))
    }

    /// The lobby as broadcast.
    public var info: LobbyInfo { roster.info }

    /// Connections currently open (handshaking or seated).
    public var openConnections: Set<ConnectionID> { Set(connections.keys) }

    /// Connections that have not joined yet.
    var joiningCount: Int {
        connections.values.count(where: { connection in
            switch connection.phase {
            case .awaitingHello, .awaitingAnswer, .claiming: true
            case .seated, .watching: false
            }
        })
    }

    /// The ids banned from this lobby.
    public var bannedPlayerIDs: Set<UUID> { bannedProfiles }

    var timings: SessionTimings { configuration.timings }

    // MARK: Transport events

    /// A connection was accepted: it has ``SessionTimings/handshakeTimeout`` from `openedAt` (its
    /// accept, or a WebSocket's upgrade; `now` when not given) to join. A transport that seals
    /// before it hands the connection over (a WebSocket) gives the earlier instant, so that the
    /// sealed handshake and `hello` share the one deadline.
    public mutating func connectionOpened(
        _ id: ConnectionID, remoteAddress: String?, provedPasscode: Bool = false,
        openedAt: ContinuousClock.Instant? = nil, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        guard !isClosed else { return [.close(id, .shutdown)] }
        let limits = configuration.connectionLimits
        guard connections.count < limits.maxOpen, joiningCount < limits.maxJoining else {
            let error = ErrorMessage(
                code: .tooManyConnections, message: "The host has too many connections open; try again in a moment")
            return [.send(.error(error), to: id), .close(id, .tooManyConnections)]
        }
        connections[id] = Connection(remoteAddress: remoteAddress, provedPasscode: provedPasscode, phase: .awaitingHello)
        return [.schedule(.handshake(id), at: (openedAt ?? now) + timings.handshakeTimeout)]
    }

    /// A message arrived on a connection.
    public mutating func received(
        _ message: Message, from id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        guard !isClosed, let connection = connections[id] else { return [] }
        switch connection.phase {
        case .awaitingHello:
            return receivedBeforeHello(message, from: id, connection: connection, at: now)
        case .awaitingAnswer(let hello, let hostNonce):
            return receivedAnswer(message, from: id, hello: hello, hostNonce: hostNonce, at: now)
        case .seated(let player, var heartbeat):
            heartbeat.heard(at: now)
            // A whole-value store, not `connections[id]?.phase = …`: the in-place modify of a value
            // this large goes through coroutine frames that cost ~6 mallocs per message.
            connections[id] = Connection(remoteAddress: connection.remoteAddress, phase: .seated(player, heartbeat))
            return receivedFromMember(message, player: player, on: id, at: now)
        case .claiming(let seat):
            return receivedWhileClaiming(message, from: id, seat: seat)
        case .watching(let screen, var heartbeat):
            heartbeat.heard(at: now)
            connections[id]?.phase = .watching(screen, heartbeat)
            return receivedFromScreen(message, screen: screen, on: id, at: now)
        }
    }

    /// A connection closed (by the peer, or by an error): a seated player's seat is held.
    public mutating func connectionClosed(_ id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard let connection = connections.removeValue(forKey: id) else { return [] }
        switch connection.phase {
        case .awaitingHello, .awaitingAnswer:
            return [.cancel(.handshake(id))]
        case .seated(let player, _):
            return [.cancel(.heartbeat(id))] + seatLostConnection(player, at: now)
        case .claiming(let seat):
            return claimWithdrawn(seat, on: id)
        case .watching:
            return [.cancel(.heartbeat(id))] + screenGone(on: id)
        }
    }

    /// A scheduled timer fired.
    public mutating func timerFired(_ timer: LobbyHostTimer, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard !isClosed else { return [] }
        switch timer {
        case .handshake(let id):
            return handshakeTimerFired(id, at: now)
        case .heartbeat(let id):
            return heartbeatTimerFired(id, at: now)
        case .seatHold(let player):
            return seatHoldTimerFired(player, at: now)
        case .rosterRefresh:
            return pingRefreshFired(at: now)
        case .seatClaim(let seat):
            return seatClaimTimerFired(seat, at: now)
        }
    }

    // MARK: Shared helpers

    /// The connection of a seated member, if it is open.
    func connection(of player: UUID) -> ConnectionID? { seats.record(player)?.connection }

    /// Every remote seat whose owner is connected, and every screen, with its connection: where a
    /// game's outputs go.
    public var seatedConnections: [UUID: ConnectionID] {
        var routes = seats.records.compactMapValues(\.connection)
        for screen in screens { routes[screen.id] = screen.connection }
        return routes
    }

    /// Changes whenever a seat's connection (or hold) changes, or a screen opens or closes; compare
    /// it to know when to re-read ``seatedConnections``.
    public var seatGeneration: UInt64 { seats.generation &+ screenGeneration }

    /// `lobbyUpdate` to every open seat (except one, e.g. the joiner who got `joinAccepted`), and the
    /// event. The update carries every recorded ping, so a pending ping refresh is no longer needed.
    mutating func broadcastLobby(except excluded: ConnectionID? = nil) -> [LobbyHostAction] {
        // Who may answer a waiting seat claim follows the controller and its connection.
        if !seatClaims.isEmpty { syncClaimList() }
        let info = roster.info
        let update = Message.lobbyUpdate(LobbyUpdate(lobby: info))
        return cancelPingRefresh() + fanOut(update, to: audienceConnections(except: excluded))
            + [.emit(.lobbyChanged(info))]
    }

    /// One ``LobbyHostAction/broadcast(_:to:)`` of `message` to `ids`, or nothing when there is nobody.
    func fanOut(_ message: Message, to ids: [ConnectionID]) -> [LobbyHostAction] {
        ids.isEmpty ? [] : [.broadcast(message, to: ids)]
    }

    /// Open connections of seated members, in seat order.
    func memberConnections(except excluded: ConnectionID? = nil) -> [ConnectionID] {
        roster.members.compactMap { connection(of: $0.id) }.filter { $0 != excluded }
    }

    private mutating func heartbeatTimerFired(_ id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        switch connections[id]?.phase {
        case .seated(let player, var heartbeat):
            let tick = heartbeat.fire(at: now)
            connections[id]?.phase = .seated(player, heartbeat)
            if let alive = stillAlive(tick, heartbeat, on: id) { return alive }
            connections[id] = nil
            return [.close(id, .silent)] + seatLostConnection(player, at: now)
        case .watching(let screen, var heartbeat):
            let tick = heartbeat.fire(at: now)
            connections[id]?.phase = .watching(screen, heartbeat)
            return stillAlive(tick, heartbeat, on: id) ?? ([.close(id, .silent)] + screenGone(on: id))
        case .awaitingHello, .awaitingAnswer, .claiming, nil:
            return []
        }
    }

    /// A heartbeat tick of a member or a screen: the ping and the next check, or `nil` when the
    /// peer went silent (the caller closes it its own way).
    private func stillAlive(_ tick: Heartbeat.Tick, _ heartbeat: Heartbeat, on id: ConnectionID) -> [LobbyHostAction]? {
        switch tick {
        case .silent: nil
        case .ping(let ping): [.send(.ping(ping), to: id)] + rearm(heartbeat, on: id)
        case .idle: rearm(heartbeat, on: id)
        }
    }

    func rearm(_ heartbeat: Heartbeat, on id: ConnectionID) -> [LobbyHostAction] {
        guard let deadline = heartbeat.deadline else { return [.cancel(.heartbeat(id))] }
        return [.schedule(.heartbeat(id), at: deadline)]
    }
}
