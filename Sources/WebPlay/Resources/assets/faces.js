/* The registry game faces add themselves to (Docs/WritingAGameModule.md, "A web face"): the
 * phone page's faces, and the big screen's (the /tv page, Docs/Protocol.md §9 "The big screen"). */
(function (global) {
  "use strict";
  const factories = {};
  const screenFactories = {};
  global.LanPartyFaces = {
    /** Registers the face of `gameId`: `factory(root, api)` returns {update(view), rejected(error), destroy()}. */
    register: function (gameId, factory) { factories[gameId] = factory; },
    /** The factory registered for `gameId`, or undefined. */
    factory: function (gameId) { return factories[gameId]; },
    /** Registers the big-screen face of `gameId` (its /faces/GAME.tv.js): `factory(root, api)`, with
     * api {players: ids in seat order, name(id), now()}, returns {update(view, {toAct}),
     * gameOver({winners, summary, view}) (optional), destroy()}; `view` is the spectator's. */
    registerScreen: function (gameId, factory) { screenFactories[gameId] = factory; },
    /** The big-screen factory registered for `gameId`, or undefined. */
    screenFactory: function (gameId) { return screenFactories[gameId]; },
    /** A new element for faces: `tag` with an optional class and text (never HTML). */
    el: function (tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text != null) node.textContent = text;
      return node;
    },
    /** Dresses a player's chip the same way on every face: the spotlight mark when `acting` (the
     * game waits for them), their avatar before the name, their presence ("asleep 27 s") after
     * it. Does nothing on a page too old to give `api.avatar` (Docs/WritingAGameModule.md). */
    dress: function (node, api, id, acting) {
      if (typeof api.avatar !== "function") return node;
      node.prepend(api.avatar(String(id).toLowerCase()));
      if (acting) node.prepend(api.spotlight());
      const away = api.presence(String(id).toLowerCase());
      if (away) node.append(" · ", away);
      return node;
    },
    /** Scrolls `strip` (a one-row list that scrolls sideways, e.g. the players' chips) so that its
     * child `item` is in sight; never scrolls the page. Does nothing for a null `item`. */
    showInStrip: function (strip, item) {
      if (!item || strip.scrollWidth <= strip.clientWidth) return;
      const box = strip.getBoundingClientRect(), at = item.getBoundingClientRect();
      const left = at.left - box.left + strip.scrollLeft, right = left + at.width;
      if (left < strip.scrollLeft) strip.scrollLeft = left - 8;
      else if (right > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = right - strip.clientWidth + 8;
    },
    /** A `type=button` element with a label that calls `onClick` (and an accessible name if given). */
    button: function (label, className, onClick, ariaLabel) {
      const node = global.LanPartyFaces.el("button", className, label);
      node.type = "button";
      if (ariaLabel) node.setAttribute("aria-label", ariaLabel);
      node.addEventListener("click", onClick);
      return node;
    },
  };
})(typeof self !== "undefined" ? self : this);
