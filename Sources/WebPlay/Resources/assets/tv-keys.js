/* A private lobby's passcode on the big screen: the TV link may carry it (`/tv#passcode=...`), or
 * the screen asks once. Only the derived keys are kept (localStorage, keyed by salt and work factor
 * as session.js's savedKeys), so a reload, a reconnect or a resumed host needs no passcode. A TV is
 * a shared, long-lived screen: the key outlives the tab, unlike a phone's (sessionStorage). */
(function (global) {
  "use strict";
  const STORE = "lanparty.tv.keys";
  const KEEP = 16;   // enough for every lobby a screen shows in an evening; the oldest go first

  function TVKeys() {
    this.typed = null;
    this.fromLink = readHash();
  }

  /** The passcode of `#passcode=...`, then removed from the address bar (and from the history) so
   * that it is not left on a screen the whole room reads. */
  function readHash() {
    const hash = location.hash.replace(/^#/, "");
    let passcode = null;
    for (const part of hash.split("&")) {
      if (!part.startsWith("passcode=")) continue;
      try { passcode = decodeURIComponent(part.slice(9)); } catch (error) { passcode = part.slice(9); }
    }
    if (hash) history.replaceState(null, "", location.pathname + location.search);
    return passcode;
  }

  /** The passcode to derive a key from when none is kept: the one typed, else the link's. */
  TVKeys.prototype.passcode = function () { return this.typed || this.fromLink; };

  /** The keys kept from earlier sessions, for a new session's `savedKeys`. */
  TVKeys.prototype.saved = function () {
    try { return JSON.parse(global.localStorage.getItem(STORE) || "{}") || {}; } catch (error) { return {}; }
  };

  /** Keeps a session's keys: all that it was given (less one a wrong passcode voided) and the one it
   * derived, newest last. */
  TVKeys.prototype.keep = function (keys) {
    const entries = Object.entries(keys);
    try { global.localStorage.setItem(STORE, JSON.stringify(Object.fromEntries(entries.slice(-KEEP)))); } catch (error) { /* private mode: asked again next time */ }
  };

  /** A passcode typed on the screen; the link's is spent (it was wrong, or missing). */
  TVKeys.prototype.type = function (passcode) { this.typed = passcode; this.fromLink = null; };

  /** After a wrong passcode: nothing typed stands. */
  TVKeys.prototype.wrong = function () { this.typed = null; this.fromLink = null; };

  global.LanPartyTVKeys = TVKeys;
})(typeof self !== "undefined" ? self : this);
