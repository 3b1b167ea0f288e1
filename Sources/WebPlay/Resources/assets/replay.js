/* The replay viewer (SPEC §13): a finished game from the host's record, step by step, as any seat
 * saw it — the game's own face, fed the views /replay.json replays from the journal; every tap on it
 * does nothing. Opened from Menu → Leaderboard → a recent game. */
(function (global) {
  "use strict";
  const F = () => global.LanPartyFaces;

  /** Opens game `id` (`api`: { loadFace(game), nameOf(id), session() }: the replay is asked over its socket). */
  async function open(id, api) {
    close();
    const root = F().el("div");
    root.id = "replay";
    root.setAttribute("role", "dialog");
    root.setAttribute("aria-label", "Replay");
    const bar = F().el("div", "replay-bar");
    const title = F().el("h3", null, "Replay");
    const seat = F().el("select");
    seat.id = "replay-seat";
    seat.setAttribute("aria-label", "Whose view");
    const slider = F().el("input");
    slider.id = "replay-step";
    slider.type = "range"; slider.min = 0; slider.value = 0;
    slider.setAttribute("aria-label", "Step");
    const caption = F().el("p", "replay-caption");
    caption.id = "replay-caption";
    const face = F().el("div", "replay-face");
    face.id = "replay-face";
    const state = { id: id, step: 0, steps: 0, seat: null, face: null, game: null, timer: null, loading: 0 };
    const go = (step) => load(state, Math.max(0, Math.min(state.steps, step)), api, { slider, caption, face, seat, title });
    const buttons = F().el("div", "buttons");
    buttons.append(
      F().button("« Start", "secondary", () => go(0), "First step"),
      F().button("◀", "secondary", () => go(state.step - 1), "Step back"),
      F().button("▶", "secondary", () => go(state.step + 1), "Step forward"),
      F().button("Play", "secondary", (event) => play(state, event.target, go), "Play"),
      F().button("Close", null, close, "Close the replay"));
    bar.append(title, seat, buttons, slider, caption);
    root.append(bar, face);
    document.body.append(root);
    slider.addEventListener("input", () => go(Number(slider.value)));
    seat.addEventListener("change", () => { state.seat = seat.value; if (state.face) state.face.destroy(); state.face = null; go(state.step); });
    // First the end (the host clamps the step): the result, then step through from wherever.
    await load(state, Number.MAX_SAFE_INTEGER, api, { slider, caption, face, seat, title });
  }

  function play(state, button, go) {
    if (state.timer) { clearInterval(state.timer); state.timer = null; button.textContent = "Play"; return; }
    if (state.step >= state.steps) go(0);
    button.textContent = "Pause";
    state.timer = setInterval(() => {
      if (state.step >= state.steps) { clearInterval(state.timer); state.timer = null; button.textContent = "Play"; return; }
      go(state.step + 1);
    }, 600);
  }

  async function load(state, step, api, ui) {
    const ticket = ++state.loading;
    const query = "/replay.json?id=" + state.id + "&step=" + (step === Number.MAX_SAFE_INTEGER ? "" : step)
      + (state.seat ? "&seat=" + encodeURIComponent(state.seat) : "");
    let moment;
    try { moment = await (await api.session().ask(query)).json(); } catch (error) { moment = { error: "unreachable" }; }
    if (ticket !== state.loading) return;  // a later step was asked for meanwhile
    if (moment.error) { ui.caption.textContent = words(moment.error); return; }
    if (!state.game) {
      state.game = moment.game;
      ui.title.textContent = "Replay of game #" + moment.id;
      for (const player of moment.players) {
        const option = F().el("option", null, player.name + "'s view" + (player.computer ? " (computer)" : ""));
        option.value = player.id;
        ui.seat.append(option);
      }
      await api.loadFace(moment.game);
    }
    state.seat = moment.seat; state.step = moment.step; state.steps = moment.steps;
    ui.seat.value = moment.seat;
    ui.slider.max = moment.steps; ui.slider.value = moment.step;
    const name = (id) => (moment.players.find((p) => p.id === id) || { name: "?" }).name;
    if (!state.face) {
      ui.face.textContent = "";
      const factory = F().factory(moment.game);
      if (!factory) { ui.caption.textContent = "This page has no face for " + moment.game + "."; return; }
      state.face = factory(ui.face, {
        me: moment.seat, players: moment.players.map((p) => p.id), name: name, send: () => {}, now: () => performance.now(),
        ask: (path, body) => api.session().ask(path, body),
      });
    }
    state.face.update(moment.view, { toAct: moment.toAct });
    ui.caption.textContent = "Step " + moment.step + " of " + moment.steps + ": " + describe(moment, name);
  }

  function describe(moment, name) {
    if (!moment.entry) return "the deal.";
    const entry = moment.entry;
    let text;
    if (entry.kind === "action") text = name(entry.player) + ": " + summarize(entry.action);
    else if (entry.kind === "time") text = "time ran on (" + Math.round(entry.at / 1000) + " s)";
    else text = name(entry.player) + " left";
    if (moment.step === moment.steps && moment.winners.length) text += " · " + moment.winners.map(name).join(" and ") + " won";
    return text + ".";
  }

  /** The actions of the bundled games in words ("played 8H and chose spades", "finished a line");
   * `a` is the module's own action JSON. */
  const SAID = {
    play: (a) => "played " + a.card + (a.suit ? " and chose " + a.suit : ""),
    draw: () => "drew a card",
    pass: () => "passed",
    place: (a) => "placed tile " + a.tile + (a.cell ? " at " + a.cell.q + "," + a.cell.r : ""),
    resign: () => "resigned",
    begin: () => "started a line",
    extend: () => "drew on",
    end: () => "finished a line",
    stroke: () => "drew a line",
    undo: () => "took back a line",
    clear: () => "cleared the drawing",
    guess: (a) => "guessed “" + a.word + "”",
    partner: () => "asked for a practice partner",
  };

  /** An action in a few words: the bundled games' in sentences, any other game's as its type and
   * main fields ("bid 3 hearts"). */
  function summarize(json) {
    let action;
    try { action = JSON.parse(json); } catch (error) { return "acted"; }
    const said = action && SAID[action.type];
    if (said) { try { return said(action); } catch (error) { /* another game's action of that name */ } }
    const parts = Object.entries(action).filter(([key, value]) => key !== "type" && typeof value !== "object").map(([, value]) => value);
    return (action.type || "acted") + (parts.length ? " " + parts.join(" ") : "");
  }

  function words(code) {
    switch (code) {
      case "running": return "This game is still being played: it can be replayed once it is over.";
      case "notRecording": return "This host does not keep a record of games.";
      case "unknownGame": return "That game is no longer in the record.";
      default: return "The host could not replay this game (" + code + ").";
    }
  }

  function close() {
    const root = document.getElementById("replay");
    if (root) root.remove();
  }

  global.LanPartyReplay = { open: open, close: close };
})(typeof self !== "undefined" ? self : this);
