import NIOCore
import NIOPosix

#if canImport(Glibc)
    import Glibc
#endif

/// A framed TCP connection driven from its event loop: decoded messages are handed to the owner
/// synchronously, on the loop (``DirectConnectionCallbacks``), and frames go out through
/// ``outlet``.
///
/// This is how the lobby actors connect: they run on the same event loop as their connections, so
/// a message goes from the socket into the actor's state machine without waking a task. Use
/// ``FramedConnection`` for an async-sequence interface instead.
final class DirectConnection: Sendable {
    private let channel: any Channel
    /// Phase, limits and counters of this connection.
    let wireState: WireState
    /// Writes frames from any thread without awaiting.
    let outlet: FrameOutlet
    /// The peer's IP address without the port, when known (ban lists key on it).
    let remoteHost: String?
    /// Whether the connection runs the sealed handshake (protocol 3) before any frame.
    let isSealed: Bool

    private init(channel: any Channel, configuration: TransportConfiguration, acceptsJoins: Bool, isSealed: Bool) {
        self.channel = channel
        self.isSealed = isSealed
        wireState = WireState(
            handshakeLimits: configuration.handshakeLimits, establishedLimits: configuration.establishedLimits,
            inboundHandshakeLimits: acceptsJoins ? configuration.joinRequestLimits : nil,
            inboundEstablishedLimits: acceptsJoins ? configuration.memberMessageLimits : nil)
        outlet = FrameOutlet(channel: channel, state: wireState, maxBacklog: configuration.maxOutboundBacklog)
        remoteHost = channel.remoteAddress?.ipAddress
    }

    /// Succeeds once the connection is closed, for whatever reason.
    var closeFuture: EventLoopFuture<Void> { channel.closeFuture }

    /// Closes at once, without flushing what is queued (``FrameOutlet/close()`` flushes first).
    func close() { channel.close(mode: .all, promise: nil) }

    /// Builds the pipeline of `channel` (on its event loop): the sealed channel (``SealHandler``,
    /// unless `seal` is `nil`: the bare frame layer, for transport tests), the frame decoder, then
    /// delivery. `acceptsJoins`: a host's side, which reads under the stricter join-request and
    /// member limits. `decodesOffLoop`: see ``InboundDecodeHandler``.
    static func attach(
        to channel: any Channel, configuration: TransportConfiguration, encoder: LockedFrameEncoder,
        callbacks: DirectConnectionCallbacks, acceptsJoins: Bool = false, decodesOffLoop: Bool = true, seal: SealRole?
    ) throws {
        let connection = DirectConnection(
            channel: channel, configuration: configuration, acceptsJoins: acceptsJoins, isSealed: seal != nil)
        let delivery = MessageDeliveryHandler(connection: connection, callbacks: callbacks, encoder: encoder)
        // A host decodes under a budget and off the loop for large frames (issue 17).
        let decoder = InboundDecodeHandler(
            state: connection.wireState, delivery: delivery, budgeted: acceptsJoins, decodesOffLoop: decodesOffLoop)
        if let seal { try channel.pipeline.syncOperations.addHandler(SealHandler(role: seal)) }
        try channel.pipeline.syncOperations.addHandlers(decoder, delivery)
    }

    /// Connects to `host:port` on `loop`. The callbacks run on `loop`; the returned future fails
    /// (and no callback runs) when the connection cannot be made.
    static func connect(
        host: String, port: Int, on loop: any EventLoop, configuration: TransportConfiguration,
        encoder: LockedFrameEncoder, callbacks: DirectConnectionCallbacks, seal: SealInitiator?
    ) -> EventLoopFuture<any Channel> {
        if let connector = configuration.inProcessConnector {
            return connector.connect { channel in
                try attach(
                    to: channel, configuration: configuration, encoder: encoder, callbacks: callbacks,
                    seal: seal.map(SealRole.client))
            }
        }
        return ClientBootstrap(group: loop)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .connectTimeout(configuration.connectTimeoutAmount)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try attach(
                        to: channel, configuration: configuration, encoder: encoder, callbacks: callbacks,
                        seal: seal.map(SealRole.client))
                }
            }
            .connect(host: host, port: port)
    }
}

/// A listening socket whose accepted connections all run on one event loop, as
/// ``DirectConnection``s, once they have said something: accepting, the admission budget and the
/// connections that have not sent a byte yet are an ``AcceptThread``'s, never that loop's.
struct DirectListener: Sendable {
    private let door: AcceptThread
    /// The port actually bound (useful after binding port 0).
    var port: Int { door.port }
    /// Succeeds once the listening socket and every connection still held at the door are closed.
    let closeFuture: EventLoopFuture<Void>

    /// The most connections held at the door at once, silent since their accept: a join sends its
    /// preface at once, so only a flood of bare connections fills it (the longest silent goes).
    static let heldAtOnce = 128

    /// Binds `host:port` (port 0 picks a free port). Every connection that sends its first bytes
    /// within `deadline` of its accept is placed on `childLoop` and gets its callbacks and its side
    /// of the sealed handshake from `accept` (called on that loop with the accept's instant);
    /// `silent` hears of those closed at the deadline without a byte.
    static func bind(
        host: String, port: Int, childLoop: any EventLoop, configuration: TransportConfiguration,
        encoder: LockedFrameEncoder, deadline: Duration,
        accept: @escaping @Sendable (_ acceptedAt: ContinuousClock.Instant) -> (DirectConnectionCallbacks, SealRole?)?,
        silent: @escaping @Sendable (_ address: String?) -> Void
    ) throws -> DirectListener {
        let socket = try ListeningSocket.bind(host: host, port: port, backlog: 1024)
        let closed = childLoop.makePromise(of: Void.self)
        let door: AcceptThread
        do {
            door = try AcceptThread(
                socket: socket, admission: configuration.admission, holding: heldAtOnce, deadline: deadline,
                handOver: { held in
                    ClientBootstrap(group: childLoop)
                        .channelOption(.socketOption(.tcp_nodelay), value: 1)
                        .channelInitializer { child in
                            child.eventLoop.makeCompletedFuture {
                                guard let (callbacks, seal) = accept(held.acceptedAt) else { throw ChannelError.ioOnClosedChannel }
                                try DirectConnection.attach(
                                    to: child, configuration: configuration, encoder: encoder, callbacks: callbacks,
                                    acceptsJoins: true, seal: seal)
                            }
                        }
                        .withConnectedSocket(held.handle)
                        .whenFailure { _ in }
                },
                silent: { held in silent(held.address) },
                exited: { closed.succeed() })
        } catch {
            Glibc.close(socket.handle)
            throw error
        }
        return DirectListener(door: door, closeFuture: closed.futureResult)
    }

    /// Stops accepting; accepted connections stay open, those still silent at the door are closed.
    func close() { door.stop() }
}
