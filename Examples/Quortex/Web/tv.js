/* Quortex on the big screen (`/tv`), part 4 after hex.js, board.js and log.js (the phone's board
 * code, shared): the whole board with every flow in its player's colour, the cell the player to
 * act must fill outlined, and beside it whose turn it is (with the turn timer when there is one),
 * every player's state and the move log, newest first. Renders the spectator's view JSON
 * (Docs/Games/Quortex.md: no hand, no options); sends nothing. */
(function (Q) {
  "use strict";
  const LETTERS = "ABCDEF";
  const KEEP = 8; // log entries shown
  const same = (a, b) => a != null && b != null && String(a).toLowerCase() === String(b).toLowerCase();
  const el = window.LanPartyFaces.el;

  window.LanPartyFaces.registerScreen("quortex", function (root, api) {
    const face = el("div", "qx-tv");
    const boardBox = el("div", "qx-tv-board");
    const side = el("div", "qx-tv-side");
    const turn = el("p", "qx-tv-turn");
    const news = el("p", "qx-tv-news");
    const players = el("ol", "qx-tv-players");
    const info = el("p", "qx-tv-info");
    const logTitle = el("h3", "qx-tv-log-title", "Moves");
    const log = el("ol", "qx-tv-log");
    side.append(turn, news, players, info, logTitle, log);
    face.append(boardBox, side);
    root.append(face);
    const board = Q.Board(boardBox, { rotate: function () {} });
    let view = null, seen = null, deadline = null;
    const clock = setInterval(renderTurn, 250);
    const who = (id) => api.name(String(id).toLowerCase());
    const seatOf = (id) => view.flows.findIndex((f) => same(f.player, id));

    function update(next) {
      // Steps each flow had when last drawn: the rest are new and drawn along their path.
      const fresh = seen && seen.length === next.flows.length ? seen.slice() : null;
      seen = next.flows.map((f) => f.path.length);
      view = next;
      deadline = view.turnMillisecondsLeft != null ? api.now() + view.turnMillisecondsLeft : null;
      // The cell the player to act must fill is public (its flow's head faces it): outline it.
      const s = seatOf(view.turn);
      const target = !view.finish && s >= 0 && view.flows[s].status === "playing" ? view.flows[s].head.cell : null;
      board.setView(Object.assign({}, view, { target: target }), -1, fresh, false);
      face.dataset.turn = String(view.turnNumber);
      face.dataset.over = view.finish ? "yes" : "no";
      renderTurn();
      renderNews();
      renderPlayers();
      const last = view.history.length;
      info.textContent = view.bagCount + (view.bagCount === 1 ? " tile" : " tiles") + " in the bag · move " + view.turnNumber;
      log.textContent = "";
      view.history.slice(-KEEP).reverse().forEach((move, index) => {
        const item = el("li", index === 0 ? "latest" : null);
        item.append(el("span", "qx-tv-log-number", (last - index) + "."), el("span", null, Q.log.describe(view, move, who)));
        log.append(item);
      });
      logTitle.hidden = !last;
      // As many moves as the panel has room for: the oldest shown go first.
      while (log.children.length > 1 && log.scrollHeight > log.clientHeight + 1) log.lastElementChild.remove();
    }

    function renderTurn() {
      if (!view) return;
      turn.textContent = "";
      turn.hidden = !!view.finish; // the news says who won
      if (view.finish) return;
      const s = seatOf(view.turn);
      if (s < 0) return;
      turn.append(el("span", "qx-letter qx-p" + s, LETTERS[s]), el("span", "qx-tv-who", who(view.turn) + " to place"));
      if (deadline != null) {
        const left = Math.max(0, Math.ceil((deadline - api.now()) / 1000));
        turn.append(el("span", "qx-tv-clock" + (left <= 10 ? " hurry" : ""), left + " s"));
      }
    }

    /** The winner, or who went out in the last round of moves. */
    function renderNews() {
      news.className = "qx-tv-news";
      if (view.finish) {
        const names = view.finish.winners.map(who);
        news.textContent = "★ " + (names.length ? names.join(" and ") + (names.length === 1 ? " wins" : " win") : "Nobody wins") + " — " + view.finish.summary;
        news.classList.add("win");
        return;
      }
      const out = [];
      for (const move of view.history.slice(-view.flows.length)) for (const id of move.eliminated) out.push("✕ " + who(id) + (move.kind === "resign" ? " resigned" : move.kind === "left" ? " left" : " is out"));
      news.textContent = out.join(" · ");
      if (out.length) news.classList.add("out");
    }

    function renderPlayers() {
      players.textContent = "";
      view.flows.forEach((flow, s) => {
        const won = view.finish && view.finish.winners.some((id) => same(id, flow.player));
        const item = el("li", "qx-tv-player qx-" + flow.status + (same(flow.player, view.turn) ? " current" : "") + (won ? " won" : ""));
        item.dataset.player = String(flow.player).toLowerCase();
        const distance = Q.hex.distanceToSide(view.radius, flow.head.cell, (flow.side + 3) % 6);
        const state = won ? "★ winner" : flow.status === "playing" ? (distance === 0 ? "at the goal's edge" : distance + " to goal")
          : flow.status === "eliminated" ? "✕ out" : flow.status === "resigned" ? "resigned" : "★ home";
        item.append(el("span", "qx-letter qx-p" + s, LETTERS[s]), el("span", "qx-tv-name", who(flow.player)), el("span", "qx-tv-detail", state));
        players.append(item);
      });
    }

    return {
      update: update,
      gameOver: function (end) { if (end.view) update(end.view); },
      destroy: function () { clearInterval(clock); root.textContent = ""; },
    };
  });
})(window.QuortexWeb = window.QuortexWeb || {});
