import Crypto
import Foundation
import NIOCore

/// Noise's CipherState (noiseprotocol.org rev. 34, §5.1) with ChaChaPoly: a key and a 64-bit frame
/// counter; the nonce is 4 zero bytes then the counter, little-endian. Without a key (early in a
/// handshake) it passes bytes through.
///
/// Two implementations of the same cipher, chosen by size (they give the same bytes,
/// `ChaCha20Poly1305Tests`): up to ``smallRecordBytes`` our own ``ChaCha20Poly1305``, which sets
/// nothing up per call (0.86 µs to seal and open 64 bytes where swift-crypto takes 5.8), above it
/// swift-crypto's BoringSSL, faster per byte (Docs/Performance.md, "Sealed sessions").
public struct NoiseCipherState: Sendable {
    private var key: ChaCha20Poly1305.Key?
    private var boringKey: SymmetricKey?
    /// The largest plaintext sealed by the own implementation.
    static let smallRecordBytes = 1024
    /// The next frame's counter (the nonce).
    public private(set) var nonce: UInt64 = 0

    /// The largest bytes ChaChaPoly adds: the 16-byte tag.
    public static let tagByteCount = 16

    /// A cipher with `key` (32 bytes), or none.
    public init(key: [UInt8]? = nil) {
        self.key = key.map(ChaCha20Poly1305.Key.init)
        boringKey = key.map { SymmetricKey(data: $0) }
    }

    /// Whether a key is set.
    public var hasKey: Bool { key != nil }

    /// Seals `plaintext` with `ad` under the next nonce (passes it through without a key).
    public mutating func encrypt(ad: [UInt8], plaintext: [UInt8]) throws(NoiseError) -> [UInt8] {
        guard let key else { return plaintext }
        // 2^64 - 1 is reserved by the spec; a connection never gets near it, but never wraps either.
        guard nonce < .max else { throw .nonceExhausted }
        let sealed: [UInt8]
        if plaintext.count <= Self.smallRecordBytes {
            sealed = ChaCha20Poly1305.seal(key: key, nonce: Self.chachaNonce(nonce), ad: ad, plaintext: plaintext)
        } else {
            sealed = try Self.boringSeal(boringKey, nonce: nonce, ad: ad, plaintext: plaintext)
        }
        nonce += 1
        return sealed
    }

    /// Opens `ciphertext` (with its tag) sealed with `ad` under the next nonce; a failure leaves
    /// the counter where it was (the connection is closed anyway).
    public mutating func decrypt(ad: [UInt8], ciphertext: [UInt8]) throws(NoiseError) -> [UInt8] {
        guard let key else { return ciphertext }
        guard nonce < .max else { throw .nonceExhausted }
        let opened: [UInt8]?
        if ciphertext.count <= Self.smallRecordBytes + Self.tagByteCount {
            opened = ChaCha20Poly1305.open(key: key, nonce: Self.chachaNonce(nonce), ad: ad, sealed: ciphertext)
        } else {
            opened = Self.boringOpen(boringKey, nonce: nonce, ad: ad, ciphertext: ciphertext)
        }
        guard let opened else { throw .decryptionFailed }
        nonce += 1
        return opened
    }

    /// Seals `plaintext` (no associated data) under the next nonce and appends `ciphertext || tag`
    /// to `out`: the record path, with no array in between for small records.
    mutating func encrypt(_ plaintext: UnsafeRawBufferPointer, appendingTo out: inout ByteBuffer) throws(NoiseError) {
        guard let key else {
            out.writeBytes(plaintext)
            return
        }
        guard nonce < .max else { throw .nonceExhausted }
        if plaintext.count <= Self.smallRecordBytes {
            let chachaNonce = Self.chachaNonce(nonce)
            out.writeWithUnsafeMutableBytes(minimumWritableBytes: plaintext.count + Self.tagByteCount) { target in
                ChaCha20Poly1305.seal(
                    key: key, nonce: chachaNonce, ad: UnsafeRawBufferPointer(start: nil, count: 0), plaintext: plaintext,
                    into: target.baseAddress!)
                return plaintext.count + Self.tagByteCount
            }
        } else {
            out.writeBytes(try Self.boringSeal(boringKey, nonce: nonce, ad: [], plaintext: Array(plaintext)))
        }
        nonce += 1
    }

    /// Opens `sealed` (with its tag, no associated data) under the next nonce and appends the
    /// plaintext to `out`; nothing is appended when it does not open.
    mutating func decrypt(_ sealed: UnsafeRawBufferPointer, appendingTo out: inout ByteBuffer) throws(NoiseError) {
        guard let key else {
            out.writeBytes(sealed)
            return
        }
        guard nonce < .max else { throw .nonceExhausted }
        guard sealed.count >= Self.tagByteCount else { throw .decryptionFailed }
        if sealed.count <= Self.smallRecordBytes + Self.tagByteCount {
            let chachaNonce = Self.chachaNonce(nonce)
            var opened = false
            out.writeWithUnsafeMutableBytes(minimumWritableBytes: sealed.count - Self.tagByteCount) { target in
                opened = ChaCha20Poly1305.open(
                    key: key, nonce: chachaNonce, ad: UnsafeRawBufferPointer(start: nil, count: 0), sealed: sealed,
                    into: target.baseAddress!)
                return opened ? sealed.count - Self.tagByteCount : 0
            }
            guard opened else { throw .decryptionFailed }
        } else {
            guard let plaintext = Self.boringOpen(boringKey, nonce: nonce, ad: [], ciphertext: Array(sealed)) else {
                throw .decryptionFailed
            }
            out.writeBytes(plaintext)
        }
        nonce += 1
    }

    private static func boringSeal(
        _ key: SymmetricKey?, nonce: UInt64, ad: [UInt8], plaintext: [UInt8]
    ) throws(NoiseError) -> [UInt8] {
        guard let key else { return plaintext }
        do {
            let box = try ChaChaPoly.seal(plaintext, using: key, nonce: boringNonce(nonce), authenticating: ad)
            // Copied through raw buffers: `Array(Data)` copies byte by byte on Linux.
            var sealed = [UInt8]()
            sealed.reserveCapacity(plaintext.count + tagByteCount)
            box.ciphertext.withUnsafeBytes { sealed.append(contentsOf: $0) }
            box.tag.withUnsafeBytes { sealed.append(contentsOf: $0) }
            return sealed
        } catch {
            throw .decryptionFailed
        }
    }

    private static func boringOpen(_ key: SymmetricKey?, nonce: UInt64, ad: [UInt8], ciphertext: [UInt8]) -> [UInt8]? {
        guard let key else { return nil }
        let split = ciphertext.count - tagByteCount
        guard let box = try? ciphertext.withUnsafeBytes({ bytes in
            try ChaChaPoly.SealedBox(nonce: boringNonce(nonce), ciphertext: Data(bytes[..<split]), tag: Data(bytes[split...]))
        }), let opened = try? ChaChaPoly.open(box, using: key, authenticating: ad)
        else { return nil }
        return opened.withUnsafeBytes { Array($0) }
    }

    private static func boringNonce(_ counter: UInt64) throws -> ChaChaPoly.Nonce {
        var bytes = [UInt8](repeating: 0, count: 4)
        withUnsafeBytes(of: counter.littleEndian) { bytes.append(contentsOf: $0) }
        return try ChaChaPoly.Nonce(data: bytes)
    }

    private static func chachaNonce(_ counter: UInt64) -> ChaCha20Poly1305.Nonce {
        (0, UInt32(truncatingIfNeeded: counter), UInt32(truncatingIfNeeded: counter >> 32))
    }
}
