/* The face of a game without a web face of its own: the host renders the game's terminal text
 * for your view, and a command box takes the same commands as lanjoin (`help` in lanjoin lists them). */
(function (global) {
  "use strict";
  /** A factory for `gameId`'s generic face. */
  global.LanPartyGenericFace = function (gameId) {
    return function (root, api) {
      const screen = document.createElement("pre");
      screen.className = "generic-screen";
      const form = document.createElement("form");
      form.className = "generic-command";
      const input = document.createElement("input");
      input.placeholder = "Type a command, e.g. the ones shown above";
      input.autocapitalize = "off";
      const button = document.createElement("button");
      button.textContent = "Send";
      const message = document.createElement("p");
      message.className = "generic-message";
      form.append(input, button);
      root.append(screen, form, message);
      let latest = 0;
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const line = input.value.trim();
        if (!line) return;
        const response = await fetch("/games/" + encodeURIComponent(gameId) + "/command", { method: "POST", body: line });
        const body = await response.json();
        if (!response.ok) { message.textContent = body.message; return; }
        message.textContent = "";
        input.value = "";
        api.send(body);
      });
      return {
        update: async function (view) {
          const ticket = ++latest;
          const names = {};
          for (const id of api.players) names[id] = api.name(id);
          const response = await fetch("/games/" + encodeURIComponent(gameId) + "/render", {
            method: "POST", body: JSON.stringify({ view: view, viewer: api.me, names: names }),
          });
          if (ticket === latest) screen.textContent = await response.text();
        },
        rejected: function (error) { message.textContent = error.detail || error.code; },
        destroy: function () { root.textContent = ""; },
      };
    };
  };
})(typeof self !== "undefined" ? self : this);
