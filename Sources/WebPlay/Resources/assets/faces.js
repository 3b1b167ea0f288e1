/* The registry game faces add themselves to (Docs/WritingAGameModule.md, "A web face"). */
(function (global) {
  "use strict";
  const factories = {};
  global.LanPartyFaces = {
    /** Registers the face of `gameId`: `factory(root, api)` returns {update(view), rejected(error), destroy()}. */
    register: function (gameId, factory) { factories[gameId] = factory; },
    /** The factory registered for `gameId`, or undefined. */
    factory: function (gameId) { return factories[gameId]; },
    /** A new element for faces: `tag` with an optional class and text (never HTML). */
    el: function (tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text != null) node.textContent = text;
      return node;
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
