@_spi(CostGuard) import Connectivity
import Foundation
import GameCore
import NIOCore
import NIOEmbedded
import NIOPosix

/// A real ``LobbyHost`` on its own event loop whose members connect over `EmbeddedChannel`s instead of
/// sockets: every byte a member sends goes through the host's real pipeline (sealed channel, frame
/// splitter and decoder, lobby, attached game, view patches, frame encoder, sealing), in the loop's
/// thread, with no system call. The clients are real client pipelines too; their work is not counted
/// (only ``measuredHostStep(_:into:)`` is, see `Scripts/cost-guard`).
///
/// Everything touching the channels runs on the lobby's loop (``onLoop(_:)``): an embedded loop may
/// only be used from the thread that made it.
final class InProcessLobby: @unchecked Sendable {
    /// One member: its client pipeline, and the host's side of its connection.
    final class Member {
        let client: EmbeddedChannel
        let host: EmbeddedChannel
        var sink: (any FrameSink)?
        var nextSequence: UInt64 = 1

        init(client: EmbeddedChannel, host: EmbeddedChannel) {
            self.client = client
            self.host = host
        }
    }

    let lobby: LobbyHost
    let lobbyID: UUID
    /// The lobby's own event loop (one thread); never shut down: the process ends after a workload.
    private let group: MultiThreadedEventLoopGroup
    private let loop: any EventLoop
    /// Only touched on `loop` (see the type's summary).
    private(set) var members: [Member] = []
    private let encoder = FrameEncoder()
    /// Host bytes read off the channels (drained after every step so nothing piles up).
    private(set) var hostBytesOut = 0

    init(configuration: LobbyHostConfiguration) throws {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var transport = TransportConfiguration()
        transport.eventLoopGroup = group
        lobby = try LobbyHost(configuration: configuration, transport: transport)
        lobbyID = configuration.lobbyID
        loop = group.next()
    }

