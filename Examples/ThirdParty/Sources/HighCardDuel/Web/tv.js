/* High Card Duel on the big screen (`/tv`): one column per player with their score, a card back
 * once they have picked this round (never which card: the spectator's view has no picks), and the
 * cards everyone showed in the last round, the highest lit. The page around it draws the players'
 * strip, whose turn it is and the game-over ranking; this draws the table. Renders the spectator's
 * view JSON (Docs/Games/HighCardDuel.md); sends nothing. */
(function () {
  "use strict";
  const el = window.LanPartyFaces.el;

  window.LanPartyFaces.registerScreen("high-card-duel", function (root, api) {
    const board = el("div", "hcd-tv");
    const heading = el("h2", "hcd-tv-round");
    const seats = el("ol", "hcd-tv-seats");
    board.append(heading, seats);
    root.append(board);

    function update(view) {
      const over = view.round > view.rounds;
      const shown = view.lastReveal.filter((card) => card != null);
      const best = shown.length ? Math.max.apply(null, shown) : null;
      // At the end the most points win (the view has no winners: they follow from the scores).
      const top = Math.max.apply(null, view.scores.filter((score, seat) => view.present[seat]));
      board.dataset.round = String(view.round);
      heading.textContent = over ? "Game over" : "Round " + view.round + " of " + view.rounds;
      seats.textContent = "";
      view.players.forEach(function (id, seat) {
        const last = view.lastReveal[seat];
        const won = over && view.present[seat] && view.scores[seat] === top;
        const item = el("li", "hcd-tv-seat" + (view.present[seat] ? "" : " left") + (won ? " won" : ""));
        item.dataset.player = String(id).toLowerCase();
        item.append(el("span", "hcd-tv-name", (won ? "★ " : "") + api.name(String(id).toLowerCase())));
        item.append(el("span", "hcd-tv-score", view.scores[seat] + (view.scores[seat] === 1 ? " point" : " points")));
        // This round: a card back once picked (its value stays hidden until everyone has picked).
        const now = el("span", "hcd-tv-card" + (view.picked[seat] ? " back" : " empty"), view.picked[seat] ? "✓" : "…");
        now.setAttribute("aria-label", view.picked[seat] ? "picked" : "choosing");
        if (!over && view.present[seat]) item.append(now, el("span", "hcd-tv-caption", view.picked[seat] ? "picked" : "choosing…"));
        const shownCard = el("span", "hcd-tv-last" + (last != null && last === best ? " best" : ""), last == null ? "–" : String(last));
        item.append(el("span", "hcd-tv-caption hcd-tv-then", "last round"), shownCard);
        if (!view.present[seat]) item.append(el("span", "hcd-tv-caption", "left the game"));
        seats.append(item);
      });
    }

    return {
      update: update,
      gameOver: function (end) { if (end.view) update(end.view); },
      destroy: function () { root.textContent = ""; },
    };
  });
})();
