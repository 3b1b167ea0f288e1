import Foundation

/// What the host machine asks its driver to do, in order.
///
/// A `send` or `broadcast` before a `close` of the same connection must be flushed before closing.
public enum LobbyHostAction: Hashable, Sendable {
    /// Send one message on one connection.
    case send(Message, to: ConnectionID)
    /// Send the same message on each of these connections (never empty, no duplicates, in this order),
    /// so the driver can encode it once. Used whenever one message goes to several connections.
    case broadcast(Message, to: [ConnectionID])
    /// Close a connection (after flushing what was sent before).
    case close(ConnectionID, LobbyCloseReason)
    /// Fire ``LobbyHostMachine/timerFired(_:at:)`` at this instant, replacing any earlier schedule of the same timer.
    case schedule(LobbyHostTimer, at: ContinuousClock.Instant)
    /// Forget a scheduled timer (a stale firing is harmless, just wasted).
    case cancel(LobbyHostTimer)
    /// Tell the host's user / game layer.
    case emit(LobbyHostEvent)
}

/// The host's timers.
public enum LobbyHostTimer: Hashable, Sendable {
    /// The connection must finish its handshake.
    case handshake(ConnectionID)
    /// Ping / silence check of a seated connection.
    case heartbeat(ConnectionID)
    /// A held seat is released.
    case seatHold(UUID)
    /// Ping-only roster changes are broadcast (at most one `lobbyUpdate` per ping interval).
    case rosterRefresh
    /// A "That's me" claim for this held seat that nobody answered expires.
    case seatClaim(UUID)
}

/// Why the host closes a connection.
public enum LobbyCloseReason: Hashable, Sendable {
    /// The join was refused (a `joinRejected` went first).
    case rejected(JoinRejectionReason)
    /// The handshake did not finish in time.
    case handshakeTimedOut
    /// The peer sent something not allowed before joining.
    case protocolViolation
    /// The peer was silent for the whole silence timeout.
    case silent
    /// The player left.
    case left
    /// The player was kicked.
    case kicked
    /// The player was banned.
    case banned
    /// The seat was resumed on a newer connection.
    case superseded
    /// The held seat was released at the end of the hold.
    case seatReleased
    /// The host is shutting down.
    case shutdown
    /// The connection was over ``LobbyConnectionLimits`` when it opened.
    case tooManyConnections
}

/// Why a player's seat was released.
public enum PlayerLeftReason: Hashable, Sendable {
    /// They left.
    case left
    /// The host kicked them.
    case kicked(reason: String?)
    /// The host banned them.
    case banned(reason: String?)
    /// Their seat hold ran out (background or disconnect for the whole hold).
    case timedOut
    /// Someone presented their resume token and was refused, which invalidates it.
    case tokenInvalidated
}
