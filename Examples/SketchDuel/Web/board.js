/* SketchDuel in the browser, part 3: the canvas. 4:3 at any size, sharp on high-DPI screens
 * (the backing store follows the CSS size × devicePixelRatio), redrawn once per frame when
 * something changed; pointer events (mouse, touch, pen) turned into grid points. */
(function (S) {
  "use strict";
  const PALETTE = ["#000000", "#e02020", "#f08000", "#f0d000", "#20a040", "#2060e0", "#8030c0", "#805020"];
  const UNITS_PER_WIDTH = 8; // a stroke of width w is about w × 8 grid units thick (the doc's "about")

  /** A canvas in `box`. `scene()` returns the strokes to draw; `input` gets start(point, sample),
   * move(samples) and end() while drawing is enabled. `look.pixelsPerWidth`: the thinnest a line
   * of width w may be, in CSS pixels per w (default 1; a TV seen from the sofa wants more). */
  function Board(box, scene, input, look) {
    const pixelsPerWidth = (look && look.pixelsPerWidth) || 1;
    const paper = document.createElement("div");
    paper.className = "sd-paper";
    const canvas = document.createElement("canvas");
    canvas.className = "sd-canvas";
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", "The drawing");
    paper.append(canvas);
    box.append(paper);
    const context = canvas.getContext("2d");
    let dirty = true, frame = 0, enabled = false, active = null, rect = null;

    function invalidate() {
      dirty = true;
      if (!frame) frame = requestAnimationFrame(draw);
    }

    function draw() {
      frame = 0;
      const box = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      const w = Math.max(1, Math.round(box.width * ratio)), h = Math.max(1, Math.round(box.height * ratio));
      if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; dirty = true; }
      if (!dirty) return;
      dirty = false;
      const scale = w / S.grid.width;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, w, h);
      context.setTransform(scale, 0, 0, scale, 0, 0);
      context.lineCap = "round";
      context.lineJoin = "round";
      // Never thinner than `width` CSS pixels, so a phone's lines are not hairlines.
      const floor = ratio * pixelsPerWidth / scale;
      for (const stroke of scene()) paint(stroke, Math.max(stroke.width * UNITS_PER_WIDTH, stroke.width * floor));
    }

    function paint(stroke, thickness) {
      const points = stroke.points;
      if (!points.length) return;
      const color = PALETTE[stroke.color] || PALETTE[0];
      if (points.length === 1) {
        context.fillStyle = color;
        context.beginPath();
        context.arc(points[0][0], points[0][1], thickness / 2, 0, 2 * Math.PI);
        context.fill();
        return;
      }
      context.strokeStyle = color;
      context.lineWidth = thickness;
      context.beginPath();
      context.moveTo(points[0][0], points[0][1]);
      for (let i = 1; i < points.length; i++) context.lineTo(points[i][0], points[i][1]);
      context.stroke();
    }

    function toGrid(event) {
      const x = Math.floor((event.clientX - rect.left) / rect.width * S.grid.width);
      const y = Math.floor((event.clientY - rect.top) / rect.height * S.grid.height);
      return [Math.min(Math.max(x, 0), S.grid.width - 1), Math.min(Math.max(y, 0), S.grid.height - 1)];
    }

    function sample(event) { return { point: toGrid(event), time: event.timeStamp }; }

    canvas.addEventListener("pointerdown", (event) => {
      if (!enabled || active !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
      event.preventDefault();
      active = event.pointerId;
      rect = canvas.getBoundingClientRect();
      try { canvas.setPointerCapture(event.pointerId); } catch (e) { /* the pointer is already gone */ }
      input.start(sample(event), event.pointerType || "mouse", rect);
    });
    canvas.addEventListener("pointermove", (event) => {
      if (event.pointerId !== active) return;
      event.preventDefault();
      // Coalesced events carry every sample since the last frame (where the browser offers them).
      const list = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      input.move((list.length ? list : [event]).map(sample));
    });
    function finish(event) {
      if (event.pointerId !== active) return;
      active = null;
      input.end();
    }
    canvas.addEventListener("pointerup", finish);
    canvas.addEventListener("pointercancel", finish);
    canvas.addEventListener("lostpointercapture", finish);

    const observer = new ResizeObserver(invalidate);
    observer.observe(canvas);
    // A window moved to a screen of another density: a new backing store.
    const onResize = () => invalidate();
    window.addEventListener("resize", onResize);

    return {
      canvas: canvas,
      invalidate: invalidate,
      /** Drawing with the pointer on or off; off also lets go of a stroke in progress. */
      setEnabled: function (on) {
        enabled = on;
        canvas.classList.toggle("sd-drawing", on);
        if (!on && active !== null) {
          try { canvas.releasePointerCapture(active); } catch (e) { /* already released */ }
          active = null;
        }
      },
      /** Grid units per CSS pixel of the canvas now (the simplification tolerance: one pixel). */
      unitsPerPixel: function () { const r = canvas.getBoundingClientRect(); return r.width > 0 ? S.grid.width / r.width : 11; },
      destroy: function () { observer.disconnect(); window.removeEventListener("resize", onResize); if (frame) cancelAnimationFrame(frame); },
    };
  }

  S.palette = PALETTE;
  S.Board = Board;
})(window.SketchDuelWeb = window.SketchDuelWeb || {});
