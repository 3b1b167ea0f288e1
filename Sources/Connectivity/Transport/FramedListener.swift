import NIOCore
import NIOPosix

/// A listening TCP socket that accepts ``FramedConnection``s.
public struct FramedListener: Sendable {
    private let serverChannel: NIOAsyncChannel<FramedConnection, Never>
    /// The port actually bound (useful after binding port 0).
    public let port: Int

    /// Binds `host:port` (port 0 picks a free port).
    public static func bind(
        host: String, port: Int, configuration: TransportConfiguration = TransportConfiguration()
    ) async throws -> FramedListener {
        let channel = try await ServerBootstrap(group: configuration.eventLoopGroup)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .bind(host: host, port: port) { child in
                child.eventLoop.makeCompletedFuture {
                    try FramedChannelInitializer.wrap(child, configuration: configuration)
                }
            }
        return FramedListener(serverChannel: channel, port: channel.channel.localAddress?.port ?? port)
    }

    /// Accepts connections and runs `handler` for each in its own child task, until the calling task
    /// is cancelled or the listener closes. A handler's failure affects only its own connection.
    public func serve(_ handler: @escaping @Sendable (FramedConnection) async -> Void) async throws {
        try await serverChannel.executeThenClose { inbound in
            try await withThrowingDiscardingTaskGroup { group in
                for try await connection in inbound {
                    group.addTask { await handler(connection) }
                }
            }
        }
    }

    /// Stops accepting; ``serve(_:)`` then returns once every handler has finished.
    public func close() {
        serverChannel.channel.close(promise: nil)
    }
}
