/// Every duration of the session lifecycle in one place (SPEC §5); tests and embedders may shorten them.
public struct SessionTimings: Hashable, Sendable {
    /// How often each side pings the other.
    public var pingInterval: Duration
    /// A peer silent this long is disconnected (any inbound message counts as life).
    public var silenceTimeout: Duration
    /// A connection must finish the join handshake (hello, challenge answer) within this.
    public var handshakeTimeout: Duration
    /// A backgrounded or dropped player keeps the seat this long.
    public var seatHold: Duration
    /// A client that lost the host keeps trying to resume this long, then ends with "host lost".
    public var hostGrace: Duration
    /// How reconnection attempts are spaced during the host grace period.
    public var reconnect: ReconnectBackoff
    /// How long a "That's me" claim for a held seat waits for the VIP's or the host's answer (the
    /// seat stays held at least that long).
    public var seatClaimTimeout: Duration

    /// The product defaults: 1 s pings, 3 s silence, 5 s handshake, 30 s seat hold, 5 s host grace,
    /// 60 s for a seat claim's answer.
    public init(
        pingInterval: Duration = .seconds(1), silenceTimeout: Duration = .seconds(3),
        handshakeTimeout: Duration = .seconds(5), seatHold: Duration = .seconds(30),
        hostGrace: Duration = .seconds(5), reconnect: ReconnectBackoff = ReconnectBackoff(),
        seatClaimTimeout: Duration = .seconds(60)
    ) {
        self.seatClaimTimeout = seatClaimTimeout
        self.pingInterval = pingInterval
        self.silenceTimeout = silenceTimeout
        self.handshakeTimeout = handshakeTimeout
        self.seatHold = seatHold
        self.hostGrace = hostGrace
        self.reconnect = reconnect
    }
}
