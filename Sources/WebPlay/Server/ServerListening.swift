import Hummingbird
import NIOCore

/// Starts a Hummingbird application and waits until it listens, for its bound port (port 0 picks
/// one): the page server and the operator's listener start the same way.
struct ServerListening: Sendable {
    private let port: Int
    private let bound: AsyncStream<Int>
    private let boundSink: AsyncStream<Int>.Continuation

    init(port: Int) {
        self.port = port
        (bound, boundSink) = AsyncStream.makeStream(of: Int.self)
    }

    /// The application's `onServerRunning`: reports the bound port.
    var onServerRunning: @Sendable (any Channel) async -> Void {
        { [boundSink, port] channel in
            boundSink.yield(channel.localAddress?.port ?? port)
            boundSink.finish()
        }
    }

    /// Runs `app` until it stops; returns once it listens. When it ends before (the address is in
    /// use, …) its error is thrown, or one saying that `what` stopped before it was listening.
    func run<App: ApplicationProtocol>(_ app: sending App, what: String) async throws -> WebPlayServer {
        let boundSink = self.boundSink
        let running = Task {
            defer { boundSink.finish() }
            try await app.run()
        }
        var ports = bound.makeAsyncIterator()
        guard let port = await ports.next() else {
            try await running.value
            throw WebPlayError(.notRunning, "\(what) stopped before it was listening")
        }
        return WebPlayServer(port: port, running: running)
    }
}
