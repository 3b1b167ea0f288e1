/* The game-over panel's own line for each player (issue 41): their place and why, as the terminal
 * says it under the final screen ("Ari won — you came 2nd with 3 cards left."). The host words it
 * from each player's final view with the module's own result and sends it in that player's
 * `gameOver` (`result`, Docs/Protocol.md §4), so the page and lanjoin never disagree, and the line
 * is there even when the host closes right after the game (`lanhost --once`); a spectator, or a
 * game without one, gets no line. */
(function (global) {
  "use strict";

  /** Fills `node` with the player's own `line` (gameOver's `result`), or hides it when there is none. */
  function show(node, line) {
    const text = typeof line === "string" ? line : "";
    node.textContent = text;
    node.hidden = !text;
  }

  global.LanPartyGameResult = { show: show };
})(typeof self !== "undefined" ? self : this);
