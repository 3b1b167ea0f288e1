import NIOCore
import NIOPosix

/// The SwiftNIO baseline: channel handlers on both ends, no framing, no async bridges.
enum NIOEcho {
    /// Listens on 127.0.0.1 (any port) and echoes every read back; returns the port.
    static func startServer() async throws -> Int {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { $0.pipeline.addHandler(EchoHandler()) }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        return channel.localAddress?.port ?? 0
    }

    /// Closed-loop round trips of `size` bytes from a handler, for `seconds` after `warmup`.
    static func runClient(port: Int, size: Int, warmup: Double, seconds: Double) async throws -> LatencyReport {
        let group = MultiThreadedEventLoopGroup.singleton
        let done = group.next().makePromise(of: LatencyReport.self)
        let channel = try await ClientBootstrap(group: group)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        PingPongHandler(size: size, warmup: warmup, seconds: seconds, done: done))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        let report = try await done.futureResult.get()
        try? await channel.close()
        return report
    }
}

/// Writes back whatever arrives.
private final class EchoHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.write(data, promise: nil)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        context.flush()
    }
}

/// Sends `size` bytes, waits for all of them to come back, records the time, repeats.
private final class PingPongHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let size: Int
    private let done: EventLoopPromise<LatencyReport>
    private let measureFrom: UInt64
    private let end: UInt64
    private var report: LatencyReport
    private var received = 0
    private var sentAt: UInt64 = 0

    init(size: Int, warmup: Double, seconds: Double, done: EventLoopPromise<LatencyReport>) {
        self.size = size
        self.done = done
        measureFrom = Nanos.now() + UInt64(warmup * 1e9)
        end = measureFrom + UInt64(seconds * 1e9)
        report = .empty(seconds: seconds)
    }

    func channelActive(context: ChannelHandlerContext) {
        send(context: context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        received += unwrapInboundIn(data).readableBytes
        guard received >= size else { return }
        received -= size
        let now = Nanos.now()
        if sentAt >= measureFrom {
            report.histogram.record(now - sentAt)
            report.completed += 1
        }
        if now < end {
            send(context: context)
        } else {
            done.succeed(report)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        done.fail(error)
        context.close(promise: nil)
    }

    private func send(context: ChannelHandlerContext) {
        sentAt = Nanos.now()
        let buffer = context.channel.allocator.buffer(repeating: 0x2A, count: size)
        context.writeAndFlush(wrapOutboundOut(buffer), promise: nil)
    }
}
