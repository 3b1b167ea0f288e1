/* The face of a game without a web face of its own: the host renders the game's terminal text
 * for your view, and a command box takes the same commands as lanjoin (`help` in lanjoin lists them).
 * "Moves" asks the host for your legal moves as commands, when the game can list them. Every
 * question goes over the sealed socket (`api.ask`, Docs/Protocol.md §9). */
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
        let response, body;
        try {
          response = await api.ask("/games/" + encodeURIComponent(gameId) + "/moves", JSON.stringify({ view: lastView, viewer: api.me }));
          body = await response.json();
        } catch (error) { message.textContent = "The host did not answer; try again."; return; }
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
        let response, body;
        try {
          response = await api.ask("/games/" + encodeURIComponent(gameId) + "/command", line);
          body = await response.json();
        } catch (error) { message.textContent = "The host did not answer; try again."; return; }
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
          let text;
          try {
            const response = await api.ask("/games/" + encodeURIComponent(gameId) + "/render",
              JSON.stringify({ view: view, viewer: api.me, names: names }));
            text = await response.text();
          } catch (error) { return; }  // the socket went: the next view (after the resume) draws again
          if (ticket === latest) screen.textContent = text;
        },
        rejected: function (error) { message.textContent = error.detail || error.code; },
        destroy: function () { root.textContent = ""; },
      };
    };
  };
})(typeof self !== "undefined" ? self : this);
