import HummingbirdWebSocket
import NIOConcurrencyHelpers
import NIOCore

/// Holds a request context's ``HummingbirdWebSocket/WebSocketHandlerReference`` until its connection
/// closes.
///
/// hummingbird-websocket 2.8.1 stores an upgrade's handler, together with a copy of the request
/// context, in the reference's box, which that same context holds: a cycle nothing breaks, so
/// every upgrade kept its context, logger and handler alive after the connection was gone (about
/// 1 KB each, issue 24). The context reaches the box through this slot instead, which the
/// WebSocket route empties when the connection closes.
final class WebSocketHandlerSlot<Context: WebSocketRequestContext>: Sendable {
    private let held = NIOLockedValueBox<WebSocketHandlerReference<Context>?>(WebSocketHandlerReference())

    /// The reference the router fills in and reads back; a fresh, empty one once released.
    var reference: WebSocketHandlerReference<Context> {
        held.withLockedValue { $0 } ?? WebSocketHandlerReference()
    }

    /// Drops the reference (and so the cycle through it) when `closed` completes.
    func release(when closed: EventLoopFuture<Void>) {
        closed.whenComplete { [self] _ in held.withLockedValue { $0 = nil } }
    }
}
