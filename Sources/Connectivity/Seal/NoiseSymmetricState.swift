import Crypto
import Foundation

/// Noise's SymmetricState (rev. 34, §5.2) with SHA-256: the chaining key, the handshake hash and
/// the cipher they feed.
public struct NoiseSymmetricState: Sendable {
    /// The chaining key.
    private(set) var chainingKey: [UInt8]
    /// The handshake hash `h`: after the handshake, a value both sides share (channel binding).
    public private(set) var handshakeHash: [UInt8]
    private(set) var cipher = NoiseCipherState()

    /// SHA-256's output size, Noise's HASHLEN.
    static let hashLength = 32

    /// InitializeSymmetric(protocol_name).
    init(protocolName: String) {
        let name = Array(protocolName.utf8)
        handshakeHash = name.count <= Self.hashLength
            ? name + [UInt8](repeating: 0, count: Self.hashLength - name.count) : Self.hash(name)
        chainingKey = handshakeHash
    }

    /// MixKey(input_key_material).
    mutating func mixKey(_ material: [UInt8]) {
        let outputs = Self.hkdf(chainingKey: chainingKey, material: material, count: 2)
        chainingKey = outputs[0]
        cipher = NoiseCipherState(key: outputs[1])
    }

    /// MixHash(data).
    mutating func mixHash(_ data: [UInt8]) {
        handshakeHash = Self.hash(handshakeHash + data)
    }

    /// MixKeyAndHash(input_key_material): how a pre-shared key enters.
    mutating func mixKeyAndHash(_ material: [UInt8]) {
        let outputs = Self.hkdf(chainingKey: chainingKey, material: material, count: 3)
        chainingKey = outputs[0]
        mixHash(outputs[1])
        cipher = NoiseCipherState(key: outputs[2])
    }

    /// EncryptAndHash(plaintext).
    mutating func encryptAndHash(_ plaintext: [UInt8]) throws(NoiseError) -> [UInt8] {
        let sealed = try cipher.encrypt(ad: handshakeHash, plaintext: plaintext)
        mixHash(sealed)
        return sealed
    }

    /// DecryptAndHash(ciphertext).
    mutating func decryptAndHash(_ ciphertext: [UInt8]) throws(NoiseError) -> [UInt8] {
        let opened = try cipher.decrypt(ad: handshakeHash, ciphertext: ciphertext)
        mixHash(ciphertext)
        return opened
    }

    /// Split(): the initiator's sending cipher, then the responder's.
    func split() -> (NoiseCipherState, NoiseCipherState) {
        let outputs = Self.hkdf(chainingKey: chainingKey, material: [], count: 2)
        return (NoiseCipherState(key: outputs[0]), NoiseCipherState(key: outputs[1]))
    }

    static func hash(_ data: [UInt8]) -> [UInt8] { Array(SHA256.hash(data: data)) }

    /// Noise's HKDF (§4.3): HMAC-SHA256 with the chaining key, 2 or 3 outputs of 32 bytes.
    static func hkdf(chainingKey: [UInt8], material: [UInt8], count: Int) -> [[UInt8]] {
        let tempKey = SymmetricKey(data: Array(HMAC<SHA256>.authenticationCode(for: material, using: SymmetricKey(data: chainingKey))))
        var outputs: [[UInt8]] = []
        var previous: [UInt8] = []
        for index in 1...count {
            previous = Array(HMAC<SHA256>.authenticationCode(for: previous + [UInt8(index)], using: tempKey))
            outputs.append(previous)
        }
        return outputs
    }
}
