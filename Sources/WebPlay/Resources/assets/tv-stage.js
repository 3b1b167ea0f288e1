/* One game on the big screen: the module's big-screen face (or the spectator's text face, large),
 * with a strip of every player (the ones to act lit up) and a turn line a room reads from the sofa. */
(function (global) {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const Words = global.LanPartyTVWords;
  const el = (tag, className, text) => global.LanPartyFaces.el(tag, className, text);

  /** `options`: {game (its /lobby.json entry, or null), gameId, players (ids, seat order),
   * profile(id) -> a profile for the badge, name(id), faceLoaded: a Promise settled when the
   * game's big-screen face script has run (or failed)}. */
  function Stage(options) {
    this.options = options;
    this.face = null;
    this.pending = null;      // the newest state, while the face's script loads
    this.over = false;
    this.toAct = null;
    this.root = $("tv-stage");
    this.root.textContent = "";
    this.root.removeAttribute("data-face");
    this.strip();
    this.turn(null);
    const game = options.game;
    if (game && !game.spectators) {
      // Its views are for players only: the host sends the screen none (SPEC §12).
      this.root.dataset.face = "none";
      this.root.append(el("p", "tv-private-game", (game.name || options.gameId) + " keeps every hand private: follow it on the phones."));
      return;
    }
    options.faceLoaded.then(() => this.mount());
  }

  Stage.prototype.mount = function () {
    if (this.destroyed) return;
    const id = this.options.gameId;
    const own = global.LanPartyFaces.screenFactory(id);
    const factory = own || global.LanPartyTVTextFace(id);
    // `data-face` says which face shows: "screen" (the module's own) or "text".
    this.root.dataset.face = own ? "screen" : "text";
    const holder = el("div", "tv-face tv-face-" + this.root.dataset.face);
    this.root.append(holder);
    try {
      this.face = factory(holder, {
        players: this.options.players.slice(), name: this.options.name, now: () => performance.now(), ask: this.options.ask,
      });
    } catch (error) {
      // A face that breaks must not take the screen with it: the text face takes over.
      console.error("big-screen face of " + id + ":", error);
      holder.textContent = "";
      this.root.dataset.face = "text";
      this.face = global.LanPartyTVTextFace(id)(holder, {
        players: this.options.players.slice(), name: this.options.name, now: () => performance.now(), ask: this.options.ask,
      });
    }
    if (this.pending) { const p = this.pending; this.pending = null; this.call("update", p.view, { toAct: p.toAct }); }
    if (this.result) this.call("gameOver", this.result);
  };

  /** Calls one of the face's functions; a face's error is logged, never thrown at the screen. */
  Stage.prototype.call = function (name, a, b) {
    if (!this.face || typeof this.face[name] !== "function") return;
    try {
      const result = this.face[name](a, b);
      if (result && typeof result.catch === "function") result.catch((error) => console.error(error));
    } catch (error) { console.error("big-screen face " + name + ":", error); }
  };

  /** A new state (the spectator's view) and whom the game waits for. */
  Stage.prototype.update = function (view, toAct) {
    if (this.over) return;
    this.toAct = toAct;
    this.turn(toAct);
    this.strip();
    if (!this.face) { this.pending = { view: view, toAct: toAct }; return; }
    this.call("update", view, { toAct: toAct });
  };

  /** The game ended: the face shows its last position (its own `gameOver`, else one more update). */
  Stage.prototype.gameOver = function (event) {
    this.over = true;
    this.toAct = null;
    this.winners = event.winners;
    this.turn(null);
    this.strip();
    this.result = { winners: event.winners, summary: event.summary, view: event.view };
    if (!this.face) return;
    if (typeof this.face.gameOver === "function") this.call("gameOver", this.result);
    else if (event.view) this.call("update", event.view, { toAct: [] });
  };

  /** "Ana's turn" over the face. */
  Stage.prototype.turn = function (toAct) {
    const text = Words.turn(toAct, this.options.players, this.options.name);
    $("tv-turn").textContent = text;
    // "Dev is asleep: seat held 24 s." after "Dev's turn" (presence.js counts it down).
    if (text && this.options.lobby) $("tv-turn").append(...global.LanPartyPresence.waitingNotes(toAct, this.options.lobby(), this.options.name));
    $("tv-turn").classList.toggle("quiet", !text);
  };

  /** The lobby changed (someone went to sleep or came back): the strip and the turn line again. */
  Stage.prototype.presenceChanged = function () {
    if (this.over) return;
    this.turn(this.toAct);
    this.strip();
  };

  /** Every player of the game in seat order; those to act (or the winners) lit up. */
  Stage.prototype.strip = function () {
    const list = $("tv-players");
    list.textContent = "";
    // Eight players fit on one line in a smaller size.
    list.classList.toggle("many", this.options.players.length > 5);
    for (const id of this.options.players) {
      const acting = !!this.toAct && this.toAct.indexOf(id) >= 0;
      const won = !!this.winners && this.winners.indexOf(id) >= 0;
      const item = el("li", "tv-player" + (acting ? " acting" : "") + (won ? " won" : ""));
      item.dataset.player = id;
      // The spotlight (the phones' and the terminal's mark) before whoever the game waits for; an
      // absent player's presence with the seconds left of the hold.
      if (acting) item.append(global.LanPartyAvatars.spotlight());
      item.append(global.LanPartyTVLobby.badge(this.options.profile(id)), el("span", "tv-player-name", this.options.name(id)));
      const member = this.options.member ? this.options.member(id) : null;
      const away = member ? global.LanPartyPresence.mark(member, this.options.lobby()) : null;
      if (away) item.append(away);
      list.append(item);
    }
  };

  Stage.prototype.destroy = function () {
    this.destroyed = true;
    this.call("destroy");
    this.face = null;
    this.root.textContent = "";
  };

  global.LanPartyTVStage = Stage;
})(typeof self !== "undefined" ? self : this);
