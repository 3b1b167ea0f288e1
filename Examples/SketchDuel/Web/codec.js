/* SketchDuel in the browser, part 1: the points format (Docs/Games/SketchDuel.md, "Points"):
 * unpadded base64url of, per point, dx then dy as zig-zag LEB128 varints, each delta from the
 * previous point of the same string (the first from 0, 0). Grid: x 0-4095, y 0-3071. */
(function (S) {
  "use strict";
  const WIDTH = 4096, HEIGHT = 3072;
  const MAX_STROKE_POINTS = 4096;
  const ALPHABET = /^[A-Za-z0-9_-]*$/;

  /** Points [[x, y], …] of a points string, or null when it is not a valid one. Bounded: a text
   * longer than 4 bytes per allowed point could need is refused before decoding. */
  function decode(text, maximumPoints) {
    const limit = maximumPoints || MAX_STROKE_POINTS;
    if (typeof text !== "string" || !text.length || text.length % 4 === 1) return null;
    if (text.length > Math.ceil(limit * 4 * 4 / 3) || !ALPHABET.test(text)) return null;
    let bin;
    try { bin = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4)); } catch (e) { return null; }
    const points = [];
    let i = 0, x = 0, y = 0;
    // One number: at most 2 bytes on the grid; null when it ends early or runs on.
    function next() {
      let value = 0;
      for (let shift = 0; shift < 14; shift += 7) {
        if (i >= bin.length) return null;
        const byte = bin.charCodeAt(i++);
        value |= (byte & 0x7f) << shift;
        if (!(byte & 0x80)) return (value >>> 1) ^ -(value & 1);
      }
      return null;
    }
    while (i < bin.length) {
      const dx = next(), dy = next();
      if (dx === null || dy === null) return null;
      x += dx; y += dy;
      if (x < 0 || x >= WIDTH || y < 0 || y >= HEIGHT || points.length >= limit) return null;
      points.push([x, y]);
    }
    return points.length ? points : null;
  }

  /** The points string of [[x, y], …] (points on the grid). */
  function encode(points) {
    const bytes = [];
    let px = 0, py = 0;
    function put(n) {
      let z = n >= 0 ? 2 * n : -2 * n - 1;
      while (z >= 0x80) { bytes.push((z & 0x7f) | 0x80); z >>>= 7; }
      bytes.push(z);
    }
    for (const p of points) { put(p[0] - px); put(p[1] - py); px = p[0]; py = p[1]; }
    let bin = "";
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  S.grid = { width: WIDTH, height: HEIGHT };
  S.codec = { decode: decode, encode: encode };
})(window.SketchDuelWeb = window.SketchDuelWeb || {});
