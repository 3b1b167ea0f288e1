/* Between games on the big screen (SPEC §12, §13): the session's scoreboard (LobbyInfo.party.scores)
 * and the host's leaderboard of the game just played (/record.json; none when the host keeps no
 * record). */
(function (global) {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const Words = global.LanPartyTVWords;
  const el = (tag, className, text) => global.LanPartyFaces.el(tag, className, text);
  const ROWS = 6;   // what fits beside the scoreboard at 720 lines; the phones' Menu has the rest

  /** A scoreboard line's avatar: the seat's own (`profile(id)`), else the name's. */
  let profileLookup = null;
  function avatar(id, name) {
    const profile = profileLookup ? profileLookup(String(id).toLowerCase()) : null;
    return global.LanPartyTVLobby.badge(profile && profile.avatar ? profile : { username: name });
  }

  /** `profile(id)`: a player's profile; `ask(path, body)`: the host's answer over the socket (ask.js). */
  function Scores(profile, ask) { profileLookup = profile || null; this.ask = ask; this.leaderboardKey = null; this.ticket = 0; }

  /** The scoreboard, most wins first (the host's order). */
  Scores.prototype.render = function (scores) {
    const list = $("tv-scores");
    list.textContent = "";
    for (const score of scores) {
      const item = el("li", "tv-score");
      item.dataset.player = String(score.playerId).toLowerCase();
      const name = el("span", "tv-score-name with-avatar", score.name);
      name.prepend(avatar(score.playerId, score.name));
      item.append(name, el("span", "tv-score-wins", Words.score(score)));
      list.append(item);
    }
  };

  /** Fetches the leaderboard of `game` (named `name`) again when `key` changed (a game ended). */
  Scores.prototype.leaderboard = async function (game, name, key) {
    if (key === this.leaderboardKey) return;
    this.leaderboardKey = key;
    const ticket = ++this.ticket;
    let record = null;
    try {
      record = await (await this.ask("/record.json?game=" + encodeURIComponent(game))).json();
    } catch (error) { this.leaderboardKey = null; }
    if (ticket !== this.ticket) return;
    const rows = record && record.recording ? record.leaderboard.slice(0, ROWS) : [];
    $("tv-leaderboard-panel").hidden = !rows.length;
    $("tv-leaderboard-title").textContent = "Leaderboard: " + name;
    const table = $("tv-leaderboard");
    table.textContent = "";
    const head = el("tr");
    for (const title of ["", "Player", "Rating", "Won", "Played"]) head.append(el("th", null, title));
    table.append(head);
    rows.forEach((row, index) => {
      const line = el("tr");
      const name = el("td", "tv-lb-name with-avatar", row.name);
      name.prepend(global.LanPartyAvatars.badge(global.LanPartyAvatars.parse(row.avatar) || global.LanPartyAvatars.derived(row.name)));
      line.append(el("td", "tv-rank", String(index + 1)), name,
        el("td", null, row.rating.toFixed(1)), el("td", null, String(row.wins)), el("td", null, String(row.games)));
      table.append(line);
    });
  };

  global.LanPartyTVScores = Scores;
})(typeof self !== "undefined" ? self : this);
