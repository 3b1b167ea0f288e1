import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the web server: Hummingbird's basics, the WebSocket upgrade, and the
/// peer's address (a ban keys on it, as on TCP).
struct WebPlayRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer's IP address without the port, when known.
    let remoteHost: String?
    /// The port this server accepted the connection on (the page's own port).
    let localPort: Int?
    /// The address of this machine the peer connected to (``OperatorAccess``).
    let localHost: String?
    private let webSocketSlot = WebSocketHandlerSlot<WebPlayRequestContext>()
    private let connectionClosed: EventLoopFuture<Void>

    /// Where the router keeps the upgrade's handler (see ``WebSocketHandlerSlot``).
    var webSocket: WebSocketHandlerReference<Self> { webSocketSlot.reference }

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteHost = source.channel.remoteAddress?.ipAddress
        localPort = source.channel.localAddress?.port
        localHost = source.channel.localAddress?.ipAddress
        connectionClosed = source.channel.closeFuture
    }

    /// Call when this request upgrades to a WebSocket: the handler the router stores for it is
    /// released with the connection.
    func releaseWebSocketHandlerOnClose() {
        webSocketSlot.release(when: connectionClosed)
    }
}
