/* The page's questions over its sealed socket (Docs/Protocol.md §9 "Questions over the socket"):
 * the generic face's screen, moves and commands, the game-over line, the Leaderboard and replays.
 * Asked over plain HTTP they would show anyone on the network the page's view and names, and a
 * private lobby's record would need no passcode; on the socket they are sealed like every move.
 * An `ask` envelope {id, path} carries the body as its payload; the host's `answer` {id, status,
 * type} carries the answer's body. Answers come back as fetch's Response does: ok, status, json(), text(). */
(function (global) {
  "use strict";
  const ASK_MS = 10000;   // a question unanswered this long fails (the socket is likely gone)
  const encoder = new TextEncoder();
  const decoder = new TextDecoder("utf-8");

  function Asker() {
    this.nextId = 0;
    this.pending = new Map();   // id -> {resolve, reject, timer}
  }

  /** Asks `path` with `body` (a string, or nothing) through `send(fields, payload)`: a promise of
   * the answer; rejected after ASK_MS, or when ``failAll`` says the socket went. */
  Asker.prototype.ask = function (path, body, send) {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { this.pending.delete(id); reject(new Error("no answer")); }, ASK_MS);
      this.pending.set(id, { resolve: resolve, reject: reject, timer: timer });
      send({ id: id, path: path }, body === undefined || body === null ? undefined : encoder.encode(String(body)));
    });
  };

  /** The host's `answer` envelope: settles its question (an unknown id is a late answer, dropped). */
  Asker.prototype.answered = function (fields, payload) {
    const waiting = this.pending.get(fields.id);
    if (!waiting) return;
    this.pending.delete(fields.id);
    clearTimeout(waiting.timer);
    const bytes = payload ? payload.slice() : new Uint8Array(0);
    const status = Number(fields.status) || 0;
    waiting.resolve({
      ok: status >= 200 && status < 300, status: status, type: String(fields.type || ""),
      text: () => Promise.resolve(decoder.decode(bytes)),
      json: () => Promise.resolve(JSON.parse(decoder.decode(bytes))),
    });
  };

  /** The socket went: every open question fails now (the page asks again when it needs to). */
  Asker.prototype.failAll = function () {
    for (const waiting of this.pending.values()) { clearTimeout(waiting.timer); waiting.reject(new Error("disconnected")); }
    this.pending.clear();
  };

  global.LanPartyAsker = Asker;
})(typeof self !== "undefined" ? self : this);
