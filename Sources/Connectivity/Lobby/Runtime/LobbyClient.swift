import Foundation
import GameCore
import NIOCore

/// A game message from the host, for the client's game layer (opaque payloads).
public enum HostGameMessage: Hashable, Sendable {
    /// A game starts with these locked settings.
    case started(StartGame)
    /// The host's view of the game for this client.
    case state(GameState)
    /// One of this client's actions was refused: roll it back.
    case rejected(ActionRejected)
    /// The game ended.
    case over(GameOver)
    /// Host-rendered face: what the host offers this client, which lacks the game.
    case renderedFace(RenderedFace)
    /// Host-rendered face: this client's view, as text.
    case renderedView(RenderedView)
    /// Host-rendered face: the answer to a local command.
    case commandAnswer(CommandAnswer)
}

/// A lobby client on the network: connects to a host, runs ``LobbyClientMachine`` on every event,
/// performs its actions (including reconnecting while it waits for a lost host) and publishes what
/// happens.
///
/// ```swift
/// let client = LobbyClient(host: "192.168.1.20", port: 7777, configuration: config)
/// await client.start()
/// for await event in client.events { ... }          // joined, lobbyUpdated, ..., ended(reason)
/// for await message in client.gameMessages { ... }  // started, state, rejected, over
/// try await client.send(GameAction(sequence: 1, payload: bytes))
/// ```
///
/// The actor runs on one event loop of the transport's group, and so does its connection (and every
/// reconnection): a message is decoded and handed to the state machine on the loop that read it,
/// and a store made with ``gameTransport`` runs there too, so a round trip wakes no other thread.
public actor LobbyClient {
    /// Lifecycle events in order; the last one is `.ended`, then the stream finishes. Game states and
    /// action rejections go to ``gameMessages`` only; `gameStarted`/`gameOver` appear in both.
    public nonisolated let events: AsyncStream<LobbyClientEvent>
    /// Game messages from the host, in order, while no game factory is set
    /// (``setGameFactory(_:)``); finishes when the session ends.
    public nonisolated let gameMessages: AsyncStream<HostGameMessage>
    /// Give this to the local game (``GameClientStore``): it writes each action straight to the
    /// host's connection, in order, from the game's own actor.
    public nonisolated let gameTransport: LobbyGameClientTransport
    /// Where the host listens.
    public nonisolated let host: String
    /// Where the host listens.
    public nonisolated let port: Int

    /// The event loop the actor, its connections and the local game run on.
    nonisolated let loop: any EventLoop
    /// Kept, not read from `loop` each time: a loop that is not itself a `SerialExecutor` answers
    /// `executor` with a new wrapper, which the unowned reference below must not outlive.
    private nonisolated let executor: any SerialExecutor

    /// The event loop of its connection (see the type's summary).
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    var machine: LobbyClientMachine
    let transport: TransportConfiguration
    var timers = TimerDriver<LobbyClientTimer>()
    var outlets: [ConnectionID: FrameOutlet] = [:]
    /// Connections being made: the machine may give up on one before it exists.
    var connecting: Set<ConnectionID> = []
    /// How many keys `passcodeKeys` had derived when each connection was started.
    var derivationsAtStart: [ConnectionID: Int] = [:]
    let encoder: LockedFrameEncoder
    /// The passcode and the key derived from it, kept across reconnections (``SealInitiator``).
    let passcodeKeys: PasscodeKeyCache?
    let route: ClientGameRoute
    var routedConnection: ConnectionID?
    var gameFactory: LobbyGameClientFactory?
    /// The local game and its round, made by ``gameFactory``.
    var currentGame: (game: any GameClientDriver, round: Int)?
    var gameInbox: [(game: any GameClientDriver, input: ClientGameInput)] = []
    /// A task is feeding ``gameInbox`` to the game (see `feedGame()`).
    var isFeedingGame = false
    /// Between the first message of a socket read and its end: the game is fed at the end.
    var isDeliveringRead = false
    /// Counters of the last connection that closed (see ``wireCounters``).
    var lastConnectionCounters: WireState.Counters?
    var connections: [ConnectionID: DirectConnection] = [:]
    var endWaiters: [CheckedContinuation<LobbyClientEndReason, Never>] = []
    let eventSink: AsyncStream<LobbyClientEvent>.Continuation
    let gameSink: AsyncStream<HostGameMessage>.Continuation

    /// Prepares a client; nothing happens before ``start()``.
    public init(
        host: String, port: Int, configuration: LobbyClientConfiguration,
        transport: TransportConfiguration = TransportConfiguration(), random: RandomSource = .system
    ) {
        self.host = host
        self.port = port
        self.transport = transport
        loop = transport.eventLoopGroup.next()
        executor = loop.executor
        encoder = LockedFrameEncoder(configuration: transport, towardHost: true)
        route = ClientGameRoute(encoder: encoder)
        gameTransport = LobbyGameClientTransport(route: route, executor: executor)
        machine = LobbyClientMachine(configuration: configuration, random: random)
        passcodeKeys = configuration.passcode.map {
            PasscodeKeyCache(passcode: $0, acceptedIterations: configuration.acceptedIterations)
        }
        (events, eventSink) = AsyncStream.makeStream(of: LobbyClientEvent.self)
        (gameMessages, gameSink) = AsyncStream.makeStream(of: HostGameMessage.self)
    }

    /// Where the session is.
    public var state: LobbyClientMachine.State { machine.state }
    /// The lobby as last seen.
    public var lobby: LobbyInfo? { machine.lobby }
    /// The last acceptance: this client's player id, role and current resume token.
    public var membership: JoinAccepted? { machine.membership }
    /// The token that resumes this seat now; save it to resume after a restart
    /// (``LobbyClientConfiguration/resumeToken``).
    public var resumeToken: String? { machine.resumeToken }
    /// The last measured round trip to the host.
    public var roundTrip: Duration? { machine.roundTrip }

    /// Connects and joins (or resumes, with a configured token). Returns at once; watch ``events``.
    public func start() { perform(machine.start(at: .now)) }

    /// Sets this player's ready flag.
    public func setReady(_ ready: Bool) throws(LobbyClientCommandError) { perform(try machine.setReady(ready)) }

    /// Sends a game action (opaque payload).
    public func send(_ action: GameAction) throws(LobbyClientCommandError) { perform(try machine.send(action)) }

    /// Sends a command line of the host-rendered face (Docs/Protocol.md "Host-rendered face").
    public func send(_ command: GameCommand) throws(LobbyClientCommandError) { perform(try machine.send(command)) }

    /// Asks the host for a party-session change (choose the game, a setting, start, hand over).
    public func send(_ request: LobbyRequest) throws(LobbyClientCommandError) { perform(try machine.send(request)) }

    /// Leaves now (the seat is released at once) and waits for the connection to flush and close.
    public func leave() async {
        perform(machine.leave())
        await drainConnections()
    }

    /// The app goes to the background: the host holds the seat for the background timeout.
    public func enterBackground() { perform(machine.enterBackground(at: .now)) }

    /// The app is back in the foreground.
    public func enterForeground() { perform(machine.enterForeground(at: .now)) }

    /// Waits until the session ends and returns why.
    public func waitUntilEnded() async -> LobbyClientEndReason {
        if case .ended(let reason) = machine.state { return reason }
        return await withCheckedContinuation { endWaiters.append($0) }
    }
}

extension LobbyClient {
    /// From now on, makes the local game of every round with `factory` (the current round's game
    /// too, if its first state is still to come) and hands it the round's states, rejections and
    /// game over directly, then ``GameClientDriver/resendPending()`` after a resume and
    /// ``GameClientDriver/finish()`` when the session ends. `nil` goes back to ``gameMessages``.
    public func setGameFactory(_ factory: LobbyGameClientFactory?) {
        gameFactory = factory
        if factory == nil { currentGame = nil }
    }

    /// The local game of the current round, when the factory made one.
    public var game: (any GameClientDriver)? { currentGame?.game }
}
