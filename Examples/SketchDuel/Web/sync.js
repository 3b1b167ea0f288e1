/* SketchDuel in the browser, part 4: the canvas as this page shows it. Views carry the whole
 * drawing (decoded once per distinct stroke); the drawer's own actions show at once and are laid
 * over each view until the host's view has caught up with them (matched by the canvas's
 * fingerprint: the host applies one player's actions in order). */
(function (S) {
  "use strict";
  const STALE_MS = 3000; // an action unanswered this long was lost (a dropped socket): forget it

  /** The canvas of a view, decoding each stroke once (strokes repeat in every view of a round). */
  function Reader() { this.cache = new Map(); }
  Reader.prototype.read = function (view) {
    const drawing = S.ink.emptyDrawing();
    const seen = new Map();
    for (const stroke of view.strokes || []) {
      const key = stroke.color + "," + stroke.width + "," + stroke.points;
      let points = this.cache.get(key);
      if (points === undefined) points = S.codec.decode(stroke.points, S.caps.strokePoints);
      seen.set(key, points);
      if (!points) continue; // the host checked it; a bad one is left out, not fatal
      drawing.strokes.push({ color: stroke.color, width: stroke.width, points: points });
      drawing.total += points.length;
    }
    drawing.open = !!view.strokeOpen && drawing.strokes.length > 0;
    this.cache = seen; // only this view's strokes are kept: the cache never outgrows one drawing
    return drawing;
  };

  /** The drawer's canvas: the last view's, with the actions the host has not yet shown applied on top. */
  function Prediction() { this.reset(S.ink.emptyDrawing()); }
  Prediction.prototype.reset = function (drawing) { this.base = drawing; this.shown = drawing; this.inflight = []; };
  Prediction.prototype.sent = function (action, now) {
    const next = S.ink.apply(this.shown, action);
    if (!next) return;
    this.shown = next;
    this.inflight.push({ action: action, signature: S.ink.signature(next), at: now });
  };
  Prediction.prototype.received = function (drawing, now) {
    this.base = drawing;
    const mark = S.ink.signature(drawing);
    let caughtUp = -1;
    this.inflight.forEach((entry, i) => { if (entry.signature === mark) caughtUp = i; });
    this.inflight = this.inflight.slice(caughtUp + 1).filter((entry) => now - entry.at < STALE_MS);
    let shown = drawing;
    const kept = [];
    for (const entry of this.inflight) {
      const next = S.ink.apply(shown, entry.action);
      if (next) { shown = next; kept.push(entry); }
    }
    this.inflight = kept;
    this.shown = shown;
  };
  /** The host refused one of ours: show its canvas as it is. */
  Prediction.prototype.refused = function () { this.shown = this.base; this.inflight = []; };

  S.Reader = Reader;
  S.Prediction = Prediction;
})(window.SketchDuelWeb = window.SketchDuelWeb || {});
