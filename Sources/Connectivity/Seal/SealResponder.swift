import Crypto
import Foundation

/// The host's side of a sealed connection, as a pure value (Docs/Protocol.md §2.1): it reads the
/// client preface and answers with its own, then reads the first Noise message (a private lobby's
/// carries proof of the passcode key) and answers with the second. Then the stream is sealed.
///
/// A private lobby's driver checks its wrong-passcode budget before handing over the first Noise
/// message (``awaitsPasscodeProof``) and counts a ``SealError/wrongPasscode``.
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
    /// Fixed only by tests and the documented worked example; fresh otherwise.
    private let ephemeral: Curve25519.KeyAgreement.PrivateKey

    /// A handshake for `lobbyID`, private when `lock` is given.
    public init(lobbyID: UUID, lock: SealLobbyLock?) {
        self.init(lobbyID: lobbyID, lock: lock, ephemeral: Curve25519.KeyAgreement.PrivateKey())
    }

    init(lobbyID: UUID, lock: SealLobbyLock?, ephemeral: Curve25519.KeyAgreement.PrivateKey) {
        self.lobbyID = lobbyID
        self.lock = lock
        self.ephemeral = ephemeral
    }

    /// Whether the next record is a private lobby's first Noise message.
    public var awaitsPasscodeProof: Bool {
        switch state {
        case .awaitingFirstMessage: lock != nil
        case .awaitingClientPreface, .done: false
        }
    }

    /// Reads the client's next record.
    public mutating func receive(_ body: [UInt8]) throws(SealError) -> Step {
        switch state {
        case .awaitingClientPreface:
            state = .done
            guard body == SealPreface.client else { throw .notSealedClient }
            let preface = SealPreface.host(lobbyID: lobbyID, lock: lock?.parameters)
            state = .awaitingFirstMessage(prologue: body + preface)
            return .send(preface)
        case .awaitingFirstMessage(let prologue):
            state = .done
            guard body.first == SealRecordKind.noise.rawValue else { throw .malformedRecord }
            var handshake = NoiseHandshake(
                pattern: lock == nil ? .nn : .nnPsk0, role: .responder, prologue: prologue,
                preSharedKey: lock?.preSharedKey, ephemeral: ephemeral)
            do {
                _ = try handshake.readMessage(Array(body.dropFirst()))
            } catch {
                // With a pre-shared key the first message's payload is sealed: a failure to open it
                // is a wrong passcode (a message too short to hold a key is malformed either way).
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
