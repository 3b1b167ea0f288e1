import Connectivity
import Foundation
import NIOCore
import NIOPosix

/// A TCP connection that writes bytes as given (no framing of its own) and only notes that the host
/// answered: what an attacker uses. It runs the sealed handshake honestly first (anyone can, for a
/// public lobby), so its bytes reach the host's frame decoder.
final class RawPeer: Sendable {
    let channel: any Channel
    /// Succeeds when the first bytes from the host arrive.
    let firstReply: EventLoopFuture<Void>

    private init(channel: any Channel, firstReply: EventLoopFuture<Void>) {
        self.channel = channel
        self.firstReply = firstReply
    }

    static func connect(port: Int, group: any EventLoopGroup) async throws -> RawPeer {
        let promise = group.next().makePromise(of: Void.self)
        let channel = try await ClientBootstrap(group: group)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        SealInitiator(passcode: nil, expectedLobby: nil).channelHandler())
                    try channel.pipeline.syncOperations.addHandler(FirstReplyHandler(promise: promise))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        channel.closeFuture.whenComplete { _ in promise.fail(ChannelError.ioOnClosedChannel) }
        return RawPeer(channel: channel, firstReply: promise.futureResult)
    }

    /// Writes `bytes`; completes when the kernel took them (or the connection is gone).
    func write(_ bytes: ByteBuffer) async -> Bool {
        do {
            try await channel.writeAndFlush(bytes)
            return true
        } catch {
            return false
        }
    }

    func close() { channel.close(promise: nil) }
}

/// Fulfils a promise at the first inbound bytes, and drops everything read.
private final class FirstReplyHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    private let promise: EventLoopPromise<Void>

    init(promise: EventLoopPromise<Void>) { self.promise = promise }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        promise.succeed()
    }
}
