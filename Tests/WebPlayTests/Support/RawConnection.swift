import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A plain TCP connection to the web server for tests: raw bytes out, raw bytes in, each read
/// bounded by a deadline (so a test waits on an event, never on a fixed sleep).
final class RawConnection {
    struct TimedOut: Error {}

    let channel: any Channel
    private var chunks: AsyncStream<ByteBuffer>.Iterator
    /// Bytes received and not yet consumed.
    private(set) var pending: [UInt8] = []
    /// Whether the server closed the connection.
    private(set) var isClosed = false

    private init(channel: any Channel, chunks: AsyncStream<ByteBuffer>) {
        self.channel = channel
        self.chunks = chunks.makeAsyncIterator()
    }

    static func open(port: Int) async throws -> RawConnection {
        let (stream, sink) = AsyncStream.makeStream(of: ByteBuffer.self)
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Collector(sink: sink))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, chunks: stream)
    }

    func send(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: bytes))
    }

    func send(_ text: String) async throws { try await send(Array(text.utf8)) }

    /// Waits (at most `seconds`) for more bytes; returns `false` when the server closed instead.
    /// Past the deadline the connection is closed and ``TimedOut`` thrown.
    func receiveMore(within seconds: Double = 5) async throws -> Bool {
        guard !isClosed else { return false }
        let expired = NIOLockedValueBox(false)
        let channel = self.channel
        let deadline = channel.eventLoop.scheduleTask(in: .milliseconds(Int64(seconds * 1000))) {
            expired.withLockedValue { $0 = true }
            channel.close(promise: nil)
        }
        let next = await chunks.next()
        deadline.cancel()
        guard let next else {
            isClosed = true
            if expired.withLockedValue({ $0 }) { throw TimedOut() }
            return false
        }
        pending += next.readableBytesView
        return true
    }

    /// Removes and returns the first `count` pending bytes.
    func consume(_ count: Int) -> [UInt8] {
        let taken = Array(pending.prefix(count))
        pending.removeFirst(min(count, pending.count))
        return taken
    }

    /// Reads until the server closes (at most `seconds`); returns everything received.
    func readUntilClosed(within seconds: Double = 5) async throws -> [UInt8] {
        while try await receiveMore(within: seconds) {}
        return consume(pending.count)
    }

    func close() {
        channel.close(promise: nil)
    }
}

/// Forwards every inbound buffer to a stream, and finishes it when the channel closes.
private final class Collector: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    let sink: AsyncStream<ByteBuffer>.Continuation

    init(sink: AsyncStream<ByteBuffer>.Continuation) { self.sink = sink }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        sink.yield(unwrapInboundIn(data))
    }

    func channelInactive(context: ChannelHandlerContext) {
        sink.finish()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
