/* Liar's Dice in the browser: everyone's dice count with whose turn it is, the standing bid, the
 * last cups lifted, your dice, and a bid picker (quantity, face) with a Liar! button. Renders the
 * module's view JSON; sends {"kind":"bid","quantity":N,"face":F} or {"kind":"liar"}. The history of
 * the rounds is the page's event log (the platform's event lines), not the face's. */
(function () {
  "use strict";
  const el = window.LanPartyFaces.el;
  const button = window.LanPartyFaces.button;
  const same = (a, b) => a && b && String(a).toLowerCase() === String(b).toLowerCase();
  const pips = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

  window.LanPartyFaces.register("liars-dice", function (root, api) {
    const board = el("div", "ld-board");
    const heading = el("h2", "ld-round");
    const players = el("ul", "ld-players");
    const bidLine = el("p", "ld-bid");
    const reveal = el("p", "ld-reveal");
    const mine = el("div", "ld-dice");
    const picker = el("div", "ld-picker");
    const refusal = el("p", "ld-refusal");
    board.append(heading, players, bidLine, reveal, mine, picker, refusal);
    root.append(board);
    let chosen = { quantity: 1, face: 2 };

    function raises(bid, other) {
      return !other || bid.quantity > other.quantity || (bid.quantity === other.quantity && bid.face > other.face);
    }

    function send(action) { refusal.textContent = ""; api.send(action); }

    function update(view) {
      const over = view.turn == null;
      heading.textContent = over ? "Game over" : "Round " + view.round + " · " +
        view.diceCounts.reduce((a, b) => a + b, 0) + " dice on the table" + (view.wildOnes ? " · ones wild" : "");
      players.textContent = "";
      view.players.forEach(function (id, seat) {
        const count = view.diceCounts[seat];
        const state = !view.present[seat] ? "left" : count === 0 ? "out" : count + (count === 1 ? " die" : " dice");
        const item = el("li", "ld-player" + (same(id, view.turn) ? " acting" : "") + (count === 0 ? " out" : ""),
          api.name(String(id).toLowerCase()) + (same(id, api.me) ? " (you)" : "") + ": " + state);
        players.append(item);
      });
      bidLine.textContent = view.bid
        ? "Bid: " + view.bid.quantity + " × " + view.bid.face + "s by " + api.name(String(view.bidder).toLowerCase())
        : over ? "" : "No bid yet this round.";
      reveal.textContent = view.lastReveal
        ? "Last cups: " + view.lastReveal.dice.map((dice, seat) => dice.length
          ? api.name(String(view.players[seat]).toLowerCase()) + " " + dice.map((d) => pips[d]).join("") : null)
          .filter(Boolean).join(" · ")
        : "";
      mine.textContent = "";
      picker.textContent = "";
      if (!view.myDice || over) return;
      for (const die of view.myDice.slice().sort()) mine.append(el("span", "ld-die", pips[die]));
      if (!same(view.turn, api.me)) return;
      const total = view.diceCounts.reduce((a, b) => a + b, 0);
      // The smallest raise as the picker's start: one more die of the same face, or the next face.
      if (!raises(chosen, view.bid) || chosen.quantity > total) {
        chosen = view.bid ? (view.bid.face < 6 ? { quantity: view.bid.quantity, face: view.bid.face + 1 }
          : { quantity: view.bid.quantity + 1, face: 2 }) : { quantity: 1, face: 2 };
      }
      const quantity = el("div", "ld-quantity");
      const less = button("−", "ld-step", function () { chosen.quantity = Math.max(1, chosen.quantity - 1); update(view); }, "Fewer dice");
      const more = button("+", "ld-step", function () { chosen.quantity = Math.min(total, chosen.quantity + 1); update(view); }, "More dice");
      quantity.append(less, el("span", "ld-count", String(chosen.quantity) + " ×"), more);
      const faces = el("div", "ld-faces");
      for (let face = 1; face <= 6; face++) {
        const b = button(pips[face], "ld-face" + (face === chosen.face ? " chosen" : ""), function () {
          chosen.face = face; update(view);
        }, "Face " + face);
        b.dataset.face = String(face);
        faces.append(b);
      }
      const bid = button("Bid " + chosen.quantity + " × " + chosen.face + "s", "ld-send", function () {
        send({ kind: "bid", quantity: chosen.quantity, face: chosen.face });
      });
      bid.disabled = !raises(chosen, view.bid);
      const liar = button("Liar!", "ld-liar", function () { send({ kind: "liar" }); });
      liar.disabled = !view.bid;
      picker.append(quantity, faces, bid, liar);
    }

    return {
      update: update,
      rejected: function (error) { refusal.textContent = error.detail || error.code; },
      destroy: function () { root.textContent = ""; },
    };
  });
})();
