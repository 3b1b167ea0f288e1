import NIOCore

/// What a ``DirectConnection`` tells its owner, always on the connection's event loop.
struct DirectConnectionCallbacks: Sendable {
    /// The connection is up (accepted or connected); frames may be sent.
    var opened: @Sendable (DirectConnection) -> Void
    /// One decoded message, in arrival order.
    var received: @Sendable (Message) -> Void
    /// The connection is closed, for whatever reason; called once, and only after `opened`.
    var closed: @Sendable () -> Void
    /// Every message of the current socket read has been delivered (`received`).
    var readComplete: @Sendable () -> Void = {}
    /// The sealed handshake failed or a sealed record did not open; the connection closes next.
    var sealFailed: @Sendable (SealError) -> Void = { _ in }
}

/// The last handler of a direct connection: hands each decoded message to the owner synchronously,
/// on the event loop, with no task or stream in between.
///
/// A ``WireError`` from the decoder is reported to the peer (`error`) before the connection closes,
/// as the protocol asks; a ``SealError`` to the owner (the peer cannot be told: the channel is
/// broken); any other error just closes it.
final class MessageDeliveryHandler: ChannelInboundHandler {
    typealias InboundIn = Message

    private let connection: DirectConnection
    private let callbacks: DirectConnectionCallbacks
    private let encoder: LockedFrameEncoder
    private var isOpen = false

    init(connection: DirectConnection, callbacks: DirectConnectionCallbacks, encoder: LockedFrameEncoder) {
        self.connection = connection
        self.callbacks = callbacks
        self.encoder = encoder
    }

    func handlerAdded(context: ChannelHandlerContext) {
        // An accepted channel may already be active when its pipeline is built.
        if context.channel.isActive { open() }
    }

    func channelActive(context: ChannelHandlerContext) {
        open()
        context.fireChannelActive()
    }

    /// One decoded message, straight from ``InboundDecodeHandler`` (on the event loop; no
    /// `channelRead`, so no `NIOAny` box per message).
    func deliver(_ message: Message) {
        guard isOpen else { return }
        callbacks.received(message)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if isOpen { callbacks.readComplete() }
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? WireError {
            connection.outlet.send(
                .error(ErrorMessage(code: error.protocolErrorCode, message: error.description)), encodedBy: encoder)
            connection.outlet.close()
        } else if let error = error as? SealError {
            callbacks.sealFailed(error)
            context.close(promise: nil)
        } else {
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if isOpen {
            isOpen = false
            callbacks.closed()
        }
        context.fireChannelInactive()
    }

    private func open() {
        guard !isOpen else { return }
        isOpen = true
        callbacks.opened(connection)
    }
}
