import NIOConcurrencyHelpers

/// Per-connection state shared by the inbound decoder (on the event loop) and the outbound encoder
/// (in the sender's task): which limits are in force, and counters.
public final class WireState: Sendable {
    /// Counters of one connection.
    public struct Counters: Hashable, Sendable {
        /// Messages decoded.
        public var messagesIn = 0
        /// Messages encoded and handed to the channel.
        public var messagesOut = 0
        /// Frame bytes received, prefixes included.
        public var bytesIn = 0
        /// Frame bytes sent, prefixes included.
        public var bytesOut = 0
        /// Frames of a message type this build does not know (ignored).
        public var unknownMessageTypes = 0
        /// Top-level JSON fields this build does not know (ignored).
        public var unknownFields = 0
        /// Frames sent compressed.
        public var compressedFramesOut = 0

        /// All zero.
        public init() {}
    }

    private struct Inner {
        var phase = FramePhase.handshake
        var counters = Counters()
    }

    private let inner = NIOLockedValueBox(Inner())
    /// Limits before the handshake.
    public let handshakeLimits: FrameLimits
    /// Limits after the handshake.
    public let establishedLimits: FrameLimits
    /// What the receiving side accepts before the handshake (a host is stricter than it sends).
    public let inboundHandshakeLimits: FrameLimits
    /// What the receiving side accepts after the handshake.
    public let inboundEstablishedLimits: FrameLimits

    /// Creates the state of a new connection (handshake phase); inbound limits default to the
    /// outbound ones.
    public init(
        handshakeLimits: FrameLimits = .handshake, establishedLimits: FrameLimits = .established,
        inboundHandshakeLimits: FrameLimits? = nil, inboundEstablishedLimits: FrameLimits? = nil
    ) {
        self.handshakeLimits = handshakeLimits
        self.establishedLimits = establishedLimits
        self.inboundHandshakeLimits = inboundHandshakeLimits ?? handshakeLimits
        self.inboundEstablishedLimits = inboundEstablishedLimits ?? establishedLimits
    }

    /// The limits in force for what arrives.
    public var inboundLimits: FrameLimits {
        switch phase {
        case .handshake: inboundHandshakeLimits
        case .established: inboundEstablishedLimits
        }
    }

    /// The phase in force.
    public var phase: FramePhase { inner.withLockedValue { $0.phase } }

    /// The limits in force.
    public var limits: FrameLimits {
        switch phase {
        case .handshake: handshakeLimits
        case .established: establishedLimits
        }
    }

    /// A snapshot of the counters.
    public var counters: Counters { inner.withLockedValue { $0.counters } }

    /// Switches to the established limits (called when `joinAccepted` passes in either direction).
    func establish() { inner.withLockedValue { $0.phase = .established } }

    func recordInbound(bytes: Int, unknownFields: Int) {
        inner.withLockedValue {
            $0.counters.messagesIn += 1
            $0.counters.bytesIn += bytes
            $0.counters.unknownFields += unknownFields
        }
    }

    func recordUnknownType(bytes: Int) {
        inner.withLockedValue {
            $0.counters.unknownMessageTypes += 1
            $0.counters.bytesIn += bytes
        }
    }

    func recordOutbound(bytes: Int, compressed: Bool) {
        inner.withLockedValue {
            $0.counters.messagesOut += 1
            $0.counters.bytesOut += bytes
            $0.counters.compressedFramesOut += compressed ? 1 : 0
        }
    }
}
