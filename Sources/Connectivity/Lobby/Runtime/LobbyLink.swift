/// What a lobby needs of one connection, whatever transport carries it: a TCP
/// ``DirectConnection`` or an ``EnvelopeLink`` (WebSocket). The lobby never asks which it is.
protocol LobbyLink: AnyObject, Sendable {
    /// Where the lobby queues this connection's frames.
    var sink: any FrameSink { get }
    /// Phase, limits and counters.
    var wireState: WireState { get }
    /// The peer's IP address without the port, when known (ban lists key on it).
    var remoteHost: String? { get }
    /// Whether a sealed handshake ran before the first frame (for a private lobby, it proved the
    /// passcode).
    var isSealed: Bool { get }
    /// The transport's metric label (``MetricLabels``): `tcp` or `websocket`.
    var transportLabel: String { get }
    /// Closes at once, without flushing (``FrameSink/close()`` flushes first).
    func abort()
    /// Returns once the connection is closed, for whatever reason.
    func waitUntilClosed() async
}

extension DirectConnection: LobbyLink {
    var sink: any FrameSink { outlet }

    var transportLabel: String { MetricLabels.tcp }

    func abort() { close() }

    func waitUntilClosed() async { try? await closeFuture.get() }
}
