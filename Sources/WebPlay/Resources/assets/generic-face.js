/* The face of a game without a web face of its own: the host renders the game's terminal text
 * for your view, and a command box takes the same commands as lanjoin (`help` in lanjoin lists them).
 * "Moves" asks the host for your legal moves as commands, when the game can list them. */
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
      const movesButton = document.createElement("button");
      movesButton.type = "button";
      movesButton.className = "secondary";
      movesButton.textContent = "Moves";
      const moves = document.createElement("div");
      moves.className = "generic-moves";
      const message = document.createElement("p");
      message.className = "generic-message";
      form.append(input, button, movesButton);
      root.append(screen, form, moves, message);
      let latest = 0;
      let lastView = null;
      let lastToAct = null;
      movesButton.addEventListener("click", async () => {
        moves.textContent = "";
        if (lastToAct && lastToAct.indexOf(api.me) < 0) { message.textContent = "It is not your turn."; return; }
        const response = await fetch("/games/" + encodeURIComponent(gameId) + "/moves", {
          method: "POST", body: JSON.stringify({ view: lastView, viewer: api.me }),
        });
        const body = await response.json();
        if (!response.ok) { message.textContent = body.message || "No moves."; return; }
        if (body.moves === null) { message.textContent = "This game cannot list your moves; type its commands."; return; }
        message.textContent = body.moves.length ? (body.complete ? "" : "The game has other moves it cannot list.")
          : "You have no moves right now.";
        for (const line of body.moves) {
          const choice = document.createElement("button");
          choice.type = "button";
          choice.textContent = line;
          choice.addEventListener("click", () => { input.value = line; moves.textContent = ""; form.requestSubmit(); });
          moves.append(choice);
        }
      });
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
        update: async function (view, acting) {
          const ticket = ++latest;
          lastView = view;
          lastToAct = acting ? acting.toAct : null;
          moves.textContent = "";
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
