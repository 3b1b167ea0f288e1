/* SketchDuel in the browser, part 5: a log of this page's own last strokes — the raw pointer
 * samples (grid units, before simplification) and the actions they were sent as. For automation
 * and debugging from the console (`SketchDuelWeb.recording.strokes`); the recorded fixtures in
 * Tests/SketchDuelTests/Fixtures come from it. Bounded: the newest 64 strokes, 20 000 samples each. */
(function (S) {
  "use strict";
  const KEEP = 64, SAMPLES = 20000;
  const strokes = [];

  /** Starts a stroke's record; returns {sample(point, time), sent(action, time)}. */
  function begin(info) {
    const record = {
      pointerType: info.pointerType, color: info.color, width: info.width,
      canvasCSSPixels: [Math.round(info.rect.width), Math.round(info.rect.height)],
      devicePixelRatio: window.devicePixelRatio || 1, toleranceUnits: info.tolerance,
      startedAt: Math.round(info.time), samples: [], sent: [],
    };
    strokes.push(record);
    if (strokes.length > KEEP) strokes.shift();
    const since = (time) => Math.round((time - info.time) * 10) / 10;
    return {
      sample: function (point, time) { if (record.samples.length < SAMPLES) record.samples.push([point[0], point[1], since(time)]); },
      // `samples`: how many samples the page had when it sent this (where the batch was cut).
      sent: function (action, time) { record.sent.push({ at: since(time), samples: record.samples.length, action: action }); },
    };
  }

  S.recording = { strokes: strokes, begin: begin, clear: function () { strokes.length = 0; } };
})(window.SketchDuelWeb = window.SketchDuelWeb || {});
