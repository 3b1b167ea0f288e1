import Connectivity
import Foundation
import NIOCore
import NIOPosix

/// A real listener on 127.0.0.1 that hands each accepted connection to the test, whose outlet the
/// test then drives; it records every inbound message and answers pings.
final class OutletServer: Sendable {
    /// What one served connection received, then how it ended.
    enum Inbound: Sendable {
        case message(Message)
        case ended

        var message: Message? { if case .message(let message) = self { message } else { nil } }
        var isEnded: Bool { if case .ended = self { true } else { false } }
    }

    /// One accepted connection and what it received.
    struct Served: Sendable {
        let connection: FramedConnection
        let inbound: EventLog<Inbound>
    }

    let listener: FramedListener
    /// Accepted connections, in order.
    let accepted: EventLog<Served>
    private let task: Task<Void, any Error>

    init(configuration: TransportConfiguration = TransportConfiguration()) async throws {
        let listener = try await FramedListener.bind(host: "127.0.0.1", port: 0, configuration: configuration)
        self.listener = listener
        let (stream, sink) = AsyncStream.makeStream(of: Served.self)
        accepted = EventLog.collecting(stream)
        task = Task {
            try await listener.serve { connection in
                let (events, received) = AsyncStream.makeStream(of: Inbound.self)
                sink.yield(Served(connection: connection, inbound: EventLog.collecting(events)))
                _ = try? await connection.executeThenClose { inbound, outbound in
                    for try await message in inbound {
                        received.yield(.message(message))
                        if case .ping(let ping) = message { try await outbound.send(.pong(Pong(id: ping.id))) }
                    }
                }
                received.yield(.ended)
                received.finish()
            }
        }
    }

    var port: Int { listener.port }

    /// The first accepted connection, waiting up to 10 s for it.
    func first() async -> Served? { await accepted.first { _ in true } }

    /// The accepted connection whose peer uses local port `port`.
    func served(fromPort port: Int) async -> Served? {
        await accepted.first { $0.connection.remoteAddress == "127.0.0.1:\(port)" }
    }

    func stop() async {
        listener.close()
        task.cancel()
        _ = try? await task.value
    }
}

extension EventLog where Event == OutletServer.Inbound {
    /// The messages received so far.
    var messages: [Message] { events.compactMap(\.message) }
}

/// A raw TCP client that never reads what it is sent (automatic reading off, a small receive
/// buffer), like a peer that hung.
enum StalledPeer {
    static func connect(port: Int) async throws -> any Channel {
        try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.autoRead, value: false)
            .channelOption(.socketOption(.so_rcvbuf), value: 4096)
            .connect(host: "127.0.0.1", port: port)
            .get()
    }
}

/// Runs `body` on a thread of its own (not the cooperative pool), so several senders really run at
/// once and call synchronous APIs the way an event loop or a game actor would.
func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// `count` bytes that zlib cannot shrink.
func incompressibleBytes(_ count: Int, seed: UInt64 = 1) -> Data {
    var random = SplitMix(seed: seed)
    return Data((0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) })
}