    /// Runs `body` on the lobby's event loop and waits for it.
    func onLoop<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await loop.submit(body).get()
    }

    /// Connects one member (sealed handshake, `hello`, `joinAccepted`) and marks it ready.
    func join(_ profile: PlayerProfile, games: [GameVersionInfo]) async throws {
        try await onLoop { [self] in
            let member = Member(
                client: EmbeddedChannel(loop: EmbeddedEventLoop()), host: EmbeddedChannel(loop: EmbeddedEventLoop()))
            try lobby.attachAcceptedChannel(member.host)
            let box = SinkBox()
            try InProcessClientChannel.attach(
                to: member.client, lobbyID: lobbyID, opened: { box.sink = $0 }, received: { _ in })
            let address = try SocketAddress(ipAddress: "127.0.0.1", port: 40_000 + members.count)
            _ = member.host.connect(to: address)
            _ = member.client.connect(to: address)
            member.sink = box.sink
            members.append(member)
            try pump(member)
            try send(.hello(Hello(appVersion: "costguard/1.0.0", games: games, profile: profile)), from: member)
            try send(.setReady(SetReady(ready: true)), from: member)
        }
    }

    /// A connector for a real ``LobbyClient`` (``TransportConfiguration/inProcessConnector``): each
    /// connection it makes is a new member whose host side is attached as an accepted channel.
    /// The client's loop must be the lobby's (``clientTransport`` has both).
    func connector() -> InProcessConnector {
        InProcessConnector { [self] attach in
            let member = Member(
                client: EmbeddedChannel(loop: EmbeddedEventLoop()), host: EmbeddedChannel(loop: EmbeddedEventLoop()))
            do {
                try lobby.attachAcceptedChannel(member.host)
                try attach(member.client)
                let address = try SocketAddress(ipAddress: "127.0.0.1", port: 40_000 + members.count)
                _ = member.host.connect(to: address)
                _ = member.client.connect(to: address)
            } catch {
                return loop.makeFailedFuture(error)
            }
            members.append(member)
            return loop.makeSucceededFuture(member.client)
        }
    }

    /// The transport a ``LobbyClient`` member needs: the lobby's loop, and ``connector()``.
    var clientTransport: TransportConfiguration {
        var transport = TransportConfiguration()
        transport.eventLoopGroup = group
        transport.inProcessConnector = connector()
        return transport
    }

    /// One round trip of a real client member (``clientTransport``): what it queued goes to the
    /// host (not counted), and what the host answers is read by the client, counted
    /// (``measuredClientStep(_:into:)``), which answers in the same step when its game does.
    /// Returns whether the host answered anything.
    func roundTrip(_ index: Int) throws -> Bool {
        let member = members[index]
        member.client.embeddedEventLoop.run()
        while let bytes = try member.client.readOutbound(as: ByteBuffer.self) {
            try member.host.writeInbound(bytes)
            member.host.embeddedEventLoop.run()
        }
        var answered = false
        while let bytes = try member.host.readOutbound(as: ByteBuffer.self) {
            try measuredClientStep(bytes, into: member.client)
            answered = true
        }
        return answered
    }

    /// Moves bytes both ways between `member`'s client and the host until neither has more.
    func pump(_ member: Member) throws {
        var moved = true
        while moved {
            moved = false
            member.client.embeddedEventLoop.run()
            while let bytes = try member.client.readOutbound(as: ByteBuffer.self) {
                try member.host.writeInbound(bytes)
                moved = true
            }
            member.host.embeddedEventLoop.run()
            while let bytes = try member.host.readOutbound(as: ByteBuffer.self) {
                try member.client.writeInbound(bytes)
                moved = true
            }
        }
    }

    /// Delivers everything every member's host side has queued (after the lobby or the game acted
    /// outside a step, e.g. the game's first views).
    func pumpAll() async throws {
        try await onLoop { [self] in for member in members { try pump(member) } }
    }

    /// Queues `message` on `member`'s client and hands its bytes to the host through ``pump(_:)``.
    func send(_ message: Message, from member: Member) throws {
        try member.sink?.send(encoder.encodeFrame(message))
        try pump(member)
    }

    /// One game action of `member`, through the host's path, counted (``measuredHostStep(_:into:)``).
    /// What the host sends back is read off and dropped: the clients' work is not what is measured.
    func act(_ payload: Data, from index: Int) throws {
        let member = members[index]
        let sequence = member.nextSequence
        member.nextSequence += 1
        try member.sink?.send(encoder.encodeFrame(.gameAction(GameAction(sequence: sequence, payload: payload))))
        member.client.embeddedEventLoop.run()
        while let bytes = try member.client.readOutbound(as: ByteBuffer.self) {
            try measuredHostStep(bytes, into: member.host)
        }
        for other in members {
            while let bytes = try other.host.readOutbound(as: ByteBuffer.self) { hostBytesOut += bytes.readableBytes }
        }
    }
}

/// The host's whole per-action path for one read of `bytes` (a sealed record holding one frame):
/// open, split, decode, lobby, game, views, patches, encode, queue, and the loop's drain that seals
/// and writes what was queued. `Scripts/cost-guard` counts the instructions inside this function
/// only (callgrind's `--toggle-collect`), so its name must stay unique.
@inline(never)
func measuredHostStep(_ bytes: ByteBuffer, into host: EmbeddedChannel) throws {
    try host.writeInbound(bytes)
    host.embeddedEventLoop.run()
}

/// A client's whole path for one read of `bytes` (a sealed record from the host): open, split,
/// decode, lobby client, the local game's store and its observer, and what the observer sends back
/// (encode, queue, the loop's drain that seals it). `Scripts/cost-guard` counts the instructions
/// inside this function only for the `tally-client` workload; its name must stay unique, and its
/// body must differ from ``measuredHostStep(_:into:)``'s (the check below), or the compiler merges
/// the two and callgrind sees neither.
@inline(never)
func measuredClientStep(_ bytes: ByteBuffer, into client: EmbeddedChannel) throws {
    guard client.isActive else { throw ChannelError.ioOnClosedChannel }
    try client.writeInbound(bytes)
    client.embeddedEventLoop.run()
}

/// Hands the client's sink out of its `opened` callback (called synchronously, on the loop).
private final class SinkBox: @unchecked Sendable {
    var sink: (any FrameSink)?
}
