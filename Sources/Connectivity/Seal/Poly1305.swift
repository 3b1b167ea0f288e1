/// Poly1305 (RFC 8439 §2.5) in 26-bit limbs (the "donna" 32-bit layout), over ChaCha20-Poly1305's
/// MAC input: the associated data and the ciphertext, each padded to 16 bytes, then both lengths.
struct Poly1305 {
    private var r0: UInt32, r1: UInt32, r2: UInt32, r3: UInt32, r4: UInt32
    private var h0: UInt32 = 0, h1: UInt32 = 0, h2: UInt32 = 0, h3: UInt32 = 0, h4: UInt32 = 0
    private let pad: (UInt32, UInt32, UInt32, UInt32)

    /// A MAC with the 32-byte one-time key, as the bytes lie in memory.
    init(key: (UInt64, UInt64, UInt64, UInt64)) {
        var key = key
        (r0, r1, r2, r3, r4, pad) = withUnsafeBytes(of: &key) { bytes in
            func word(_ offset: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
            return (
                word(0) & 0x3FF_FFFF, (word(3) >> 2) & 0x3FF_FF03, (word(6) >> 4) & 0x3FF_C0FF,
                (word(9) >> 6) & 0x3F0_3FFF, (word(12) >> 8) & 0x00F_FFFF, (word(16), word(20), word(24), word(28)))
        }
    }

    /// Absorbs the AEAD's MAC input (§2.8): `ad` and `ciphertext`, each padded to 16 bytes, then
    /// both lengths as little-endian 64-bit numbers.
    mutating func authenticate(ad: UnsafeRawBufferPointer, ciphertext: UnsafeRawBufferPointer) {
        update(ad)
        update(ciphertext)
        var lengths = (UInt64(ad.count).littleEndian, UInt64(ciphertext.count).littleEndian)
        withUnsafeBytes(of: &lengths) { absorb($0.baseAddress!) }
    }

    /// Absorbs `data` in 16-byte blocks; a last short block is zero-padded (the AEAD's padding, so
    /// every block gets the 2^128 bit).
    private mutating func update(_ data: UnsafeRawBufferPointer) {
        guard let base = data.baseAddress else { return }
        var offset = 0
        while data.count - offset >= 16 {
            absorb(base + offset)
            offset += 16
        }
        guard offset < data.count else { return }
        var last: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &last) { block in
            block.copyMemory(from: UnsafeRawBufferPointer(rebasing: data[offset...]))
            absorb(UnsafeRawPointer(block.baseAddress!))
        }
    }

    /// One 16-byte block at `m`.
    private mutating func absorb(_ m: UnsafeRawPointer) {
        @inline(__always) func word(_ offset: Int) -> UInt32 { UInt32(littleEndian: m.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        let s1 = r1 &* 5, s2 = r2 &* 5, s3 = r3 &* 5, s4 = r4 &* 5
        h0 &+= word(0) & 0x3FF_FFFF
        h1 &+= (word(3) >> 2) & 0x3FF_FFFF
        h2 &+= (word(6) >> 4) & 0x3FF_FFFF
        h3 &+= (word(9) >> 6) & 0x3FF_FFFF
        h4 &+= (word(12) >> 8) | (1 << 24)
        func mul(_ a: UInt32, _ b: UInt32) -> UInt64 { UInt64(a) &* UInt64(b) }
        let d0 = mul(h0, r0) &+ mul(h1, s4) &+ mul(h2, s3) &+ mul(h3, s2) &+ mul(h4, s1)
        var d1 = mul(h0, r1) &+ mul(h1, r0) &+ mul(h2, s4) &+ mul(h3, s3) &+ mul(h4, s2)
        var d2 = mul(h0, r2) &+ mul(h1, r1) &+ mul(h2, r0) &+ mul(h3, s4) &+ mul(h4, s3)
        var d3 = mul(h0, r3) &+ mul(h1, r2) &+ mul(h2, r1) &+ mul(h3, r0) &+ mul(h4, s4)
        var d4 = mul(h0, r4) &+ mul(h1, r3) &+ mul(h2, r2) &+ mul(h3, r1) &+ mul(h4, r0)
        var c = d0 >> 26
        h0 = UInt32(truncatingIfNeeded: d0) & 0x3FF_FFFF
        d1 &+= c; c = d1 >> 26; h1 = UInt32(truncatingIfNeeded: d1) & 0x3FF_FFFF
        d2 &+= c; c = d2 >> 26; h2 = UInt32(truncatingIfNeeded: d2) & 0x3FF_FFFF
        d3 &+= c; c = d3 >> 26; h3 = UInt32(truncatingIfNeeded: d3) & 0x3FF_FFFF
        d4 &+= c; c = d4 >> 26; h4 = UInt32(truncatingIfNeeded: d4) & 0x3FF_FFFF
        h0 &+= UInt32(truncatingIfNeeded: c) &* 5
        let carry = h0 >> 26
        h0 &= 0x3FF_FFFF
        h1 &+= carry
    }

    /// Writes the 16-byte tag to `out`.
    mutating func finish(into out: UnsafeMutableRawPointer) {
        var c = h1 >> 26; h1 &= 0x3FF_FFFF
        h2 &+= c; c = h2 >> 26; h2 &= 0x3FF_FFFF
        h3 &+= c; c = h3 >> 26; h3 &= 0x3FF_FFFF
        h4 &+= c; c = h4 >> 26; h4 &= 0x3FF_FFFF
        h0 &+= c &* 5; c = h0 >> 26; h0 &= 0x3FF_FFFF
        h1 &+= c
        // h - p, used when h >= p (constant time).
        var g0 = h0 &+ 5; c = g0 >> 26; g0 &= 0x3FF_FFFF
        var g1 = h1 &+ c; c = g1 >> 26; g1 &= 0x3FF_FFFF
        var g2 = h2 &+ c; c = g2 >> 26; g2 &= 0x3FF_FFFF
        var g3 = h3 &+ c; c = g3 >> 26; g3 &= 0x3FF_FFFF
        var g4 = h4 &+ c &- (1 << 26)
        var mask = (g4 >> 31) &- 1
        g0 &= mask; g1 &= mask; g2 &= mask; g3 &= mask; g4 &= mask
        mask = ~mask
        h0 = (h0 & mask) | g0; h1 = (h1 & mask) | g1; h2 = (h2 & mask) | g2; h3 = (h3 & mask) | g3
        h4 = (h4 & mask) | g4
        let w0 = h0 | h1 << 26
        let w1 = h1 >> 6 | h2 << 20
        let w2 = h2 >> 12 | h3 << 14
        let w3 = h3 >> 18 | h4 << 8
        var f = UInt64(w0) &+ UInt64(pad.0)
        let t0 = UInt32(truncatingIfNeeded: f)
        f = UInt64(w1) &+ UInt64(pad.1) &+ (f >> 32)
        let t1 = UInt32(truncatingIfNeeded: f)
        f = UInt64(w2) &+ UInt64(pad.2) &+ (f >> 32)
        let t2 = UInt32(truncatingIfNeeded: f)
        f = UInt64(w3) &+ UInt64(pad.3) &+ (f >> 32)
        let t3 = UInt32(truncatingIfNeeded: f)
        out.storeBytes(of: t0.littleEndian, toByteOffset: 0, as: UInt32.self)
        out.storeBytes(of: t1.littleEndian, toByteOffset: 4, as: UInt32.self)
        out.storeBytes(of: t2.littleEndian, toByteOffset: 8, as: UInt32.self)
        out.storeBytes(of: t3.littleEndian, toByteOffset: 12, as: UInt32.self)
    }
}
