/* High Card Duel in the browser: the round, everyone's points and whether they have picked, the last
 * round's cards, and your hand as buttons. Renders the module's view JSON; sends {"card": N}. */
(function () {
  "use strict";
  const el = window.LanPartyFaces.el;
  const same = (a, b) => a && b && String(a).toLowerCase() === String(b).toLowerCase();

  window.LanPartyFaces.register("high-card-duel", function (root, api) {
    const board = el("div", "hcd-board");
    const heading = el("h2", "hcd-round");
    const players = el("ul", "hcd-players");
    const status = el("p", "hcd-status");
    const refusal = el("p", "hcd-refusal");
    const hand = el("div", "hcd-hand");
    board.append(heading, players, status, refusal, hand);
    root.append(board);

    function update(view) {
      const over = view.round > view.rounds;
      board.dataset.round = String(view.round);
      heading.textContent = over ? "Game over" : "Round " + view.round + " of " + view.rounds;
      players.textContent = "";
      view.players.forEach(function (id, seat) {
        const state = !view.present[seat] ? "left" : over ? "" : view.picked[seat] ? "picked" : "choosing…";
        const last = view.lastReveal[seat] == null ? "" : " · last " + view.lastReveal[seat];
        const who = api.name(String(id).toLowerCase()) + (same(id, api.me) ? " (you)" : "");
        const item = el("li", "hcd-player" + (view.picked[seat] ? " picked" : ""),
          who + ": " + view.scores[seat] + " pt" + last + (state ? " · " + state : ""));
        // The avatar, the spotlight on whoever is still choosing, and "asleep 27 s" when away.
        players.append(window.LanPartyFaces.dress(item, api, id, !over && view.present[seat] && !view.picked[seat]));
      });
      hand.textContent = "";
      if (!view.hand || over) { status.textContent = over ? "" : "You are watching."; return; }
      status.textContent = view.myPick != null
        ? "You picked " + view.myPick + ". Waiting for the others."
        : "Pick a card.";
      for (const card of view.hand) {
        const button = window.LanPartyFaces.button(String(card), "hcd-card", function () {
          refusal.textContent = "";
          api.send({ card: card });
        }, "Pick " + card);
        button.dataset.card = String(card);
        button.disabled = view.myPick != null;
        hand.append(button);
      }
    }

    return {
      update: update,
      rejected: function (error) { refusal.textContent = error.detail || error.code; },
      destroy: function () { root.textContent = ""; },
    };
  });
})();
