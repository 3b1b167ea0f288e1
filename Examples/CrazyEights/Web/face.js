/* Crazy Eights in the browser: your hand as cards to tap (playable ones lifted), sorted by suit then
 * rank; after an eight, a sheet of its own over the bottom of the screen to choose the suit; the top
 * card and the suit to follow, everyone's card counts and whose turn it is; at the end everyone's
 * remaining cards. Renders the module's view JSON; sends its action JSON (Docs/Games/CrazyEights.md). */
(function () {
  "use strict";
  const SUITS = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
  const LETTER = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
  const suitOf = (code) => LETTER[code.slice(-1)];
  const rankOf = (code) => code.slice(0, -1);
  const same = (a, b) => a && b && String(a).toLowerCase() === String(b).toLowerCase();
  const SUIT_ORDER = { C: 0, D: 1, H: 2, S: 3 };
  const RANK_ORDER = { A: 1, J: 11, Q: 12, K: 13 };
  const rankValue = (code) => RANK_ORDER[rankOf(code)] || Number(rankOf(code));
  // Suit (clubs, diamonds, hearts, spades), then rank (ace low), as the host sorts the view's hand.
  const byCard = (a, b) => (SUIT_ORDER[a.slice(-1)] - SUIT_ORDER[b.slice(-1)]) || (rankValue(a) - rankValue(b));

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
    const final = el("div", "ce-final");
    const refusal = el("p", "ce-refusal");
    // The suit picker is a sheet of its own at the bottom of the screen, over a dimmed page, so
    // all four suits are in reach of a thumb whatever was scrolled (and nothing sits between).
    const sheet = el("div", "ce-sheet");
    const picker = el("div", "ce-picker");
    sheet.setAttribute("role", "dialog");
    sheet.setAttribute("aria-modal", "true");
    sheet.setAttribute("aria-label", "Choose the suit to follow");
    sheet.append(picker);
    sheet.hidden = true;
    board.append(players, table, status, refusal, hand, actions, final);
    root.append(board, sheet);
    let view = null, pendingEight = null;
    // With the turn timer on: the seconds left, counted down here from the view's figure (the host
    // sends a state per move, not per second).
    const clockLine = el("p", "ce-clock");
    status.after(clockLine);
    let deadline = null;
    const clock = setInterval(renderClock, 250);
    function renderClock() {
      const running = deadline != null && view && !view.finish;
      clockLine.hidden = !running;
      if (!running) return;
      const mine = view.viewer && same(view.viewer, view.currentPlayer);
      const left = Math.max(0, Math.ceil((deadline - api.now()) / 1000));
      clockLine.textContent = (mine ? "Your turn: " : api.name(String(view.currentPlayer).toLowerCase()) + "'s turn: ") + left + " s left";
      clockLine.classList.toggle("low", left <= 5);
    }

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
        case "timedOut": return who + " ran out of time" + (move.count ? ": drew " + (move.count === 1 ? "a card" : move.count + " cards") + " and passed." : " and passed.");
        default: return "";
      }
    }

    function render() {
      // Changes with every position (tests and automation tell a new turn by it).
      board.dataset.position = view.turnsTaken + "-" + view.hasDrawnThisTurn + "-" + (view.hand || []).length;
      // One row of compact chips (name and card count), scrolled sideways to whoever plays: eight
      // players never push the hand down (issue 41).
      players.textContent = "";
      let current = null;
      for (const p of view.players) {
        const id = String(p.player).toLowerCase();
        const cards = p.cardCount + (p.cardCount === 1 ? " card" : " cards");
        const acting = same(p.player, view.currentPlayer) && !view.finish;
        const item = el("li", "ce-player" + (acting ? " current" : ""));
        item.dataset.player = id;
        item.append(el("span", "ce-player-name", api.name(id) + (same(p.player, api.me) ? " (you)" : "")),
          el("span", "ce-player-count", String(p.cardCount)));
        item.title = api.name(id) + ": " + cards;
        item.setAttribute("aria-label", api.name(id) + (same(p.player, api.me) ? " (you)" : "") + ", " + cards
          + (acting ? ", playing now" : ""));
        if (acting) current = item;
        players.append(window.LanPartyFaces.dress(item, api, id, acting));
      }
      window.LanPartyFaces.showInStrip(players, current);
      table.textContent = "";
      const top = card(view.topCard, "ce-top");
      top.disabled = true;
      const follow = el("div", "ce-follow " + view.currentSuit, "Suit to follow: " + SUITS[view.currentSuit] + " " + view.currentSuit);
      const pile = el("div", "ce-pile", view.drawPileCount + " to draw");
      table.append(top, el("div", "ce-table-info"));
      table.lastChild.append(follow, pile, el("div", "ce-last", describe(view.lastMove)));
      // Nobody's turn once the game is over (the last player to move is still `currentPlayer`).
      const mine = !view.finish && view.viewer && same(view.viewer, view.currentPlayer);
      status.textContent = view.finish ? "" : mine ? "Your turn: tap a lifted card" + (view.hasDrawnThisTurn ? ", or pass." : ", or draw if none is lifted.")
        : view.viewer ? "Waiting for " + api.name(String(view.currentPlayer).toLowerCase()) + "…"
        : api.name(String(view.currentPlayer).toLowerCase()) + " plays; you watch.";
      status.className = "ce-status" + (mine ? " mine" : "");
      status.hidden = !status.textContent;
      hand.textContent = "";
      // At the end your cards are listed with everyone's (renderFinal), not twice.
      hand.hidden = !!view.finish && view.players.some((p) => Array.isArray(p.cards));
      for (const code of (view.hand || []).slice().sort(byCard)) {
        const canPlay = mine && playable(code);
        const node = card(code, canPlay ? "playable" : "");
        node.disabled = !canPlay;
        node.addEventListener("click", () => {
          if (rankOf(code) === "8") { openPicker(code); return; }
          send({ type: "play", card: code });
        });
        hand.append(node);
      }
      actions.textContent = "";
      renderFinal();
      if (mine) {
        const anyPlayable = (view.hand || []).some(playable);
        const canDraw = view.drawPileCount > 0 || view.discardPileCount > 1;
        if (!view.hasDrawnThisTurn && !anyPlayable && canDraw) actions.append(button("Draw a card", { type: "draw" }));
        if (view.hasDrawnThisTurn || (!anyPlayable && !canDraw)) actions.append(button("Pass", { type: "pass" }));
      }
      showPicker(mine && pendingEight);
    }

    // At the end: what everyone was left holding (the view reveals the hands once the game is over).
    function renderFinal() {
      final.textContent = "";
      if (!view.finish || !view.players.some((p) => Array.isArray(p.cards))) return;
      final.append(el("h3", null, "Cards left at the end"));
      for (const p of view.players) {
        const id = String(p.player).toLowerCase();
        const row = el("div", "ce-final-row");
        row.dataset.player = id;
        const cards = (p.cards || []).slice().sort(byCard);
        row.append(el("span", "ce-final-name", api.name(id) + (same(p.player, api.me) ? " (you)" : "")
          + " · " + (cards.length ? cards.length + (cards.length === 1 ? " card" : " cards") : "no cards")));
        const list = el("div", "ce-final-cards");
        for (const code of cards) { const node = card(code, "ce-mini"); node.disabled = true; list.append(node); }
        row.append(list);
        final.append(row);
      }
    }

    function openPicker(code) {
      pendingEight = code;
      pickerTitle.textContent = "You play " + rankOf(code) + SUITS[suitOf(code)] + ": choose the suit to follow";
      showPicker(true);
    }

    function showPicker(open) {
      sheet.hidden = !open;
      actions.hidden = !!open;
      board.classList.toggle("picking", !!open);
      if (open) {
        const first = picker.querySelector(".ce-suit-choice");
        if (first && document.activeElement !== first) first.focus({ preventScroll: true });
      }
    }

    function cancelPicker() { pendingEight = null; showPicker(false); }

    function button(label, action) {
      const node = el("button", "ce-action", label);
      node.type = "button";
      node.addEventListener("click", () => send(action));
      return node;
    }

    const pickerTitle = el("p", "ce-picker-title", "An eight: choose the suit to follow");
    picker.append(pickerTitle);
    for (const suit of Object.keys(SUITS)) {
      const node = el("button", "ce-suit-choice " + suit);
      node.type = "button";
      node.append(el("span", "ce-suit-symbol", SUITS[suit]), el("span", null, suit));
      node.addEventListener("click", () => {
        const code = pendingEight;
        cancelPicker();
        if (code) send({ type: "play", card: code, suit: suit });
      });
      picker.append(node);
    }
    const cancel = el("button", "ce-picker-cancel secondary", "Back to my hand");
    cancel.type = "button";
    cancel.addEventListener("click", cancelPicker);
    picker.append(cancel);
    sheet.addEventListener("click", (event) => { if (event.target === sheet) cancelPicker(); });
    sheet.addEventListener("keydown", (event) => { if (event.key === "Escape") cancelPicker(); });

    return {
      update: function (next) {
        view = next; pendingEight = null;
        deadline = next.turnMillisecondsLeft != null ? api.now() + next.turnMillisecondsLeft : null;
        render(); renderClock();
      },
      // Someone went to sleep or came back: their chip says so (LanPartyFaces.dress).
      presenceChanged: function () { if (view) render(); },
      rejected: function (error) { refusal.textContent = error.detail || "That move is not allowed (" + error.code + ")."; },
      destroy: function () { clearInterval(clock); root.textContent = ""; },
    };
  });
})();
