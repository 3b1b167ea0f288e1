import Foundation
import GameCore
import NIOCore

/// A lobby host on the network: listens for TCP connections, runs ``LobbyHostMachine`` on every
/// event, performs its actions, and publishes what happens.
///
/// ```swift
/// let host = try LobbyHost(configuration: config, passcode: "1234")
/// let port = try await host.listen(host: "0.0.0.0", port: 0)
/// for await event in host.events { ... }            // roster changes, joins, leaves, ...
/// for await (player, action) in host.gameActions { ... }
/// ```
///
/// A game can instead be attached (``attachGame(_:)``): actions then go straight to it, and its
/// outputs (delivered through ``gameTransport``) straight to the sockets.
///
/// The actor runs on one event loop of the transport's group, and so do all its connections: a
/// message is decoded and handed to the state machine on the loop that read it, and a game made
/// with ``gameTransport`` runs there too, so a round trip wakes no other thread.
public actor LobbyHost {
    /// Everything that happens in the lobby except game actions, in order. Ends after ``shutDown()``.
    public nonisolated let events: AsyncStream<LobbyHostEvent>
    /// Game actions from seated players, opaque, in arrival order, while no game is attached.
    /// Ends after ``shutDown()``.
    public nonisolated let gameActions: AsyncStream<(player: UUID, action: GameAction)>
    /// Give this to the hosted game (``GameHostSession``): it writes each output straight to its
    /// recipient's connection, in order, from the game's own actor.
    public nonisolated let gameTransport: LobbyGameHostTransport

    /// How long a connection has from its accept (a WebSocket: from its upgrade) to be seated or
    /// refused: the sealed handshake and `hello` together (``SessionTimings/handshakeTimeout``).
    public nonisolated let handshakeTimeout: Duration
    /// Whether a passcode guards the lobby: its web server then answers the page's questions over
    /// the sealed socket only (Docs/Protocol.md §9 "Questions over the socket").
    public nonisolated let isPrivate: Bool

    /// The event loop the actor, its connections and an attached game run on.
    nonisolated let loop: any EventLoop
    /// Kept, not read from `loop` each time: a loop that is not itself a `SerialExecutor` answers
    /// `executor` with a new wrapper, which the unowned reference below must not outlive.
    private nonisolated let executor: any SerialExecutor

    /// The event loop of its connections (see the type's summary).
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    var machine: LobbyHostMachine
    let transport: TransportConfiguration
    var timers = TimerDriver<LobbyHostTimer>()
    var outlets: [ConnectionID: any FrameSink] = [:]
    let encoder: LockedFrameEncoder
    let routes: GameRoutes
    var routedSeatGeneration: UInt64?
    /// Hears the lobby's ``LobbySnapshot`` whenever seats change (see `LobbyHost+Snapshot.swift`).
    var snapshotKeeper: (@Sendable (LobbySnapshot) -> Void)?
    /// The seat generation the keeper last heard.
    var keptSeatGeneration: UInt64?
    /// See `updateRenderedRoutes()` (LobbyHost+RenderedFace.swift).
    var renderedRouteKey: RenderedRouteKey?
    var game: (any GameHostDriver)?
    /// What the attached game must hear after the current step, in order.
    var gameInbox: [HostGameInput] = []
    /// A task is feeding ``gameInbox`` to the game (see `feedGame()`).
    var isFeedingGame = false
    /// Counters of connections that closed, added up (see ``wireCounters``).
    var closedConnectionCounters = WireState.Counters()
    /// Metrics and the operator's overview (`Metrics/LobbyHost+Metrics.swift`).
    var metrics: LobbyHostMetrics
    var wireMetrics = WireMetrics()
    var viewMetrics = ViewMetrics()
    var handshakeStarts: [ConnectionID: ContinuousClock.Instant] = [:]
    var recentRefusals = LobbyHostIncidents()
    var recentSealFailures = LobbyHostIncidents()
    var connections: [ConnectionID: any LobbyLink] = [:]
    var lastConnectionID: UInt64 = 0
    var listener: DirectListener?
    /// Set by ``shutDown()``: connections still arriving are refused.
    var isStopped = false
    let eventSink: AsyncStream<LobbyHostEvent>.Continuation
    let actionSink: AsyncStream<(player: UUID, action: GameAction)>.Continuation

    /// Creates a lobby. With a passcode it is private: the key is derived here, once (64 ms at the
    /// default work factor in a release build). With `restoring`, it reopens a lobby a host process
    /// kept before it stopped (``LobbySnapshot``; call ``holdRestoredSeats()`` next).
    public init(
        configuration: LobbyHostConfiguration, passcode: String? = nil,
        passcodeIterations: Int = PasscodeKDF.defaultIterations,
        transport: TransportConfiguration = TransportConfiguration(), restoring snapshot: LobbySnapshot? = nil
    ) throws(PasscodeError) {
        var random = RandomSource.system
        let keptSalt = snapshot?.passcodeSalt.flatMap { Hex.decode($0, byteCount: PasscodeKDF.saltByteCount) }
        let lock = try passcode.map { (code) throws(PasscodeError) in
            if let keptSalt {
                return try PasscodeLock(
                    passcode: code, lobbyID: configuration.lobbyID, iterations: passcodeIterations, salt: keptSalt)
            }
            return try PasscodeLock(passcode: code, lobbyID: configuration.lobbyID, iterations: passcodeIterations, random: &random)
        }
        machine =
            snapshot.map { LobbyHostMachine(configuration: configuration, restoring: $0, passcode: lock, random: random) }
            ?? LobbyHostMachine(configuration: configuration, passcode: lock, random: random)
        self.transport = transport
        isPrivate = lock != nil
        metrics = LobbyHostMetrics(game: configuration.game.id)
        handshakeTimeout = configuration.timings.handshakeTimeout
        loop = transport.eventLoopGroup.next()
        executor = loop.executor
        encoder = LockedFrameEncoder(configuration: transport)
        routes = GameRoutes(encoder: encoder)
        gameTransport = LobbyGameHostTransport(routes: routes, executor: executor)
        (events, eventSink) = AsyncStream.makeStream(of: LobbyHostEvent.self)
        (gameActions, actionSink) = AsyncStream.makeStream(of: (player: UUID, action: GameAction).self)
    }

    /// The lobby as broadcast now (held seats' time left as of now).
    public var info: LobbyInfo { machine.info(at: .now) }

    /// Connections open now, of every transport (joining, seated or spectating).
    public var openConnectionCount: Int { machine.openConnections.count }

    /// The limits, event loops and connection admission this lobby's connections run under; a web
    /// server seating browsers in it should use the same (``TransportConfiguration/admission`` is
    /// then one budget for both listeners).
    public nonisolated var transportConfiguration: TransportConfiguration { transport }

    /// The bound port, once listening.
    public var port: Int? { listener?.port }

    /// Binds `host:port` (port 0 picks one) and starts accepting players; returns the port.
    public func listen(host: String = "0.0.0.0", port: Int = 0) async throws -> Int {
        let loop = self.loop
        let listener = try DirectListener.bind(
            host: host, port: port, childLoop: loop, configuration: transport, encoder: encoder,
            deadline: handshakeTimeout,
            accept: { [weak self] acceptedAt in self?.assumeIsolated { $0.acceptConnection(acceptedAt: acceptedAt) } },
            silent: { [weak self] address in
                // Closed at the door without a byte: said like any handshake that ran out of time.
                loop.execute { [weak self] in self?.assumeIsolated { $0.sealFailed(.timedOut, address: address) } }
            })
        self.listener = listener
        return listener.port
    }

    // MARK: Operations (SPEC §5)

    /// Sets the host's own ready flag.
    public func setReady(_ ready: Bool) throws(LobbyCommandError) { perform(try machine.setHostReady(ready)) }

    /// Replaces the settings snapshot (clears every ready flag).
    public func updateSettings(_ settings: Data) throws(LobbyCommandError) { perform(try machine.updateSettings(settings)) }

    /// Removes a member; they may come back.
    public func kick(_ player: UUID, reason: String? = nil) throws(LobbyCommandError) {
        perform(try machine.kick(player, reason: reason))
    }

    /// Removes a member and refuses their profile id and address from now on.
    public func ban(_ player: UUID, reason: String? = nil) throws(LobbyCommandError) {
        perform(try machine.ban(player, reason: reason))
    }

    /// Starts the game (everyone ready, enough players); locks the settings.
    public func startGame() throws(LobbyCommandError) { perform(try machine.start()) }

    /// Starts another game with the locked settings.
    public func playAgain() throws(LobbyCommandError) { perform(try machine.playAgain()) }

    /// The game is over; back to the lobby phase. `winners` go on the session's scoreboard.
    public func endGame(winners: [UUID] = []) throws(LobbyCommandError) { perform(try machine.endGame(winners: winners)) }

    /// Chooses the party lobby's game (lobby phase; one of ``LobbyHostConfiguration/gameCatalog``).
    public func chooseGame(_ game: GameID) throws(LobbyCommandError) { perform(try machine.chooseGame(game, by: nil)) }

    /// Chooses whether a player member of a party lobby watches the next game.
    public func setSittingOut(_ player: UUID, _ sitsOut: Bool) throws(LobbyCommandError) {
        perform(try machine.setSittingOut(player, sitsOut))
    }

    /// Hands the controller role of a party lobby to a member.
    public func handController(to player: UUID) throws(LobbyCommandError) { perform(try machine.handController(to: player)) }

    /// The host's operator answers the "That's me" claim for the held seat `seat`: `allow` gives the
    /// claiming device the seat, else it is refused (`claimRefused`).
    public func answerSeatClaim(_ seat: UUID, allow: Bool) throws(LobbyCommandError) {
        perform(try machine.answerSeatClaim(for: seat, allow: allow, at: .now))
    }

    /// Sends a player its view of the game (dropped while it is disconnected; see `playerResumed`).
    public func send(_ state: GameState, to player: UUID) { perform(machine.send(state, to: player)) }

    /// Tells a player its action was refused.
    public func send(_ rejection: ActionRejected, to player: UUID) { perform(machine.send(rejection, to: player)) }

    /// Sends a player the end of the game.
    public func send(_ gameOver: GameOver, to player: UUID) { perform(machine.send(gameOver, to: player)) }

    /// Tells everyone the lobby closes, closes every connection and the listener, ends the streams.
    public func shutDown() async {
        perform(machine.shutDown(at: .now))
        await stop()
    }
}

extension LobbyHost {
    /// Attaches the running game: from now on seated players' actions go straight to it (not to
    /// ``gameActions``), and it is told when a player resumes (``GameHostDriver/resync(_:)``) or
    /// leaves for good (``GameHostDriver/playerLeft(_:)``). Create it with ``gameTransport`` so its
    /// outputs go straight to the sockets. `nil` detaches it (e.g. when the game is over).
    public func attachGame(_ game: (any GameHostDriver)?) {
        self.game = game
        gameInbox.removeAll()
        // A party lobby's game changes: its actions are counted under the game that runs.
        metrics.resolveGame(machine.info.game.id)
        // Every open screen watches the game (Docs/Protocol.md "Screens"): the game's spectators
        // beside the members it was started with.
        guard game != nil, !machine.screenIDs.isEmpty else { return }
        gameInbox += machine.screenIDs.map(HostGameInput.watch)
        perform([])
    }
}
