/// The ChaCha20 stream cipher (RFC 8439 §2.3-2.4) for one key and nonce. Every block is computed in
/// locals and written to the stack: nothing is allocated per record.
struct ChaCha20 {
    private let key: ChaCha20Poly1305.Key
    private let nonce: ChaCha20Poly1305.Nonce

    init(key: ChaCha20Poly1305.Key, nonce: ChaCha20Poly1305.Nonce) {
        self.key = key
        self.nonce = nonce
    }

    /// 64 bytes on the stack.
    private typealias BlockBytes = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    /// The one-time Poly1305 key: the first 32 bytes of block 0 (§2.6), as they lie in memory.
    func polyKey() -> (UInt64, UInt64, UInt64, UInt64) {
        var block: BlockBytes = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &block) { keystream(counter: 0, into: $0.baseAddress!) }
        return (block.0, block.1, block.2, block.3)
    }

    /// XORs `input` with the keystream from block `counter` on into `target` (as many bytes).
    func xor(_ input: UnsafeRawBufferPointer, into target: UnsafeMutableRawPointer, from counter: UInt32) {
        guard let source = input.baseAddress else { return }
        var block: BlockBytes = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &block) { stream in
            let stream = stream.baseAddress!
            var offset = 0
            var counter = counter
            while offset < input.count {
                keystream(counter: counter, into: stream)
                counter &+= 1
                let count = min(64, input.count - offset)
                if count == 64 {
                    // Both sides loaded the same way, so the XOR is byte for byte whatever the endianness.
                    for word in 0..<8 {
                        let at = offset + word * 8
                        let plain = source.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                        let key = stream.load(fromByteOffset: word * 8, as: UInt64.self)
                        target.storeBytes(of: plain ^ key, toByteOffset: at, as: UInt64.self)
                    }
                } else {
                    for index in 0..<count {
                        let byte = source.load(fromByteOffset: offset + index, as: UInt8.self)
                            ^ stream.load(fromByteOffset: index, as: UInt8.self)
                        target.storeBytes(of: byte, toByteOffset: offset + index, as: UInt8.self)
                    }
                }
                offset += count
            }
        }
    }

    /// Block `counter`'s 64 keystream bytes (little-endian words) into `out`.
    @inline(__always)
    private func keystream(counter: UInt32, into out: UnsafeMutableRawPointer) {
        let k = key.words
        let c0: UInt32 = 0x6170_7865, c1: UInt32 = 0x3320_646E, c2: UInt32 = 0x7962_2D32, c3: UInt32 = 0x6B20_6574
        var x0 = c0, x1 = c1, x2 = c2, x3 = c3
        var x4 = k.0, x5 = k.1, x6 = k.2, x7 = k.3, x8 = k.4, x9 = k.5, x10 = k.6, x11 = k.7
        var x12 = counter, x13 = nonce.0, x14 = nonce.1, x15 = nonce.2
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
        @inline(__always) func put(_ word: UInt32, _ index: Int) {
            out.storeBytes(of: word.littleEndian, toByteOffset: index * 4, as: UInt32.self)
        }
        put(x0 &+ c0, 0); put(x1 &+ c1, 1); put(x2 &+ c2, 2); put(x3 &+ c3, 3)
        put(x4 &+ k.0, 4); put(x5 &+ k.1, 5); put(x6 &+ k.2, 6); put(x7 &+ k.3, 7)
        put(x8 &+ k.4, 8); put(x9 &+ k.5, 9); put(x10 &+ k.6, 10); put(x11 &+ k.7, 11)
        put(x12 &+ counter, 12); put(x13 &+ nonce.0, 13); put(x14 &+ nonce.1, 14); put(x15 &+ nonce.2, 15)
    }
}
