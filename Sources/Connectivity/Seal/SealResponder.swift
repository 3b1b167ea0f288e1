import Crypto
import Foundation

/// The host's side of a sealed connection, as a pure value (Docs/Protocol.md §2.1): it reads the
/// client preface and answers with its own, then reads the first Noise message (a private lobby's
/// carries proof of the passcode key) and answers with the second. Then the stream is sealed.
///
/// A private lobby's driver checks its wrong-passcode budget before handing over the first Noise
/// message (``awaitsPasscodeProof``) and counts a ``SealError/wrongPasscode``. Every handshake record
/// has one exact length (``checkRecordLength(_:)``): a TCP driver checks the length field before
/// it reads the body, so a record that cannot be the next one is refused at once.
public struct SealResponder: Sendable {
    /// What to do after a client record.
    public enum Step: Sendable {
        /// Send this record body.
        case send([UInt8])
        /// Send this record body (the last handshake message), then seal everything.
        case established(reply: [UInt8], stream: SealedStream)
    }

    private enum State: Sendable {
        case awaitingClientPreface
        case awaitingFirstMessage(prologue: [UInt8])
        case done
    }

    private var state = State.awaitingClientPreface
    private let lobbyID: UUID
    private let lock: SealLobbyLock?
    /// Fixed only by tests and the documented worked example; otherwise made fresh when message 1
    /// arrives, not with the responder: every accepted connection gets one, and a flood of bare
    /// connections must not cost the lobby's loop a key each (issue 39).
    private let ephemeral: Curve25519.KeyAgreement.PrivateKey?

    /// A handshake for `lobbyID`, private when `lock` is given.
    public init(lobbyID: UUID, lock: SealLobbyLock?) {
        self.lobbyID = lobbyID
        self.lock = lock
        ephemeral = nil
    }

    init(lobbyID: UUID, lock: SealLobbyLock?, ephemeral: Curve25519.KeyAgreement.PrivateKey) {
        self.lobbyID = lobbyID
        self.lock = lock
        self.ephemeral = ephemeral
    }

    /// The body of a public lobby's Noise message 1: its kind byte and the client's ephemeral key
    /// (the payload is empty and not yet encrypted).
    public static let publicFirstMessageBytes = 1 + NoiseHandshake.keyBytes
    /// The body of a private lobby's Noise message 1: its kind byte, the ephemeral key and the tag
    /// of the empty payload, encrypted under the passcode key.
    public static let privateFirstMessageBytes = 1 + NoiseHandshake.keyBytes + NoiseCipherState.tagByteCount

    /// Whether the next record is a private lobby's first Noise message.
    public var awaitsPasscodeProof: Bool {
        switch state {
        case .awaitingFirstMessage: lock != nil
        case .awaitingClientPreface, .done: false
        }
    }

    /// Checks the length of the client's next record before its body is read.
    ///
    /// The first record must be the 10-byte client preface; a length of 0 is a protocol-2 client's
    /// frame (its `u32` length, below 64 KiB, reads as an empty record), which ``receive(_:)``
    /// then answers as ``SealError/notSealedClient``. Any other first length is
    /// ``SealError/notSealedClient`` here, to be closed at once. Noise message 1 must be exactly
    /// ``publicFirstMessageBytes`` or ``privateFirstMessageBytes``: anything else is
    /// ``SealError/malformedRecord``, checked before any passcode budget is asked, so it is never
    /// counted as a wrong passcode.
    public func checkRecordLength(_ length: Int) throws(SealError) {
        switch state {
        case .awaitingClientPreface:
            guard length == SealPreface.client.count || length == 0 else { throw .notSealedClient }
        case .awaitingFirstMessage:
            guard length == firstMessageBytes else { throw .malformedRecord }
        case .done:
            throw .noise(.outOfTurn)
        }
    }

    private var firstMessageBytes: Int { lock == nil ? Self.publicFirstMessageBytes : Self.privateFirstMessageBytes }

    /// Reads the client's next record.
    public mutating func receive(_ body: [UInt8]) throws(SealError) -> Step {
        try checkRecordLength(body.count)
        switch state {
        case .awaitingClientPreface:
            state = .done
            // An empty record (a protocol-2 frame) or a preface of another version: an older or
            // newer client, answered in protocol 2's words by the driver.
            guard body == SealPreface.client else { throw .notSealedClient }
            let preface = SealPreface.host(lobbyID: lobbyID, lock: lock?.parameters)
            state = .awaitingFirstMessage(prologue: body + preface)
            return .send(preface)
        case .awaitingFirstMessage(let prologue):
            state = .done
            guard body.first == SealRecordKind.noise.rawValue else { throw .malformedRecord }
            // The length is exact (checked above), so an empty payload is the only one there is.
            var handshake = NoiseHandshake(
                pattern: lock == nil ? .nn : .nnPsk0, role: .responder, prologue: prologue,
                preSharedKey: lock?.preSharedKey, ephemeral: ephemeral ?? Curve25519.KeyAgreement.PrivateKey())
            do {
                _ = try handshake.readMessage(Array(body.dropFirst()))
            } catch {
                // With a pre-shared key the first message's payload is sealed: a failure to open it
                // is a wrong passcode (its length is right, so nothing else can be wrong with it).
                if lock != nil, error == .decryptionFailed { throw .wrongPasscode }
                throw .noise(error)
            }
            let reply: [UInt8]
            do { reply = try handshake.writeMessage() } catch { throw .noise(error) }
            guard let transport = handshake.transport() else { throw .malformedRecord }
            return .established(reply: [SealRecordKind.noise.rawValue] + reply, stream: SealedStream(transport))
        case .done:
            throw .noise(.outOfTurn)
        }
    }

    /// The refusal record of a wrong passcode or a cooldown.
    public static func refusal(_ refusal: SealRefusal) -> [UInt8] { refusal.body }
}
