/* The big screen (/tv, SPEC §15): a screen in the lobby (no seat, no name; tv-link.js keeps it
 * connected) that follows the room: the lobby with its QR code, each game as a spectator sees it,
 * the ranking at its end, the scoreboard between games. */
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const lower = (id) => String(id).toLowerCase();
  const OVER_MS = 12000;           // the ranking stays up this long, then the scoreboard
  const SETTLE_MS = 2000;          // a game gone from the lobby without gameOver (the host ended it)
  const params = new URLSearchParams(location.search);
  const lobbyView = new window.LanPartyTVLobby();
  const scores = new window.LanPartyTVScores((id) => profileOf(id), (path, body) => ask(path, body));
  const loadedFaces = {};
  let facts = null, lobby = null, stage = null, players = [], gameId = null, result = null;
  let section = "connecting", overTimer = null, settleTimer = null;
  let factsKey = null, joins = 0, restage = false;

  /** Asks the host one of the page's questions over the screen's sealed socket (ask.js). */
  function ask(path, body) {
    return link.session ? link.session.ask(path, body) : Promise.reject(new Error("not connected"));
  }

  function show(name) {
    section = name;
    for (const id of ["connecting", "passcode", "lobby", "game", "over"]) $("tv-" + id).hidden = id !== name;
    // The ranking is drawn over the game's last position.
    if (name === "over") $("tv-game").hidden = false;
    document.body.dataset.section = name;
  }

  function member(id) { return lobby ? lobby.members.find((m) => lower(m.profile.id) === id) : null; }
  function nameOf(id) {
    const seated = member(id);
    if (seated) return seated.profile.username;
    const score = lobby && lobby.party ? lobby.party.scores.find((s) => lower(s.playerId) === id) : null;
    return score ? score.name : "Player " + id.slice(0, 4);
  }
  function profileOf(id) { const seated = member(id); return seated ? seated.profile : { username: nameOf(id) }; }
  function gameEntry(id) { return facts ? (facts.games || []).find((g) => g.id === id) || null : null; }
  function sessionScores() { return lobby && lobby.party ? lobby.party.scores : []; }

  async function fetchFacts() {
    const response = await fetch("/lobby.json", { cache: "no-store" });
    if (!response.ok) throw new Error("HTTP " + response.status);
    return response.json();
  }

  /** After the lobby changed its game or settings: /lobby.json again (the settings' values). */
  async function refreshFacts() {
    const key = lobby.game.id + "/" + lobby.settingsRevision;
    if (key === factsKey) return;
    factsKey = key;
    try { facts = await fetchFacts(); } catch (error) { factsKey = null; return; }
    render();
  }

  /** Loads the game's big-screen face (/faces/GAME.tv.js and .tv.css) once; settles either way. */
  function loadFace(id, game) {
    if (!game || !game.hasBigScreenFace || params.get("face") === "text") return Promise.resolve();
    if (loadedFaces[id]) return loadedFaces[id];
    return loadedFaces[id] = new Promise((resolve) => {
      const style = document.createElement("link");
      style.rel = "stylesheet"; style.href = "/faces/" + encodeURIComponent(id) + ".tv.css";
      document.head.append(style);
      const script = document.createElement("script");
      script.src = "/faces/" + encodeURIComponent(id) + ".tv.js";
      script.onload = resolve; script.onerror = resolve;
      document.body.append(script);
    });
  }

  // The game's public event lines under the stage, the last three (events-log.js).
  let log = null;
  function eventsLog() {
    if (!log) log = new window.LanPartyEventsLog($("tv-game"), { after: $("tv-stage"), kept: 3, className: "tv", name: nameOf });
    return log;
  }

  function startStage() {
    endStage();
    eventsLog().reset();
    gameId = lobby ? lobby.game.id : facts.game;
    const game = gameEntry(gameId);
    $("tv-top-game").textContent = game ? game.name : gameId;
    stage = new window.LanPartyTVStage({
      game: game, gameId: gameId, players: players, name: nameOf, profile: profileOf, faceLoaded: loadFace(gameId, game),
      member: member, lobby: () => lobby, ask: ask,
    });
    show("game");
  }

  function endStage() {
    clearTimeout(overTimer); clearTimeout(settleTimer);
    if (stage) stage.destroy();
    stage = null;
  }

  function showOver() {
    const game = gameEntry(gameId);
    window.LanPartyTVOver.show(result, players, game ? game.name : gameId, profileOf, nameOf, sessionScores());
    show("over");
    clearTimeout(overTimer);
    overTimer = setTimeout(() => { if (section === "over") { endStage(); showLobby(); } }, OVER_MS);
  }

  function showLobby() { show("lobby"); render(); }

  /** Redraws what the lobby decides: the room, and between games the scores. */
  function render() {
    if (!lobby || !facts) return;
    $("tv-lobby-name").textContent = lobby.name;
    document.title = lobby.name + " · LanParty TV";
    const party = lobby.party;
    const between = !!party && party.scores.length > 0;
    document.body.classList.toggle("between", between);
    $("tv-results").hidden = !between;
    lobbyView.render(lobby, facts, nameOf);
    if (between) {
      scores.render(party.scores);
      // The leaderboard of the game just played (the chosen one when this screen saw none end).
      const id = gameId || lobby.game.id, game = gameEntry(id);
      scores.leaderboard(id, game ? game.name : id, id + "/" + party.scores.reduce((n, s) => n + s.games, 0));
    }
    $("tv-screens").textContent = lobby.screens > 1 ? lobby.screens + " screens show this lobby" : "";
    if (section === "over" && result) {
      const game = gameEntry(gameId);
      window.LanPartyTVOver.show(result, players, game ? game.name : gameId, profileOf, nameOf, sessionScores());
    }
  }

  function onEvent(event) {
    switch (event.type) {
      case "joined":
        joins += 1;
        document.body.dataset.joins = String(joins);
        lobby = event.lobby;
        // A new screen of a lobby that may have changed while this one was away (a restarted host
        // may offer other games): /lobby.json again.
        factsKey = null;
        refreshFacts();
        // A new screen is sent the running game's state at once: the stage is set up afresh for
        // it (the game may have changed while this one was away).
        if (lobby.phase === "playing") restage = true;
        if (section === "connecting" || section === "passcode" || (section === "game" && lobby.phase === "lobby")) {
          endStage();
          return showLobby();
        }
        return render();
      case "lobby":
        lobby = event.lobby;
        refreshFacts();
        if (stage) stage.presenceChanged(); // asleep/away marks on the strip and the turn line
        if (section === "game" && lobby.phase === "lobby") {
          // gameOver is on its way; if it does not come, the game was called off.
          clearTimeout(settleTimer);
          settleTimer = setTimeout(() => { if (section === "game") { endStage(); showLobby(); } }, SETTLE_MS);
        }
        return render();
      case "started":
        players = event.players;
        result = null;
        restage = false;
        return startStage();
      case "state":
        if (!stage || restage) {
          // During a game the lineup is who plays it (Docs/Protocol.md "Party session").
          if (restage || !players.length) players = lobby && lobby.party ? lobby.party.lineup.map(lower) : players;
          restage = false;
          result = null;
          startStage();
        }
        eventsLog().add(event.round, event.events);
        return stage.update(event.view, event.toAct);
      case "gameOver":
        if (!stage) startStage();
        result = event;
        stage.gameOver(event);
        return showOver();
      case "error": return console.warn("the host says:", event.message);
      default: return;
    }
  }

  const link = new window.LanPartyTVLink({
    facts: (fresh) => {
      facts = fresh; factsKey = null;
      document.title = facts.name + " · LanParty TV";
      $("tv-lobby-name").textContent = facts.name;
      lobbyView.invite(facts);
    },
    event: onEvent,
    // Another lobby (or none) from now on: nothing of the old one stays on screen.
    forget: () => { endStage(); lobby = null; gameId = null; result = null; },
    show: show, section: () => section, hasLobby: () => !!lobby,
  });

  // A TV shows no mouse pointer unless it moves; a click asks for full screen.
  let idleTimer = null;
  document.addEventListener("mousemove", () => {
    document.body.classList.remove("idle");
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => document.body.classList.add("idle"), 3000);
  });
  document.addEventListener("click", () => {
    if (section === "passcode" || document.fullscreenElement || !document.documentElement.requestFullscreen) return;
    document.documentElement.requestFullscreen().catch(() => {});
  });

  // For automation and debugging: drop the socket as a Wi-Fi blip would; how many times it joined.
  window.lanpartyTV = { dropConnection: () => link.drop(), joins: () => joins, section: () => section };

  link.start();
})();
