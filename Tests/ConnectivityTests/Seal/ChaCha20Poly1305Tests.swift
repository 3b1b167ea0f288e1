import Crypto
import Foundation
import Testing

@testable import Connectivity

/// The record cipher's own ChaCha20-Poly1305 against RFC 8439 and against swift-crypto.
@Suite("Sealed channel: ChaCha20-Poly1305")
struct ChaCha20Poly1305Tests {
    static func hex(_ text: String) -> [UInt8] {
        let digits = Array(text.filter(\.isHexDigit))
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
    }

    @Test func rfc8439Section282() {
        let key = ChaCha20Poly1305.Key(Self.hex("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"))
        let nonce: ChaCha20Poly1305.Nonce = (0x0000_0007, 0x4342_4140, 0x4746_4544)
        let ad = Self.hex("50515253c0c1c2c3c4c5c6c7")
        let plaintext = Array("Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.".utf8)
        let sealed = ChaCha20Poly1305.seal(key: key, nonce: nonce, ad: ad, plaintext: plaintext)
        let expected = Self.hex("""
            d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b
            1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc
            3ff4def08e4b7a9de576d26586cec64b6116
            1ae10b594f09e26a7e902ecbd0600691
            """)
        #expect(sealed == expected)
        #expect(ChaCha20Poly1305.open(key: key, nonce: nonce, ad: ad, sealed: sealed) == plaintext)
        var altered = sealed
        altered[0] ^= 1
        #expect(ChaCha20Poly1305.open(key: key, nonce: nonce, ad: ad, sealed: altered) == nil)
        #expect(ChaCha20Poly1305.open(key: key, nonce: nonce, ad: [], sealed: sealed) == nil)
    }

    /// Random keys, counters, associated data and lengths (0-300 bytes, and a few blocks' worth),
    /// sealed both ways: the same bytes as swift-crypto's ChaChaPoly, and each opens the other's.
    @Test func agreesWithSwiftCrypto() throws {
        var generator = SystemRandomNumberGenerator()
        for length in Array(0...300) + [1023, 1024, 4096, 65_519] {
            let keyBytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let counter = UInt64.random(in: 0...UInt64.max - 1, using: &generator)
            let ad = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let plaintext = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var nonceBytes = [UInt8](repeating: 0, count: 4)
            withUnsafeBytes(of: counter.littleEndian) { nonceBytes += $0 }
            let box = try ChaChaPoly.seal(
                plaintext, using: SymmetricKey(data: keyBytes), nonce: ChaChaPoly.Nonce(data: nonceBytes), authenticating: ad)
            let reference = Array(box.ciphertext) + Array(box.tag)
            let nonce: ChaCha20Poly1305.Nonce = (0, UInt32(truncatingIfNeeded: counter), UInt32(truncatingIfNeeded: counter >> 32))
            let ours = ChaCha20Poly1305.seal(key: ChaCha20Poly1305.Key(keyBytes), nonce: nonce, ad: ad, plaintext: plaintext)
            #expect(ours == reference, "length \(length)")
            #expect(ChaCha20Poly1305.open(key: ChaCha20Poly1305.Key(keyBytes), nonce: nonce, ad: ad, sealed: reference) == plaintext)
        }
    }
}
