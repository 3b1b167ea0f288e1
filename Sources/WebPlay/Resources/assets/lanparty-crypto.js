/* SHA-256, HMAC-SHA256 and PBKDF2-HMAC-SHA256 in plain JavaScript: crypto.subtle is missing on a
 * plain-http LAN page (not a secure context), and the passcode must never leave the page.
 * Checked against RFC 4231 / published PBKDF2 vectors and the Swift implementation (Tests/Browser). */
(function (global) {
  "use strict";
  const K = new Int32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]);
  const IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const W = new Int32Array(64);

  /** One compression of the 16 words at `w[0..16]` into `state` (8 words). */
  function compress(state, w) {
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15], b = w[i - 2];
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
    }
    let a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7];
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) +
        ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
      const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) +
        ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    state[0] = (state[0] + a) | 0; state[1] = (state[1] + b) | 0; state[2] = (state[2] + c) | 0; state[3] = (state[3] + d) | 0;
    state[4] = (state[4] + e) | 0; state[5] = (state[5] + f) | 0; state[6] = (state[6] + g) | 0; state[7] = (state[7] + h) | 0;
  }

  /** Hashes `bytes` starting from `state` (already `prefixBlocks` blocks in); returns the state. */
  function hashFrom(state, prefixBytes, bytes) {
    const total = prefixBytes + bytes.length;
    const padded = new Uint8Array(((bytes.length + 9 + 63) >> 6) << 6);
    padded.set(bytes);
    padded[bytes.length] = 0x80;
    const view = new DataView(padded.buffer);
    view.setUint32(padded.length - 8, Math.floor(total / 0x20000000), false);
    view.setUint32(padded.length - 4, (total * 8) >>> 0, false);
    for (let offset = 0; offset < padded.length; offset += 64) {
      for (let i = 0; i < 16; i++) W[i] = view.getInt32(offset + i * 4, false);
      compress(state, W);
    }
    return state;
  }

  function stateBytes(state) {
    const out = new Uint8Array(32), view = new DataView(out.buffer);
    for (let i = 0; i < 8; i++) view.setInt32(i * 4, state[i], false);
    return out;
  }

  /** SHA-256 of `bytes`. */
  function sha256(bytes) { return stateBytes(hashFrom(Int32Array.from(IV), 0, bytes)); }

  /** The states after the inner and outer padded keys: each later HMAC costs two compressions less. */
  function hmacStates(key) {
    if (key.length > 64) key = sha256(key);
    const block = new Uint8Array(64);
    const states = [];
    for (const pad of [0x36, 0x5c]) {
      block.fill(pad);
      for (let i = 0; i < key.length; i++) block[i] = key[i] ^ pad;
      const state = Int32Array.from(IV), view = new DataView(block.buffer);
      for (let i = 0; i < 16; i++) W[i] = view.getInt32(i * 4, false);
      compress(state, W);
      states.push(state);
    }
    return states;
  }

  /** HMAC-SHA256 (RFC 2104) of `message` under `key`. */
  function hmacSha256(key, message) {
    const [inner, outer] = hmacStates(key);
    const innerHash = stateBytes(hashFrom(Int32Array.from(inner), 64, message));
    return stateBytes(hashFrom(Int32Array.from(outer), 64, innerHash));
  }

  /** PBKDF2-HMAC-SHA256 of `password` and `salt`, `length` bytes, in slices that yield to the page. */
  async function pbkdf2Sha256Async(password, salt, iterations, length, onProgress) {
    const [inner, outer] = hmacStates(password);
    const out = new Uint8Array(length);
    const blocks = Math.ceil(length / 32);
    // A fixed 32-byte message after a 64-byte prefix pads to one block: 8 words of data, then
    // 0x80, zeros, and the bit length (96 bytes = 768 bits).
    const w = new Int32Array(64), u = new Int32Array(8), state = new Int32Array(8), acc = new Int32Array(8);
    for (let block = 1; block <= blocks; block++) {
      const first = new Uint8Array(salt.length + 4);
      first.set(salt);
      new DataView(first.buffer).setUint32(salt.length, block, false);
      const u1 = hmacSha256(password, first);
      const v = new DataView(u1.buffer);
      for (let i = 0; i < 8; i++) { u[i] = v.getInt32(i * 4, false); acc[i] = u[i]; }
      for (let done = 1; done < iterations;) {
        const sliceEnd = Math.min(iterations, done + 20000);
        for (; done < sliceEnd; done++) {
          for (const [from, ] of [[inner], [outer]]) {
            state.set(from);
            w.set(u); w[8] = 0x80000000; w.fill(0, 9, 15); w[15] = 768;
            compress(state, w);
            u.set(state);
          }
          for (let i = 0; i < 8; i++) acc[i] ^= u[i];
        }
        if (onProgress) onProgress(((block - 1) + done / iterations) / blocks);
        if (done < iterations) await new Promise((resolve) => setTimeout(resolve, 0));
      }
      out.set(stateBytes(acc).subarray(0, Math.min(32, length - (block - 1) * 32)), (block - 1) * 32);
    }
    return out;
  }

  /** UTF-8 bytes of `text` after Unicode NFC normalisation. */
  function utf8(text) { return new TextEncoder().encode(text.normalize("NFC")); }

  /** Bytes of lower- or upper-case hex; throws on anything else. */
  function hexToBytes(hex) {
    if (hex.length % 2 || /[^0-9a-fA-F]/.test(hex)) throw new Error("not hex");
    const out = new Uint8Array(hex.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16);
    return out;
  }

  /** Lower-case hex of `bytes`. */
  function bytesToHex(bytes) { return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""); }

  /** The 16 bytes of a UUID string in RFC 4122 order (the hex digits as written). */
  function uuidToBytes(uuid) {
    if (!/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(uuid)) throw new Error("not a UUID");
    return hexToBytes(uuid.replace(/-/g, ""));
  }

  /** `n` random bytes (getRandomValues works on insecure origins too). */
  function randomBytes(n) { return crypto.getRandomValues(new Uint8Array(n)); }

  /** The lobby's proof under an already derived `key` (Docs/Protocol.md §7), lower-case hex:
   * HMAC-SHA256 over "lanparty-v1" || lobby id (16 bytes) || host nonce || client nonce. */
  function proofWithKey(key, lobbyId, hostNonce, clientNonce) {
    const parts = [utf8("lanparty-v1"), uuidToBytes(lobbyId), hostNonce, clientNonce];
    const message = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
    let offset = 0;
    for (const part of parts) { message.set(part, offset); offset += part.length; }
    return bytesToHex(hmacSha256(key, message));
  }

  /** The private lobby's proof from the passcode itself (derives the key first), lower-case hex. */
  async function passcodeProof(p) {
    const key = await pbkdf2Sha256Async(utf8(p.passcode), hexToBytes(p.salt), p.iterations, 32);
    return proofWithKey(key, p.lobbyId, hexToBytes(p.hostNonce), hexToBytes(p.clientNonce));
  }

  global.LanPartyCrypto = {
    sha256: sha256, hmacSha256: hmacSha256, pbkdf2Sha256Async: pbkdf2Sha256Async, utf8: utf8,
    hexToBytes: hexToBytes, bytesToHex: bytesToHex, uuidToBytes: uuidToBytes, randomBytes: randomBytes,
    proofWithKey: proofWithKey, passcodeProof: passcodeProof,
  };
})(typeof self !== "undefined" ? self : this);
