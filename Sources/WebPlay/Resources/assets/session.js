/* One browser player's session with the lobby: a sealed socket (sealed-socket.js; a private lobby's
 * passcode key seals it), hello, heartbeats, background/foreground, and resume after a dropped socket,
 * waiting for a lost host as lanjoin does (host-wait.js; Docs/Lobby.md §6). */
(function (global) {
  "use strict";
  const Wire = global.LanPartyWire;
  const HostWait = global.LanPartyHostWait;
  const SILENCE_MS = 3000;        // a host silent this long (page visible) is treated as gone
  const PING_MS = 1000;
  // All a screen may say once seated (Docs/Protocol.md, the screen role): it holds no seat.
  const SCREEN_SENDS = ["ping", "pong", "leave", "ask"];
  // Questions (ask.js) go on the sealed socket, never over HTTP.

  /** A session: `options` = {url, facts, profile, passcode, reclaimSeat, savedKeys, waitMs, screen, onEvent(event)};
   * `reclaimSeat` says "That's me" in the first hello (take the held seat of this name), `savedKeys`
   * are passcode keys from ``savedKeys()`` of an earlier session of this tab (a reload needs no passcode),
   * `waitMs` how long to wait for a lost host (default HostWait.WAIT_MS, lanjoin's --wait-for-host),
   * `screen` joins as a big screen (the /tv page): no seat, no resume token, so every reconnect is
   * a plain hello that gets the lobby as it is now. */
  function Session(options) {
    this.options = options;
    this.waitMs = typeof options.waitMs === "number" && options.waitMs >= 0 ? options.waitMs : HostWait.WAIT_MS;
    this.hostWait = null;         // a HostWait while the host is gone
    this.retryTimer = null;       // the next attempt, or the end of the wait
    this.attemptTimer = null;     // abandons an attempt that hangs
    this.socket = null;
    this.resumeToken = null;
    this.playerId = null;
    this.joined = false;
    this.leaving = false;
    this.attempt = 0;
    this.lastHeard = 0;
    this.pingId = 0;
    this.sequence = 0;
    this.round = null;
    this.lastState = null;        // {round, stateSequence, bytes, toAct}: the base of the next view patch
    this.keyCache = {};
    this.asker = new global.LanPartyAsker();
    const C = global.LanPartyCrypto;
    for (const [cacheKey, hex] of Object.entries(options.savedKeys || {})) {
      if (typeof hex === "string" && /^([0-9a-f]{2}){32}$/.test(hex)) this.keyCache[cacheKey] = C.hexToBytes(hex);
    }
    this.timer = setInterval(this.tick.bind(this), PING_MS);
  }

  Session.prototype.emit = function (event) { this.options.onEvent(event); };

  /** Opens a sealed socket (Docs/Protocol.md §2.1) and, once sealed, says hello (with the resume
   * token once joined). */
  Session.prototype.connect = function () {
    this.accepted = false;
    clearTimeout(this.retryTimer);
    clearTimeout(this.attemptTimer);
    const socket = new global.LanPartySealedSocket(this.options.url, {
      expectedLobby: this.lobbyId || null,
      key: (lock) => this.passcodeKey(lock),
      onsealed: () => {
        if (socket !== this.socket) return;
        this.lastHeard = performance.now();
        this.lobbyId = socket.lobbyId;
        this.hello();
      },
      onenvelope: (bytes) => {
        if (socket !== this.socket) return;
        this.lastHeard = performance.now();
        let message;
        try { message = Wire.decode(bytes); } catch (error) { return this.drop(); }
        this.receive(message);
      },
      onrefused: (refusal) => {
        if (socket !== this.socket) return;
        this.leaving = true;
        // A wrong passcode's key must not answer the next attempt.
        if (refusal.reason === "wrongPasscode" && socket.lockKey) delete this.keyCache[socket.lockKey];
        this.emit({
          type: "rejected", reason: refusal.reason, message: refusal.message,
          retryAfterSeconds: refusal.retryAfterMilliseconds ? refusal.retryAfterMilliseconds / 1000 : undefined,
        });
      },
      onfailure: (reason, message) => {
        if (socket !== this.socket) return;
        // A broken record or frame: the channel cannot be trusted; resume on a new one (§7).
        if (reason === "sealBroken" || reason === "malformedFrame" || reason === "malformedRecord") return;
        this.leaving = true;
        this.emit({ type: "rejected", reason: reason, message: message });
      },
      onclose: () => { if (socket === this.socket) this.dropped(); },
    });
    this.socket = socket;
    // While waiting for the host, an attempt that neither fails nor seats us (a host machine gone
    // from the network: the connection hangs) makes way for the next.
    if (this.hostWait) this.attemptTimer = setTimeout(() => { if (socket === this.socket && !this.accepted) this.drop(); }, HostWait.ATTEMPT_MS);
  };

  /** The first message on a sealed socket: hello, with the resume token once joined. */
  Session.prototype.hello = function () {
    const facts = this.options.facts;
    const hello = {
      protocolVersion: facts.protocolVersion, appVersion: facts.appVersion,
      // Every game the host offers: the page has each one's face (or the generic face).
      games: (facts.games && facts.games.length ? facts.games : [{ id: facts.game, version: facts.gameVersion }])
        .map((game) => ({ id: game.id, version: game.version })),
      profile: this.options.profile,
    };
    if (this.options.screen) hello.screen = true;
    if (this.resumeToken) hello.resumeToken = this.resumeToken;
    else if (this.options.reclaimSeat) hello.reclaimSeat = true;
    this.send("hello", hello);
  };

  /** Sends one message. Before `joinAccepted` only the handshake goes out: the host answers
   * anything else (a card tapped while a dropped socket reconnects) by refusing the join, which
   * would cost a private lobby's seat its resume token. */
  Session.prototype.send = function (type, fields, payload) {
    if (!this.accepted && type !== "hello") return;
    if (this.options.screen && this.accepted && SCREEN_SENDS.indexOf(type) < 0) return;
    if (this.socket && this.socket.isSealed) this.socket.send(Wire.encode(type, fields, payload));
  };

  Session.prototype.receive = function (message) {
    const f = message.fields;
    switch (message.type) {
      case "ping": return this.send("pong", { id: f.id });
      case "pong": return;
      case "joinAccepted": {
        const waited = this.hostWait ? performance.now() - this.hostWait.lostAt : null;
        this.accepted = true; this.joined = true; this.attempt = 0; this.hostWait = null;
        clearTimeout(this.retryTimer); clearTimeout(this.attemptTimer);
        // A screen's token is "": it never resumes (hello() sends none).
        this.resumeToken = f.resumeToken || null; this.playerId = String(f.playerId).toLowerCase();
        // From now on this is the seat's player: a reclaimed seat's id is not the profile's, and a
        // resume must name the seat its token belongs to. A screen has no seat to name.
        if (!this.options.screen) this.options.profile = Object.assign({}, this.options.profile, { id: this.playerId });
        if (global.LanPartyPresence) global.LanPartyPresence.arrived(f.lobby); // holds count down from now
        return this.emit({ type: "joined", lobby: f.lobby, playerId: this.playerId, role: f.role, resumed: f.resumed, waitedMs: waited });
      }
      case "joinRejected":
        this.leaving = true;
        if (f.reason === "invalidResumeToken") return this.emit({ type: "seatGone" });
        return this.emit({ type: "rejected", reason: f.reason, message: f.message, retryAfterSeconds: f.retryAfterSeconds });
      case "lobbyUpdate":
        if (global.LanPartyPresence) global.LanPartyPresence.arrived(f.lobby); // holds count down from now
        return this.emit({ type: "lobby", lobby: f.lobby });
      case "startGame":
        this.round = f.round; this.sequence = 0; this.lastState = null;
        return this.emit({ type: "started", players: f.players.map((id) => String(id).toLowerCase()), round: f.round });
      case "gameState": {
        const bytes = this.stateBytes(f, message.payload);
        let view;
        try { view = bytes && Wire.parsePayload(bytes); } catch (error) { view = null; }
        // A patch that does not apply (or a view that does not parse): resume on a new connection,
        // whose first state is whole (Docs/Protocol.md "View patches").
        if (!view) { this.lastState = null; return this.drop(); }
        // `toAct` (Docs/Protocol.md "Who acts"): whom the game waits for; null when the host does not
        // say. A patch without it keeps its base state's.
        const patched = f.base !== undefined;
        const toAct = Array.isArray(f.toAct) ? f.toAct.map((id) => String(id).toLowerCase())
          : (patched && this.lastState ? this.lastState.toAct : null);
        this.lastState = { round: f.round, stateSequence: f.stateSequence, bytes: bytes, toAct: toAct };
        // After a reload mid-game the host's count is the floor: sequences must keep increasing.
        this.sequence = Math.max(this.sequence, f.lastAppliedAction || 0);
        // `events` (Docs/Protocol.md "Event lines"): the game's public lines of this step, or its history.
        return this.emit({ type: "state", view: view, round: f.round, toAct: toAct, events: Array.isArray(f.events) ? f.events : [] });
      }
      case "actionRejected": return this.emit({ type: "actionRejected", error: f.error, sequence: f.sequence });
      case "gameOver":
        this.lastState = null;
        return this.emit({
          type: "gameOver", winners: (f.winners || []).map((id) => String(id).toLowerCase()),
          summary: f.summary, view: Wire.parsePayload(message.payload),
          // The player's own line, worded by the host ("Ari won — you came 2nd."); absent for a spectator.
          result: typeof f.result === "string" ? f.result : null,
        });
      case "kickPlayer":
        this.leaving = true;
        return this.emit({ type: "kicked", reason: f.reason, banned: f.banned });
      case "leave":
        this.leaving = true;
        return this.emit({ type: "hostLeft", reason: f.reason });
      case "answer": return this.asker.answered(f, message.payload);
      case "error": return this.emit({ type: "error", code: f.code, message: f.message });
      case "notice": return this.emit({ type: "notice", kind: f.kind, message: f.message });
      // "That's me" waits for the VIP's or the host's yes; joinAccepted or joinRejected follows.
      case "claimPending": return this.emit({ type: "claimPending", playerId: String(f.playerId).toLowerCase(), name: f.name, message: f.message });
      case "requestRefused": return this.emit({ type: "requestRefused", request: f.request, code: f.code, message: f.message });
      default: return; // a message type from a newer host: ignored, as the protocol asks
    }
  };

  /** A state's whole view bytes: its payload (copied: the socket's buffer is not ours to keep), or
   * with `base`/`edits` the previous state's bytes patched; null when the patch's base is not the
   * state we hold. */
  Session.prototype.stateBytes = function (f, payload) {
    if (f.base === undefined && f.edits === undefined) return payload.slice();
    const last = this.lastState;
    if (!last || last.round !== f.round || last.stateSequence !== f.base) return null;
    return Wire.applyPatch(last.bytes, f.edits, payload);
  };

  /** The passcode key for a private lobby's PBKDF2 parameters (Docs/Protocol.md §2.1), derived at
   * most once per salt and work factor (kept for reconnects); null without a passcode. A slow phone
   * may miss the host's handshake deadline: the key is kept and the next connection answers at once. */
  Session.prototype.passcodeKey = async function (lock) {
    const C = global.LanPartyCrypto;
    const cacheKey = C.bytesToHex(lock.salt) + ":" + lock.iterations;
    if (this.socket) this.socket.lockKey = cacheKey;
    const key = this.keyCache[cacheKey];
    const passcode = this.options.passcode;
    if (key || !passcode) return key || null;
    // One derivation per salt and work factor, shared by the sockets that wait for it.
    this.deriving = this.deriving || {};
    if (!this.deriving[cacheKey]) {
      this.emit({ type: "status", status: "checking" });
      this.deriving[cacheKey] = C.pbkdf2Sha256Async(C.utf8(passcode.normalize("NFC")), lock.salt, lock.iterations, 32,
        (fraction) => this.emit({ type: "status", status: "checking", fraction: fraction }))
        .then((derived) => { this.keyCache[cacheKey] = derived; delete this.deriving[cacheKey]; return derived; });
    }
    return this.deriving[cacheKey];
  };

  /** The derived passcode keys (hex by salt and work factor), for a later session of this tab. */
  Session.prototype.savedKeys = function () {
    const C = global.LanPartyCrypto, keys = {};
    for (const [cacheKey, key] of Object.entries(this.keyCache)) keys[cacheKey] = C.bytesToHex(key);
    return keys;
  };

  /** Closes a socket that stopped hearing the host (the page was visible all along). */
  Session.prototype.drop = function () { if (this.socket) { const s = this.socket; this.socket = null; s.close(); this.dropped(); } };

  Session.prototype.tick = function () {
    if (this.hostWait && !this.leaving) {
      const now = performance.now();
      // The window may end while an attempt hangs, or while timers slept with the phone.
      if (this.hostWait.isOver(now)) return this.giveUp();
      this.emit({ type: "waiting", waitMs: this.waitMs, leftMs: this.hostWait.left(now) });
    }
    // Nothing but the handshake before joinAccepted: the host answers anything else (a ping
    // while the passcode key is being derived) with passcodeRequired.
    if (!this.socket || !this.socket.isSealed || !this.accepted) return;
    this.send("ping", { id: ++this.pingId });
    if (document.visibilityState === "visible" && performance.now() - this.lastHeard > SILENCE_MS) this.drop();
  };

  /** Asks the host one of the page's questions (ask.js): a promise of a fetch-like answer. Only
   * once seated: before that, and whenever the socket is down, it fails at once. */
  Session.prototype.ask = function (path, body) {
    if (!this.accepted || !this.socket || !this.socket.isSealed) return Promise.reject(new Error("not connected"));
    return this.asker.ask(path, body, (fields, payload) => this.send("ask", fields, payload));
  };

  /** Sets the ready flag. */
  Session.prototype.setReady = function (ready) { this.send("setReady", { ready: ready }); };

  /** A party-session request (Docs/Protocol.md "Party session"): the host carries out the
   * controller's and answers anyone else with `requestRefused`. */
  Session.prototype.request = function (request, fields) {
    this.send("lobbyRequest", Object.assign({ request: request }, fields || {}));
  };

  /** Sends one game action (the module's action JSON). */
  Session.prototype.sendAction = function (action) {
    this.sequence += 1;
    this.send("gameAction", { sequence: this.sequence }, Wire.jsonPayload(action));
  };

  /** The page is hidden or shown again: the host holds the seat meanwhile. */
  Session.prototype.setBackground = function (hidden) {
    if (!this.joined) return;
    if (hidden) return this.send("background", {});
    this.lastHeard = performance.now();
    // Shown again while waiting between attempts: try now (connect() cancels the pending one).
    if (!this.socket && !this.leaving) return this.connect();
    this.send("foreground", {});
  };

  /** Leaves the lobby for good. */
  Session.prototype.leave = function () {
    this.leaving = true;
    this.send("leave", { reason: "userLeft" });
    clearInterval(this.timer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.attemptTimer);
    this.asker.failAll();
    if (this.socket) this.socket.close();
  };

  global.LanPartySession = Session;
})(typeof self !== "undefined" ? self : this);
