import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the web server: Hummingbird's basics, the WebSocket upgrade, and the
/// peer's address (a ban keys on it, as on TCP).
struct WebPlayRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The browser's IP address without the port, when known.
    let remoteHost: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteHost = source.channel.remoteAddress?.ipAddress
    }
}
