import NIOCore

/// The host's say in a private lobby's handshake, on the connection's event loop: the lobby keeps
/// the wrong-passcode budgets (``PasscodeGuard``), the handler only asks and reports.
struct SealGate: Sendable {
    /// A refusal when `address` must wait before another passcode attempt, `nil` to go ahead.
    var refusalBeforeAttempt: @Sendable (_ address: String?) -> SealRefusal?
    /// Counts a wrong passcode from `address`; the refusal to send.
    var wrongPasscode: @Sendable (_ address: String?) -> SealRefusal
    /// A right passcode from `address`: said once the client's first sealed record opens, not at
    /// Noise message 1, which anyone who recorded an honest join could replay.
    var rightPasscode: @Sendable (_ address: String?) -> Void
}

/// Which side of the handshake a connection takes, with what it needs.
enum SealRole: Sendable {
    /// A joining client.
    case client(SealInitiator)
    /// A host: its responder, the private lobby's gate, the frame that tells a protocol-2 client,
    /// in its own protocol, that this host speaks 3, and how long the handshake may take from now
    /// (the lobby's join deadline, which runs from the accept).
    case host(SealResponder, gate: SealGate?, olderClientAnswer: ByteBuffer, deadline: TimeAmount)
}
