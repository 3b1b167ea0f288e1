/* The big screen's link to the lobby: a session that joins as a screen (session.js), the
 * passcode of a private lobby (tv-keys.js), and never giving up, since nobody stands by a TV: a lost
 * host is waited for an hour (then looked for every minute), a restarted one is opened afresh. */
(function (global) {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const Words = global.LanPartyWords;
  const WAIT_MS = 60 * 60 * 1000;  // the session's wait for a lost host
  const LOOK_MS = 3000;            // between looks for a lobby that does not answer
  const SLOW_LOOK_MS = 60000;      // the same, once it has been gone for the whole wait
  const FULL_LOOK_MS = 30000;      // eight screens are open (one may close), or another refusal

  /** `hooks`: {facts(facts) for a fresh /lobby.json, event(event) for what the lobby says,
   * forget() when another lobby answers at this address, show(section), section(), hasLobby()}. */
  function TVLink(hooks) {
    this.hooks = hooks;
    this.keys = new global.LanPartyTVKeys();
    this.session = null;
    this.lostAt = null;
    this.lookTimer = null;
    $("tv-passcode-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const passcode = $("tv-passcode-input").value;
      if (!passcode) return;
      this.keys.type(passcode);
      this.connecting("Checking the passcode…");
      this.start();
    });
  }

  /** Opens the lobby afresh: /lobby.json, then a new screen session. */
  TVLink.prototype.start = async function () {
    clearTimeout(this.lookTimer);
    this.close();
    let facts;
    try {
      const response = await fetch("/lobby.json", { cache: "no-store" });
      if (!response.ok) throw new Error("HTTP " + response.status);
      facts = await response.json();
    } catch (error) { return this.lookAgain(); }
    this.hooks.facts(facts);
    if (!this.hooks.hasLobby()) this.connecting("Joining " + facts.name + "…");
    const session = this.session = new global.LanPartySession({
      url: (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws",
      facts: facts, profile: { id: Words.uuid(), username: "TV" }, passcode: this.keys.passcode(),
      savedKeys: this.keys.saved(), waitMs: WAIT_MS, screen: true,
      onEvent: (event) => { if (session === this.session) this.received(event); },
    });
    session.connect();
  };

  TVLink.prototype.close = function () {
    if (this.session) this.session.leave();
    this.session = null;
  };

  /** Drops the socket as a Wi-Fi blip would (the session comes back on its own). */
  TVLink.prototype.drop = function () { if (this.session) this.session.drop(); };

  /** The lobby is out of reach: look again in a moment (after an hour, once a minute). */
  TVLink.prototype.lookAgain = function (delay) {
    this.close();
    this.lostAt = this.lostAt || performance.now();
    const long = performance.now() - this.lostAt > WAIT_MS;
    this.reconnecting(long ? "The lobby has been gone for over an hour: this screen keeps looking for it."
      : this.hooks.hasLobby() ? "Reconnecting…" : "Looking for the lobby…");
    clearTimeout(this.lookTimer);
    this.lookTimer = setTimeout(() => this.start(), delay || (long ? SLOW_LOOK_MS : LOOK_MS));
  };

  TVLink.prototype.received = function (event) {
    switch (event.type) {
      case "joined":
        if (event.role !== "screen") {
          // A host from before the big screen seats anyone who says hello: leave that seat at once.
          this.close();
          this.hooks.forget();
          $("tv-connecting-text").textContent = "This lanhost is older than the big screen (it would seat the TV as a player): update LanParty on the host.";
          return this.hooks.show("connecting");
        }
        this.lostAt = null;
        this.reconnecting("");
        this.keys.keep(this.session.savedKeys());
        return this.hooks.event(event);
      case "hostGone":
      case "waiting":
        return this.reconnecting("Reconnecting…");
      case "status":
        if (event.status === "checking") this.connecting("Checking the passcode…");
        return;
      case "rejected": return this.rejected(event);
      case "kicked":
        if (!event.banned) return this.lookAgain();
        this.close();
        this.hooks.forget();
        return this.connecting("The host closed this screen.");
      // The host closed the lobby, the wait is over, or it never answered: it may come back (a
      // restarted lanhost), so keep looking.
      case "hostLeft":
      case "hostLost":
      case "unreachable":
      case "seatGone":
        return this.lookAgain();
      case "closed": return;
      default:
        if (event.type === "state") this.reconnecting("");
        return this.hooks.event(event);
    }
  };

  TVLink.prototype.rejected = function (event) {
    const old = this.session;
    this.close();
    switch (event.reason) {
      case "wrongPasscode":
        if (old) this.keys.keep(old.savedKeys());   // less the key that did not open it
        this.keys.wrong();
        return this.askPasscode(Words.rejection(event));
      case "passcodeRequired": return this.askPasscode("");
      case "tooManyAttempts": return this.askPasscode(Words.rejection(event), (event.retryAfterSeconds || 30) * 1000);
      // Another lobby answers at this address now (a host started afresh): open it.
      case "wrongLobby": this.hooks.forget(); return this.start();
      default:
        this.connecting(Words.rejection(event));
        return this.lookAgain(FULL_LOOK_MS);
    }
  };

  /** The passcode form (a private lobby the link did not open); `coolMs` keeps it shut a while. */
  TVLink.prototype.askPasscode = function (message, coolMs) {
    this.reconnecting("");
    this.hooks.show("passcode");
    $("tv-passcode-message").textContent = message;
    const button = $("tv-passcode-button");
    button.disabled = !!coolMs;
    if (coolMs) setTimeout(() => { button.disabled = false; }, coolMs);
    $("tv-passcode-input").value = "";
    $("tv-passcode-input").focus();
  };

  /** A line for the whole screen while nothing else can be shown (first load, passcode check). */
  TVLink.prototype.connecting = function (text) {
    $("tv-connecting-text").textContent = text;
    if (!this.hooks.hasLobby() || this.hooks.section() === "passcode") this.hooks.show("connecting");
  };

  /** The calm line while the lobby is out of reach; the last screen stays. */
  TVLink.prototype.reconnecting = function (text) {
    $("tv-reconnecting").textContent = text || "";
    $("tv-reconnecting").hidden = !text;
    document.body.classList.toggle("lost", !!text);
    if (text && this.hooks.section() === "connecting") $("tv-connecting-text").textContent = text;
  };

  global.LanPartyTVLink = TVLink;
})(typeof self !== "undefined" ? self : this);
