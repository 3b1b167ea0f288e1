/// ChaCha20-Poly1305 (RFC 8439) for the sealed records: one call per record with no allocation but
/// its output, no cipher context to set up and free. swift-crypto's `ChaChaPoly` builds and frees a
/// BoringSSL context and two `Data` buffers per call, which made a lone round trip 57 µs slower
/// (Docs/Performance.md, "Sealed sessions"). Checked against RFC 8439's vectors, the Noise vectors,
/// and swift-crypto on random input (`ChaCha20Poly1305Tests`).
enum ChaCha20Poly1305 {
    /// A 256-bit key as eight little-endian words.
    struct Key: Sendable {
        let words: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

        init(_ bytes: [UInt8]) {
            precondition(bytes.count == 32)
            func word(_ index: Int) -> UInt32 {
                UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
                    | UInt32(bytes[index + 3]) << 24
            }
            words = (word(0), word(4), word(8), word(12), word(16), word(20), word(24), word(28))
        }
    }

    /// The 96-bit nonce as three little-endian words; Noise's is `0, counter low, counter high`.
    typealias Nonce = (UInt32, UInt32, UInt32)

    static let tagBytes = 16

    /// `ciphertext || tag` of `plaintext` under `key` and `nonce`, authenticating `ad`.
    static func seal(key: Key, nonce: Nonce, ad: [UInt8], plaintext: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: plaintext.count + tagBytes) { out, initialized in
            ad.withUnsafeBytes { ad in
                plaintext.withUnsafeBytes { input in
                    seal(key: key, nonce: nonce, ad: ad, plaintext: input, into: UnsafeMutableRawPointer(out.baseAddress!))
                }
            }
            initialized = plaintext.count + tagBytes
        }
    }

    /// The plaintext of `sealed` (`ciphertext || tag`), or `nil` when it does not authenticate.
    static func open(key: Key, nonce: Nonce, ad: [UInt8], sealed: [UInt8]) -> [UInt8]? {
        guard sealed.count >= tagBytes else { return nil }
        if sealed.count == tagBytes {
            // No plaintext (a Noise handshake message's empty payload): check the tag only.
            // `Array(unsafeUninitializedCapacity: 0)` writes to the shared empty-array storage,
            // which ThreadSanitizer reports as a race between two connections' handshakes.
            var nothing: UInt8 = 0
            let authentic = withUnsafeMutableBytes(of: &nothing) { out in
                ad.withUnsafeBytes { ad in
                    sealed.withUnsafeBytes { input in open(key: key, nonce: nonce, ad: ad, sealed: input, into: out.baseAddress!) }
                }
            }
            return authentic ? [] : nil
        }
        var authentic = false
        let opened = [UInt8](unsafeUninitializedCapacity: sealed.count - tagBytes) { out, initialized in
            authentic = ad.withUnsafeBytes { ad in
                sealed.withUnsafeBytes { input in
                    open(key: key, nonce: nonce, ad: ad, sealed: input, into: UnsafeMutableRawPointer(out.baseAddress!))
                }
            }
            initialized = authentic ? sealed.count - tagBytes : 0
        }
        return authentic ? opened : nil
    }

    /// Writes `ciphertext || tag` of `plaintext` (`plaintext.count + 16` bytes) to `out`.
    static func seal(
        key: Key, nonce: Nonce, ad: UnsafeRawBufferPointer, plaintext: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer
    ) {
        let cipher = ChaCha20(key: key, nonce: nonce)
        var mac = Poly1305(key: cipher.polyKey())
        cipher.xor(plaintext, into: out, from: 1)
        mac.authenticate(ad: ad, ciphertext: UnsafeRawBufferPointer(start: out, count: plaintext.count))
        mac.finish(into: out + plaintext.count)
    }

    /// Checks the tag of `sealed` (`ciphertext || tag`, at least 16 bytes) and only then writes its
    /// plaintext (`sealed.count - 16` bytes) to `out`; `false`, writing nothing, when it does not
    /// authenticate.
    static func open(
        key: Key, nonce: Nonce, ad: UnsafeRawBufferPointer, sealed: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer
    ) -> Bool {
        precondition(sealed.count >= tagBytes)
        let length = sealed.count - tagBytes
        let cipher = ChaCha20(key: key, nonce: nonce)
        var mac = Poly1305(key: cipher.polyKey())
        let ciphertext = UnsafeRawBufferPointer(rebasing: sealed[..<length])
        mac.authenticate(ad: ad, ciphertext: ciphertext)
        var tag: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &tag) { mac.finish(into: $0.baseAddress!) }
        // Constant time: every byte of the tag is compared.
        let received = sealed.baseAddress! + length
        let difference = (tag.0 ^ received.loadUnaligned(as: UInt64.self))
            | (tag.1 ^ received.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        guard difference == 0 else { return false }
        cipher.xor(ciphertext, into: out, from: 1)
        return true
    }
}
