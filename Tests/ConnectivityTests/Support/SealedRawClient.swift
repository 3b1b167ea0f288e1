@testable import Connectivity
import Foundation
import NIOCore
import NIOPosix

/// A TCP client that runs the sealed handshake honestly (Docs/Protocol.md §2.1), then sends raw
/// frame bytes inside the channel — what a hostile member, past the handshake, can send — and
/// collects the opened reply until the host closes.
enum SealedRawClient {
    static func sendAndCollect(_ bytes: ByteBuffer, port: Int, passcode: String? = nil) async throws -> [UInt8] {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var initiator = SealInitiator(passcode: passcode.map { PasscodeKeyCache(passcode: $0) }, expectedLobby: nil)
            try await outbound.write(record(initiator.preface))
            var pending = ByteBuffer()
            var splitter = SealRecordSplitter()
            var iterator = inbound.makeAsyncIterator()
            var stream: SealedStream?
            while stream == nil {
                guard var chunk = try await iterator.next() else { return [] }
                pending.writeBuffer(&chunk)
                while stream == nil, let body = splitter.next(from: &pending) {
                    switch try initiator.receive(Array(body.readableBytesView)) {
                    case .send(let reply): try await outbound.write(record(reply))
                    case .established(let established): stream = established
                    }
                }
            }
            guard var sealed = stream else { return [] }
            var out = ByteBuffer()
            for body in try sealed.seal(Array(bytes.readableBytesView)) { SealRecordSplitter.write(body, to: &out) }
            try await outbound.write(out)
            var received: [UInt8] = []
            do {
                while true {
                    while let body = splitter.next(from: &pending) {
                        received += try sealed.open(Array(body.readableBytesView))
                    }
                    guard var chunk = try await iterator.next(), received.count <= 64 * 1024 else { break }
                    pending.writeBuffer(&chunk)
                }
            } catch {
                // A reset after the server's error frame is expected.
            }
            return received
        }
    }

    static func record(_ body: [UInt8]) -> ByteBuffer {
        var buffer = ByteBuffer()
        SealRecordSplitter.write(body, to: &buffer)
        return buffer
    }
}
