/* X25519 (RFC 7748), ChaCha20-Poly1305 (RFC 8439) and the Noise handshakes LanParty uses
 * (NN, NNpsk0, NNpsk2 with X25519, ChaChaPoly, SHA-256; noiseprotocol.org rev. 34), in plain
 * JavaScript: a plain-http LAN page has no crypto.subtle. The page's sealed sessions (issue 30) run
 * on it (sealed-socket.js). Checked in headless Chromium against the RFC vectors, the Noise vectors
 * and swift-crypto in both directions (Tests/Browser/run_seal_vectors.py). Needs lanparty-crypto.js
 * (SHA-256, HMAC). */
(function (global) {
  "use strict";
  const C = global.LanPartyCrypto;

  // ---- X25519: field elements as 16 limbs of 16 bits (the TweetNaCl layout) ----
  function gf(init) {
    const r = new Float64Array(16);
    if (init) for (let i = 0; i < init.length; i++) r[i] = init[i];
    return r;
  }
  const A121665 = gf([0xdb41, 1]);

  function carry(o) {
    let c = 1;
    for (let i = 0; i < 16; i++) {
      const v = o[i] + c + 65535;
      c = Math.floor(v / 65536);
      o[i] = v - c * 65536;
    }
    o[0] += c - 1 + 37 * (c - 1);
  }
  /** Swaps p and q when b is 1, in constant time. */
  function select(p, q, b) {
    const c = ~(b - 1);
    for (let i = 0; i < 16; i++) {
      const t = c & (p[i] ^ q[i]);
      p[i] ^= t; q[i] ^= t;
    }
  }
  function pack(o, n) {
    const m = gf(), t = gf();
    for (let i = 0; i < 16; i++) t[i] = n[i];
    carry(t); carry(t); carry(t);
    for (let j = 0; j < 2; j++) {
      m[0] = t[0] - 0xffed;
      for (let i = 1; i < 15; i++) {
        m[i] = t[i] - 0xffff - ((m[i - 1] >> 16) & 1);
        m[i - 1] &= 0xffff;
      }
      m[15] = t[15] - 0x7fff - ((m[14] >> 16) & 1);
      const b = (m[15] >> 16) & 1;
      m[14] &= 0xffff;
      select(t, m, 1 - b);
    }
    for (let i = 0; i < 16; i++) { o[2 * i] = t[i] & 0xff; o[2 * i + 1] = t[i] >> 8; }
  }
  function unpack(o, n) {
    for (let i = 0; i < 16; i++) o[i] = n[2 * i] + (n[2 * i + 1] << 8);
    o[15] &= 0x7fff;
  }
  function add(o, a, b) { for (let i = 0; i < 16; i++) o[i] = a[i] + b[i]; }
  function sub(o, a, b) { for (let i = 0; i < 16; i++) o[i] = a[i] - b[i]; }
  function mul(o, a, b) {
    const t = new Float64Array(31);
    for (let i = 0; i < 16; i++) for (let j = 0; j < 16; j++) t[i + j] += a[i] * b[j];
    for (let i = 0; i < 15; i++) t[i] += 38 * t[i + 16];
    for (let i = 0; i < 16; i++) o[i] = t[i];
    carry(o); carry(o);
  }
  function invert(o, i) {
    const c = gf();
    for (let a = 0; a < 16; a++) c[a] = i[a];
    for (let a = 253; a >= 0; a--) {
      mul(c, c, c);
      if (a !== 2 && a !== 4) mul(c, c, i);
    }
    for (let a = 0; a < 16; a++) o[a] = c[a];
  }

  /** X25519(scalar, u): 32 bytes each (RFC 7748 §5; the scalar is clamped here). */
  function x25519(scalar, u) {
    const z = new Uint8Array(32);
    for (let i = 0; i < 31; i++) z[i] = scalar[i];
    z[31] = (scalar[31] & 127) | 64;
    z[0] &= 248;
    const x = gf(); unpack(x, u);
    const a = gf(), b = gf(), c = gf(), d = gf(), e = gf(), f = gf();
    for (let i = 0; i < 16; i++) b[i] = x[i];
    a[0] = d[0] = 1;
    for (let i = 254; i >= 0; --i) {
      const r = (z[i >>> 3] >>> (i & 7)) & 1;
      select(a, b, r); select(c, d, r);
      add(e, a, c); sub(a, a, c); add(c, b, d); sub(b, b, d);
      mul(d, e, e); mul(f, a, a); mul(a, c, a); mul(c, b, e);
      add(e, a, c); sub(a, a, c); mul(b, a, a); sub(c, d, f);
      mul(a, c, A121665); add(a, a, d); mul(c, c, a); mul(a, d, f);
      mul(d, b, x); mul(b, e, e);
      select(a, b, r); select(c, d, r);
    }
    invert(c, c);
    mul(a, a, c);
    const out = new Uint8Array(32);
    pack(out, a);
    return out;
  }
  const BASE = new Uint8Array(32); BASE[0] = 9;
  /** The public key of a 32-byte private key. */
  function x25519Public(privateKey) { return x25519(privateKey, BASE); }

  // ---- ChaCha20 (RFC 8439 §2.3) ----
  function rotl(v, n) { return (v << n) | (v >>> (32 - n)); }
  function le32(b, i) { return (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0; }

  /** One 64-byte block of key stream for `counter` and the 12-byte `nonce`. */
  function chachaBlock(key, counter, nonce) {
    const s = new Uint32Array(16);
    s[0] = 0x61707865; s[1] = 0x3320646e; s[2] = 0x79622d32; s[3] = 0x6b206574;
    for (let i = 0; i < 8; i++) s[4 + i] = le32(key, 4 * i);
    s[12] = counter >>> 0;
    for (let i = 0; i < 3; i++) s[13 + i] = le32(nonce, 4 * i);
    const w = new Uint32Array(s);
    const quarter = (a, b, c, d) => {
      w[a] += w[b]; w[d] = rotl(w[d] ^ w[a], 16);
      w[c] += w[d]; w[b] = rotl(w[b] ^ w[c], 12);
      w[a] += w[b]; w[d] = rotl(w[d] ^ w[a], 8);
      w[c] += w[d]; w[b] = rotl(w[b] ^ w[c], 7);
    };
    for (let round = 0; round < 10; round++) {
      quarter(0, 4, 8, 12); quarter(1, 5, 9, 13); quarter(2, 6, 10, 14); quarter(3, 7, 11, 15);
      quarter(0, 5, 10, 15); quarter(1, 6, 11, 12); quarter(2, 7, 8, 13); quarter(3, 4, 9, 14);
    }
    const out = new Uint8Array(64);
    for (let i = 0; i < 16; i++) {
      const v = (w[i] + s[i]) >>> 0;
      out[4 * i] = v & 0xff; out[4 * i + 1] = (v >>> 8) & 0xff; out[4 * i + 2] = (v >>> 16) & 0xff; out[4 * i + 3] = v >>> 24;
    }
    return out;
  }
  /** `data` XOR the key stream from block `counter` on. */
  function chacha20(key, counter, nonce, data) {
    const out = new Uint8Array(data.length);
    for (let offset = 0, block = counter; offset < data.length; offset += 64, block++) {
      const stream = chachaBlock(key, block, nonce);
      for (let i = 0; i < 64 && offset + i < data.length; i++) out[offset + i] = data[offset + i] ^ stream[i];
    }
    return out;
  }

  // ---- Poly1305 (RFC 8439 §2.5), on BigInt: a handful of blocks per frame ----
  const P1305 = (1n << 130n) - 5n;
  function leBig(bytes) {
    let n = 0n;
    for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]);
    return n;
  }
  function poly1305(key, message) {
    const r = leBig(key.subarray(0, 16)) & 0x0ffffffc0ffffffc0ffffffc0fffffffn;
    const s = leBig(key.subarray(16, 32));
    let acc = 0n;
    for (let offset = 0; offset < message.length; offset += 16) {
      const chunk = message.subarray(offset, Math.min(offset + 16, message.length));
      acc = ((acc + leBig(chunk) + (1n << BigInt(8 * chunk.length))) * r) % P1305;
    }
    acc = (acc + s) & ((1n << 128n) - 1n);
    const tag = new Uint8Array(16);
    for (let i = 0; i < 16; i++) { tag[i] = Number(acc & 0xffn); acc >>= 8n; }
    return tag;
  }

  // ---- ChaCha20-Poly1305 AEAD (RFC 8439 §2.8) ----
  function macData(aad, ciphertext) {
    const pad = (n) => (16 - (n % 16)) % 16;
    const out = new Uint8Array(aad.length + pad(aad.length) + ciphertext.length + pad(ciphertext.length) + 16);
    out.set(aad, 0);
    out.set(ciphertext, aad.length + pad(aad.length));
    const lengths = new DataView(out.buffer, out.length - 16);
    lengths.setUint32(0, aad.length, true);
    lengths.setUint32(8, ciphertext.length, true);
    return out;
  }
  /** Ciphertext followed by the 16-byte tag. */
  function aeadSeal(key, nonce, plaintext, aad) {
    const polyKey = chachaBlock(key, 0, nonce).subarray(0, 32);
    const ciphertext = chacha20(key, 1, nonce, plaintext);
    const tag = poly1305(polyKey, macData(aad, ciphertext));
    const out = new Uint8Array(ciphertext.length + 16);
    out.set(ciphertext, 0); out.set(tag, ciphertext.length);
    return out;
  }
  /** The plaintext, or null when the tag does not match (compared in constant time). */
  function aeadOpen(key, nonce, sealed, aad) {
    if (sealed.length < 16) return null;
    const ciphertext = sealed.subarray(0, sealed.length - 16);
    const polyKey = chachaBlock(key, 0, nonce).subarray(0, 32);
    const tag = poly1305(polyKey, macData(aad, ciphertext));
    let difference = 0;
    for (let i = 0; i < 16; i++) difference |= tag[i] ^ sealed[ciphertext.length + i];
    return difference === 0 ? chacha20(key, 1, nonce, ciphertext) : null;
  }

  // ---- Noise (rev. 34): CipherState, SymmetricState, HandshakeState ----
  function concat(...parts) {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) { out.set(p, at); at += p.length; }
    return out;
  }
  function noiseNonce(n) {
    const nonce = new Uint8Array(12);
    new DataView(nonce.buffer).setBigUint64(4, BigInt(n), true);
    return nonce;
  }
  /** A key and a frame counter; seal/open throw on a forged, replayed, reordered or cut frame. */
  class CipherState {
    constructor(key) { this.key = key || null; this.n = 0; }
    seal(ad, plaintext) {
      if (!this.key) return plaintext;
      const out = aeadSeal(this.key, noiseNonce(this.n), plaintext, ad);
      this.n += 1;
      return out;
    }
    open(ad, ciphertext) {
      if (!this.key) return ciphertext;
      const out = aeadOpen(this.key, noiseNonce(this.n), ciphertext, ad);
      if (!out) throw new Error("decryptionFailed");
      this.n += 1;
      return out;
    }
  }
  function hkdf(chainingKey, material, count) {
    const temp = C.hmacSha256(chainingKey, material);
    const outputs = [];
    let previous = new Uint8Array(0);
    for (let i = 1; i <= count; i++) {
      previous = C.hmacSha256(temp, concat(previous, new Uint8Array([i])));
      outputs.push(previous);
    }
    return outputs;
  }
  const PATTERNS = {
    NN: [["e"], ["e", "ee"]],
    NNpsk0: [["psk", "e"], ["e", "ee"]],
    NNpsk2: [["e"], ["e", "ee", "psk"]],
  };
  /** One side of a handshake; `ephemeral` (32 random bytes) is fixed only by test vectors. */
  class Handshake {
    constructor(options) {
      this.pattern = options.pattern;
      this.messages = PATTERNS[options.pattern];
      if (!this.messages) throw new Error("unknown pattern " + options.pattern);
      this.initiator = options.initiator;
      this.psk = options.psk || null;
      this.usesPsk = options.pattern !== "NN";
      this.e = options.ephemeral || C.randomBytes(32);
      this.ePublic = x25519Public(this.e);
      this.re = null;
      this.index = 0;
      const name = C.utf8("Noise_" + options.pattern + "_25519_ChaChaPoly_SHA256");
      this.h = name.length <= 32 ? concat(name, new Uint8Array(32 - name.length)) : C.sha256(name);
      this.ck = this.h;
      this.cipher = new CipherState();
      this.mixHash(options.prologue || new Uint8Array(0));
    }
    get complete() { return this.index >= this.messages.length; }
    get myTurn() { return !this.complete && (this.index % 2 === 0) === this.initiator; }
    mixHash(data) { this.h = C.sha256(concat(this.h, data)); }
    mixKey(material) {
      const [ck, k] = hkdf(this.ck, material, 2);
      this.ck = ck; this.cipher = new CipherState(k);
    }
    token(token, message, reading) {
      if (token === "e") {
        const key = reading ? message.take(32) : this.ePublic;
        if (reading) this.re = key; else message.parts.push(key);
        this.mixHash(key);
        if (this.usesPsk) this.mixKey(key);
      } else if (token === "ee") {
        this.mixKey(x25519(this.e, this.re));
      } else {
        const [ck, temp, k] = hkdf(this.ck, this.psk, 3);
        this.ck = ck; this.mixHash(temp); this.cipher = new CipherState(k);
      }
    }
    write(payload) {
      if (!this.myTurn) throw new Error("outOfTurn");
      const message = { parts: [] };
      for (const token of this.messages[this.index]) this.token(token, message, false);
      const sealed = this.cipher.seal(this.h, payload || new Uint8Array(0));
      this.mixHash(sealed);
      this.index += 1;
      return concat(...message.parts, sealed);
    }
    read(bytes) {
      if (this.complete || this.myTurn) throw new Error("outOfTurn");
      let at = 0;
      const message = {
        take: (n) => {
          if (bytes.length < at + n) throw new Error("malformedMessage");
          at += n;
          return bytes.subarray(at - n, at);
        },
      };
      for (const token of this.messages[this.index]) this.token(token, message, true);
      const rest = bytes.subarray(at);
      const payload = this.cipher.open(this.h, rest);
      this.mixHash(rest);
      this.index += 1;
      return payload;
    }
    /** {send, receive} cipher states once complete. */
    transport() {
      const [first, second] = hkdf(this.ck, new Uint8Array(0), 2);
      const a = new CipherState(first), b = new CipherState(second);
      return this.initiator ? { send: a, receive: b } : { send: b, receive: a };
    }
  }

  global.LanPartySeal = {
    x25519: x25519, x25519Public: x25519Public, chacha20: chacha20, poly1305: poly1305,
    aeadSeal: aeadSeal, aeadOpen: aeadOpen, Handshake: Handshake,
  };
})(typeof self !== "undefined" ? self : this);
