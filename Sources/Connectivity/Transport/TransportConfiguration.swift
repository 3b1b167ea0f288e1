import NIOCore
import NIOPosix

/// How framed connections behave: limits, compression and the event loops they run on.
public struct TransportConfiguration: Sendable {
    /// Limits until the handshake succeeds.
    public var handshakeLimits: FrameLimits
    /// Limits after `joinAccepted`.
    public var establishedLimits: FrameLimits
    /// Envelopes shorter than this are sent uncompressed.
    public var compressionThreshold: Int
    /// zlib level, 1 (fastest) to 9 (smallest).
    public var compressionLevel: Int32
    /// How long a connection attempt may take.
    public var connectTimeout: Duration
    /// The event loops; defaults to NIO's shared singleton group.
    public var eventLoopGroup: any EventLoopGroup
    /// Outgoing bytes that may wait for a peer that does not read before it is disconnected.
    public var maxOutboundBacklog: Int
    /// What a host accepts from a connection that has not joined yet.
    public var joinRequestLimits: FrameLimits
    /// What a host accepts from a seated member.
    public var memberMessageLimits: FrameLimits
    /// How many new connections a host's listeners take per address and in all; shared by every
    /// listener given this configuration (the lobby's TCP port and its web page).
    public var admission: ConnectionAdmission

    /// Whether lobby connections run the sealed handshake and seal every frame (protocol 3,
    /// Docs/Protocol.md §2.1). Always on in the programs; off only to measure what sealing costs
    /// (Benchmarks' `--seal-blocks`): an unsealed peer cannot talk to a sealed one, and a private
    /// lobby then falls back to the `challenge` of protocol 2.
    public var sealsConnections = true
    /// Makes a client's connections over channels the caller supplies instead of sockets (the
    /// cost guard's in-process clients); `nil`, connections are TCP.
    @_spi(CostGuard) public var inProcessConnector: InProcessConnector?

    /// Creates a configuration; the defaults are the protocol's limits.
    public init(
        handshakeLimits: FrameLimits = .handshake,
        establishedLimits: FrameLimits = .established,
        compressionThreshold: Int = FrameEncoder.defaultCompressionThreshold,
        compressionLevel: Int32 = 6,
        connectTimeout: Duration = .seconds(5),
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
        maxOutboundBacklog: Int = 8 * 1024 * 1024,
        joinRequestLimits: FrameLimits = .joinRequest,
        memberMessageLimits: FrameLimits = .memberMessages,
        admission: ConnectionAdmission = ConnectionAdmission()
    ) {
        self.admission = admission
        self.joinRequestLimits = joinRequestLimits
        self.memberMessageLimits = memberMessageLimits
        self.handshakeLimits = handshakeLimits
        self.establishedLimits = establishedLimits
        self.compressionThreshold = compressionThreshold
        self.compressionLevel = compressionLevel
        self.connectTimeout = connectTimeout
        self.eventLoopGroup = eventLoopGroup
        self.maxOutboundBacklog = maxOutboundBacklog
    }
}

extension TransportConfiguration {
    /// ``connectTimeout`` as NIO counts time.
    var connectTimeoutAmount: TimeAmount {
        .nanoseconds(
            Int64(connectTimeout.components.seconds) * 1_000_000_000 + connectTimeout.components.attoseconds / 1_000_000_000)
    }
}
