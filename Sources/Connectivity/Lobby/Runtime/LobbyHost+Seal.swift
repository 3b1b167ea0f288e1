import NIOCore

/// The host's side of sealed connections (issue 30): each accepted connection's responder, the
/// private lobby's passcode gate, and what happens when a handshake or a record fails.
extension LobbyHost {
    /// The rejection a protocol-2 client gets in its own framing before the connection closes.
    public static let olderClientRejection = JoinRejected(
        reason: .protocolVersionMismatch,
        message: "This lobby speaks LanParty protocol \(ProtocolVersion.current) (sealed sessions); update this program to join")

    /// ``olderClientRejection`` encoded once: `bytes` for a TCP client (a whole frame), `envelope`
    /// for a page (one envelope per WebSocket message, as protocol 2 carried it).
    public static let olderClientAnswer: EncodedFrame = {
        // A fixed message well under every limit: encoding it cannot fail.
        try! FrameEncoder().encodeFrame(.joinRejected(olderClientRejection))
    }()

    /// A new connection's side of the handshake, accepted at `acceptedAt`.
    func sealRole(acceptedAt: ContinuousClock.Instant) -> SealRole {
        let gate = machine.passcode == nil ? nil : SealGate(
            refusalBeforeAttempt: { [weak self, loop] address in
                self?.isolated(onLoop: loop) { $0.sealedPasscodeRefusal(address: address) } ?? nil
            },
            wrongPasscode: { [weak self, loop] address in
                self?.isolated(onLoop: loop) { $0.sealedPasscodeWasWrong(address: address) }
                    ?? SealRefusal(reason: .wrongPasscode, message: "Wrong passcode")
            },
            rightPasscode: { [weak self, loop] address in
                self?.isolated(onLoop: loop) { $0.sealedPasscodeWasRight(address: address) }
            })
        // The same deadline as the lobby's handshake timer, both from the accept: a connection
        // still unsealed then is closed by its handler, since nothing can be said to it.
        let left = max(.zero, acceptedAt + handshakeTimeout - .now)
        let timeout = TimeAmount.nanoseconds(Int64(left / .nanoseconds(1)))
        return .host(makeSealResponder(), gate: gate, olderClientAnswer: Self.olderClientAnswer.bytes, deadline: timeout)
    }

    // MARK: - For message transports (a WebSocket runs the same handshake, one record per message)

    /// A new connection's responder (public or private as this lobby is).
    public func makeSealResponder() -> SealResponder {
        SealResponder(lobbyID: machine.configuration.lobbyID, lock: machine.passcode.map(SealLobbyLock.init))
    }

    /// Before a private lobby's first Noise message: the refusal to send when `address` must wait.
    public func sealedPasscodeRefusal(address: String?) -> SealRefusal? {
        machine.sealedPasscodeRefusal(address: address, at: .now)
    }

    /// A wrong passcode from `address` (``SealError/wrongPasscode``): counted, with its events; the
    /// refusal to send.
    public func sealedPasscodeWasWrong(address: String?) -> SealRefusal {
        let (refusal, actions) = machine.sealedPasscodeWasWrong(address: address, at: .now)
        perform(actions)
        return refusal
    }

    /// A right passcode from `address`: call it when the client's first sealed record opens (a
    /// replayed Noise message 1 seals the channel too, but nothing its sender writes opens).
    public func sealedPasscodeWasRight(address: String?) {
        machine.sealedPasscodeWasRight(address: address)
    }

    /// A message transport's handshake or record failed: said as an event (the transport closes).
    public func sealFailed(_ error: SealError, address: String?) {
        recordSealFailure(error, address: address)
        publish(.sealFailed(remoteAddress: address, code: error.code))
    }

    /// A handshake or a sealed record failed on connection `id`: said as an event, the connection
    /// closes (only it).
    func sealFailed(_ error: SealError, on id: ConnectionID) {
        let address = connections[id]?.remoteHost
        recordSealFailure(error, address: address)
        publish(.sealFailed(remoteAddress: address, code: error.code))
    }
}
