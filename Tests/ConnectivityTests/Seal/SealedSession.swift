@testable import Connectivity
import Foundation
import NIOCore
import NIOPosix

/// A member that joins a real host over the sealed channel by hand, record by record, so a test can
/// then send what an attacker on the path would: altered, replayed, reordered or shortened records.
final class SealedSession {
    private let inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private var iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    private var pending = ByteBuffer()
    private var splitter = SealRecordSplitter()
    private var opened = ByteBuffer()
    private var stream: SealedStream
    private var decoder = FrameDecoder(state: WireState(handshakeLimits: .handshake, establishedLimits: .established))

    private init(
        iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator, outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>,
        stream: SealedStream, pending: ByteBuffer, splitter: SealRecordSplitter
    ) {
        self.inbound = iterator
        self.iterator = iterator
        self.outbound = outbound
        self.stream = stream
        self.pending = pending
        self.splitter = splitter
    }

    /// Connects to `127.0.0.1:port`, runs the handshake and hands the session to `body`.
    static func with<T>(port: Int, _ body: (SealedSession) async throws -> T) async throws -> T {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var initiator = SealInitiator(passcode: nil, expectedLobby: nil)
            try await outbound.write(SealedRawClient.record(initiator.preface))
            var iterator = inbound.makeAsyncIterator()
            var pending = ByteBuffer()
            var splitter = SealRecordSplitter()
            while true {
                guard var chunk = try await iterator.next() else { throw SealError.truncated }
                pending.writeBuffer(&chunk)
                while let record = splitter.next(from: &pending) {
                    switch try initiator.receive(Array(record.readableBytesView)) {
                    case .send(let reply):
                        try await outbound.write(SealedRawClient.record(reply))
                    case .established(let stream):
                        let session = SealedSession(
                            iterator: iterator, outbound: outbound, stream: stream, pending: pending, splitter: splitter)
                        return try await body(session)
                    }
                }
            }
        }
    }

    /// Seals `message` as one record body (not sent).
    func seal(_ message: Message) throws -> [UInt8] {
        let frame = try FrameEncoder().encode(message, limits: .established).frame
        return try stream.seal(Array(frame.readableBytesView))[0]
    }

    /// Sends record bodies as they are, each with its length.
    func send(_ bodies: [UInt8]...) async throws {
        var buffer = ByteBuffer()
        for body in bodies { SealRecordSplitter.write(body, to: &buffer) }
        try await outbound.write(buffer)
    }

    /// The next message from the host, or `nil` once the host closed the connection.
    func next() async throws -> Message? {
        while true {
            if let message = try decoder.decode(buffer: &opened) { return message }
            while let body = splitter.next(from: &pending) {
                opened.writeBytes(try stream.open(Array(body.readableBytesView)))
            }
            if let message = try decoder.decode(buffer: &opened) { return message }
            guard var chunk = try await iterator.next() else { return nil }
            pending.writeBuffer(&chunk)
        }
    }

    /// Reads until the host closes the connection (`true`), skipping messages; `false` if
    /// `deadline` passes first.
    func closedByHost(within timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            do {
                guard try await next() != nil else { return true }
            } catch {
                return true
            }
        }
        return false
    }
}
