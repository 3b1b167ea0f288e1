/* Crazy Eights on the big screen (`/tv`): the table for a room to follow from the sofa. The top card
 * big, the draw pile with its count, the suit to follow (loud after an eight changed it), every
 * player's card count with the player to act lit, and the last plays. Renders the spectator's view
 * JSON (Docs/Games/CrazyEights.md: no hand; everyone's cards only once the game is over); sends
 * nothing. The page around it draws the players' strip, the turn line and the game-over ranking. */
(function () {
  "use strict";
  const SUITS = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
  const LETTER = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
  const KEEP = 6; // last plays shown
  const suitOf = (code) => LETTER[code.slice(-1)];
  const rankOf = (code) => code.slice(0, -1);
  const pretty = (code) => rankOf(code) + SUITS[suitOf(code)];
  const same = (a, b) => a != null && b != null && String(a).toLowerCase() === String(b).toLowerCase();
  const el = window.LanPartyFaces.el;

  /** A face-up card: rank and suit in the corners, the suit large in the middle. */
  function card(code, className) {
    const node = el("div", "ce-tv-card " + suitOf(code) + (className ? " " + className : ""));
    node.dataset.card = code;
    node.setAttribute("aria-label", rankOf(code) + " of " + suitOf(code));
    const corner = () => { const c = el("span", "ce-tv-corner"); c.append(el("b", null, rankOf(code)), el("i", null, SUITS[suitOf(code)])); return c; };
    node.append(corner(), el("span", "ce-tv-pip", SUITS[suitOf(code)]), corner());
    return node;
  }

  window.LanPartyFaces.registerScreen("crazy-eights", function (root, api) {
    const face = el("div", "ce-tv");
    const turn = el("p", "ce-tv-turn");
    const players = el("ol", "ce-tv-players");
    const table = el("div", "ce-tv-table");
    const plays = el("div", "ce-tv-plays");
    face.append(turn, players, table, plays);
    root.append(face);
    // The view carries only the latest move: the TV keeps the ones it saw (a TV that joins late
    // starts from the latest).
    let log = [], lastKey = null;
    const who = (id) => api.name(String(id).toLowerCase());

    function describe(move) {
      switch (move.type) {
        case "played": return who(move.player) + " played " + pretty(move.card) + (move.suit ? " and chose " + SUITS[move.suit] + " " + move.suit : "");
        case "drew": return who(move.player) + " drew " + (move.count === 1 ? "a card" : move.count + " cards");
        case "passed": return who(move.player) + " passed";
        case "left": return who(move.player) + " left the game";
        case "timedOut": return who(move.player) + " ran out of time" + (move.count ? ", drew " + (move.count === 1 ? "a card" : move.count + " cards") : "") + " and passed";
      }
      return "";
    }

    function remember(view) {
      if (!view.lastMove) return;
      const key = view.turnsTaken + "|" + view.hasDrawnThisTurn + "|" + JSON.stringify(view.lastMove);
      if (key === lastKey) return;
      lastKey = key;
      log.unshift({ text: describe(view.lastMove), suit: view.lastMove.suit || null });
      log = log.slice(0, KEEP);
    }

    /** Whose turn the page says above the face (and lights the player here): this line adds what
     * the page cannot know, a drawn card, and the winners at the end. */
    function renderTurn(view) {
      turn.textContent = "";
      turn.className = "ce-tv-turn";
      if (view.finish) {
        const names = view.finish.winners.map(who);
        turn.textContent = names.length ? "★ " + names.join(" and ") + (names.length === 1 ? " wins" : " win") : "Game over";
        turn.classList.add("over");
      } else if (view.hasDrawnThisTurn) {
        turn.textContent = who(view.currentPlayer) + " drew a card: plays it or passes";
      }
      if (deadline != null && !view.finish) {
        const left = Math.max(0, Math.ceil((deadline - api.now()) / 1000));
        turn.textContent += (turn.textContent ? " · " : who(view.currentPlayer) + ": ") + left + " s left";
        turn.classList.toggle("low", left <= 5);
      }
      turn.hidden = !turn.textContent;
    }

    function renderPlayers(view) {
      players.textContent = "";
      // Up to 8 players: more than 5 get smaller rows, so all fit the screen's height.
      players.classList.toggle("many", view.players.length > 5);
      for (const p of view.players) {
        const current = same(p.player, view.currentPlayer);
        const won = view.finish && view.finish.winners.some((w) => same(w, p.player));
        const item = el("li", "ce-tv-player" + (current ? " current" : "") + (won ? " won" : ""));
        item.dataset.player = String(p.player).toLowerCase();
        item.append(el("span", "ce-tv-name", (won ? "★ " : "") + who(p.player)));
        const count = el("span", "ce-tv-count", String(p.cardCount));
        count.setAttribute("aria-label", p.cardCount + (p.cardCount === 1 ? " card" : " cards"));
        // A fan of card backs (up to 12) shows a hand's size at a glance; the number says it
        // exactly. At the end the cards themselves, face up: everyone's are public then.
        const fan = el("span", "ce-tv-fan");
        if (Array.isArray(p.cards)) for (const code of p.cards) fan.append(card(code, "mini"));
        else for (let i = 0; i < Math.min(p.cardCount, 12); i++) fan.append(el("span", "ce-tv-back-mini"));
        item.append(fan, count);
        players.append(item);
      }
    }

    function renderTable(view) {
      table.textContent = "";
      const pile = el("div", "ce-tv-pile");
      const back = el("div", "ce-tv-back");
      back.append(el("span", null, String(view.drawPileCount)));
      pile.append(back, el("span", "ce-tv-caption", view.drawPileCount === 1 ? "card to draw" : "cards to draw"));
      const top = el("div", "ce-tv-top");
      top.append(card(view.topCard, "big"));
      // After an eight the suit to follow is not the top card's: say so loudly.
      const changed = view.currentSuit !== suitOf(view.topCard);
      const follow = el("div", "ce-tv-follow " + view.currentSuit + (changed ? " changed" : ""));
      follow.append(el("span", "ce-tv-caption", "Suit to follow"),
        el("span", "ce-tv-suit", SUITS[view.currentSuit]), el("span", "ce-tv-suit-name", view.currentSuit));
      if (changed) follow.append(el("span", "ce-tv-caption", "chosen with an eight"));
      table.append(pile, top, follow);
    }

    function renderPlays() {
      plays.textContent = "";
      plays.append(el("h3", null, "Last plays"));
      const list = el("ol", "ce-tv-log");
      log.forEach((entry, index) => list.append(el("li", index === 0 ? "latest" : null, entry.text)));
      if (!log.length) list.append(el("li", "none", "No play yet"));
      plays.append(list);
    }

    // With the turn timer on, the turn line counts the seconds down between states.
    let shown = null, deadline = null;
    const clock = setInterval(() => { if (shown) renderTurn(shown); }, 250);

    function update(view) {
      shown = view;
      deadline = view.turnMillisecondsLeft != null ? api.now() + view.turnMillisecondsLeft : null;
      remember(view);
      face.dataset.position = view.turnsTaken + "-" + view.hasDrawnThisTurn;
      face.dataset.over = view.finish ? "yes" : "no";
      renderTurn(view);
      renderPlayers(view);
      renderTable(view);
      renderPlays();
    }

    return {
      update: update,
      gameOver: function (end) { if (end.view) update(end.view); },
      destroy: function () { clearInterval(clock); root.textContent = ""; },
    };
  });
})();
