/* Quortex in the browser, part 4: the face. Tap a tile of your hand to pick it, tap it again (or
 * the target cell, or swipe the board, or ⟲ ⟳) to turn it among its legal rotations, see it on
 * your target cell, then Place. Renders the module's view JSON; sends its action JSON
 * (Docs/Games/Quortex.md). The move log below the players opens; a move tapped there shows the
 * board as it was after it (◀ ▶ step, "Back to now"). Parts 1-4 (hex.js, board.js, choices.js,
 * log.js) come first in the same script. */
(function (Q) {
  "use strict";
  const LETTERS = "ABCDEF";
  const same = (a, b) => a != null && b != null && String(a).toLowerCase() === String(b).toLowerCase();

  const el = window.LanPartyFaces.el;

const button = window.LanPartyFaces.button;

  window.LanPartyFaces.register("quortex", function (root, api) {
    const face = el("div", "qx-face");
    const status = el("p", "qx-status");
    const boardBox = el("div", "qx-board-box");
    const hand = el("div", "qx-hand");
    const choiceText = el("p", "qx-choice");
    const controls = el("div", "qx-controls");
    const refusal = el("p", "qx-refusal");
    const news = el("p", "qx-news");
    const players = el("ul", "qx-players");
    const info = el("p", "qx-info");
    const resignBox = el("div", "qx-resign");
    const browseBar = el("div", "qx-browse");
    const logBox = el("div", "qx-log-box");
    refusal.setAttribute("role", "alert");
    news.setAttribute("role", "status");
    face.append(status, news, browseBar, boardBox, hand, choiceText, controls, refusal, players, info, logBox, resignBox);
    root.append(face);

    const board = Q.Board(boardBox, { rotate: rotate });
    const placeButton = button("Place tile", "qx-place", confirm);
    controls.append(
      button("⟲", "qx-rotate secondary", () => rotate(-1), "Turn anticlockwise"), placeButton,
      button("⟳", "qx-rotate secondary", () => rotate(1), "Turn clockwise"));
    let view = null, seat = -1, selected = null, pending = false, confirmResign = false;
    let seen = null, deadline = null, browsing = null;
    const log = Q.MoveLog(browseBar, logBox, { select: browse, describe: (move) => Q.log.describe(view, move, who) });
    const clock = setInterval(renderStatus, 250);

    // "You" is a sentence's subject ("You placed a tile."); a seat is labelled "Ari (you)". Whose it
    // is goes by ids, never by the text: a player may be called "You".
    const who = (id) => (same(id, api.me) ? "You" : api.name(String(id).toLowerCase()));
    const label = (id) => api.name(String(id).toLowerCase()) + (same(id, api.me) ? " (you)" : "");
    const isMine = () => !!view && !view.finish && same(view.turn, api.me) && view.options.length > 0;

    function update(next) {
      // Steps each flow had when last drawn: the rest are new and drawn along their path.
      const fresh = seen ? next.flows.map((f, s) => seen[s]) : null;
      seen = next.flows.map((f) => f.path.length);
      const newTurn = !view || view.turnNumber !== next.turnNumber || !same(view.turn, next.turn);
      view = next; pending = false;
      seat = view.flows.findIndex((f) => same(f.player, api.me));
      deadline = view.turnMillisecondsLeft != null ? api.now() + view.turnMillisecondsLeft : null;
      if (newTurn) { refusal.textContent = ""; confirmResign = false; }
      // Keep a pick across a view of the same turn (a resume), if it is still a legal choice.
      const kept = selected && !newTurn && view.options.find((o) => o.tile === selected.option.tile && o.rotation === selected.option.rotation && o.legal);
      selected = kept && view.hand && view.hand[selected.index] === kept.tile ? { index: selected.index, option: kept } : null;
      // Your move comes: back to the live board. Otherwise an earlier board stays while you look.
      if (browsing !== null && (isMine() && newTurn || browsing >= view.history.length)) browsing = null;
      drawBoard(fresh);
      render();
    }

    /** The live board, or the board after the move being looked at in the log. */
    function drawBoard(fresh) {
      if (browsing === null) board.setView(view, seat, fresh, isMine());
      else board.setView(Q.log.viewAfter(view, browsing), seat, null, false);
    }

    /** Shows the board after move `index` (null: now). */
    function browse(index) {
      if (!view) return;
      browsing = index === null || !Q.log.canStep(view) ? null : Math.max(0, Math.min(index, view.history.length - 1));
      drawBoard(null);
      render();
      if (browsing !== null) browseBar.scrollIntoView({ block: "nearest" });
    }

    function render() {
      const mine = isMine();
      face.dataset.turn = String(view.turnNumber);
      face.dataset.mine = mine ? "yes" : "no";
      face.dataset.over = view.finish ? "yes" : "no";
      face.dataset.browsing = browsing === null ? "" : String(browsing);
      face.classList.toggle("qx-past", browsing !== null);
      board.setPreview(mine && selected && browsing === null ? selected.option : null);
      renderStatus();
      renderHand(mine);
      choiceText.textContent = browsing !== null ? (mine ? "Your turn: Back to now to place your tile." : "")
        : mine ? (selected ? Q.choices.describe(selected.option, api.name) : "Tap a tile to try it on your cell.") : "";
      controls.hidden = !mine || browsing !== null;
      placeButton.disabled = !selected || pending;
      renderNews();
      renderPlayers(browsing === null ? view : Q.log.viewAfter(view, browsing), browsing !== null);
      const last = view.history[view.history.length - 1];
      info.textContent = view.bagCount + " tiles in the bag · move " + view.turnNumber + (last ? " · last: " + describeMove(last) : "");
      renderResign();
      log.render(view, browsing);
    }

    function renderStatus() {
      if (!view) return;
      const mine = isMine();
      const me = seat >= 0 ? view.flows[seat] : null;
      let text = view.finish ? "Game over." : pending ? "Placing…"
        : mine ? (selected ? "Your turn: turn the tile if you like, then Place." : "Your turn: pick a tile.")
        : me && me.status !== "playing" ? "You are out: watching. " + waiting()
        : me ? waiting() : "Watching. " + waiting();
      if (deadline != null && !view.finish) text += " · " + Math.max(0, Math.ceil((deadline - api.now()) / 1000)) + " s left";
      status.textContent = text;
      status.className = "qx-status" + (mine ? " mine" : "");
    }

    function waiting() { return view.turn ? "Waiting for " + api.name(String(view.turn).toLowerCase()) + "…" : ""; }

    function renderHand(mine) {
      hand.textContent = "";
      hand.hidden = !view.hand || !!view.finish || !view.hand.length;
      (view.hand || []).forEach((tile, index) => {
        const isPicked = selected && selected.index === index;
        const shown = isPicked ? selected.option : mine ? Q.choices.best(view, tile) : null;
        const node = button("", "qx-hand-tile" + (isPicked ? " selected" : ""), () => pick(index));
        node.disabled = !mine || !shown;
        node.dataset.tile = String(tile);
        if (mine) node.dataset.choices = String(Q.choices.choices(view, tile).length);
        node.setAttribute("aria-label", "Tile " + tile + (isPicked ? ", picked, rotation " + shown.rotation : "") + (mine && !shown ? ", not allowed" : ""));
        node.setAttribute("aria-pressed", isPicked ? "true" : "false");
        const picture = Q.svg("svg", { viewBox: "-37 -42 74 84", "aria-hidden": "true" }, node);
        Q.tileShape(picture, { q: 0, r: 0 }, 40, tile, shown ? shown.rotation : 0, "qx-tile");
        hand.append(node);
      });
    }

    function pick(index) {
      if (!isMine() || pending) return;
      if (selected && selected.index === index) return rotate(1);
      const option = Q.choices.best(view, view.hand[index]);
      if (!option) return;
      selected = { index: index, option: option };
      refusal.textContent = "";
      render();
    }

    function rotate(step) {
      if (!isMine() || pending) return;
      if (!selected) {
        const index = view.hand.findIndex((tile) => Q.choices.best(view, tile));
        if (index >= 0) pick(index);
        return;
      }
      selected = { index: selected.index, option: Q.choices.turn(view, selected.option, step) };
      render();
    }

    function confirm() {
      if (!isMine() || !selected || pending) return;
      pending = true;
      refusal.textContent = "";
      api.send({ type: "place", tile: selected.option.tile, rotation: selected.option.rotation, cell: view.target });
      render();
    }

    /** The last move's eliminations or the winner, said plainly. */
    function renderNews() {
      news.className = "qx-news";
      if (view.finish) {
        news.textContent = "★ " + winnersSentence(view.finish.winners) + " — " + view.finish.summary;
        news.classList.add("qx-news-win");
        return;
      }
      // Who went out in the last round stays said until everyone has moved once more.
      const out = [];
      for (const move of view.history.slice(-view.flows.length)) for (const id of move.eliminated) out.push(outReason(id, move));
      news.textContent = out.join(" ");
      if (out.length) news.classList.add("qx-news-out");
    }

    /** "You win", "Ari wins", "You and Ari win", "Nobody wins": by ids, the viewer first. */
    function winnersSentence(winners) {
      const mine = winners.some((id) => same(id, api.me));
      const names = (mine ? ["You"] : []).concat(winners.filter((id) => !same(id, api.me)).map(who));
      return names.length ? names.join(" and ") + (names.length === 1 && !mine ? " wins" : " win") : "Nobody wins";
    }

    function outReason(id, move) {
      const s = view.flows.findIndex((f) => same(f.player, id));
      const flow = view.flows[s];
      const name = who(id), verb = same(id, api.me) ? " are" : " is";
      if (!flow || flow.status === "resigned") return name + (move.kind === "left" ? " left the game." : " resigned.");
      const offBoard = !Q.hex.contains(view.radius, Q.hex.neighbour(flow.head.cell, flow.head.side));
      return "✕ " + name + verb + " out: " + (offBoard ? "the flow ran off the board." : "two flows met head on.");
    }

    function describeMove(move) {
      switch (move.kind) {
        case "place": return who(move.player) + " placed a tile.";
        case "timeout": return who(move.player) + " ran out of time; a tile was placed for them.";
        case "resign": return who(move.player) + " resigned.";
        case "left": return who(move.player) + " left the game.";
      }
      return "";
    }

    /** The players as `shown` has them (an earlier board: no hand counts, nobody to move). */
    function renderPlayers(shown, past) {
      players.textContent = "";
      shown.flows.forEach((flow, s) => {
        const won = shown.finish && shown.finish.winners.some((id) => same(id, flow.player));
        const item = el("li", "qx-player qx-" + flow.status + (same(flow.player, shown.turn) ? " current" : "") + (won ? " won" : ""));
        item.append(el("span", "qx-letter qx-p" + s, LETTERS[s]),
          window.LanPartyFaces.dress(el("span", "qx-name", label(flow.player)), api, flow.player, !past && !shown.finish && same(flow.player, shown.turn)));
        const distance = Q.hex.distanceToSide(view.radius, flow.head.cell, (flow.side + 3) % 6);
        const state = won ? "★ winner" : flow.status === "playing" ? (past ? "" : view.handCounts[s] + " tiles · ") + (distance === 0 ? "at the goal's edge" : distance + " to goal")
          : flow.status === "eliminated" ? "✕ out" : flow.status === "resigned" ? "resigned" : "★ home";
        item.append(el("span", "qx-detail", state));
        players.append(item);
      });
      // The strip is one row that scrolls sideways (face.css): whoever plays is in sight.
      window.LanPartyFaces.showInStrip(players, players.querySelector(".qx-player.current"));
    }

    function renderResign() {
      resignBox.textContent = "";
      const playing = seat >= 0 && view.flows[seat].status === "playing" && !view.finish;
      resignBox.hidden = !playing;
      if (!playing) return;
      if (!confirmResign) {
        resignBox.append(button("Resign…", "qx-resign-ask secondary", () => { confirmResign = true; renderResign(); }));
        return;
      }
      resignBox.append(el("p", null, "Resign? Your flow stops and your tiles go back in the bag."),
        button("Yes, resign", "qx-resign-yes", () => { confirmResign = false; api.send({ type: "resign" }); renderResign(); }),
        button("Keep playing", "qx-resign-no secondary", () => { confirmResign = false; renderResign(); }));
    }

    return {
      update: update,
      rejected: function (error) {
        pending = false;
        refusal.textContent = error.detail || "That move is not allowed (" + error.code + ").";
        if (view) render();
      },
      destroy: function () { clearInterval(clock); root.textContent = ""; },
    };
  });
})(window.QuortexWeb = window.QuortexWeb || {});
