@testable import Connectivity
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A plain TCP connection for tests of the handshake's edges: raw bytes out, raw bytes in, every
/// read bounded by a deadline, and the instant it was opened, so a test can time the host's close.
final class TimedSocket {
    struct TimedOut: Error {}

    let channel: any Channel
    /// When the connection was made (the host's accept is no earlier than this).
    let openedAt: ContinuousClock.Instant
    private var chunks: AsyncStream<ByteBuffer>.Iterator
    /// Bytes received and not yet consumed.
    private(set) var pending: [UInt8] = []
    /// When the host closed the connection, once it has.
    private(set) var closedAt: ContinuousClock.Instant?

    private init(channel: any Channel, chunks: AsyncStream<ByteBuffer>, openedAt: ContinuousClock.Instant) {
        self.channel = channel
        self.chunks = chunks.makeAsyncIterator()
        self.openedAt = openedAt
    }

    /// Connects to `127.0.0.1:port`.
    static func open(port: Int) async throws -> TimedSocket {
        let (stream, sink) = AsyncStream.makeStream(of: ByteBuffer.self)
        let before = ContinuousClock.now
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Collector(sink: sink))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return TimedSocket(channel: channel, chunks: stream, openedAt: before)
    }

    /// Sends `bytes` as they are.
    func send(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: bytes))
    }

    /// Sends `body` as one TCP record (`u16 length | body`).
    func sendRecord(_ body: [UInt8]) async throws {
        try await send([UInt8(body.count >> 8), UInt8(body.count & 0xFF)] + body)
    }

    /// Waits (at most `seconds`) for more bytes; `false` when the host closed instead. Past the
    /// deadline the connection is closed and ``TimedOut`` thrown.
    func receiveMore(within seconds: Double) async throws -> Bool {
        guard closedAt == nil else { return false }
        let expired = NIOLockedValueBox(false)
        let channel = self.channel
        let deadline = channel.eventLoop.scheduleTask(in: .milliseconds(Int64(seconds * 1000))) {
            expired.withLockedValue { $0 = true }
            channel.close(promise: nil)
        }
        let next = await chunks.next()
        deadline.cancel()
        guard let next else {
            closedAt = .now
            if expired.withLockedValue({ $0 }) { throw TimedOut() }
            return false
        }
        pending += next.readableBytesView
        return true
    }

    /// The next whole record's body from the host; `nil` when it closed first.
    func receiveRecord(within seconds: Double = 10) async throws -> [UInt8]? {
        while true {
            if pending.count >= 2 {
                let length = Int(pending[0]) << 8 | Int(pending[1])
                if pending.count >= 2 + length {
                    let body = Array(pending[2..<2 + length])
                    pending.removeFirst(2 + length)
                    return body
                }
            }
            guard try await receiveMore(within: seconds) else { return nil }
        }
    }

    /// Reads until the host closes (at most `seconds`); how long after the connect it closed.
    func timeUntilClosed(within seconds: Double = 15) async throws -> Duration {
        while try await receiveMore(within: seconds) {}
        return (closedAt ?? .now) - openedAt
    }

    func close() { channel.close(promise: nil) }
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
        // A reset from the host is its close.
        context.close(promise: nil)
    }
}
