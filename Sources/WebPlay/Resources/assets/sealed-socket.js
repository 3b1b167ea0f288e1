/* The sealed channel on a WebSocket (Docs/Protocol.md §2.1 and §9): every binary message is one
 * record. The page sends the client preface, reads the host preface (the lobby's id, and for a
 * private lobby its PBKDF2 parameters), runs Noise NN or NNpsk0 (with the passcode key) and then
 * seals every frame it sends (u32 length | flags 0 | envelope) and opens every record it gets,
 * splitting the frame stream back into envelopes. Needs lanparty-crypto.js and lanparty-seal.js
 * (plain JavaScript: a plain-http page has no crypto.subtle). */
(function (global) {
  "use strict";
  const Seal = global.LanPartySeal;
  const MAGIC = [0x4c, 0x61, 0x6e, 0x50, 0x61, 0x72, 0x74, 0x79]; // "LanParty"
  const CLIENT_PREFACE = new Uint8Array([0x01].concat(MAGIC, [0x03]));
  const KIND_NOISE = 0x02, KIND_REFUSAL = 0x03;
  const MAX_PLAINTEXT = 65519;              // a record's body (65 535) less the tag
  const MAX_FRAME = 4 * 1024 * 1024 + 1;    // the host's largest envelope (4 MiB) and its flags byte
  const ITERATIONS = [100000, 5000000], SALT_BYTES = [16, 64];
  const EMPTY = new Uint8Array(0);

  function hex(bytes) { return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""); }
  function uuid(bytes) {
    const h = hex(bytes);
    return [h.slice(0, 8), h.slice(8, 12), h.slice(12, 16), h.slice(16, 20), h.slice(20)].join("-");
  }

  /** Reads a host preface: {lobbyId, lock: null | {iterations, salt}}; null when it is not one. */
  function readHostPreface(bytes) {
    if (bytes.length < 27 || !CLIENT_PREFACE.every((b, i) => bytes[i] === b)) return null;
    const lobbyId = uuid(bytes.subarray(10, 26));
    if (bytes[26] === 0 && bytes.length === 27) return { lobbyId: lobbyId, lock: null };
    if (bytes[26] !== 1 || bytes.length < 32) return null;
    const iterations = new DataView(bytes.buffer, bytes.byteOffset).getUint32(27, false);
    const saltLength = bytes[31];
    if (bytes.length !== 32 + saltLength) return null;
    return { lobbyId: lobbyId, lock: { iterations: iterations, salt: bytes.slice(32) } };
  }

  /** Reads a refusal record: {reason: "wrongPasscode" | "tooManyAttempts" | code, retryAfterMilliseconds, message}. */
  function readRefusal(bytes) {
    if (bytes.length < 6 || bytes.length > 6 + 512) return null;
    const reasons = { 1: "wrongPasscode", 2: "tooManyAttempts" };
    return {
      reason: reasons[bytes[1]] || "refused",
      retryAfterMilliseconds: new DataView(bytes.buffer, bytes.byteOffset).getUint32(2, false),
      message: new TextDecoder().decode(bytes.subarray(6)),
    };
  }

  /** The frame of one envelope: u32 big-endian (length + 1), flags 0, the envelope. */
  function frame(envelope) {
    const out = new Uint8Array(5 + envelope.length);
    new DataView(out.buffer).setUint32(0, envelope.length + 1, false);
    out.set(envelope, 5);
    return out;
  }

  /** A sealed socket to `url`. `hooks`: key(lock) -> Promise of the 32-byte passcode key or null;
   * expectedLobby (an id, or null); onsealed(); onenvelope(bytes); onrefused(refusal);
   * onfailure(reason, message); onclose(). `ephemeral` is fixed only by tests. */
  function SealedSocket(url, hooks, ephemeral) {
    this.hooks = hooks;
    this.ephemeral = ephemeral;
    this.state = "preface";       // preface -> noise -> sealed, or closed
    this.lobbyId = null;
    this.chunks = []; this.buffered = 0;
    const ws = new WebSocket(url);
    ws.binaryType = "arraybuffer";
    this.ws = ws;
    ws.onopen = () => ws.send(CLIENT_PREFACE);
    ws.onmessage = (event) => {
      if (this.state === "closed") return;
      if (!(event.data instanceof ArrayBuffer)) return this.fail("malformedRecord", "a text message from the host");
      try { this.record(new Uint8Array(event.data)); } catch (error) { this.fail("sealBroken", String(error && error.message || error)); }
    };
    ws.onclose = () => { this.state = "closed"; hooks.onclose(); };
  }

  /** Whether envelopes can be sent now. */
  Object.defineProperty(SealedSocket.prototype, "isSealed", {
    get: function () { return this.state === "sealed" && this.ws.readyState === WebSocket.OPEN; },
  });

  SealedSocket.prototype.record = function (bytes) {
    switch (this.state) {
      case "preface": return this.hostPreface(bytes);
      case "noise": return this.reply(bytes);
      case "sealed": return this.sealedRecord(bytes);
      default: return;
    }
  };

  SealedSocket.prototype.hostPreface = async function (bytes) {
    this.state = "deriving";
    const facts = readHostPreface(bytes);
    if (!facts) return this.fail("olderHost", "The host runs an older LanParty (no sealed sessions).");
    const expected = this.hooks.expectedLobby;
    if (expected && expected.toLowerCase() !== facts.lobbyId) return this.fail("wrongLobby", "Another lobby answered at this address.");
    this.lobbyId = facts.lobbyId;
    const prologue = new Uint8Array(CLIENT_PREFACE.length + bytes.length);
    prologue.set(CLIENT_PREFACE); prologue.set(bytes, CLIENT_PREFACE.length);
    const options = { pattern: "NN", initiator: true, prologue: prologue, ephemeral: this.ephemeral };
    if (facts.lock) {
      const lock = facts.lock;
      if (lock.iterations < ITERATIONS[0] || lock.iterations > ITERATIONS[1] ||
          lock.salt.length < SALT_BYTES[0] || lock.salt.length > SALT_BYTES[1]) {
        return this.fail("unsafeChallenge", "The host asked for an unsafe passcode check; not answered.");
      }
      const key = await this.hooks.key(lock);
      if (this.state !== "deriving") return;  // closed meanwhile (a slow derivation: the next socket answers at once)
      if (!key) return this.fail("passcodeRequired", "This lobby needs a passcode.");
      options.pattern = "NNpsk0"; options.psk = key;
    }
    this.handshake = new Seal.Handshake(options);
    const message = this.handshake.write(EMPTY);
    this.state = "noise";
    this.sendRecord(KIND_NOISE, message);
  };

  SealedSocket.prototype.reply = function (bytes) {
    if (bytes[0] === KIND_REFUSAL) {
      const refusal = readRefusal(bytes);
      this.state = "closed"; this.ws.close();
      return refusal ? this.hooks.onrefused(refusal) : this.hooks.onfailure("malformedRecord", "A malformed refusal.");
    }
    // Both payloads are empty: message 2 is its kind, the host's key and a tag, 49 bytes exactly.
    if (bytes[0] !== KIND_NOISE || bytes.length !== 49) return this.fail("malformedRecord", "A malformed handshake record.");
    this.handshake.read(bytes.subarray(1));
    this.ciphers = this.handshake.transport();
    this.handshake = null;
    this.state = "sealed";
    this.hooks.onsealed();
  };

  SealedSocket.prototype.sealedRecord = function (bytes) {
    const plaintext = this.ciphers.receive.open(EMPTY, bytes);
    if (plaintext.length) { this.chunks.push(plaintext); this.buffered += plaintext.length; }
    for (;;) {
      if (this.buffered < 5) return;
      const head = this.peek(5);
      const length = new DataView(head.buffer).getUint32(0, false);
      if (length < 1 || length > MAX_FRAME) return this.fail("malformedFrame", "A frame of " + length + " bytes.");
      if (head[4] !== 0) return this.fail("malformedFrame", "A compressed frame from the host.");
      if (this.buffered < 4 + length) return;
      const whole = this.peek(4 + length);
      this.consume(4 + length);
      this.hooks.onenvelope(whole.subarray(5));
      if (this.state !== "sealed") return;
    }
  };

  /** The first `n` buffered plaintext bytes (joined from records). */
  SealedSocket.prototype.peek = function (n) {
    if (this.chunks[0].length >= n) return this.chunks[0].slice(0, n);
    const out = new Uint8Array(n);
    let at = 0;
    for (const chunk of this.chunks) {
      const part = chunk.subarray(0, Math.min(chunk.length, n - at));
      out.set(part, at); at += part.length;
      if (at === n) break;
    }
    return out;
  };

  SealedSocket.prototype.consume = function (n) {
    this.buffered -= n;
    while (n > 0) {
      const chunk = this.chunks[0];
      if (chunk.length <= n) { this.chunks.shift(); n -= chunk.length; } else { this.chunks[0] = chunk.subarray(n); n = 0; }
    }
  };

  SealedSocket.prototype.sendRecord = function (kind, body) {
    const out = new Uint8Array(1 + body.length);
    out[0] = kind; out.set(body, 1);
    this.ws.send(out);
  };

  /** Seals one envelope into as many records as it needs; false when the socket is not sealed. */
  SealedSocket.prototype.send = function (envelope) {
    if (!this.isSealed) return false;
    const bytes = frame(envelope);
    for (let at = 0; at < bytes.length; at += MAX_PLAINTEXT) {
      this.ws.send(this.ciphers.send.seal(EMPTY, bytes.subarray(at, Math.min(at + MAX_PLAINTEXT, bytes.length))));
    }
    return true;
  };

  SealedSocket.prototype.fail = function (reason, message) {
    if (this.state === "closed") return;
    this.state = "closed";
    this.ws.close();
    this.hooks.onfailure(reason, message);
  };

  SealedSocket.prototype.close = function () { this.state = "closed"; this.ws.close(); };

  global.LanPartySealedSocket = SealedSocket;
  global.LanPartySealedSocket.frame = frame;
  global.LanPartySealedSocket.clientPreface = CLIENT_PREFACE;
  global.LanPartySealedSocket.readHostPreface = readHostPreface;
})(typeof self !== "undefined" ? self : this);
