/* Quortex in the browser, part 2: the board as SVG. Cells, placed tiles with their three tracks,
 * every flow in its player's colour with its letter at the port and at the head, your goal edge,
 * your target cell, and a preview of the tile you are about to place with where it would take you.
 * New flow segments are drawn along their path after each move (CSS, see face.css). */
(function (Q) {
  "use strict";
  const NS = "http://www.w3.org/2000/svg";
  const SIZE = 40;           // viewBox units per cell circumradius
  const LETTERS = "ABCDEF";
  const hex = Q.hex;

  /** An SVG element with attributes, appended to `parent` when given. */
  function svg(tag, attrs, parent) {
    const node = document.createElementNS(NS, tag);
    for (const name in attrs) node.setAttribute(name, attrs[name]);
    if (parent) parent.append(node);
    return node;
  }
  Q.svg = svg;

  /** A placed tile: a hex and its three tracks, at `cell` with `size`. */
  function tileShape(parent, cell, size, tile, rotation, className) {
    const group = svg("g", { class: className }, parent);
    svg("polygon", { class: "qx-tile-face", points: hex.points(cell, size, 0.97) }, group);
    for (const [a, b] of hex.paths(tile, rotation)) svg("path", { class: "qx-track", d: hex.curve(cell, size, a, b) }, group);
    return group;
  }
  Q.tileShape = tileShape;

  /** A round badge with a player's letter (or a symbol) at `point`. */
  function badge(parent, point, seat, text, className) {
    const group = svg("g", { class: "qx-badge qx-p" + seat + (className ? " " + className : "") }, parent);
    svg("circle", { cx: point.x, cy: point.y, r: SIZE * 0.42 }, group);
    svg("text", { x: point.x, y: point.y, dy: "0.35em" }, group).textContent = text;
    return group;
  }

  /** Where `seat`'s flow would run if `choice` lay on its target (null: not at all). */
  function predict(view, tiles, seat, choice) {
    const flow = view.flows[seat];
    const steps = [];
    let cell = flow.head.cell, side = flow.head.side, end = "open";
    for (let guard = 0; guard < 6 * 127; guard++) {
      const placed = hex.sameCell(cell, view.target) ? choice : tiles[hex.key(cell)];
      if (!placed) break;
      const exit = hex.exit(placed.tile, placed.rotation, side);
      steps.push({ cell: cell, entry: side, exit: exit });
      const next = hex.neighbour(cell, exit);
      if (!hex.contains(view.radius, next)) { end = exit === (flow.side + 3) % 6 ? "goal" : "out"; break; }
      cell = next; side = (exit + 3) % 6;
    }
    return { steps: steps, end: end };
  }

  /** The board in `container`; `on.rotate(±1)` for a swipe or a tap on the target cell. */
  Q.Board = function (container, on) {
    const root = svg("svg", { class: "qx-board", role: "img", "aria-label": "Quortex board" });
    const layers = {};
    for (const name of ["cells", "tiles", "edges", "target", "preview", "flows", "marks", "hit"]) {
      layers[name] = svg("g", { class: "qx-layer-" + name }, root);
    }
    container.append(root);
    let view = null, seat = -1, tiles = {};

    /** Draws a view; `fresh[seat]` is the index of the first path step to animate (or absent). */
    function setView(next, mySeat, fresh, mine) {
      view = next; seat = mySeat; tiles = {};
      for (const t of view.tiles) tiles[hex.key(t.cell)] = t;
      for (const name in layers) layers[name].textContent = "";
      // Just room for the port badges outside the rim (1.8 apothems out from a corner cell).
      const reach = SIZE * Math.sqrt(3) / 2 * 1.8 + SIZE * 0.42 + 6;
      const width = 2 * (SIZE * Math.sqrt(3) * view.radius + reach);
      const height = 2 * (SIZE * 1.5 * view.radius + reach * Math.sqrt(3) / 2);
      root.setAttribute("viewBox", [-width / 2, -height / 2, width, height].map((n) => n.toFixed(1)).join(" "));
      for (const cell of hex.cells(view.radius)) svg("polygon", { class: "qx-cell", points: hex.points(cell, SIZE) }, layers.cells);
      const last = view.history.length ? view.history[view.history.length - 1] : null;
      for (const t of view.tiles) {
        const isNew = fresh && last && last.cell && hex.sameCell(last.cell, t.cell);
        tileShape(layers.tiles, t.cell, SIZE, t.tile, t.rotation, "qx-tile" + (isNew ? " qx-tile-new" : ""));
      }
      drawEdges();
      view.flows.forEach((flow, s) => drawFlow(flow, s, fresh ? fresh[s] : undefined));
      drawTarget(mine);
    }

    /** Your goal edge (dashed, your colour) and every port (a bar in its player's colour, lettered). */
    function drawEdges() {
      const cells = hex.cells(view.radius);
      if (seat >= 0) {
        const goal = (view.flows[seat].side + 3) % 6;
        for (const cell of cells) {
          if (hex.contains(view.radius, hex.neighbour(cell, goal))) continue;
          const [a, b] = hex.sideEnds(cell, SIZE, goal);
          svg("line", { class: "qx-goal qx-p" + seat, x1: a.x, y1: a.y, x2: b.x, y2: b.y }, layers.edges);
        }
        // Beside the middle of the goal side, not on it: another player's port may sit there.
        let spot = hex.corner(view.radius, goal);
        for (let i = 0; i < Math.ceil(view.radius / 2); i++) spot = hex.neighbour(spot, (goal + 4) % 6);
        // Beyond a slanted edge, centred; beside an upright one (E, W), running away from it.
        const upright = goal === 1 || goal === 4;
        const at = hex.toward(spot, SIZE, goal, upright ? 1.3 : 1.75);
        const anchor = goal === 1 ? "start" : goal === 4 ? "end" : "middle";
        svg("text", { class: "qx-goal-label qx-p" + seat, x: at.x, y: at.y, dy: "0.35em", "text-anchor": anchor }, layers.edges).textContent = "GOAL";
      }
      view.flows.forEach((flow, s) => {
        const port = hex.corner(view.radius, flow.side);
        const [a, b] = hex.sideEnds(port, SIZE, flow.side);
        svg("line", { class: "qx-port qx-p" + s, x1: a.x, y1: a.y, x2: b.x, y2: b.y }, layers.edges);
        badge(layers.edges, hex.toward(port, SIZE, flow.side, 1.8), s, LETTERS[s], "qx-port-badge");
      });
    }

    /** One flow: its path (new steps drawn along), then its head: letter, ✕ when out, ★ when home. */
    function drawFlow(flow, s, from) {
      const start = from === undefined ? flow.path.length : Math.min(from, flow.path.length);
      const parts = [[flow.path.slice(0, start), ""], [flow.path.slice(start), " qx-fresh"]];
      for (const [steps, extra] of parts) {
        if (!steps.length) continue;
        const d = hex.run(steps, SIZE);
        const attrs = extra ? { pathLength: 1 } : {};
        svg("path", Object.assign({ class: "qx-casing" + extra, d: d }, attrs), layers.flows);
        svg("path", Object.assign({ class: "qx-flow qx-p" + s + extra + (flow.status === "playing" || flow.status === "completed" ? "" : " qx-out"), d: d }, attrs), layers.flows);
      }
      const point = hex.toward(flow.head.cell, SIZE, flow.head.side, 1);
      const moved = start < flow.path.length ? " qx-mark-fresh" : "";
      // A flow that has not moved yet waits at its port, whose badge already says whose it is.
      if (flow.status === "playing" && flow.path.length) badge(layers.marks, point, s, LETTERS[s], "qx-head" + moved);
      else if (flow.status === "completed") badge(layers.marks, point, s, "★", "qx-home" + moved);
      else if (flow.status === "eliminated" && flow.path.length) badge(layers.marks, point, s, "✕", "qx-dead" + moved);
    }

    /** Your target cell, outlined; a transparent cover over it takes taps (rotate). */
    function drawTarget(mine) {
      if (!view.target) return;
      svg("polygon", { class: "qx-target" + (mine ? " qx-target-mine" : ""), points: hex.points(view.target, SIZE, 0.9) }, layers.target);
      if (mine) svg("polygon", { class: "qx-target-hit", points: hex.points(view.target, SIZE, 1.1) }, layers.hit);
    }

    /** Shows `choice` ({tile, rotation}) on your target with your flow's run through it, or nothing. */
    function setPreview(choice) {
      layers.preview.textContent = "";
      if (!view || !choice || !view.target || seat < 0) return;
      tileShape(layers.preview, view.target, SIZE, choice.tile, choice.rotation, "qx-preview");
      const run = predict(view, tiles, seat, choice);
      if (!run.steps.length) return;
      svg("path", { class: "qx-predict qx-p" + seat, d: hex.run(run.steps, SIZE) }, layers.preview);
      const lastStep = run.steps[run.steps.length - 1];
      const end = hex.toward(lastStep.cell, SIZE, lastStep.exit, 1);
      badge(layers.preview, end, seat, run.end === "goal" ? "★" : run.end === "out" ? "✕" : LETTERS[seat], "qx-predict-end" + (run.end === "out" ? " qx-dead" : ""));
    }

    // A horizontal swipe anywhere on the board rotates; a tap on your target cell rotates clockwise.
    let down = null;
    root.addEventListener("pointerdown", (event) => { down = { x: event.clientX, y: event.clientY }; });
    root.addEventListener("pointerup", (event) => {
      if (!down) return;
      const dx = event.clientX - down.x, dy = event.clientY - down.y;
      down = null;
      if (Math.abs(dx) > 36 && Math.abs(dx) > 1.5 * Math.abs(dy)) on.rotate(dx > 0 ? 1 : -1);
      else if (Math.abs(dx) < 10 && Math.abs(dy) < 10 && event.target.classList.contains("qx-target-hit")) on.rotate(1);
    });
    root.addEventListener("pointercancel", () => { down = null; });

    return { setView: setView, setPreview: setPreview, element: root };
  };
})(window.QuortexWeb = window.QuortexWeb || {});
