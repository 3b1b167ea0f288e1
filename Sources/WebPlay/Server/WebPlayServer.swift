import Connectivity
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The host's web server: serves the browser client and seats each browser in the lobby through a
/// WebSocket (one more transport into the same ``LobbyHost``).
///
/// ```swift
/// let web = try await WebPlayServer.start(site: site, host: "0.0.0.0", port: 7778, group: group)
/// print(web.port)      // the bound port (useful with port 0)
/// await web.stop()
/// ```
public final class WebPlayServer: Sendable {
    /// The bound port.
    public let port: Int
    private let running: Task<Void, any Error>

    init(port: Int, running: Task<Void, any Error>) {
        self.port = port
        self.running = running
    }

    /// Binds `host:port` (0 picks a port) and serves under `limits` until ``stop()``. Throws when it
    /// cannot bind.
    public static func start(
        site: WebPlaySite, host: String, port: Int, group: any EventLoopGroup, limits: WebPlayLimits = WebPlayLimits()
    ) async throws -> WebPlayServer {
        let routes = WebPlayRoutes(site: site, files: BundledFiles.load(), bindHost: host)
        // Plain HTTP answers HEAD wherever it answers GET; the upgrader's router has GET only, so
        // a HEAD asking for an upgrade is refused instead of upgraded (HeadRequests).
        let router = Router(context: WebPlayRequestContext.self, options: HeadRequests.routerOptions)
        router.add(middleware: HeadRequests.Middleware())
        routes.add(to: router)
        let webSocketRouter = Router(context: WebPlayRequestContext.self)
        routes.addWebSocket(to: webSocketRouter)
        let webSocket = WebSocketServerConfiguration(
            // Inbound messages are bounded per phase by the bridge; this caps any single frame.
            maxFrameSize: site.transport.establishedLimits.maxFrameLength,
            // The lobby protocol has its own ping/pong, which the lobby's heartbeat reads.
            autoPing: .disabled)
        let listening = ServerListening(port: port)
        var logger = Logger(label: "lanparty.webplay")
        logger.logLevel = .critical
        let app = Application(
            router: router,
            server: LimitedHTTPChannel.builder(
                webSocketRouter: webSocketRouter, webSocket: webSocket, limits: limits, admission: site.transport.admission),
            configuration: .init(
                address: .hostname(host, port: port), serverName: nil, reuseAddress: true,
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maxConnections, logger: logger)),
            onServerRunning: listening.onServerRunning,
            eventLoopGroupProvider: .shared(group),
            logger: logger)
        return try await listening.run(app, what: "the web server")
    }

    /// Closes the listener and every browser connection.
    public func stop() async {
        running.cancel()
        _ = try? await running.value
    }
}

/// Why the web server could not serve.
public struct WebPlayError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Code: String, Sendable {
        /// The server stopped before it was listening.
        case notRunning
    }

    /// What went wrong.
    public let code: Code
    /// Details for people.
    public let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`.
    public var description: String { "\(code.rawValue): \(message)" }
}
