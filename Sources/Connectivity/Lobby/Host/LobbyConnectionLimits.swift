/// How many connections a lobby keeps open at once, counted across every transport (TCP and
/// WebSocket share these numbers: the lobby does not know which is which).
///
/// A connection over a limit gets `error` `tooManyConnections` and is closed, before it costs a
/// handshake timer; on a sealed connection the `error` is its first sealed frame, after the
/// handshake (Docs/Protocol.md §2.1, "Connection limits"). A TCP connection is counted from its
/// first bytes (before them it waits at the listener's door). Seated players are never closed to
/// make room.
public struct LobbyConnectionLimits: Hashable, Sendable {
    /// Every open connection: joining, seated or spectating.
    public var maxOpen: Int
    /// Connections that have not joined yet (waiting for `hello` or a passcode proof): these are
    /// the ones anybody on the network can open, so they get a smaller share.
    public var maxJoining: Int

    /// The product defaults: 256 open, 64 joining (a LAN party has a few dozen people; the rest is
    /// headroom for reconnects, whose old connection may linger until its silence timeout).
    public init(maxOpen: Int = 256, maxJoining: Int = 64) {
        self.maxOpen = maxOpen
        self.maxJoining = maxJoining
    }
}
