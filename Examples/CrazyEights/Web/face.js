/* Crazy Eights in the browser: your hand as cards to tap (playable ones lifted), a suit picker
 * after an eight, the top card and the suit to follow, everyone's card counts and whose turn it is.
 * Renders the module's view JSON; sends its action JSON (Docs/Games/CrazyEights.md). */
(function () {
  "use strict";
  const SUITS = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
  const LETTER = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
  const suitOf = (code) => LETTER[code.slice(-1)];
  const rankOf = (code) => code.slice(0, -1);
  const same = (a, b) => a && b && String(a).toLowerCase() === String(b).toLowerCase();

  const el = window.LanPartyFaces.el;

  function card(code, extra) {
    const suit = suitOf(code);
    const node = el("button", "ce-card " + suit + (extra ? " " + extra : ""));
    node.type = "button";
    node.dataset.card = code;
    node.append(el("span", "ce-rank", rankOf(code)), el("span", "ce-suit", SUITS[suit]));
    node.setAttribute("aria-label", rankOf(code) + " of " + suit);
    return node;
  }

  window.LanPartyFaces.register("crazy-eights", function (root, api) {
    const board = el("div", "ce-board");
    const players = el("ul", "ce-players");
    const table = el("div", "ce-table");
    const status = el("p", "ce-status");
    const hand = el("div", "ce-hand");
    const actions = el("div", "ce-actions");
    const picker = el("div", "ce-picker");
    const refusal = el("p", "ce-refusal");
    picker.hidden = true;
    board.append(players, table, status, refusal, hand, actions, picker);
    root.append(board);
    let view = null, pendingEight = null;

    function send(action) { refusal.textContent = ""; api.send(action); }

    function playable(code) {
      return rankOf(code) === "8" || suitOf(code) === view.currentSuit || rankOf(code) === rankOf(view.topCard);
    }

    function describe(move) {
      if (!move) return "";
      const who = same(move.player, api.me) ? "You" : api.name(String(move.player).toLowerCase());
      switch (move.type) {
        case "played": return who + " played " + move.card + (move.suit ? " and chose " + move.suit : "") + ".";
        case "drew": return who + " drew " + (move.count === 1 ? "a card" : move.count + " cards") + ".";
        case "passed": return who + " passed.";
        case "left": return who + " left the game.";
        default: return "";
      }
    }

    function render() {
      // Changes with every position (tests and automation tell a new turn by it).
      board.dataset.position = view.turnsTaken + "-" + view.hasDrawnThisTurn + "-" + (view.hand || []).length;
      players.textContent = "";
      for (const p of view.players) {
        const id = String(p.player).toLowerCase();
        const item = el("li", "ce-player" + (same(p.player, view.currentPlayer) ? " current" : ""),
          api.name(id) + (same(p.player, api.me) ? " (you)" : "") + " · " + p.cardCount + (p.cardCount === 1 ? " card" : " cards"));
        players.append(item);
      }
      table.textContent = "";
      const top = card(view.topCard, "ce-top");
      top.disabled = true;
      const follow = el("div", "ce-follow " + view.currentSuit, "Suit to follow: " + SUITS[view.currentSuit] + " " + view.currentSuit);
      const pile = el("div", "ce-pile", view.drawPileCount + " to draw");
      table.append(top, el("div", "ce-table-info"));
      table.lastChild.append(follow, pile, el("div", "ce-last", describe(view.lastMove)));
      const mine = view.viewer && same(view.viewer, view.currentPlayer);
      status.textContent = view.finish ? "" : mine ? "Your turn: tap a lifted card" + (view.hasDrawnThisTurn ? ", or pass." : ", or draw if none is lifted.")
        : view.viewer ? "Waiting for " + api.name(String(view.currentPlayer).toLowerCase()) + "…" : "Watching.";
      status.className = "ce-status" + (mine ? " mine" : "");
      hand.textContent = "";
      for (const code of view.hand || []) {
        const canPlay = mine && playable(code);
        const node = card(code, canPlay ? "playable" : "");
        node.disabled = !canPlay;
        node.addEventListener("click", () => {
          if (rankOf(code) === "8") { pendingEight = code; picker.hidden = false; return; }
          send({ type: "play", card: code });
        });
        hand.append(node);
      }
      actions.textContent = "";
      if (mine) {
        const anyPlayable = (view.hand || []).some(playable);
        const canDraw = view.drawPileCount > 0 || view.discardPileCount > 1;
        if (!view.hasDrawnThisTurn && !anyPlayable && canDraw) actions.append(button("Draw a card", { type: "draw" }));
        if (view.hasDrawnThisTurn || (!anyPlayable && !canDraw)) actions.append(button("Pass", { type: "pass" }));
      }
      picker.hidden = !(mine && pendingEight);
    }

    function button(label, action) {
      const node = el("button", "ce-action", label);
      node.type = "button";
      node.addEventListener("click", () => send(action));
      return node;
    }

    picker.append(el("p", null, "An eight: choose the suit to follow"));
    for (const suit of Object.keys(SUITS)) {
      const node = el("button", "ce-suit-choice " + suit, SUITS[suit] + " " + suit);
      node.type = "button";
      node.addEventListener("click", () => {
        const code = pendingEight;
        pendingEight = null; picker.hidden = true;
        if (code) send({ type: "play", card: code, suit: suit });
      });
      picker.append(node);
    }

    return {
      update: function (next) { view = next; pendingEight = null; render(); },
      rejected: function (error) { refusal.textContent = error.detail || "That move is not allowed (" + error.code + ")."; },
      destroy: function () { root.textContent = ""; },
    };
  });
})();
