import NIOCore

/// What one browser (or anything else on the network) may make the web server hold.
///
/// Browser seats also count against the lobby's own ``Connectivity/LobbyConnectionLimits``, which
/// TCP and WebSocket connections share; these limits bound the HTTP side in front of it.
public struct WebPlayLimits: Sendable {
    /// Open HTTP connections, WebSockets included. Past it, new connections wait in the kernel's
    /// backlog until one closes (they are not refused).
    public var maxConnections: Int
    /// One header line, name and value.
    public var maxHeaderFieldBytes: Int
    /// All header lines of one request.
    public var maxHeaderListBytes: Int
    /// Header lines per request.
    public var maxHeaderFields: Int
    /// A new connection must have sent a whole request head within this time, or it is closed
    /// (a client trickling bytes must not hold a connection forever).
    public var requestHeadDeadline: TimeAmount
    /// A plain HTTP connection with no request in flight is closed after this. WebSockets are not
    /// affected: the lobby's heartbeat watches them.
    public var idleTimeout: TimeAmount

    /// The defaults: 128 connections, 8 KiB per header line, 16 KiB and 64 lines per request, 10 s
    /// for the request head, 30 s idle. A browser sends well under 2 KiB of headers.
    public init(
        maxConnections: Int = 128, maxHeaderFieldBytes: Int = 8 * 1024, maxHeaderListBytes: Int = 16 * 1024,
        maxHeaderFields: Int = 64, requestHeadDeadline: TimeAmount = .seconds(10), idleTimeout: TimeAmount = .seconds(30)
    ) {
        self.maxConnections = maxConnections
        self.maxHeaderFieldBytes = maxHeaderFieldBytes
        self.maxHeaderListBytes = maxHeaderListBytes
        self.maxHeaderFields = maxHeaderFields
        self.requestHeadDeadline = requestHeadDeadline
        self.idleTimeout = idleTimeout
    }
}
