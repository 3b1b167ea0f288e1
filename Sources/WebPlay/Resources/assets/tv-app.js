/* The big screen (/tv, SPEC §15): joins the lobby as a screen (no seat, no name), then follows the
 * room: the lobby with its QR code, each game as a spectator sees it, the ranking at its end, the
 * scoreboard between games. Nobody stands by a TV, so it never gives up: a lost host is waited
 * for an hour (then looked for every minute), and a restarted one is opened afresh. */
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const Words = window.LanPartyWords;
  const lower = (id) => String(id).toLowerCase();
  const WAIT_MS = 60 * 60 * 1000;  // the session's wait for a lost host
  const LOOK_MS = 3000;            // between looks for a lobby that does not answer
  const SLOW_LOOK_MS = 60000;      // the same, once it has been gone for the whole wait
  const FULL_LOOK_MS = 30000;      // eight screens are open: one may close
  const OVER_MS = 12000;           // the ranking stays up this long, then the scoreboard
  const SETTLE_MS = 2000;          // a game gone from the lobby without gameOver (the host ended it)
  const params = new URLSearchParams(location.search);
  const keys = new window.LanPartyTVKeys();
  const lobbyView = new window.LanPartyTVLobby();
  const scores = new window.LanPartyTVScores();
  const loadedFaces = {};
  let facts = null, session = null, lobby = null, stage = null, players = [], gameId = null, result = null;
  let section = "connecting", lostAt = null, lookTimer = null, overTimer = null, settleTimer = null;
  let factsKey = null, joins = 0;

  function show(name) {
    section = name;
    for (const id of ["connecting", "passcode", "lobby", "game", "over"]) $("tv-" + id).hidden = id !== name;
    // The ranking is drawn over the game's last position.
    if (name === "over") $("tv-game").hidden = false;
    document.body.dataset.section = name;
  }

  /** A line for the whole screen while nothing else can be shown (first load, passcode check). */
  function connecting(text) {
    $("tv-connecting-text").textContent = text;
    if (!lobby || section === "passcode") show("connecting");
  }

  /** The calm line at the bottom while the lobby is out of reach; the last screen stays. */
  function reconnecting(text) {
    $("tv-reconnecting").textContent = text || "";
    $("tv-reconnecting").hidden = !text;
    document.body.classList.toggle("lost", !!text);
    if (text && section === "connecting") $("tv-connecting-text").textContent = text;
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

  /** Opens the lobby afresh: /lobby.json, then a new screen session. */
  async function start() {
    clearTimeout(lookTimer);
    if (session) { session.leave(); session = null; }
    let fresh;
    try { fresh = await fetchFacts(); } catch (error) { return lookAgain(); }
    facts = fresh; factsKey = null;
    document.title = facts.name + " · LanParty TV";
    $("tv-lobby-name").textContent = facts.name;
    lobbyView.invite(facts);
    if (!lobby) connecting(facts.isPrivate && !keys.passcode() ? "Opening " + facts.name + "…" : "Joining " + facts.name + "…");
    session = new window.LanPartySession({
      url: (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws",
      facts: facts, profile: { id: Words.uuid(), username: "TV" }, passcode: keys.passcode(),
      savedKeys: keys.saved(), waitMs: WAIT_MS, screen: true, onEvent: onEvent,
    });
    session.connect();
  }

  /** The lobby is out of reach: look again in a moment (after an hour, once a minute). */
  function lookAgain(delay) {
    if (session) { session.leave(); session = null; }
    lostAt = lostAt || performance.now();
    const long = performance.now() - lostAt > WAIT_MS;
    reconnecting(long ? "The lobby has been gone for over an hour: this screen keeps looking for it."
      : lobby ? "Reconnecting…" : "Looking for the lobby…");
    clearTimeout(lookTimer);
    lookTimer = setTimeout(start, delay || (long ? SLOW_LOOK_MS : LOOK_MS));
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

  function startStage() {
    endStage();
    gameId = lobby ? lobby.game.id : facts.game;
    const game = gameEntry(gameId);
    $("tv-top-game").textContent = game ? game.name : gameId;
    stage = new window.LanPartyTVStage({
      game: game, gameId: gameId, players: players, name: nameOf, profile: profileOf, faceLoaded: loadFace(gameId, game),
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
        if (event.role !== "screen") {
          // A host from before the big screen seats anyone who says hello: leave that seat at once.
          session.leave(); session = null; lobby = null;
          $("tv-connecting-text").textContent = "This lanhost is older than the big screen (it would seat the TV as a player): update LanParty on the host.";
          return show("connecting");
        }
        joins += 1;
        document.body.dataset.joins = String(joins);
        lostAt = null;
        reconnecting("");
        keys.keep(session.savedKeys());
        lobby = event.lobby;
        refreshFacts();
        // A running game comes as startGame; anything else is the lobby as it is now.
        if (section === "connecting" || section === "passcode" || (section === "game" && lobby.phase === "lobby")) {
          endStage();
          return showLobby();
        }
        return render();
      case "lobby":
        lobby = event.lobby;
        refreshFacts();
        if (section === "game" && lobby.phase === "lobby") {
          // gameOver is on its way; if it does not come, the game was called off.
          clearTimeout(settleTimer);
          settleTimer = setTimeout(() => { if (section === "game") { endStage(); showLobby(); } }, SETTLE_MS);
        }
        return render();
      case "started":
        players = event.players;
        result = null;
        return startStage();
      case "state":
        if (!stage) { players = lobby && lobby.party ? lobby.party.lineup.map(lower) : players; startStage(); }
        reconnecting("");
        return stage.update(event.view, event.toAct);
      case "gameOver":
        if (!stage) startStage();
        result = event;
        stage.gameOver(event);
        return showOver();
      case "hostGone":
      case "waiting":
        return reconnecting("Reconnecting…");
      case "status":
        if (event.status === "checking") connecting("Checking the passcode…");
        return;
      case "rejected": return rejected(event);
      case "kicked":
        if (event.banned) { if (session) session.leave(); session = null; lobby = null; return connecting("The host closed this screen."); }
        return lookAgain();
      // The host closed the lobby, the wait is over, or it never answered: it may come back (a
      // restarted lanhost), so keep looking.
      case "hostLeft":
      case "hostLost":
      case "unreachable":
      case "seatGone":
        return lookAgain();
      case "error": return console.warn("the host says:", event.message);
      default: return;
    }
  }

  function rejected(event) {
    const old = session;
    if (session) { session.leave(); session = null; }
    switch (event.reason) {
      case "wrongPasscode":
        if (old) keys.keep(old.savedKeys());   // less the key that did not open it
        keys.wrong();
        return askPasscode(Words.rejection(event));
      case "passcodeRequired": return askPasscode("");
      case "tooManyAttempts": return askPasscode(Words.rejection(event), (event.retryAfterSeconds || 30) * 1000);
      // Another lobby answers at this address now (a host started afresh): open it.
      case "wrongLobby": endStage(); lobby = null; return start();
      case "screensFull": connecting(Words.rejection(event)); return lookAgain(FULL_LOOK_MS);
      default: connecting(Words.rejection(event)); return lookAgain(FULL_LOOK_MS);
    }
  }

  /** The passcode form (a private lobby the link did not open); `coolMs` keeps it shut a while. */
  function askPasscode(message, coolMs) {
    reconnecting("");
    show("passcode");
    $("tv-passcode-message").textContent = message;
    const button = $("tv-passcode-button");
    button.disabled = !!coolMs;
    if (coolMs) setTimeout(() => { button.disabled = false; }, coolMs);
    $("tv-passcode-input").value = "";
    $("tv-passcode-input").focus();
  }

  $("tv-passcode-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const passcode = $("tv-passcode-input").value;
    if (!passcode) return;
    keys.type(passcode);
    connecting("Checking the passcode…");
    start();
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
  window.lanpartyTV = { dropConnection: () => session && session.drop(), joins: () => joins, section: () => section };

  start();
})();
