import NIOCore

/// The messages arriving on a ``FramedConnection``, in order.
///
/// Ends when the peer closes; throws ``WireError`` when the peer violates the format or limits
/// (the connection is then closed).
public struct FramedInbound: AsyncSequence, Sendable {
    /// Each element is one decoded message.
    public typealias Element = Message

    let base: NIOAsyncChannelInboundStream<Message>

    /// Iterates the messages.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: NIOAsyncChannelInboundStream<Message>.AsyncIterator

        /// The next message, `nil` at the end of the connection.
        public mutating func next() async throws -> Message? {
            try await base.next()
        }
    }

    /// Starts iterating; a connection's messages can be iterated once.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator())
    }
}

/// Sends messages on a ``FramedConnection``. Safe to use from several tasks at once.
public struct FramedOutbound: Sendable {
    let outlet: FrameOutlet
    let encoder: LockedFrameEncoder

    /// Encodes `message` and queues it after everything sent before on this connection.
    ///
    /// Throws ``WireError`` without sending anything when the message would exceed the limits in
    /// force; throws ``FramedConnectionClosed`` when the connection is closing or closed.
    public func send(_ message: Message) async throws {
        let frame = try encoder.encodeFrame(message)
        guard try outlet.send(frame) else { throw FramedConnectionClosed() }
    }
}

/// The connection was closing or closed, so nothing was sent.
public struct FramedConnectionClosed: Error, Hashable, Sendable {}

extension FramedOutbound {
    /// Tells the peer why the connection is about to close; best effort, errors are ignored.
    public func reportError(_ error: WireError) async {
        try? await send(.error(ErrorMessage(code: error.protocolErrorCode, message: error.description)))
    }
}
