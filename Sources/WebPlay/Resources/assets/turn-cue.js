/* The cue that it became your turn (issue 41): a short vibration where the phone has one
 * (navigator.vibrate) and the tab's title ("● Your turn — …") while the turn is yours, so a phone
 * left on the table or a tab in the background says so. Menu → Quiet turns both off; the choice is
 * kept on this device (localStorage). */
(function (global) {
  "use strict";
  const KEY = "lanparty.quiet";
  const VIBRATION_MS = 80;

  /** `options`: { store (localStorage), button (the Menu's Quiet toggle) }. */
  function TurnCue(options) {
    this.store = options.store;
    this.button = options.button;
    this.baseTitle = document.title;
    this.mine = false;
    this.button.addEventListener("click", () => this.setQuiet(!this.quiet()));
    this.render();
  }

  /** Whether the cues are off on this device. */
  TurnCue.prototype.quiet = function () {
    try { return this.store.getItem(KEY) === "1"; } catch (error) { return false; }
  };

  TurnCue.prototype.setQuiet = function (on) {
    try { if (on) this.store.setItem(KEY, "1"); else this.store.removeItem(KEY); } catch (error) { /* private mode: this page only */ }
    this.render();
  };

  /** The title without the cue (the lobby's name). */
  TurnCue.prototype.setTitle = function (title) {
    this.baseTitle = title;
    this.render();
  };

  /** Whether it is your turn now: the cue comes when it becomes so, not on every view of the turn. */
  TurnCue.prototype.update = function (mine) {
    if (mine && !this.mine && !this.quiet() && typeof navigator.vibrate === "function") {
      // Without a tap on the page first, a browser refuses (and says so in its console): harmless.
      try { navigator.vibrate(VIBRATION_MS); } catch (error) { /* not allowed here */ }
    }
    this.mine = !!mine;
    this.render();
  };

  TurnCue.prototype.render = function () {
    const quiet = this.quiet();
    const title = this.mine && !quiet ? "● Your turn — " + this.baseTitle : this.baseTitle;
    if (document.title !== title) document.title = title;
    this.button.textContent = quiet ? "Quiet: on" : "Quiet: off";
    this.button.setAttribute("aria-pressed", quiet ? "true" : "false");
    this.button.title = "No vibration and no “Your turn” in the tab's title";
  };

  global.LanPartyTurnCue = TurnCue;
})(typeof self !== "undefined" ? self : this);
