/* Quortex in the browser, part 4: the move log. Every view carries the game's moves (`history`,
 * bounded by the board: one placement per cell, plus resignations); each entry has every flow's
 * path length after it (`pathLengths`), so the board as it was after any move is rebuilt here from
 * the current view alone: the tiles of the moves up to it and each path cut to its length then. */
(function (Q) {
  "use strict";
  const hex = Q.hex;
  const placed = (move) => move.kind === "place" || move.kind === "timeout";
  const has = (list, id) => (list || []).some((other) => String(other).toLowerCase() === String(id).toLowerCase());

  Q.log = {
    /** A log entry in words: who placed which tile where, whose flows moved, who went out or home
     * (`who(id)` names a player; each name gets its letter). */
    describe: function (view, move, who) {
      const named = (id) => {
        const s = view.flows.findIndex((f) => has([f.player], id));
        return (s >= 0 ? "ABCDEF"[s] + " " : "") + who(id);
      };
      if (!placed(move)) return named(move.player) + (move.kind === "resign" ? " resigned" : " left the game");
      let text = named(move.player) + (move.kind === "timeout" ? " (out of time)" : "") + " placed tile " + move.tile
        + " at " + move.cell.q + "," + move.cell.r;
      // The mover's own flow always runs; say whose else did.
      const others = move.moved.filter((id) => !has([move.player], id));
      if (others.length) text += " · also moved: " + others.map(named).join(", ");
      if (move.eliminated.length) text += " · ✕ out: " + move.eliminated.map(named).join(", ");
      if (move.completed.length) text += " · ★ home: " + move.completed.map(named).join(", ");
      return text;
    },

    /** Whether the view's log can rebuild earlier boards (a 1.0 host sends no path lengths). */
    canStep: (view) => view.history.length > 0 && view.history.every((m) => Array.isArray(m.pathLengths) && m.pathLengths.length === view.flows.length),

    /** The view as it was after move `index` (0-based): tiles, flows, the move's cell outlined
     * (as `target`), no hand choices. Only public facts of the current view are used. */
    viewAfter: function (view, index) {
      const moves = view.history.slice(0, index + 1);
      const move = moves[moves.length - 1];
      const tiles = [];
      for (const m of moves) if (placed(m) && m.cell) tiles.push({ cell: m.cell, tile: m.tile, rotation: m.rotation, player: m.player });
      const flows = view.flows.map((flow, s) => {
        const length = Math.min(move.pathLengths[s], flow.path.length);
        const path = flow.path.slice(0, length);
        let status = "playing";
        for (const m of moves) {
          if (has(m.completed, flow.player)) status = "completed";
          else if (has(m.eliminated, flow.player)) status = placed(m) ? "eliminated" : "resigned";
        }
        // The head then: where it is now if the path has not grown since; else facing the cell
        // after its last step (a playing flow only ever waits in front of an empty cell).
        let head = flow.head;
        if (length < flow.path.length) {
          if (length === 0) head = { cell: hex.corner(view.radius, flow.side), side: flow.side };
          else {
            const last = path[length - 1];
            head = { cell: hex.neighbour(last.cell, last.exit), side: (last.exit + 3) % 6 };
          }
        }
        return Object.assign({}, flow, { path: path, status: status, head: head });
      });
      return Object.assign({}, view, {
        tiles: tiles, flows: flows, history: moves, target: placed(move) ? move.cell : null,
        options: [], turn: null, finish: null,
      });
    },
  };

  /** The log's controls: a bar above the board while an earlier move is shown (◀ move n of N ▶,
   * Back to now) and a list of the moves that opens below (tap one to see the board after it).
   * `on.select(index | null)` shows a move (null: the live board); `on.describe(move)` words it. */
  Q.MoveLog = function (bar, box, on) {
    const el = window.LanPartyFaces.el, button = window.LanPartyFaces.button;
    const caption = el("span", "qx-browse-caption");
    const earlier = button("◀", "qx-log-earlier secondary", () => step(-1), "Earlier move");
    const later = button("▶", "qx-log-later secondary", () => step(1), "Later move");
    const now = button("Now", "qx-log-now secondary", () => on.select(null), "Back to now");
    bar.append(earlier, caption, later, now);
    bar.hidden = true;
    box.hidden = true;
    const details = el("details", "qx-log");
    const summary = el("summary", "qx-log-summary");
    const list = el("ol", "qx-log-list");
    details.append(summary, list);
    box.append(details);
    let view = null, shown = null;

    function step(delta) {
      if (!view || !view.history.length) return;
      // Past the last move is now; before the first there is nothing.
      const from = shown === null ? view.history.length : shown;
      const next = Math.max(0, from + delta);
      on.select(next >= view.history.length ? null : next);
    }

    function render(next, browsing) {
      view = next; shown = browsing;
      const count = view.history.length, stepping = Q.log.canStep(view);
      box.hidden = count === 0;
      bar.hidden = browsing === null;
      summary.textContent = "Move log · " + count + (count === 1 ? " move" : " moves");
      list.textContent = "";
      view.history.forEach((move, index) => {
        const item = el("li", "qx-log-entry" + (index === browsing ? " shown" : ""));
        const entry = button("", "qx-log-move", () => on.select(index === browsing ? null : index));
        entry.disabled = !stepping;
        entry.dataset.index = String(index);
        entry.setAttribute("aria-pressed", index === browsing ? "true" : "false");
        entry.append(el("span", "qx-log-number", (index + 1) + "."), el("span", "qx-log-text", on.describe(move)));
        item.append(entry);
        list.append(item);
      });
      if (browsing !== null) {
        caption.textContent = "Move " + (browsing + 1) + " of " + count;
        earlier.disabled = browsing === 0;
        later.disabled = false;
      }
    }

    return { render: render, element: details };
  };
})(window.QuortexWeb = window.QuortexWeb || {});
