import Crypto
import Foundation

/// Noise's CipherState (noiseprotocol.org rev. 34, §5.1) with ChaChaPoly: a key and a 64-bit frame
/// counter; the nonce is 4 zero bytes then the counter, little-endian. Without a key (early in a
/// handshake) it passes bytes through.
public struct NoiseCipherState: Sendable {
    private var key: SymmetricKey?
    /// The next frame's counter (the nonce).
    public private(set) var nonce: UInt64 = 0

    /// The largest bytes ChaChaPoly adds: the 16-byte tag.
    public static let tagByteCount = 16

    /// A cipher with `key` (32 bytes), or none.
    public init(key: [UInt8]? = nil) {
        self.key = key.map { SymmetricKey(data: $0) }
    }

    /// Whether a key is set.
    public var hasKey: Bool { key != nil }

    /// Seals `plaintext` with `ad` under the next nonce (passes it through without a key).
    public mutating func encrypt(ad: [UInt8], plaintext: [UInt8]) throws(NoiseError) -> [UInt8] {
        guard let key else { return plaintext }
        // 2^64 - 1 is reserved by the spec; a connection never gets near it, but never wraps either.
        guard nonce < .max else { throw .nonceExhausted }
        do {
            let box = try ChaChaPoly.seal(plaintext, using: key, nonce: Self.chachaNonce(nonce), authenticating: ad)
            nonce += 1
            // Copied through raw buffers: `Array(Data)` copies byte by byte on Linux.
            var sealed = [UInt8]()
            sealed.reserveCapacity(plaintext.count + Self.tagByteCount)
            box.ciphertext.withUnsafeBytes { sealed.append(contentsOf: $0) }
            box.tag.withUnsafeBytes { sealed.append(contentsOf: $0) }
            return sealed
        } catch {
            throw .decryptionFailed
        }
    }

    /// Opens `ciphertext` (with its tag) sealed with `ad` under the next nonce; a failure leaves
    /// the counter where it was (the connection is closed anyway).
    public mutating func decrypt(ad: [UInt8], ciphertext: [UInt8]) throws(NoiseError) -> [UInt8] {
        guard let key else { return ciphertext }
        guard nonce < .max else { throw .nonceExhausted }
        guard ciphertext.count >= Self.tagByteCount else { throw .decryptionFailed }
        do {
            let split = ciphertext.count - Self.tagByteCount
            let box = try ciphertext.withUnsafeBytes { bytes in
                try ChaChaPoly.SealedBox(
                    nonce: Self.chachaNonce(nonce), ciphertext: Data(bytes[..<split]), tag: Data(bytes[split...]))
            }
            let opened = try ChaChaPoly.open(box, using: key, authenticating: ad)
            nonce += 1
            return opened.withUnsafeBytes { Array($0) }
        } catch {
            throw .decryptionFailed
        }
    }

    private static func chachaNonce(_ counter: UInt64) throws -> ChaChaPoly.Nonce {
        var bytes = [UInt8](repeating: 0, count: 4)
        withUnsafeBytes(of: counter.littleEndian) { bytes.append(contentsOf: $0) }
        return try ChaChaPoly.Nonce(data: bytes)
    }
}
