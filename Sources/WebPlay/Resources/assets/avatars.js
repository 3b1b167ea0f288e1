/* Avatars (Docs/Protocol.md "Avatars"): a symbol and a colour from LanParty's fixed set, drawn with
 * the page's own SVG (a white symbol on a disc of the colour; no font, no image from the network),
 * the same on the phone page and the TV. The wire's `avatar` object is {version: 2, baseSymbol,
 * backgroundColorHex}; one outside the set (an older build's "person") is the name's own, derived
 * exactly as GameCore's AvatarConfig.derived(from:) does. */
(function (global) {
  "use strict";
  const SVG = "http://www.w3.org/2000/svg";
  // The order is the wire's derivation order: never reorder, only append (with the Swift side).
  const SYMBOLS = ["circle", "square", "triangle", "diamond", "star", "heart", "spade", "club", "cross", "note", "sun", "moon"];
  const COLORS = { red: "#D63C3C", orange: "#E0731F", yellow: "#C99A00", green: "#2E9A4E", teal: "#17939F", blue: "#3B6AD6", purple: "#8A46C8", pink: "#D1438E" };
  const COLOR_NAMES = Object.keys(COLORS);
  // The glyph a terminal shows for each symbol (for labels and plain text).
  const GLYPHS = { circle: "●", square: "■", triangle: "▲", diamond: "◆", star: "★", heart: "♥", spade: "♠", club: "♣", cross: "✚", note: "♪", sun: "☼", moon: "☾" };
  /** The spotlight on whoever the game waits for: the same mark as the terminal's roster. */
  const SPOTLIGHT = "►";

  function circle(cx, cy, r) { return "M" + (cx - r) + " " + cy + "a" + r + " " + r + " 0 1 0 " + 2 * r + " 0a" + r + " " + r + " 0 1 0 " + -2 * r + " 0Z"; }
  function polygon(points) { return "M" + points.map((p) => p[0].toFixed(2) + " " + p[1].toFixed(2)).join("L") + "Z"; }
  function star() {
    const points = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? 2.9 : 7, a = -Math.PI / 2 + i * Math.PI / 5;
      points.push([12 + r * Math.cos(a), 12.6 + r * Math.sin(a)]);
    }
    return polygon(points);
  }
  function sun() {
    let d = circle(12, 12, 3.4);
    for (let i = 0; i < 8; i++) {
      const a = i * Math.PI / 4, c = Math.cos(a), s = Math.sin(a), w = 0.85;
      d += polygon([[12 + 4.8 * c - w * s, 12 + 4.8 * s + w * c], [12 + 7.2 * c - w * s, 12 + 7.2 * s + w * c],
        [12 + 7.2 * c + w * s, 12 + 7.2 * s - w * c], [12 + 4.8 * c + w * s, 12 + 4.8 * s - w * c]]);
    }
    return d;
  }
  // Each symbol as one path in a 24×24 box, drawn in white over the colour.
  const PATHS = {
    circle: circle(12, 12, 5.6),
    square: "M6.8 6.8h10.4v10.4H6.8Z",
    triangle: "M12 5.2L19 17.8H5Z",
    diamond: "M12 4.8L18.2 12L12 19.2L5.8 12Z",
    star: star(),
    heart: "M12 19L6.1 12.7A3.45 3.45 0 1 1 12 8.3A3.45 3.45 0 1 1 17.9 12.7Z",
    spade: "M12 4.8L17.9 11.2A3.3 3.3 0 1 1 12 15.3A3.3 3.3 0 1 1 6.1 11.2Z M11.2 13.5L10.2 19.2H13.8L12.8 13.5Z",
    club: circle(12, 8.4, 2.9) + circle(8.3, 13.1, 2.9) + circle(15.7, 13.1, 2.9) + "M11.1 11L10.2 19.2H13.8L12.9 11Z",
    cross: "M10 5.2H14V10H18.8V14H14V18.8H10V14H5.2V10H10Z",
    note: circle(10.2, 16.2, 2.6) + "M11.5 16.2V5.2H13.2V16.2Z M13.2 5.2C14.2 7.8 17.6 8.2 17.2 11.8C16.3 10.2 14.8 9.6 13.2 9.6Z",
    sun: sun(),
    moon: "M14.2 5.2A7 7 0 1 0 18.9 16.4A5.6 5.6 0 1 1 14.2 5.2Z",
  };

  /** FNV-1a (32 bits) over the name's UTF-8 bytes: GameCore's AvatarConfig.derived(from:). */
  function derived(name) {
    let hash = 2166136261;
    for (const byte of new TextEncoder().encode(String(name || ""))) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
    return { symbol: SYMBOLS[hash % SYMBOLS.length], color: COLOR_NAMES[(hash >>> 8) % COLOR_NAMES.length] };
  }

  /** The avatar of a profile as {symbol, color}: its own when in the set, else the name's. */
  function ofProfile(profile) {
    const wire = (profile && profile.avatar) || {};
    const color = COLOR_NAMES.find((name) => COLORS[name].toLowerCase() === String(wire.backgroundColorHex || "").toLowerCase());
    if (SYMBOLS.indexOf(wire.baseSymbol) >= 0 && color) return { symbol: wire.baseSymbol, color: color };
    return derived(profile ? profile.username : "");
  }

  /** {symbol, color} from `symbol:colour` (the CLI's and the record's form); null when not in the set. */
  function parse(text) {
    const parts = String(text || "").split(":");
    return parts.length === 2 && SYMBOLS.indexOf(parts[0]) >= 0 && COLORS[parts[1]] ? { symbol: parts[0], color: parts[1] } : null;
  }

  /** The wire object for `hello`'s profile. */
  function toWire(avatar) { return { version: 2, baseSymbol: avatar.symbol, backgroundColorHex: COLORS[avatar.color] }; }

  /** A badge: the symbol in white on a disc of the colour, as inline SVG; `label` names it for a
   * screen reader (none: decorative, beside a name that says who). */
  function badge(avatar, label) {
    const node = document.createElement("span");
    node.className = "avatar";
    node.dataset.avatar = avatar.symbol + ":" + avatar.color;
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("focusable", "false");
    if (label) { svg.setAttribute("role", "img"); svg.setAttribute("aria-label", label); } else svg.setAttribute("aria-hidden", "true");
    const disc = document.createElementNS(SVG, "circle");
    disc.setAttribute("cx", "12"); disc.setAttribute("cy", "12"); disc.setAttribute("r", "12"); disc.setAttribute("fill", COLORS[avatar.color]);
    const shape = document.createElementNS(SVG, "path");
    shape.setAttribute("d", PATHS[avatar.symbol]); shape.setAttribute("fill", "#fff");
    svg.append(disc, shape);
    node.append(svg);
    return node;
  }

  /** The badge of a lobby member (or any profile). */
  function ofMember(member) { return badge(ofProfile(member.profile)); }

  /** The spotlight mark, for a player the game waits for. */
  function spotlight() {
    const node = document.createElement("span");
    node.className = "spotlight";
    node.textContent = SPOTLIGHT;
    node.title = "their turn";
    return node;
  }

  global.LanPartyAvatars = {
    SYMBOLS: SYMBOLS, COLORS: COLORS, GLYPHS: GLYPHS, SPOTLIGHT: SPOTLIGHT,
    derived: derived, ofProfile: ofProfile, parse: parse, toWire: toWire, badge: badge, ofMember: ofMember, spotlight: spotlight,
  };
})(typeof self !== "undefined" ? self : this);
