/* Quortex in the browser, part 1: hex geometry and tiles, the same numbers as the module
 * (Docs/Games/Quortex.md): pointy-top cells in axial (q, r); sides 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW;
 * tile n is the n-th pairing of the six sides in lexicographic order; rotation k turns it clockwise. */
(function (Q) {
  "use strict";
  const SQRT3 = Math.sqrt(3);
  const STEP = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]];

  /** The 15 pairings (index = side, value = partner), generated as Tile.swift does. */
  const PAIRINGS = (function () {
    const result = [];
    (function pair(partners) {
      const first = partners.indexOf(-1);
      if (first < 0) { result.push(partners); return; }
      for (let second = first + 1; second < 6; second++) {
        if (partners[second] !== -1) continue;
        const next = partners.slice();
        next[first] = second; next[second] = first;
        pair(next);
      }
    })([-1, -1, -1, -1, -1, -1]);
    return result;
  })();

  const mod6 = (n) => ((n % 6) + 6) % 6;

  Q.hex = {
    /** "q,r": a cell as a map key. */
    key: (cell) => cell.q + "," + cell.r,
    /** Whether two cells are the same. */
    sameCell: (a, b) => !!a && !!b && a.q === b.q && a.r === b.r,
    /** The neighbour of `cell` across side `side`. */
    neighbour: (cell, side) => ({ q: cell.q + STEP[side][0], r: cell.r + STEP[side][1] }),
    /** The corner cell `radius` steps from the centre towards `side` (the middle of that board side). */
    corner: (radius, side) => ({ q: STEP[side][0] * radius, r: STEP[side][1] * radius }),
    /** Whether `cell` is on a board of `radius`. */
    contains: (radius, cell) => Math.max(Math.abs(cell.q), Math.abs(cell.r), Math.abs(cell.q + cell.r)) <= radius,
    /** Every cell of a board of `radius`, row by row. */
    cells: function (radius) {
      const cells = [];
      for (let r = -radius; r <= radius; r++) {
        for (let q = Math.max(-radius, -r - radius); q <= Math.min(radius, -r + radius); q++) cells.push({ q: q, r: r });
      }
      return cells;
    },
    /** Hex steps between two cells. */
    distance: (a, b) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2,
    /** Steps from `cell` to the nearest cell of the board side facing `side` (as the host counts). */
    distanceToSide: function (radius, cell, side) {
      let best = Infinity;
      for (const other of Q.hex.cells(radius)) {
        if (Q.hex.contains(radius, Q.hex.neighbour(other, side))) continue;
        best = Math.min(best, Q.hex.distance(cell, other));
      }
      return best;
    },
    /** The centre of `cell` in pixels for cells of circumradius `size`. */
    centre: (cell, size) => ({ x: size * SQRT3 * (cell.q + cell.r / 2), y: size * 1.5 * cell.r }),
    /** The point `reach` × the apothem from the centre towards the middle of `side`. */
    toward: function (cell, size, side, reach) {
      const c = Q.hex.centre(cell, size);
      const angle = (-60 + 60 * side) * Math.PI / 180;
      const d = size * SQRT3 / 2 * reach;
      return { x: c.x + d * Math.cos(angle), y: c.y + d * Math.sin(angle) };
    },
    /** The six corners of `cell` as an SVG points list (corner i sits between sides i - 1 and i). */
    points: function (cell, size, scale) {
      const c = Q.hex.centre(cell, size);
      const s = size * (scale || 1);
      const out = [];
      for (let i = 0; i < 6; i++) {
        const angle = (-90 + 60 * i) * Math.PI / 180;
        out.push((c.x + s * Math.cos(angle)).toFixed(2) + "," + (c.y + s * Math.sin(angle)).toFixed(2));
      }
      return out.join(" ");
    },
    /** The two ends of side `side` of `cell` (for drawing board edges). */
    sideEnds: function (cell, size, side) {
      const c = Q.hex.centre(cell, size);
      return [side, side + 1].map((i) => {
        const angle = (-90 + 60 * i) * Math.PI / 180;
        return { x: c.x + size * Math.cos(angle), y: c.y + size * Math.sin(angle) };
      });
    },
    /** The side a path leaves `tile` (at `rotation`) by when it enters by `side`. */
    exit: (tile, rotation, side) => mod6(PAIRINGS[tile][mod6(side - rotation)] + rotation),
    /** The three paths of `tile` at `rotation`, each [lower side, higher side]. */
    paths: function (tile, rotation) {
      const out = [];
      for (let side = 0; side < 6; side++) {
        const other = Q.hex.exit(tile, rotation, side);
        if (side < other) out.push([side, other]);
      }
      return out;
    },
    /** A key for the shape at a rotation: rotations that look the same share it. */
    lookKey: (tile, rotation) => Q.hex.paths(tile, rotation).map((p) => p.join("-")).join(" "),
    /** SVG path data of one path through `cell` from side `a` to side `b` (a curve that bends
     * towards the centre: tight for neighbouring sides, straight for opposite ones). `join` leaves
     * out the move-to so steps chain into one line. */
    curve: function (cell, size, a, b, join) {
      const p0 = Q.hex.toward(cell, size, a, 1), p1 = Q.hex.toward(cell, size, a, 0.5);
      const p2 = Q.hex.toward(cell, size, b, 0.5), p3 = Q.hex.toward(cell, size, b, 1);
      const f = (p) => p.x.toFixed(2) + " " + p.y.toFixed(2);
      return (join ? " " : "M " + f(p0)) + " C " + f(p1) + ", " + f(p2) + ", " + f(p3);
    },
    /** SVG path data of a run of flow steps ({cell, entry, exit}) as one line. */
    run: function (steps, size) {
      return steps.map((step, i) => Q.hex.curve(step.cell, size, step.entry, step.exit, i > 0)).join("");
    },
  };
})(window.QuortexWeb = window.QuortexWeb || {});
