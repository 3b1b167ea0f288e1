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
    /// The quick phase after losing the host: a client retries at the pace of ``reconnect`` this
    /// long (a network blip, a host restarted at once). It is also how recently a stopped host must
    /// have been alive for `lanhost` on the same port to reopen its lobby without `--resume`.
    public var hostGrace: Duration
    /// How long in all a client that lost the host keeps its seat's token and tries to get back,
    /// counted from the loss (the quick phase included), before it ends with "host lost". Long
    /// enough for a person to start the host again with `lanhost --resume`; zero gives up at once.
    public var hostWait: Duration
    /// How reconnection attempts are spaced during the quick phase (``hostGrace``).
    public var reconnect: ReconnectBackoff
    /// How they are spaced after it, until ``hostWait`` runs out: patiently, never more than
    /// ``ReconnectBackoff/maximumDelay`` apart, so a resumed host (which holds restored seats for
    /// ``seatHold``) is found in time.
    public var waitReconnect: ReconnectBackoff
    /// How long a "That's me" claim for a held seat waits for the VIP's or the host's answer (the
    /// seat stays held at least that long).
    public var seatClaimTimeout: Duration

    /// The product defaults: 1 s pings, 3 s silence, 5 s handshake, 30 s seat hold, a 5 s quick
    /// phase within a 2 min wait for a lost host, 60 s for a seat claim's answer.
    public init(
        pingInterval: Duration = .seconds(1), silenceTimeout: Duration = .seconds(3),
        handshakeTimeout: Duration = .seconds(5), seatHold: Duration = .seconds(30),
        hostGrace: Duration = .seconds(5), hostWait: Duration = .seconds(120),
        reconnect: ReconnectBackoff = ReconnectBackoff(), waitReconnect: ReconnectBackoff = .waiting,
        seatClaimTimeout: Duration = .seconds(60)
    ) {
        self.seatClaimTimeout = seatClaimTimeout
        self.pingInterval = pingInterval
        self.silenceTimeout = silenceTimeout
        self.handshakeTimeout = handshakeTimeout
        self.seatHold = seatHold
        self.hostGrace = hostGrace
        self.hostWait = hostWait
        self.reconnect = reconnect
        self.waitReconnect = waitReconnect
    }
}
