import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// One TCP connection carrying LanParty frames, in either role.
///
/// Use it inside ``executeThenClose(_:)``: inbound messages arrive as an async sequence, `send`
/// encodes and writes, and the connection is closed when the closure returns or throws. Frames
/// encoded elsewhere (a broadcast encoded once) go through ``outlet``, in the same order as `send`.
public final class FramedConnection: Sendable {
    typealias Channel = NIOAsyncChannel<Message, ByteBuffer>

    private let channel: Channel
    private let encoder: LockedFrameEncoder
    /// Phase, limits and counters of this connection.
    public let wireState: WireState
    /// Writes frames from any thread without awaiting; every send of this connection goes through it.
    public let outlet: FrameOutlet
    /// The peer's address as `host:port`, when known.
    public let remoteAddress: String?
    /// The peer's IP address without the port, when known (ban lists key on it).
    public let remoteHost: String?

    init(channel: Channel, state: WireState, configuration: TransportConfiguration) {
        self.channel = channel
        self.wireState = state
        self.outlet = FrameOutlet(channel: channel.channel, state: state, maxBacklog: configuration.maxOutboundBacklog)
        self.encoder = LockedFrameEncoder(configuration: configuration)
        let address = channel.channel.remoteAddress
        self.remoteHost = address?.ipAddress
        self.remoteAddress = address.flatMap { address in
            address.ipAddress.map { address.protocol == .inet6 ? "[\($0)]:\(address.port ?? 0)" : "\($0):\(address.port ?? 0)" }
        }
    }

    /// Connects to a host. A lobby host (protocol 3) needs `seal`: the sealed handshake then runs
    /// before the first frame (Docs/Protocol.md §2.1); without it the frames go in the clear, as to
    /// a bare frame server.
    public static func connect(
        host: String, port: Int, configuration: TransportConfiguration = TransportConfiguration(),
        seal: SealInitiator? = nil
    ) async throws -> FramedConnection {
        try await ClientBootstrap(group: configuration.eventLoopGroup)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .connectTimeout(configuration.connectTimeoutAmount)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let seal { try channel.pipeline.syncOperations.addHandler(SealHandler(role: .client(seal))) }
                    return try FramedChannelInitializer.wrap(channel, configuration: configuration)
                }
            }
    }

    /// Runs `body` with the inbound messages and a sender, then closes the connection.
    public func executeThenClose<Result: Sendable>(
        _ body: (_ inbound: FramedInbound, _ outbound: FramedOutbound) async throws -> Result
    ) async throws -> Result {
        try await channel.executeThenClose { inbound, outbound in
            try await body(
                FramedInbound(base: inbound),
                FramedOutbound(outlet: outlet, encoder: encoder))
        }
    }

    /// Closes the connection from outside ``executeThenClose(_:)`` (for example to drop a peer);
    /// the inbound sequence then ends.
    public func close() {
        channel.channel.close(mode: .all, promise: nil)
    }

    /// Returns once the connection is closed, for whatever reason.
    public func waitUntilClosed() async {
        try? await channel.channel.closeFuture.get()
    }
}

/// Builds the channel pipeline of a framed connection: framing in a handler, the rest async.
enum FramedChannelInitializer {
    static func wrap(_ channel: any Channel, configuration: TransportConfiguration) throws -> FramedConnection {
        let state = WireState(
            handshakeLimits: configuration.handshakeLimits, establishedLimits: configuration.establishedLimits)
        try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(FrameDecoder(state: state)))
        let asyncChannel = try FramedConnection.Channel(wrappingChannelSynchronously: channel)
        return FramedConnection(channel: asyncChannel, state: state, configuration: configuration)
    }
}
