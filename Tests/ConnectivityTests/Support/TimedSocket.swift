@testable import Connectivity
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A plain TCP connection for tests of the handshake's edges: raw bytes out, raw bytes in, every
/// read bounded by a deadline. The instants that time the host are taken on the connection's event
/// loop (connected, last write out, closed), not when the test's task gets to run, so a busy
/// concurrency pool does not stretch them.
final class TimedSocket {
    struct TimedOut: Error {}

    let channel: any Channel
    private var chunks: AsyncStream<ByteBuffer>.Iterator
    private let times: Times
    /// Bytes received and not yet consumed.
    private(set) var pending: [UInt8] = []
    private var finished = false

    /// Instants noted on the event loop.
    final class Times: Sendable {
        let opened = NIOLockedValueBox<ContinuousClock.Instant?>(nil)
        let sent = NIOLockedValueBox<ContinuousClock.Instant?>(nil)
        let closed = NIOLockedValueBox<ContinuousClock.Instant?>(nil)
    }

    /// When the connection was made (the host's accept is no earlier).
    var openedAt: ContinuousClock.Instant { times.opened.withLockedValue { $0 } ?? .now }
    /// When the last ``send(_:)`` was written to the socket.
    var sentAt: ContinuousClock.Instant? { times.sent.withLockedValue { $0 } }
    /// When the host closed the connection, once it has.
    var closedAt: ContinuousClock.Instant? { times.closed.withLockedValue { $0 } }

    private init(channel: any Channel, chunks: AsyncStream<ByteBuffer>, times: Times) {
        self.channel = channel
        self.chunks = chunks.makeAsyncIterator()
        self.times = times
    }

    /// Connects to `127.0.0.1:port` on `group`.
    static func open(port: Int, group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) async throws -> TimedSocket {
        let (stream, sink) = AsyncStream.makeStream(of: ByteBuffer.self)
        let times = Times()
        let channel = try await ClientBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Collector(sink: sink, times: times))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return TimedSocket(channel: channel, chunks: stream, times: times)
    }

    /// Sends `bytes` as they are.
    func send(_ bytes: [UInt8]) async throws {
        // Noted by the write's own promise, before anything the host does in answer can run.
        let written = channel.eventLoop.makePromise(of: Void.self)
        written.futureResult.whenSuccess { [times] in times.sent.withLockedValue { $0 = .now } }
        channel.writeAndFlush(ByteBuffer(bytes: bytes), promise: written)
        try await written.futureResult.get()
    }

    /// Sends `body` as one TCP record (`u16 length | body`).
    func sendRecord(_ body: [UInt8]) async throws {
        try await send([UInt8(body.count >> 8), UInt8(body.count & 0xFF)] + body)
    }

    /// Waits (at most `seconds`) for more bytes; `false` when the host closed instead. Past the
    /// deadline the connection is closed and ``TimedOut`` thrown.
    func receiveMore(within seconds: Double) async throws -> Bool {
        guard !finished else { return false }
        let expired = NIOLockedValueBox(false)
        let channel = self.channel
        let deadline = channel.eventLoop.scheduleTask(in: .milliseconds(Int64(seconds * 1000))) {
            expired.withLockedValue { $0 = true }
            channel.close(promise: nil)
        }
        let next = await chunks.next()
        deadline.cancel()
        guard let next else {
            finished = true
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

/// Forwards every inbound buffer to a stream, and finishes it when the channel closes, noting when.
private final class Collector: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    let sink: AsyncStream<ByteBuffer>.Continuation
    let times: TimedSocket.Times

    init(sink: AsyncStream<ByteBuffer>.Continuation, times: TimedSocket.Times) {
        self.sink = sink
        self.times = times
    }

    func channelActive(context: ChannelHandlerContext) {
        times.opened.withLockedValue { $0 = .now }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        sink.yield(unwrapInboundIn(data))
    }

    func channelInactive(context: ChannelHandlerContext) {
        times.closed.withLockedValue { $0 = $0 ?? .now }
        sink.finish()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A reset from the host is its close.
        context.close(promise: nil)
    }
}
