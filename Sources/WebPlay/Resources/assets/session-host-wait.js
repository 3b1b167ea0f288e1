/* The session's resume after a dropped socket (session.js): waiting for a lost host as lanjoin does,
 * with the pacing of host-wait.js, then giving up with the seat's token kept (Docs/Lobby.md §6). */
(function (global) {
  "use strict";
  const Session = global.LanPartySession;
  const HostWait = global.LanPartyHostWait;

  /** The socket is gone: try again with the resume token, quickly and then patiently, until the
   * wait for the host is over (host-wait.js). */
  Session.prototype.dropped = function () {
    this.socket = null;
    this.accepted = false;
    this.asker.failAll();  // their answers would have come on the socket that went
    clearTimeout(this.attemptTimer);
    if (this.leaving) return this.emit({ type: "closed" });
    if (!this.joined) {
      // Not seated yet: a private lobby closed us after a slow key derivation; try again once the key is known.
      // Or the first connection failed (a busy host, a Wi-Fi blip): a few tries before giving up.
      if (this.attempt++ < 5) return setTimeout(() => this.connect(), 250 * this.attempt);
      return this.emit({ type: "unreachable" });
    }
    const now = performance.now();
    if (!this.hostWait) {
      this.hostWait = new HostWait(now, this.waitMs);
      this.emit({ type: "hostGone", waitMs: this.waitMs });
    }
    const wait = this.hostWait;
    const delay = wait.nextDelay(now, Math.random());
    clearTimeout(this.retryTimer);
    if (delay === null) {
      // No attempt fits before the deadline: give up when it comes.
      this.retryTimer = setTimeout(() => this.giveUp(), wait.left(now));
      return;
    }
    this.retryTimer = setTimeout(() => {
      if (this.leaving || this.hostWait !== wait) return;
      wait.begin(performance.now());
      this.attempt = wait.attempts;
      this.hostAnswers().then((answers) => {
        if (this.leaving || this.hostWait !== wait || this.socket) return;
        if (answers) this.connect(); else this.dropped();
      });
    }, delay);
  };

  /** Whether the page's server answers (its /lobby.json), before a socket is tried: a refused
   * fetch costs nothing, while browsers slow down WebSockets that keep failing (Firefox waits
   * longer before each, up to a minute), which could miss a resumed host's 30 s seat hold. */
  Session.prototype.hostAnswers = function () {
    const url = this.options.url.replace(/^ws/, "http").replace(/\/ws$/, "/lobby.json");
    const abort = typeof AbortController === "function" ? new AbortController() : null;
    const timer = setTimeout(() => abort && abort.abort(), HostWait.ATTEMPT_MS);
    return fetch(url, { cache: "no-store", signal: abort ? abort.signal : undefined })
      .then((response) => response.ok, () => false)
      .finally(() => clearTimeout(timer));
  };

  /** The wait is over and nobody answered: the token stays for "Join again". */
  Session.prototype.giveUp = function () {
    if (this.leaving || this.accepted) return;
    this.leaving = true;
    clearTimeout(this.attemptTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) socket.close();
    this.emit({ type: "hostLost", waitMs: this.waitMs });
  };
})(typeof self !== "undefined" ? self : this);
