/* The party session on the page (SPEC §12): the game on offer and its settings (editable by the
 * controller, read-only for others), start / play again, who watches, the session's scoreboard,
 * and the in-game menu (resume, how to play, settings, leave). app.js owns the session. */
(function (global) {
  "use strict";
  /** A seated player's avatar badge, else the one a departed player's name gives (avatars.js). */
  function avatarOf(lobby, id, name) {
    const A = global.LanPartyAvatars, member = lobby.members.find((m) => String(m.profile.id).toLowerCase() === id);
    return A.badge(member ? A.ofProfile(member.profile) : A.derived(name));
  }
  const $ = (id) => document.getElementById(id);
  const el = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text != null) node.textContent = text;
    return node;
  };

  /** `api`: { session(), me(), lobby(), facts(), leave() }. */
  function PartyPanel(api) {
    this.api = api;
    $("choose-button").addEventListener("click", () => {
      const game = $("game-select").value;
      if (game) api.session().request("chooseGame", { game: game });
    });
    $("start-button").addEventListener("click", () => api.session().request("start"));
    $("again-button").addEventListener("click", () => api.session().request("playAgain"));
    $("handover-button").addEventListener("click", () => {
      const id = $("handover-select").value;
      if (id) api.session().request("handOver", { playerId: id });
    });
    $("menu-button").addEventListener("click", () => this.openMenu());
    $("menu-resume").addEventListener("click", () => { $("menu").hidden = true; });
    $("menu-rules").addEventListener("click", () => this.showRules());
    $("menu-settings").addEventListener("click", () => this.showSettings());
    $("menu-leaderboard").addEventListener("click", () => global.LanPartyRecordPanel.showLeaderboard($("menu-body"), api));
    $("menu-leave").addEventListener("click", () => this.confirmLeave());
  }

  /** Runs `draw` when `key` differs from the last one drawn under `name`. */
  PartyPanel.prototype.once = function (name, key, draw) {
    this.drawn = this.drawn || {};
    if (this.drawn[name] === key) return;
    this.drawn[name] = key;
    draw();
  };

  /** The chosen game's entry in /lobby.json. */
  PartyPanel.prototype.currentGame = function () {
    const facts = this.api.facts(), lobby = this.api.lobby();
    const id = lobby ? lobby.game.id : facts.game;
    return (facts.games || []).find((game) => game.id === id) || null;
  };

  PartyPanel.prototype.isController = function () {
    const lobby = this.api.lobby();
    return !!(lobby && lobby.party && String(lobby.party.controllerId || "").toLowerCase() === this.api.me());
  };

  /** Whether this member plays the next (or the running) game. */
  PartyPanel.prototype.inLineup = function () {
    const lobby = this.api.lobby();
    if (!lobby || !lobby.party) return true;
    return lobby.party.lineup.map((id) => String(id).toLowerCase()).indexOf(this.api.me()) >= 0;
  };

  /** Redraws the lobby's party panel from the lobby and /lobby.json. */
  PartyPanel.prototype.render = function () {
    const lobby = this.api.lobby(), party = lobby && lobby.party;
    // The panel belongs to the lobby screen: hidden during a game and before the join.
    $("party").hidden = !party || $("lobby").hidden;
    if (!party) return;
    const game = this.currentGame();
    const controller = this.isController();
    const name = game ? game.name : lobby.game.id;
    const seats = game ? (game.minPlayers === game.maxPlayers ? game.minPlayers : game.minPlayers + "-" + game.maxPlayers) + " players" : "";
    $("game-choice").textContent = name + (seats ? " · " + seats : "");
    const chooserName = this.api.nameOf(String(party.controllerId || "").toLowerCase());
    $("controller-note").textContent = controller ? "You choose the game, its settings and when to start."
      : party.controllerId ? chooserName + " chooses the game and starts it." : "The first player to join chooses the game.";
    // The game list, for the controller.
    $("chooser").hidden = !controller || party.games.length < 2 || lobby.phase !== "lobby";
    // Lists and the form are rebuilt only when what they show changed: the lobby is redrawn on
    // every ping refresh, and a rebuilt select or input would close under the player's finger.
    this.once("games", party.games.map((g) => g.game.id).join(","), () => {
      const select = $("game-select");
      select.textContent = "";
      for (const offered of party.games) {
        const seats = offered.minPlayers === offered.maxPlayers ? offered.minPlayers : offered.minPlayers + "-" + offered.maxPlayers;
        const option = el("option", null, offered.name + " (" + seats + ")");
        option.value = offered.game.id;
        select.append(option);
      }
    });
    this.once("chosen", lobby.game.id, () => { $("game-select").value = lobby.game.id; });
    const editable = controller && !lobby.settingsLocked && lobby.phase === "lobby";
    const values = JSON.stringify(this.api.facts().settings || {});
    this.once("settings", [lobby.game.id, lobby.settingsRevision, editable, values].join("|"), () => {
      this.renderSettings($("settings-form"), editable);
    });
    $("settings-locked").hidden = !lobby.settingsLocked;
    $("start-button").hidden = !controller || lobby.phase !== "lobby";
    // "Play again" is the same game with the same settings: once another game (or the same one
    // afresh) is chosen, the settings are unlocked and only "Start the game" is offered.
    $("again-button").hidden = !controller || lobby.phase !== "lobby" || !party.scores.length || !lobby.settingsLocked;
    const lineupKey = JSON.stringify([party.lineup, party.sittingOut, controller, lobby.phase, lobby.maxPlayers,
      lobby.members.map((m) => [m.profile.id, m.profile.username, m.role])]);
    this.once("lineup", lineupKey, () => this.renderLineup(lobby, controller));
    // Handing the choice on (the host refuses computer players, with words).
    const others = lobby.members.filter((m) => String(m.profile.id).toLowerCase() !== this.api.me());
    $("handover").hidden = !controller || !others.length;
    this.once("handover", others.map((m) => m.profile.id + m.profile.username).join(","), () => {
      const handover = $("handover-select");
      handover.textContent = "";
      for (const member of others) {
        const option = el("option", null, member.profile.username);
        option.value = String(member.profile.id).toLowerCase();
        handover.append(option);
      }
    });
    // Watchers are never stuck: say what happens to them.
    const mine = lobby.members.find((m) => String(m.profile.id).toLowerCase() === this.api.me());
    const watching = mine && mine.role === "player" && !this.inLineup();
    $("watch-note").hidden = !watching;
    const sittingOut = (party.sittingOut || []).map((id) => String(id).toLowerCase()).indexOf(this.api.me()) >= 0;
    $("watch-note").textContent = lobby.phase === "playing" ? "You are watching this game; you play in the next one."
      : sittingOut ? chooserName + " has you watch the next game; you play the one after."
      : "This game takes " + lobby.maxPlayers + ": you watch it and play the next one. “I'm ready” readies you for it.";
    const scores = $("scores");
    scores.textContent = "";
    $("scoreboard").hidden = !party.scores.length;
    for (const score of party.scores) {
      const id = String(score.playerId).toLowerCase();
      const line = el("li", "with-avatar", score.name + (id === this.api.me() ? " (you)" : "") + ": " + score.wins + " win" + (score.wins === 1 ? "" : "s")
        + " in " + score.games + " game" + (score.games === 1 ? "" : "s"));
      line.prepend(avatarOf(lobby, id, score.name));
      scores.append(line);
    }
  };

  /** Who plays the next game; the controller may let a player sit it out (or play again). Shown
   * when more are seated than the game takes, or someone sits out. */
  PartyPanel.prototype.renderLineup = function (lobby, controller) {
    const party = lobby.party, list = $("lineup");
    const lineup = party.lineup.map((id) => String(id).toLowerCase());
    const out = (party.sittingOut || []).map((id) => String(id).toLowerCase());
    const players = lobby.members.filter((m) => m.role === "player");
    $("lineup-panel").hidden = lobby.phase !== "lobby" || (players.length <= lobby.maxPlayers && !out.length);
    list.textContent = "";
    for (const member of players) {
      const id = String(member.profile.id).toLowerCase();
      const item = el("li", "lineup-member");
      const state = lineup.indexOf(id) >= 0 ? "plays" : out.indexOf(id) >= 0 ? "sits out" : "watches";
      item.append(el("span", null, member.profile.username + (id === this.api.me() ? " (you)" : "") + " · " + state));
      if (controller) {
        const sitting = out.indexOf(id) >= 0;
        const toggle = el("button", "secondary small", sitting ? "Let play" : "Sit out");
        toggle.type = "button";
        toggle.dataset.player = id;
        toggle.addEventListener("click", () => this.api.session().request(sitting ? "seatPlayer" : "sitOut", { playerId: id }));
        item.append(toggle);
      }
      list.append(item);
    }
  };

  /** The settings of the chosen game as a form: inputs for the controller, plain values for others. */
  PartyPanel.prototype.renderSettings = function (root, editable) {
    const game = this.currentGame(), values = this.api.facts().settings || {};
    root.textContent = "";
    const settings = game ? game.settingsSchema.settings : [];
    if (!settings.length) { root.append(el("p", "muted", "This game has no settings.")); return; }
    for (const setting of settings) {
      const row = el("label", "setting");
      row.append(el("span", "setting-name", setting.summary));
      const value = values[setting.key] != null ? values[setting.key] : setting.default;
      if (!editable) {
        row.append(el("span", "setting-value", value));
      } else {
        const input = this.input(setting, value);
        input.dataset.key = setting.key;
        input.addEventListener("change", () => this.api.session().request("setSetting", { key: setting.key, value: String(input.value) }));
        row.append(input);
      }
      root.append(row);
    }
  };

  PartyPanel.prototype.input = function (setting, value) {
    const choices = setting.type === "boolean" ? ["on", "off"] : setting.choices || [];
    if (setting.type !== "integer" || (setting.min == null && choices.length)) {
      const select = el("select");
      for (const choice of choices) { const option = el("option", null, choice); option.value = choice; select.append(option); }
      select.value = value;
      return select;
    }
    const count = Math.floor((setting.max - setting.min) / (setting.step || 1)) + 1;
    if (choices.length && count > 40) {
      // A long range with names (e.g. `off` or 5...600): typed, as `set` takes it.
      const input = el("input");
      input.type = "text"; input.value = value; input.placeholder = setting.allowedValues;
      input.setAttribute("aria-label", setting.key + ": " + setting.allowedValues);
      return input;
    }
    if (choices.length) {
      // An integer with names (e.g. `classic`): the names, then every number of the range.
      const select = el("select");
      const numbers = [];
      for (let n = setting.min; n <= setting.max; n += setting.step || 1) numbers.push(String(n));
      for (const choice of choices.concat(numbers)) { const option = el("option", null, choice); option.value = choice; select.append(option); }
      select.value = value;
      return select;
    }
    const input = el("input");
    input.type = "number"; input.min = setting.min; input.max = setting.max; input.step = setting.step || 1; input.value = value;
    return input;
  };

  PartyPanel.prototype.openMenu = function () {
    $("menu").hidden = false;
    $("menu-body").textContent = "";
  };

  PartyPanel.prototype.showRules = function () {
    const game = this.currentGame(), body = $("menu-body");
    body.textContent = "";
    body.append(el("h3", null, (game ? game.name : "This game") + ": how to play"));
    for (const paragraph of (game ? game.rules : "").split(/\n\n+/)) body.append(el("p", null, paragraph.replace(/\s+/g, " ")));
  };

  PartyPanel.prototype.showSettings = function () {
    const body = $("menu-body");
    body.textContent = "";
    body.append(el("h3", null, "Settings of this game"));
    const form = el("div");
    this.renderSettings(form, false);
    body.append(form);
  };

  PartyPanel.prototype.confirmLeave = function () {
    const body = $("menu-body");
    body.textContent = "";
    body.append(el("p", null, "Leave the lobby? You give up your seat, and the game goes on without you."));
    const yes = el("button", "danger", "Yes, leave");
    yes.type = "button";
    yes.id = "menu-leave-confirm";
    yes.addEventListener("click", () => { $("menu").hidden = true; this.api.leave(); });
    const no = el("button", "secondary", "Stay");
    no.type = "button";
    no.addEventListener("click", () => { body.textContent = ""; });
    const row = el("div", "buttons");
    row.append(yes, no);
    body.append(row);
  };

  global.LanPartyPartyPanel = PartyPanel;
})(typeof self !== "undefined" ? self : this);
