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
        var output = [UInt8](repeating: 0, count: plaintext.count + tagBytes)
        var block = Block(key: key, nonce: nonce)
        let polyKey = block.polyKey()
        output.withUnsafeMutableBufferPointer { out in
            plaintext.withUnsafeBufferPointer { input in
                block.xor(input, into: out, from: 1)
            }
            let tag = Poly1305.tag(key: polyKey, ad: ad, ciphertext: UnsafeBufferPointer(rebasing: out[..<plaintext.count]))
            for index in 0..<tagBytes { out[plaintext.count + index] = tag[index] }
        }
        return output
    }

    /// The plaintext of `sealed` (`ciphertext || tag`), or `nil` when it does not authenticate.
    static func open(key: Key, nonce: Nonce, ad: [UInt8], sealed: [UInt8]) -> [UInt8]? {
        guard sealed.count >= tagBytes else { return nil }
        let length = sealed.count - tagBytes
        var block = Block(key: key, nonce: nonce)
        let polyKey = block.polyKey()
        return sealed.withUnsafeBufferPointer { input -> [UInt8]? in
            let tag = Poly1305.tag(key: polyKey, ad: ad, ciphertext: UnsafeBufferPointer(rebasing: input[..<length]))
            var difference: UInt8 = 0
            for index in 0..<tagBytes { difference |= tag[index] ^ input[length + index] }
            guard difference == 0 else { return nil }
            var output = [UInt8](repeating: 0, count: length)
            output.withUnsafeMutableBufferPointer { out in
                block.xor(UnsafeBufferPointer(rebasing: input[..<length]), into: out, from: 1)
            }
            return output
        }
    }

    /// The ChaCha20 block function (RFC 8439 §2.3) for one key and nonce.
    struct Block {
        private var state: [UInt32]
        private var keystream = [UInt32](repeating: 0, count: 16)

        init(key: Key, nonce: Nonce) {
            let k = key.words
            state = [
                0x6170_7865, 0x3320_646E, 0x7962_2D32, 0x6B20_6574, k.0, k.1, k.2, k.3, k.4, k.5, k.6, k.7,
                0, nonce.0, nonce.1, nonce.2,
            ]
        }

        /// The one-time Poly1305 key: the first 32 bytes of block 0 (§2.6).
        mutating func polyKey() -> [UInt8] {
            compute(counter: 0)
            var bytes = [UInt8](repeating: 0, count: 32)
            for index in 0..<8 {
                let word = keystream[index]
                for shift in 0..<4 { bytes[index * 4 + shift] = UInt8(truncatingIfNeeded: word >> (8 * UInt32(shift))) }
            }
            return bytes
        }

        /// XORs `input` with the keystream from block `counter` on into `output`.
        mutating func xor(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, from counter: UInt32) {
            guard let source = input.baseAddress, let target = output.baseAddress else { return }
            var offset = 0
            var counter = counter
            while offset < input.count {
                compute(counter: counter)
                counter &+= 1
                let count = min(64, input.count - offset)
                keystream.withUnsafeBytes { stream in
                    if count == 64 {
                        // Whole blocks word by word (the keystream is little-endian words, as the bytes go).
                        for word in 0..<8 {
                            let at = offset + word * 8
                            let plain = UnsafeRawPointer(source + at).loadUnaligned(as: UInt64.self)
                            let key = UInt64(littleEndian: stream.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
                            UnsafeMutableRawPointer(target + at).storeBytes(of: plain ^ key.littleEndian, as: UInt64.self)
                        }
                    } else {
                        for index in 0..<count {
                            target[offset + index] = source[offset + index] ^ UInt8(truncatingIfNeeded: UInt32(littleEndian: stream.load(
                                fromByteOffset: (index >> 2) * 4, as: UInt32.self)) >> (8 * UInt32(index & 3)))
                        }
                    }
                }
                offset += count
            }
        }

        private mutating func compute(counter: UInt32) {
            state[12] = counter
            var x0 = state[0], x1 = state[1], x2 = state[2], x3 = state[3]
            var x4 = state[4], x5 = state[5], x6 = state[6], x7 = state[7]
            var x8 = state[8], x9 = state[9], x10 = state[10], x11 = state[11]
            var x12 = state[12], x13 = state[13], x14 = state[14], x15 = state[15]
            @inline(__always) func quarter(_ a: inout UInt32, _ b: inout UInt32, _ c: inout UInt32, _ d: inout UInt32) {
                a &+= b; d ^= a; d = d << 16 | d >> 16
                c &+= d; b ^= c; b = b << 12 | b >> 20
                a &+= b; d ^= a; d = d << 8 | d >> 24
                c &+= d; b ^= c; b = b << 7 | b >> 25
            }
            for _ in 0..<10 {
                quarter(&x0, &x4, &x8, &x12)
                quarter(&x1, &x5, &x9, &x13)
                quarter(&x2, &x6, &x10, &x14)
                quarter(&x3, &x7, &x11, &x15)
                quarter(&x0, &x5, &x10, &x15)
                quarter(&x1, &x6, &x11, &x12)
                quarter(&x2, &x7, &x8, &x13)
                quarter(&x3, &x4, &x9, &x14)
            }
            keystream[0] = x0 &+ state[0]; keystream[1] = x1 &+ state[1]
            keystream[2] = x2 &+ state[2]; keystream[3] = x3 &+ state[3]
            keystream[4] = x4 &+ state[4]; keystream[5] = x5 &+ state[5]
            keystream[6] = x6 &+ state[6]; keystream[7] = x7 &+ state[7]
            keystream[8] = x8 &+ state[8]; keystream[9] = x9 &+ state[9]
            keystream[10] = x10 &+ state[10]; keystream[11] = x11 &+ state[11]
            keystream[12] = x12 &+ state[12]; keystream[13] = x13 &+ state[13]
            keystream[14] = x14 &+ state[14]; keystream[15] = x15 &+ state[15]
        }
    }
}
