import Foundation
import NIOCore

/// A lobby connection over a channel the caller supplies instead of a socket (an `EmbeddedChannel`),
/// with the real pipeline of a TCP connection: the sealed channel, frames, decode budgets, delivery.
///
/// For the deterministic cost guard (`Benchmarks/Sources/CostGuard`), which drives a host's whole
/// per-action path in one thread and counts its instructions; nothing else should need it.
@_spi(CostGuard)
extension LobbyHost {
    /// Attaches `channel` as if the listener had accepted it: the host's side of the sealed
    /// handshake, then a connection like any other, except that frames a real connection decodes
    /// on the decode thread (before the join, and large ones) are decoded inline: an embedded
    /// channel's loop belongs to one thread. Call it on the lobby's event loop, before the channel
    /// becomes active.
    public nonisolated func attachAcceptedChannel(_ channel: any Channel) throws {
        guard let (callbacks, seal) = isolated(onLoop: loop, { $0.acceptConnection() }) else {
            throw ChannelError.ioOnClosedChannel
        }
        try DirectConnection.attach(
            to: channel, configuration: transport, encoder: encoder, callbacks: callbacks, acceptsJoins: true,
            decodesOffLoop: false, seal: seal)
    }
}

/// The client's side of ``LobbyHost/attachAcceptedChannel(_:)``: a joining player's pipeline on a
/// channel the caller supplies (see there).
@_spi(CostGuard)
public enum InProcessClientChannel {
    /// Builds a client's pipeline on `channel` (sealed, expecting `lobbyID`); `opened` hears the
    /// sink to queue frames on once the channel is active, `received` every decoded message.
    public static func attach(
        to channel: any Channel, lobbyID: UUID, configuration: TransportConfiguration = TransportConfiguration(),
        opened: @escaping @Sendable (any FrameSink) -> Void, received: @escaping @Sendable (Message) -> Void
    ) throws {
        let callbacks = DirectConnectionCallbacks(
            opened: { connection in opened(connection.outlet) }, received: received, closed: {})
        try DirectConnection.attach(
            to: channel, configuration: configuration, encoder: LockedFrameEncoder(configuration: configuration),
            callbacks: callbacks, seal: .client(SealInitiator(passcode: nil, expectedLobby: lobbyID)))
    }
}

/// Where a ``LobbyClient`` whose ``TransportConfiguration/inProcessConnector`` is set gets its
/// connections: the caller makes a channel, has `attach` build the client's real pipeline on it
/// (sealed channel, frames, delivery), connects it, and returns it (see
/// ``LobbyHost/attachAcceptedChannel(_:)``, the host's side). Called on the client's event loop.
@_spi(CostGuard)
public struct InProcessConnector: Sendable {
    /// Makes, attaches and connects one channel.
    public var connect: @Sendable (_ attach: @escaping @Sendable (any Channel) throws -> Void) -> EventLoopFuture<any Channel>

    /// Wraps `connect`.
    public init(
        connect: @escaping @Sendable (_ attach: @escaping @Sendable (any Channel) throws -> Void) -> EventLoopFuture<any Channel>
    ) {
        self.connect = connect
    }
}
