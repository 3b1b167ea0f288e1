import NIOConcurrencyHelpers
import NIOCore

/// One connection of a message-oriented transport (a WebSocket) into a lobby.
///
/// The link deals in envelopes (Docs/Protocol.md §3), uncompressed: the transport frames them (the
/// WebSocket seals §2 frames into records, §9); limits, handshake, heartbeats and resume are the
/// lobby's, as on TCP. The transport drives it from two tasks:
/// - a reader hands every inbound envelope to ``EnvelopeReader/read(_:)`` (made by ``makeReader()``);
/// - a writer writes ``outputs`` in order, reporting each with ``didWrite(byteCount:)``, and calls
///   ``transportClosed()`` once the connection is gone.
///
/// ``LobbyHost/adopt(_:)`` seats it in a lobby, which cannot tell it from a TCP connection.
public final class EnvelopeLink: FrameSink, Sendable {
    /// What the writer must do next.
    public enum Output: Sendable {
        /// Write this envelope (a sealed WebSocket frames and seals it, Docs/Protocol.md §9).
        case envelope(ByteBuffer)
        /// Close the connection (everything before it has been written).
        case close
    }

    struct Delivery: Sendable {
        var received: @Sendable (Message) -> Void
        var closed: @Sendable () -> Void
    }

    private struct State {
        var backlogBytes = 0
        var closing = false
        var aborted = false
        var isClosed = false
        var failure: WireError?
        var delivery: Delivery?
        var closeWaiters: [CheckedContinuation<Void, Never>] = []
    }

    /// The envelopes to write, in order; ends after ``Output/close``.
    public let outputs: AsyncStream<Output>
    /// Phase, limits and counters.
    public let wireState: WireState
    /// The peer's IP address without the port, when known (ban lists key on it).
    public let remoteHost: String?
    /// Whether the transport ran the sealed handshake before the first envelope.
    public let isSealed: Bool
    private let outputSink: AsyncStream<Output>.Continuation
    private let state = NIOLockedValueBox(State())
    private let maxBacklog: Int

    /// Creates the link of a new connection, in the handshake phase.
    public init(
        remoteHost: String?, sealed: Bool = false, configuration: TransportConfiguration = TransportConfiguration()
    ) {
        self.remoteHost = remoteHost
        isSealed = sealed
        // A link is always a host's side of a browser's connection.
        wireState = WireState(
            handshakeLimits: configuration.handshakeLimits, establishedLimits: configuration.establishedLimits,
            inboundHandshakeLimits: configuration.joinRequestLimits, inboundEstablishedLimits: configuration.memberMessageLimits)
        maxBacklog = configuration.maxOutboundBacklog
        (outputs, outputSink) = AsyncStream.makeStream(of: Output.self)
    }

    /// The largest inbound message the phase in force allows: a transport should refuse to buffer
    /// more (``EnvelopeReader/read(_:)`` checks it again).
    public var maxInboundMessageSize: Int { wireState.inboundLimits.maxFrameLength }

    /// Why the link closed the connection itself, if it did.
    public var failure: WireError? { state.withLockedValue { $0.failure } }

    /// Whether the writer must drop what is still queued (the lobby closed the link at once).
    public var isAborted: Bool { state.withLockedValue { $0.aborted } }

    /// A reader for the transport's one reading task.
    public func makeReader() -> EnvelopeReader { EnvelopeReader(link: self) }

    /// Queues one frame's envelope. Outbound envelopes are bounded by the decompressed limit of the
    /// phase, as on TCP where they would be compressed to fit the frame limit.
    @discardableResult
    public func send(_ frame: EncodedFrame) throws(WireError) -> Bool {
        let outcome: Result<Bool, WireError> = state.withLockedValue { state in
            guard !state.closing else { return .success(false) }
            do throws(WireError) {
                try EncodedFrame.checkEnvelope(frame.envelopeLength, of: frame.typeName, against: wireState.limits)
            } catch {
                return .failure(error)
            }
            if frame.establishesSession { wireState.establish() }
            state.backlogBytes += frame.envelopeLength
            wireState.recordOutbound(bytes: frame.envelopeLength, compressed: false)
            outputSink.yield(.envelope(frame.envelope))
            if state.backlogBytes > maxBacklog {
                state.failure = WireError(.outboundBacklogExceeded, "more than \(maxBacklog) bytes queued")
                state.aborted = true
                beginClosing(&state)
            }
            return .success(true)
        }
        return try outcome.get()
    }

    /// Queues an envelope its transport wrote itself (a web page's answers, Docs/Protocol.md §9),
    /// under the same limits and backlog as every other; `typeName` names it in errors.
    @discardableResult
    public func send(envelope: ByteBuffer, typeName: String) throws(WireError) -> Bool {
        var frame = ByteBuffer()
        frame.writeInteger(UInt32(envelope.readableBytes + 1))
        frame.writeInteger(UInt8(0))
        frame.writeImmutableBuffer(envelope)
        return try send(
            EncodedFrame(bytes: frame, envelope: envelope, isCompressed: false, typeName: typeName, establishesSession: false))
    }

    /// Writes what is queued, then closes. Later frames are dropped.
    public func close() {
        state.withLockedValue { state in
            guard !state.closing else { return }
            beginClosing(&state)
        }
    }

    /// Accepts no more frames and tells the writer to close after what is queued. Under the lock.
    private func beginClosing(_ state: inout State) {
        state.closing = true
        outputSink.yield(.close)
        outputSink.finish()
    }

    /// The writer wrote an envelope of `byteCount` bytes (it no longer counts against the backlog).
    public func didWrite(byteCount: Int) {
        state.withLockedValue { $0.backlogBytes -= byteCount }
    }

    /// The transport connection is gone, for whatever reason: the lobby hears it once.
    public func transportClosed() {
        let (delivery, waiters): (Delivery?, [CheckedContinuation<Void, Never>]) = state.withLockedValue { state in
            guard !state.isClosed else { return (nil, []) }
            state.isClosed = true
            state.closing = true
            let waiters = state.closeWaiters
            state.closeWaiters = []
            return (state.delivery, waiters)
        }
        outputSink.finish()
        delivery?.closed()
        for waiter in waiters { waiter.resume() }
    }

    /// Connects the link to its lobby; `false` when the transport is already gone.
    func attach(_ delivery: Delivery) -> Bool {
        state.withLockedValue { state in
            guard !state.isClosed else { return false }
            state.delivery = delivery
            return true
        }
    }

    func deliver(_ message: Message) {
        state.withLockedValue { $0.delivery }?.received(message)
    }

    /// Reports `error` to the peer, as the protocol asks, then closes.
    func fail(_ error: WireError) {
        send(.error(ErrorMessage(code: error.protocolErrorCode, message: error.description)))
        state.withLockedValue { if $0.failure == nil { $0.failure = error } }
        close()
    }

    private func send(_ message: Message) {
        let encoder = FrameEncoder(compressionThreshold: .max)
        guard let frame = try? encoder.encodeFrame(message) else { return }
        _ = try? send(frame)
    }
}

extension EnvelopeLink: LobbyLink {
    var sink: any FrameSink { self }

    var transportLabel: String { MetricLabels.webSocket }

    /// Closes at once: what is queued is dropped.
    func abort() {
        state.withLockedValue { state in
            state.aborted = true
            guard !state.closing else { return }
            beginClosing(&state)
        }
    }

    func waitUntilClosed() async {
        await withCheckedContinuation { continuation in
            let closed = state.withLockedValue { state in
                if state.isClosed { return true }
                state.closeWaiters.append(continuation)
                return false
            }
            if closed { continuation.resume() }
        }
    }
}
