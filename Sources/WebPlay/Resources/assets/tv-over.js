/* The big screen's game-over card: who won, the game's own summary, and the ranking (the winners
 * first, then everyone else in seat order), large enough for the back of the room. */
(function (global) {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const Words = global.LanPartyTVWords;
  const el = (tag, className, text) => global.LanPartyFaces.el(tag, className, text);

  /** Fills the card: `event` {winners, summary}, `players` (ids, seat order), `gameName`,
   * `profile(id)` and `name(id)`; `scores` the session's (LobbyInfo.party.scores) or []. */
  function showGameOver(event, players, gameName, profile, name, scores) {
    $("tv-over-game").textContent = "Game over · " + gameName;
    $("tv-over-winners").textContent = Words.winners(event.winners, name);
    $("tv-over-summary").textContent = event.summary || "";
    $("tv-over-summary").hidden = !event.summary;
    const list = $("tv-ranking");
    list.textContent = "";
    const ordered = event.winners.concat(players.filter((id) => event.winners.indexOf(id) < 0));
    for (const id of ordered) {
      const won = event.winners.indexOf(id) >= 0;
      const item = el("li", "tv-rank-row" + (won ? " won" : ""));
      item.dataset.player = id;
      const score = scores.find((s) => String(s.playerId).toLowerCase() === id);
      item.append(el("span", "tv-rank-place", won ? "1" : ""), global.LanPartyTVLobby.badge(profile(id)),
        el("span", "tv-rank-name", name(id)), el("span", "tv-rank-note", won ? "winner" : ""),
        el("span", "tv-rank-score", score ? Words.score(score) + " tonight" : ""));
      list.append(item);
    }
  }

  global.LanPartyTVOver = { show: showGameOver };
})(typeof self !== "undefined" ? self : this);
