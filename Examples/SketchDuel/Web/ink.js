/* SketchDuel in the browser, part 2: ink. Ramer-Douglas-Peucker and the stroke batcher, as the Swift
 * StrokeSimplifier and StrokeBatcher do it, and the canvas rules (Drawing.swift) for the drawer's
 * own prediction: the same caps, so what is shown at once is what the host will accept. */
(function (S) {
  "use strict";
  const CAPS = { strokePoints: 4096, strokes: 2048, points: 100000, batch: 512 };

  function distanceToSegment(p, a, b) {
    const px = p[0] - a[0], py = p[1] - a[1], dx = b[0] - a[0], dy = b[1] - a[1];
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.min(Math.max((px * dx + py * dy) / length, 0), 1);
    const ex = px - t * dx, ey = py - t * dy;
    return Math.sqrt(ex * ex + ey * ey);
  }

  /** `points` without those within `tolerance` units of the kept line; first and last kept.
   * Iterative (an explicit stack), so a long stroke cannot overflow the call stack. */
  function simplify(points, tolerance) {
    if (points.length <= 2) return points.slice();
    const keep = new Uint8Array(points.length);
    keep[0] = 1; keep[points.length - 1] = 1;
    const ranges = [[0, points.length - 1]];
    while (ranges.length) {
      const [first, last] = ranges.pop();
      if (last <= first + 1) continue;
      let farthest = first, distance = -1;
      for (let i = first + 1; i < last; i++) {
        const d = distanceToSegment(points[i], points[first], points[last]);
        if (d > distance) { distance = d; farthest = i; }
      }
      if (distance > tolerance) { keep[farthest] = 1; ranges.push([first, farthest], [farthest, last]); }
    }
    return points.filter((p, i) => keep[i]);
  }

  /** Streams one stroke: add() samples, flush() every 50-100 ms (a begin, then extends), finish(). */
  function Batcher(color, width, tolerance) {
    this.color = color; this.width = width; this.tolerance = tolerance;
    this.pending = []; this.anchor = null; this.started = false;
  }
  Batcher.prototype.add = function (point) {
    const last = this.pending.length ? this.pending[this.pending.length - 1] : this.anchor;
    if (last && last[0] === point[0] && last[1] === point[1]) return;
    this.pending.push(point);
  };
  Batcher.prototype.flush = function () {
    if (!this.pending.length) return null;
    // Simplified together with the last point sent, so the line stays continuous across batches.
    const batch = simplify(this.anchor ? [this.anchor].concat(this.pending) : this.pending, this.tolerance);
    if (this.anchor) batch.shift();
    const sent = batch.slice(0, CAPS.batch);
    this.pending = batch.slice(sent.length);
    this.anchor = sent[sent.length - 1];
    const points = S.codec.encode(sent);
    const action = this.started ? { type: "extend", points: points } : { type: "begin", color: this.color, width: this.width, points: points };
    this.started = true;
    return action;
  };
  Batcher.prototype.finish = function () {
    const actions = [];
    for (let a = this.flush(); a; a = this.flush()) actions.push(a);
    if (this.started) actions.push({ type: "end" });
    return actions;
  };

  /** A canvas: {strokes: [{color, width, points: [[x, y]]}], open, total}. */
  function emptyDrawing() { return { strokes: [], open: false, total: 0 }; }

  function copy(d) {
    return { strokes: d.strokes.map((s) => ({ color: s.color, width: s.width, points: s.points.slice() })), open: d.open, total: d.total };
  }

  /** The canvas after `action`, or null where the host would refuse it. */
  function apply(drawing, action) {
    const next = copy(drawing);
    const points = action.points != null ? S.codec.decode(action.points, CAPS.batch) : null;
    const last = next.strokes[next.strokes.length - 1];
    switch (action.type) {
      case "begin": case "stroke":
        if (!points || !(action.width >= 1 && action.width <= 4) || !(action.color >= 0 && action.color <= 7)) return null;
        if (next.strokes.length >= CAPS.strokes || next.total + points.length > CAPS.points) return null;
        next.strokes.push({ color: action.color, width: action.width, points: points });
        next.total += points.length; next.open = action.type === "begin";
        return next;
      case "extend":
        if (!points || !next.open || !last || last.points.length + points.length > CAPS.strokePoints || next.total + points.length > CAPS.points) return null;
        last.points = last.points.concat(points); next.total += points.length;
        return next;
      case "end": if (!next.open) return null; next.open = false; return next;
      case "undo":
        if (!last) return null;
        next.strokes.pop(); next.total -= last.points.length; next.open = false;
        return next;
      case "clear": return emptyDrawing();
    }
    return null;
  }

  /** A short fingerprint of a canvas (stroke count, each stroke's ink, length and last point). */
  function signature(d) {
    let text = d.strokes.length + (d.open ? "o" : "c");
    for (const s of d.strokes) { const p = s.points[s.points.length - 1]; text += "|" + s.color + "," + s.width + "," + s.points.length + "," + p[0] + "," + p[1]; }
    return text;
  }

  S.caps = CAPS;
  S.ink = { simplify: simplify, Batcher: Batcher, emptyDrawing: emptyDrawing, apply: apply, signature: signature };
})(window.SketchDuelWeb = window.SketchDuelWeb || {});
