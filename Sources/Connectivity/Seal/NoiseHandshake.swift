import NIOCore
import Crypto
import Foundation

/// Noise's HandshakeState (rev. 34, §5.3) for ``NoisePattern``: a pure value that writes and reads
/// the handshake's messages in turn and, once complete, gives the two transport ciphers.
public struct NoiseHandshake: Sendable {
    /// Which side of the handshake.
    public enum Role: Sendable {
        /// Sends the first message (the joining client).
        case initiator
        /// Answers it (the host).
        case responder
    }

    /// The most bytes a Noise message may have (§3).
    public static let maximumMessageBytes = 65_535
    /// X25519 public key size.
    static let keyBytes = 32

    /// The pattern.
    public let pattern: NoisePattern
    /// This side.
    public let role: Role
    private var symmetric: NoiseSymmetricState
    private let ephemeral: Curve25519.KeyAgreement.PrivateKey
    private var remoteEphemeral: [UInt8]?
    private let preSharedKey: [UInt8]?
    private var messageIndex = 0

    /// Starts a handshake. `prologue` binds what both sides must agree on (the protocol, the lobby);
    /// `preSharedKey` (32 bytes) is required by the psk patterns; `ephemeral` is fresh unless a test
    /// vector fixes it.
    public init(
        pattern: NoisePattern, role: Role, prologue: [UInt8], preSharedKey: [UInt8]? = nil,
        ephemeral: Curve25519.KeyAgreement.PrivateKey = Curve25519.KeyAgreement.PrivateKey()
    ) {
        self.pattern = pattern
        self.role = role
        self.ephemeral = ephemeral
        self.preSharedKey = pattern.usesPreSharedKey ? preSharedKey : nil
        symmetric = NoiseSymmetricState(protocolName: pattern.protocolName)
        symmetric.mixHash(prologue)
    }

    /// Whether every handshake message has been written or read.
    public var isComplete: Bool { messageIndex >= pattern.messages.count }

    /// Whether the next handshake message is this side's to write.
    public var isMyTurn: Bool { !isComplete && (messageIndex % 2 == 0) == (role == .initiator) }

    /// The handshake hash (both sides hold the same value once complete).
    public var handshakeHash: [UInt8] { symmetric.handshakeHash }

    /// Writes the next message, carrying `payload` (encrypted once a key is mixed in).
    public mutating func writeMessage(payload: [UInt8] = []) throws(NoiseError) -> [UInt8] {
        guard isMyTurn else { throw .outOfTurn }
        var message: [UInt8] = []
        for token in pattern.messages[messageIndex] {
            switch token {
            case .e:
                let key = Array(ephemeral.publicKey.rawRepresentation)
                message += key
                symmetric.mixHash(key)
                if pattern.usesPreSharedKey { symmetric.mixKey(key) }
            case .ee, .psk:
                try mixSecret(token)
            }
        }
        message += try symmetric.encryptAndHash(payload)
        guard message.count <= Self.maximumMessageBytes else { throw .malformedMessage }
        messageIndex += 1
        return message
    }

    /// Reads the peer's next message and returns its payload.
    public mutating func readMessage(_ message: [UInt8]) throws(NoiseError) -> [UInt8] {
        guard !isComplete, !isMyTurn else { throw .outOfTurn }
        guard message.count <= Self.maximumMessageBytes else { throw .malformedMessage }
        var rest = message[...]
        for token in pattern.messages[messageIndex] {
            switch token {
            case .e:
                guard rest.count >= Self.keyBytes else { throw .malformedMessage }
                let key = Array(rest.prefix(Self.keyBytes))
                rest = rest.dropFirst(Self.keyBytes)
                remoteEphemeral = key
                symmetric.mixHash(key)
                if pattern.usesPreSharedKey { symmetric.mixKey(key) }
            case .ee, .psk:
                try mixSecret(token)
            }
        }
        let payload = try symmetric.decryptAndHash(Array(rest))
        messageIndex += 1
        return payload
    }

    /// The transport once the handshake is complete (`nil` before).
    public func transport() -> NoiseTransport? {
        guard isComplete else { return nil }
        let (initiatorSends, responderSends) = symmetric.split()
        switch role {
        case .initiator: return NoiseTransport(sender: initiatorSends, receiver: responderSends)
        case .responder: return NoiseTransport(sender: responderSends, receiver: initiatorSends)
        }
    }

    /// The tokens both sides process alike: the DH of the ephemeral keys, the pre-shared key.
    private mutating func mixSecret(_ token: NoisePattern.Token) throws(NoiseError) {
        switch token {
        case .ee: symmetric.mixKey(try agree())
        case .psk: symmetric.mixKeyAndHash(preSharedKey ?? [])
        case .e: break
        }
    }

    private func agree() throws(NoiseError) -> [UInt8] {
        guard let remoteEphemeral else { throw .malformedMessage }
        do {
            let remote = try Curve25519.KeyAgreement.PublicKey(rawRepresentation: remoteEphemeral)
            let secret = try ephemeral.sharedSecretFromKeyAgreement(with: remote)
            let bytes = secret.withUnsafeBytes { Array($0) }
            guard bytes.contains(where: { $0 != 0 }) else { throw NoiseError.invalidKey }
            return bytes
        } catch {
            throw .invalidKey
        }
    }
}

/// The two ciphers of an established Noise session: one per direction, each with its own counter,
/// so a replayed, reordered, altered or truncated frame fails to open.
public struct NoiseTransport: Sendable {
    /// Seals what this side sends.
    var sender: NoiseCipherState
    /// Opens what the peer sends.
    var receiver: NoiseCipherState

    /// Seals one frame (no associated data: the counter binds its place in the stream).
    public mutating func seal(_ plaintext: [UInt8]) throws(NoiseError) -> [UInt8] {
        try sender.encrypt(ad: [], plaintext: plaintext)
    }

    /// Opens the peer's next frame.
    public mutating func open(_ ciphertext: [UInt8]) throws(NoiseError) -> [UInt8] {
        try receiver.decrypt(ad: [], ciphertext: ciphertext)
    }

    /// Seals one frame, appending it to `out`.
    mutating func seal(_ plaintext: UnsafeRawBufferPointer, appendingTo out: inout ByteBuffer) throws(NoiseError) {
        try sender.encrypt(plaintext, appendingTo: &out)
    }

    /// Opens the peer's next frame, appending its plaintext to `out`.
    mutating func open(_ ciphertext: UnsafeRawBufferPointer, appendingTo out: inout ByteBuffer) throws(NoiseError) {
        try receiver.decrypt(ciphertext, appendingTo: &out)
    }
}
