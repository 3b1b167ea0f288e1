/* The game-over panel's own line for each player (issue 41): their place and why, as the terminal
 * says it under the final screen ("Ari won — you came 2nd with 3 cards left."). The host words it
 * from the final view with the module's own result (`/games/GAME/result`, asked over the sealed
 * socket: Docs/Protocol.md §9),
 * so the page and lanjoin never disagree; a spectator, or a game without one, gets no line. */
(function (global) {
  "use strict";
  let ticket = 0;

  /** Fills `node` with `me`'s result of the finished `game` (`view`: the final view), or hides it;
   * `ask(path, body)` asks the host (session.js). */
  async function show(node, game, view, me, players, nameOf, ask) {
    const mine = ++ticket;
    node.hidden = true;
    node.textContent = "";
    if (!view || !me) return;
    const names = {};
    for (const id of players) names[id] = nameOf(id);
    names[me] = nameOf(me);
    let line = null;
    try {
      const response = await ask("/games/" + encodeURIComponent(game) + "/result",
        JSON.stringify({ view: view, viewer: me, names: names }));
      if (response.ok) line = (await response.json()).result;
    } catch (error) { return; }
    if (mine !== ticket || typeof line !== "string" || !line) return;
    node.textContent = line;
    node.hidden = false;
  }

  global.LanPartyGameResult = { show: show };
})(typeof self !== "undefined" ? self : this);
