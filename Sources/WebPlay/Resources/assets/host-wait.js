/* The page's wait for a lost host, paced as lanjoin's (Docs/Lobby.md §6, SessionTimings): a quick
 * phase of 5 s (attempts 100 ms doubling to 1 s apart), then patient attempts 1 s doubling to 5 s
 * apart, each wait half random, until the window (2 min unless ?wait=SECONDS) is over. Pure: the
 * caller passes the time and the random numbers, so a test can drive it. */
(function (global) {
  "use strict";
  const QUICK_MS = 5000;      // SessionTimings.hostGrace
  const WAIT_MS = 120000;     // SessionTimings.hostWait
  const ATTEMPT_MS = 4000;    // an attempt not seated by then is abandoned for the next (a phone's Wi-Fi is slower than lanjoin's 1.5 s)

  /** A wait that started at `lostAt` (ms) and lasts `waitMs`. */
  function HostWait(lostAt, waitMs) {
    this.lostAt = lostAt;
    this.waitMs = Math.max(0, waitMs);
    this.deadline = lostAt + this.waitMs;
    this.quickUntil = lostAt + Math.min(QUICK_MS, this.waitMs);
    this.attempts = 0;
    this.quickAttempts = 0;
  }

  /** Milliseconds left at `now` (never below 0). */
  HostWait.prototype.left = function (now) { return Math.max(0, this.deadline - now); };

  /** Whether the window is over at `now`. */
  HostWait.prototype.isOver = function (now) { return now >= this.deadline; };

  /** How long to wait from `now` before the next attempt (`random` in [0, 1)), or null when that
   * would be past the deadline. */
  HostWait.prototype.nextDelay = function (now, random) {
    const quick = now < this.quickUntil;
    const base = quick ? Math.min(1000, 100 * Math.pow(2, this.attempts))
      : Math.min(5000, 1000 * Math.pow(2, this.attempts - this.quickAttempts));
    const delay = base * (0.5 + 0.5 * random);
    return now + delay < this.deadline ? delay : null;
  };

  /** Counts an attempt that starts at `now`. */
  HostWait.prototype.begin = function (now) {
    this.attempts += 1;
    if (now < this.quickUntil) this.quickAttempts += 1;
  };

  HostWait.QUICK_MS = QUICK_MS;
  HostWait.WAIT_MS = WAIT_MS;
  HostWait.ATTEMPT_MS = ATTEMPT_MS;
  global.LanPartyHostWait = HostWait;
})(typeof self !== "undefined" ? self : this);
