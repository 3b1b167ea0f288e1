import Connectivity
import Foundation
import GameCore
import NIOCore
import NIOPosix
import Testing

/// A peer that stops reading must not make the sender buffer without bound.
@Suite("Frame outlet backlog", .timeLimit(.minutes(1)))
struct FrameOutletBacklogTests {
    private static let backlog = 256 * 1024

    /// 8 KiB of noise: one frame, whatever the compression.
    private static func noiseFrame() throws -> EncodedFrame {
        try FrameEncoder().encodeFrame(.gameAction(GameAction(sequence: 1, payload: incompressibleBytes(8 * 1024))))
    }

    @Test("a peer that stops reading is disconnected once the channel holds more than the backlog")
    func pacedSenderToAStalledPeer() async throws {
        // One event loop, so that awaiting a task on it means every drain queued before has run.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let configuration = TransportConfiguration(eventLoopGroup: group, maxOutboundBacklog: Self.backlog)
        let server = try await OutletServer(configuration: configuration)
        let (sent, bytes) = try await exerciseStalledPeer(server) { outlet, frame in
            // Four frames (32 KiB) at a time, drained before the next four: the outlet's queue never
            // nears the backlog, so only the bytes piling up unsent in the channel can trip it.
            var sent = 0
            let deadline = ContinuousClock.now + .seconds(20)
            pushing: while outlet.failure == nil, ContinuousClock.now < deadline {
                for _ in 0..<4 {
                    guard try outlet.send(frame) else { break pushing }
                    sent += 1
                }
                try await loop.submit {}.get()
            }
            return sent
        }
        // The kernel's socket buffers take the first bytes; the channel then holds the backlog.
        #expect(bytes > Self.backlog, "after \(sent) frames")
        await server.stop()
        try await group.shutdownGracefully()
    }

    @Test("a burst past the backlog is refused from the frame that crosses it, and the peer is dropped")
    func burstToAStalledPeer() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let configuration = TransportConfiguration(eventLoopGroup: group, maxOutboundBacklog: Self.backlog)
        let server = try await OutletServer(configuration: configuration)
        let (sent, bytes) = try await exerciseStalledPeer(server) { outlet, frame in
            // Sent from the event loop itself, so that no drain runs until the burst is queued.
            try await loop.submit {
                var sent = 0
                while sent < 4 * Self.backlog / (8 * 1024), try outlet.send(frame) { sent += 1 }
                return sent
            }.get()
        }
        let frameSize = bytes / max(sent, 1)
        #expect(bytes > Self.backlog && bytes - frameSize <= Self.backlog, "the outlet accepted \(sent) frames")
        await server.stop()
        try await group.shutdownGracefully()
    }

    /// How the last frames reach a peer whose socket buffers are already full.
    enum Ending: CaseIterable, Sendable {
        /// ``FrameOutlet/close()``: flush what is queued, then close.
        case close
        /// A burst past the backlog: the outlet gives up on the peer.
        case burst
    }

    @Test("a peer whose socket buffers are full is disconnected in bounded time", arguments: Ending.allCases)
    func stalledPeerIsDisconnected(ending: Ending) async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let server = try await OutletServer(configuration: TransportConfiguration(eventLoopGroup: group))
        let stalled = try await StalledPeer.connect(port: server.port)
        let served = try #require(await server.first())
        let outlet = served.connection.outlet
        let frame = try Self.noiseFrame()
        let backlog = TransportConfiguration().maxOutboundBacklog
        // 6 MiB, paced: more than the socket buffers take (about 3 MiB here), less than the 8 MiB backlog.
        for _ in 0..<(6 * 1024 * 1024 / frame.bytes.readableBytes / 4) {
            for _ in 0..<4 { try outlet.send(frame) }
            try await loop.submit {}.get()
        }
        #expect(outlet.failure == nil)
        switch ending {
        case .close:
            outlet.close()
        case .burst:
            // Sent from the event loop itself, so that no drain runs until the whole burst is queued.
            try await loop.submit {
                for _ in 0...(backlog / frame.bytes.readableBytes) { try outlet.send(frame) }
            }.get()
            #expect(outlet.failure?.code == .outboundBacklogExceeded)
        }
        // close() gives queued frames FrameOutlet.closeGrace (2 s) to leave; 8 s is ample.
        let ended = await served.inbound.first(within: .seconds(8)) { $0.isEnded }
        #expect(ended != nil, "the connection is still open")
        stalled.close(promise: nil)
        await server.stop()
        try await group.shutdownGracefully()
    }

    /// Connects a well-behaved client and a stalled peer to `server`, lets `push` write frames to
    /// the stalled peer, then checks that it was disconnected for its backlog and that the
    /// well-behaved connection still works both ways. Returns the frames and bytes `push` sent.
    private func exerciseStalledPeer(
        _ server: OutletServer, push: (FrameOutlet, EncodedFrame) async throws -> Int
    ) async throws -> (frames: Int, bytes: Int) {
        let frame = try Self.noiseFrame()
        let good = try await FramedConnection.connect(host: "127.0.0.1", port: server.port)
        return try await good.executeThenClose { inbound, outbound in
            var replies = inbound.makeAsyncIterator()
            let goodServed = try #require(await server.first())
            let stalled = try await StalledPeer.connect(port: server.port)
            let stalledPort = try #require(stalled.localAddress?.port)
            let stalledServed = try #require(await server.served(fromPort: stalledPort))
            let outlet = stalledServed.connection.outlet

            let sent = try await push(outlet, frame)
            #expect(outlet.failure?.code == .outboundBacklogExceeded, "after \(sent) frames")
            #expect(await stalledServed.inbound.first { $0.isEnded } != nil, "the stalled connection stays open")
            #expect(try outlet.send(frame) == false)

            // The well-behaved connection on the same listener is untouched, both ways.
            try await outbound.send(.ping(Ping(id: 7)))
            #expect(try await replies.next() == .pong(Pong(id: 7)))
            #expect(await goodServed.inbound.first { $0.message == .ping(Ping(id: 7)) } != nil)
            #expect(goodServed.connection.outlet.failure == nil)
            #expect(await goodServed.inbound.events.contains { $0.isEnded } == false)
            stalled.close(promise: nil)
            return (sent, sent * frame.bytes.readableBytes)
        }
    }
}
