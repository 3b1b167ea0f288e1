/* The Leaderboard in the menu (SPEC §13): the host's record of the game chosen now (another of the
 * lobby's games on request: a select above it), read from /record.json — standings with the rating (μ − 3σ), games, wins and streaks, and the recent games,
 * each with Replay (replay.js). `api` is the party panel's: { me(), lobby(), facts(), loadFace() }. */
(function (global) {
  "use strict";
  const el = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text != null) node.textContent = text;
    return node;
  };

  let loads = 0; // the latest request: an older answer arriving late draws nothing

  /** Fills `body` with the leaderboard of `chosen` (default: the lobby's game), fetched now. */
  async function showLeaderboard(body, api, chosen) {
    const lobby = api.lobby(), facts = api.facts();
    const game = chosen || (lobby ? lobby.game.id : facts.game);
    const ticket = ++loads;
    const games = facts.games || [];
    const entry = games.find((g) => g.id === game);
    body.textContent = "";
    body.append(el("h3", null, "Leaderboard: " + (entry ? entry.name : game)));
    if (games.length > 1) {
      // Every game of the lobby has its own standings: any of them on request.
      const label = el("label", "leaderboard-game", "Game ");
      const select = el("select");
      select.id = "leaderboard-game";
      for (const offered of games) {
        const option = el("option", null, offered.name);
        option.value = offered.id;
        select.append(option);
      }
      select.value = game;
      select.addEventListener("change", () => showLeaderboard(body, api, select.value));
      label.append(select);
      body.append(label);
      if (chosen) select.focus();
    }
    const status = el("p", "hint", "Loading…");
    status.id = "leaderboard-status";
    body.append(status);
    let record;
    try {
      const response = await api.session().ask("/record.json?game=" + encodeURIComponent(game));
      record = await response.json();
    } catch (error) {
      if (ticket === loads) status.textContent = "The host did not answer; try again.";
      return;
    }
    if (ticket !== loads) return;
    if (!record.recording) {
      status.textContent = "This host does not keep a record of games (it runs with --no-record, or could not open its record).";
      return;
    }
    if (!record.leaderboard.length) {
      status.textContent = "No finished games yet: play one, and it shows here.";
      return;
    }
    status.textContent = "Rating: the skill each player almost certainly has; it grows as they play.";
    body.append(standings(record.leaderboard, api.me()));
    if (record.recent.length) {
      body.append(el("h3", null, "Recent games"));
      const list = el("ul", "recent-games");
      list.id = "recent-games";
      for (const game of record.recent) {
        const item = el("li", null, describe(game) + " ");
        if (game.status !== "running") {
          const replay = el("button", "secondary small", "Replay");
          replay.type = "button";
          replay.dataset.game = game.id;
          replay.addEventListener("click", () => { document.getElementById("menu").hidden = true; global.LanPartyReplay.open(game.id, api); });
          item.append(replay);
        }
        list.append(item);
      }
      body.append(list);
    }
  }

  function standings(rows, me) {
    const table = el("table", "leaderboard");
    table.id = "leaderboard";
    const head = el("tr");
    for (const title of ["#", "Player", "Rating", "Played", "Won", "Streak"]) head.append(el("th", null, title));
    table.append(head);
    rows.forEach((row, index) => {
      const line = el("tr", row.player === me ? "mine" : null);
      line.append(
        el("td", null, String(index + 1)), named(row, me),
        el("td", null, row.rating.toFixed(1)), el("td", null, String(row.games)), el("td", null, String(row.wins)),
        el("td", null, row.streak + (row.bestStreak > row.streak ? " (best " + row.bestStreak + ")" : "")));
      table.append(line);
    });
    return table;
  }

  /** The player's cell: the recorded avatar (/record.json `avatar`, `symbol:colour`), then the name. */
  function named(row, me) {
    const A = global.LanPartyAvatars, cell = el("td", "with-avatar", row.name + (row.player === me ? " (you)" : ""));
    cell.prepend(A.badge(A.parse(row.avatar) || A.derived(row.name)));
    return cell;
  }

  function describe(game) {
    const when = new Date(game.startedAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    const result = game.status === "finished"
      ? (game.winners.length ? game.winners.join(" and ") + " won" : "no winner")
      : (game.status === "running" ? "still playing" : "abandoned");
    return when + " · " + result + " · " + game.players.join(", ");
  }

  global.LanPartyRecordPanel = { showLeaderboard: showLeaderboard };
})(typeof self !== "undefined" ? self : this);
