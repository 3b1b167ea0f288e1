/* The big screen's face for a game without one of its own: the host renders the spectator's
 * terminal text (POST /games/GAME/render, viewer null: nothing a player may hide), shown large in
 * a monospace block scaled to fill the room the screen leaves it. */
(function (global) {
  "use strict";
  const BASE_PX = 20;          // measured at this size, then scaled
  const MIN_PX = 12, MAX_PX = 56;

  /** A factory for `gameId`'s text face, with the big-screen face's api. */
  global.LanPartyTVTextFace = function (gameId) {
    return function (root, api) {
      const screen = global.LanPartyFaces.el("pre", "tv-text-face");
      root.append(screen);
      let latest = 0;

      /** The largest size at which the whole text fits its box (monospace: width and height grow
       * with the font size). */
      function fit() {
        if (!screen.textContent) return;
        screen.style.fontSize = BASE_PX + "px";
        const width = screen.scrollWidth, height = screen.scrollHeight;
        if (!width || !height) return;
        const scale = Math.min(root.clientWidth / width, root.clientHeight / height);
        screen.style.fontSize = Math.max(MIN_PX, Math.min(MAX_PX, Math.floor(BASE_PX * scale * 0.97))) + "px";
      }
      const observer = typeof ResizeObserver === "function" ? new ResizeObserver(fit) : null;
      if (observer) observer.observe(root);

      async function render(view) {
        const ticket = ++latest;
        const names = {};
        for (const id of api.players) names[id] = api.name(id);
        try {
          const response = await api.ask("/games/" + encodeURIComponent(gameId) + "/render",
            JSON.stringify({ view: view, viewer: null, names: names }));
          if (!response.ok) return;
          const text = await response.text();
          // A slower answer to an older view must not replace a newer one.
          if (ticket !== latest) return;
          screen.textContent = text.replace(/\s+$/, "");
          fit();
        } catch (error) { /* the host is gone: the screen says so, and the next view redraws */ }
      }

      return {
        update: function (view) { return render(view); },
        gameOver: function (result) { if (result.view) return render(result.view); },
        destroy: function () { latest += 1; if (observer) observer.disconnect(); root.textContent = ""; },
      };
    };
  };
})(typeof self !== "undefined" ? self : this);
