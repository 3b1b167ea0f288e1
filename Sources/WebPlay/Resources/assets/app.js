/* The page: join, the lobby's roster, the game (through the game's face), the end, and what
 * went wrong, in words (SPEC §9). */
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const Words = window.LanPartyWords;
  const Avatars = window.LanPartyAvatars, Presence = window.LanPartyPresence;
  const store = window.localStorage;
  // This tab only (closing it forgets): the passcode keys of private lobbies, so a reload resumes.
  const tabStore = window.sessionStorage;
  const params = new URLSearchParams(location.search);
  let facts = null, session = null, lobby = null, me = null, ready = false, face = null, players = [];
  let gameOver = false;
  let lastToAct = null; // whom the game waits for: spotlighted (avatars.js), their presence said
  let picker = null; // the join form's avatar picker (avatar-picker.js)
  let lastJoin = null; // {name, passcode}: what "That's me" retries with
  let party = null; // the party panel and the in-game menu (party.js)
  let claims = null; // "That's me" claims this member answers (claims.js)
  const cue = new window.LanPartyTurnCue({ store: store, button: $("menu-quiet") }); // vibration + title (turn-cue.js)
  const loadedFaces = {};

  function show(section) {
    for (const id of ["join", "lobby", "game", "ended"]) $(id).hidden = id !== section;
    document.body.dataset.section = section; // style.css: a game takes the whole screen (one-line header, no invite)
    if (section !== "game") cue.update(false);
    if (party) party.render();
  }

  /** The line under the header; `leave` shows its Leave button (while waiting for the host). */
  function banner(text, leave) {
    $("banner-text").textContent = text || "";
    $("banner").hidden = !text;
    $("banner-leave").hidden = !(text && leave);
  }

  let toastTimer = null;
  function toast(text) {
    $("toast").textContent = text; $("toast").hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { $("toast").hidden = true; }, 4000);
  }

  /** The player's profile id, kept in this browser so a reload (or a later visit) is the same player. */
  function profileId() {
    let id = store.getItem("lanparty.profileId");
    if (!id) { id = Words.uuid(); store.setItem("lanparty.profileId", id); }
    return id;
  }

  function memberOf(id) { return lobby ? lobby.members.find((m) => String(m.profile.id).toLowerCase() === id) : null; }
  /** A player's avatar: the seat's, else (a player who left) the one their name gives. */
  function avatarOf(id) { const m = memberOf(id); return m ? Avatars.ofProfile(m.profile) : Avatars.derived(nameOf(id)); }

  function nameOf(id) {
    const member = lobby && lobby.members.find((m) => String(m.profile.id).toLowerCase() === id);
    return member ? member.profile.username : "Player-" + id.slice(0, 4);
  }

  /** How this member watches the running game: "next" (seated, not among its players: a late joiner
   * never saw its start, so the lobby's lineup says), "watch" (joined as a spectator), or null. */
  function watching() {
    const mine = lobby && lobby.members.find((m) => String(m.profile.id).toLowerCase() === me);
    if (mine && mine.role === "spectator") return "watch";
    if (players.length) return players.indexOf(me) < 0 ? "next" : null;
    const lineup = lobby && lobby.phase === "playing" && lobby.party ? lobby.party.lineup.map((id) => String(id).toLowerCase()) : null;
    return lineup && lineup.indexOf(me) < 0 ? "next" : null;
  }

  function showTurn(toAct) {
    lastToAct = toAct;
    const watcher = gameOver ? null : watching();
    const note = watcher === "next" ? "You are watching; you play in the next game. " : watcher ? "You are watching. " : "";
    const text = gameOver ? "" : note + Words.turn(toAct, me, nameOf);
    const mine = !gameOver && !!toAct && toAct.indexOf(me) >= 0;
    $("turn-status").textContent = text;
    // "Waiting for Dev. Dev is asleep: seat held 24 s." (presence.js counts it down).
    if (text) $("turn-status").append(...Presence.waitingNotes(toAct, lobby, nameOf));
    $("turn-status").hidden = !text;
    $("turn-status").classList.toggle("mine", mine);
    // The faces say whose turn it is themselves on a short screen and hide this line; a watcher's stays.
    $("turn-status").classList.toggle("watching", !!watcher);
    cue.update(mine);
  }

  /** The chosen game's name: the lobby may change it between games (SPEC §12). */
  function gameName() {
    const offered = lobby && lobby.party && lobby.party.games.find((g) => g.game.id === lobby.game.id);
    return offered ? offered.name : facts.gameName;
  }

  /** "Quortex · 3/6 players"; more seated than the game takes: "Quortex · 6 of 7 players play". */
  function seatsLine(name, seated, most) {
    return name + " · " + (seated > most ? most + " of " + seated + " players play" : seated + "/" + most + " players");
  }

  function renderRoster() {
    $("lobby-game").textContent = seatsLine(gameName(), lobby.members.filter((m) => m.role === "player").length, lobby.maxPlayers);
    const vip = lobby.party && lobby.party.controllerId ? String(lobby.party.controllerId).toLowerCase() : null;
    const list = $("roster");
    list.textContent = "";
    for (const member of lobby.members) {
      const id = String(member.profile.id).toLowerCase();
      const item = document.createElement("li");
      item.className = "member " + member.connection + (member.isReady ? " ready" : "");
      const name = document.createElement("span");
      name.className = "member-name";
      // The VIP chooses the games of a party (SPEC §12): marked, so everyone knows whom to ask.
      name.textContent = member.profile.username + (id === me ? " (you)" : "") + (member.isHost ? " · host" : "") + (id === vip ? " · ★ VIP" : "");
      name.prepend(Avatars.ofMember(member));
      if (lobby.phase === "playing" && lastToAct && lastToAct.indexOf(id) >= 0) name.prepend(Avatars.spotlight());
      const state = document.createElement("span");
      state.className = "member-state";
      const ping = member.pingMilliseconds != null ? " · " + member.pingMilliseconds + " ms" : "";
      state.textContent = (member.role === "spectator" ? "watching" : member.isReady ? "ready" : "not ready") + ping;
      const away = Presence.mark(member, lobby);
      if (away) state.append(" · ", away);
      item.append(name, state);
      list.append(item);
    }
    const mine = lobby.members.find((m) => String(m.profile.id).toLowerCase() === me);
    ready = !!(mine && mine.isReady);
    $("ready-button").textContent = ready ? "Not ready" : "I'm ready";
    const lineup = lobby.party ? lobby.party.lineup.map((id) => String(id).toLowerCase()) : null;
    const playing = lobby.members.filter((m) => m.role === "player" && (!lineup || lineup.indexOf(String(m.profile.id).toLowerCase()) >= 0));
    const waiting = playing.filter((m) => !m.isReady).length;
    const controller = lobby.party && lobby.party.controllerId ? String(lobby.party.controllerId).toLowerCase() : null;
    const starter = !controller ? "the host" : controller === me ? "you" : nameOf(controller);
    $("lobby-hint").textContent = lobby.phase === "playing" ? "A game is running; you will see it in a moment."
      : waiting ? "The game starts when everyone is ready (" + waiting + " not yet) and " + starter + (starter === "you" ? " start it." : " starts it.")
      : controller === me ? "Everyone is ready: press “Start the game”." : "Everyone is ready: waiting for " + starter + " to start.";
    if (party) party.render();
    if (claims) claims.render();
  }

  /** After the lobby changed its game or settings: /lobby.json again (settings values, the face). */
  let factsKey = null;
  async function refreshFacts() {
    const key = lobby.game.id + "/" + lobby.settingsRevision;
    if (key === factsKey) return;
    factsKey = key;
    try {
      facts = await (await fetch("/lobby.json", { cache: "no-store" })).json();
    } catch (error) { return; }
    const offered = (facts.games || []).find((g) => g.id === lobby.game.id);
    if (offered && offered.hasWebFace && params.get("face") !== "text") await loadFace(lobby.game.id);
    renderRoster();
  }

  // The game's public event lines under the face (events-log.js).
  let log = null;
  function eventsLog() {
    if (!log) log = new window.LanPartyEventsLog($("game"), { after: $("face"), name: nameOf });
    return log;
  }

  function startFace() {
    if (face) face.destroy();
    eventsLog().reset();
    gameOver = false;
    $("face").textContent = "";
    $("game-over").hidden = true;
    showTurn(null);
    const game = lobby ? lobby.game.id : facts.game;
    const factory = window.LanPartyFaces.factory(game) || window.LanPartyGenericFace(game);
    $("my-result").hidden = true;
    face = factory($("face"), {
      me: me, players: players, name: nameOf,
      // A player's avatar badge, the spotlight mark and their presence mark (null when here), for
      // a face's chips (Docs/WritingAGameModule.md "A web face").
      avatar: (id) => Avatars.badge(avatarOf(id)), spotlight: Avatars.spotlight,
      presence: (id) => { const m = memberOf(id); return m ? Presence.mark(m, lobby) : null; },
      send: (action) => session.sendAction(action),
      // The host's answers to the face's questions (the generic face's screen), on the sealed socket.
      ask: (path, body) => session.ask(path, body),
      now: () => performance.now(),
      // TVs (`/tv`) connected to the lobby, 0 when none: a face may show less while one is (SPEC §15).
      screens: () => (lobby && lobby.screens) || 0,
    });
    show("game");
  }

  function onEvent(event) {
    switch (event.type) {
      case "joined":
        me = event.playerId; lobby = event.lobby;
        // The seat's name as the lobby shows it (a reclaimed seat keeps its own spelling).
        const seat = lobby.members.find((m) => String(m.profile.id).toLowerCase() === me);
        store.setItem("lanparty.name", seat ? seat.profile.username : session.options.profile.username);
        // The seat's id (a reclaimed seat's is not this browser's profile id) resumes with the token.
        store.setItem("lanparty.resume", JSON.stringify({ lobby: lobby.id, token: session.resumeToken, playerId: me }));
        if (facts.isPrivate) tabStore.setItem("lanparty.keys", JSON.stringify(session.savedKeys()));
        banner("");
        renderRoster();
        refreshFacts();
        if (!face || gameOver) show("lobby");
        // After waiting for the host, the same words as lanjoin's; a reopened tab's seat otherwise.
        if (event.resumed) toast(event.waitedMs != null ? Words.hostBack : "Back in: your seat was kept.");
        return;
      case "lobby":
        lobby = event.lobby; renderRoster(); refreshFacts();
        // Someone went to sleep or came back: the turn line and the face's chips say so.
        if (face && !gameOver) {
          showTurn(lastToAct);
          if (typeof face.presenceChanged === "function") face.presenceChanged();
        }
        if (lobby.phase === "lobby" && face && !gameOver) { face.destroy(); face = null; show("lobby"); }
        return;
      case "started": {
        players = event.players;
        if (players.indexOf(me) >= 0) return startFace();
        // Not in this game: watch it when it has spectators, else wait in the lobby (SPEC §12).
        const offered = lobby && lobby.party && lobby.party.games.find((g) => g.game.id === lobby.game.id);
        if (offered && !offered.spectators) { show("lobby"); return renderRoster(); }
        startFace();
        $("turn-status").textContent = "You are watching this game; you play in the next one.";
        $("turn-status").hidden = false;
        return;
      }
      case "requestRefused": return toast(event.message);
      case "notice": return toast(event.message);
      // "That's me" asked: the seat comes when the VIP or the host says yes (Docs/Lobby.md "Identity").
      case "claimPending":
        banner("");
        $("join-message").textContent = event.message || ("Asking the VIP to let you take " + event.name + "'s seat…");
        reclaimButton.hidden = true;
        return show("join");
      case "state":
        if (!face) startFace();
        banner("");
        showTurn(event.toAct);
        eventsLog().add(event.round, event.events);
        return face.update(event.view, { toAct: event.toAct });
      case "actionRejected":
        // A face shows the reason beside the move; the toast is for a face that cannot.
        if (face && typeof face.rejected === "function") return face.rejected(event.error);
        return toast("Not allowed: " + (event.error.detail || event.error.code));
      case "gameOver": {
        if (!face) startFace();
        if (event.view) face.update(event.view);
        gameOver = true;
        showTurn(null);
        // Whose win is decided by ids, never by names: a player may be called "You".
        const won = event.winners.indexOf(me) >= 0;
        const others = event.winners.filter((id) => id !== me).map(nameOf);
        $("winners").textContent = won ? (others.length ? "You share the win with " + others.join(", ") + "!" : "You won!")
          : others.length ? (others.length > 1 ? "Winners: " : "Winner: ") + others.join(", ") : "Game over: nobody won";
        $("summary").textContent = event.summary || "";
        $("game-over").hidden = false;
        // Your own place and why (the terminal's line, "Ari won — you came 2nd with 3 cards left").
        window.LanPartyGameResult.show($("my-result"), event.result);
        // On a phone the panel is below the hand: bring it into view.
        const still = window.matchMedia && matchMedia("(prefers-reduced-motion: reduce)").matches;
        $("game-over").scrollIntoView({ behavior: still ? "auto" : "smooth", block: "nearest" });
        return;
      }
      // The host is gone: the seat's token is kept and the page tries to get back (session.js),
      // saying how long it waits, with a Leave button that stops waiting.
      case "hostGone": return banner(Words.hostGone(event.waitMs), true);
      case "waiting": return banner(Words.hostGone(event.waitMs, event.leftMs), true);
      case "status":
        if (event.status === "checking") return banner("Checking the passcode…" + (event.fraction ? " " + Math.round(event.fraction * 100) + "%" : ""));
        return banner("");
      case "rejected":
        banner("");
        // Another lobby at this address (a new session there): the stored seat is of the old one.
        if (event.reason === "wrongLobby") store.removeItem("lanparty.resume");
        $("join-message").textContent = Words.rejection(event);
        // Asking (again) makes sense while the seat is held and nobody said no.
        reclaimButton.hidden = ["nameHeld", "claimExpired", "claimBusy"].indexOf(event.reason) < 0;
        $("join-button").disabled = false;
        return show("join");
      // Nothing answered for the whole wait: the host is gone, or this phone slept. The token
      // stays: a host started again with --resume gives the seat back on "Join again".
      case "hostLost": return ended(Words.hostLost(event.waitMs), true);
      // The host is back but refused the token: it let the seat go. Join again joins afresh.
      case "seatGone": return ended(Words.seatGone);
      case "kicked": return ended(event.banned ? "The host removed you from this lobby for good." : "The host removed you" + (event.reason ? ": " + event.reason : "."));
      case "hostLeft":
        // A seat taken by "That's me": the seat's own device came back with its token.
        if (event.reason === "ownerReturned") {
          return ended(nameOf(me) + "'s own device came back and took the seat back. Join again under another name to play, or watch.");
        }
        return ended("The host closed the lobby.");
      // The seat's token stays: a host restarted with --resume gives the seat back on reload.
      case "unreachable": return ended("Cannot reach the lobby. Is lanhost still running? Reload to try again.", true);
      case "error": return toast("The host says: " + event.message);
      case "closed": return;
    }
  }

  function ended(text, keepSeat) {
    if (!keepSeat) store.removeItem("lanparty.resume");
    banner("");
    if (gameOver && face) {
      // Keep the final position and the winners on screen; say what happened after.
      document.querySelector("#game-over .next").textContent = text;
      $("back-button").hidden = true;
      return;
    }
    if (face) { face.destroy(); face = null; }
    $("ended-message").textContent = text;
    show("ended");
  }

  /** Joins (or, with a stored token, resumes); `reclaim` says "That's me" for a held seat of this name. */
  function join(name, passcode, reclaim) {
    $("join-message").textContent = "";
    $("join-button").disabled = true;
    reclaimButton.hidden = true;
    lastJoin = { name: name, passcode: passcode };
    const resume = reclaim ? null : JSON.parse(store.getItem("lanparty.resume") || "null");
    // "That's me" follows a refusal that came after a good passcode proof: its key is good, keep it.
    const keys = Object.assign({}, JSON.parse(tabStore.getItem("lanparty.keys") || "null"), reclaim && session ? session.savedKeys() : {});
    if (session) session.leave();
    session = new window.LanPartySession({
      url: (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws",
      facts: facts, profile: { id: (resume && resume.playerId) || profileId(), username: name, avatar: Avatars.toWire(picker.current(name)) },
      passcode: passcode,
      reclaimSeat: !!reclaim, savedKeys: keys, onEvent: onEvent, waitMs: waitMs(),
    });
    if (resume && resume.token) { session.resumeToken = resume.token; session.joined = true; }
    session.connect();
  }

  /** ?wait=SECONDS: how long to wait for a lost host (lanjoin's --wait-for-host; 0 gives up at
   * once); the default is session.js's, 2 min. */
  function waitMs() {
    const seconds = Number(params.get("wait"));
    return params.has("wait") && isFinite(seconds) && seconds >= 0 && seconds <= 86400 ? seconds * 1000 : undefined;
  }

  // "That's me": shown under a nameHeld refusal; joins again asking for the held seat.
  const reclaimButton = document.createElement("button");
  reclaimButton.type = "button"; reclaimButton.id = "reclaim-button"; reclaimButton.textContent = "That's me"; reclaimButton.hidden = true;
  $("join-message").after(reclaimButton);
  reclaimButton.addEventListener("click", () => { if (lastJoin) join(lastJoin.name, lastJoin.passcode, true); });

  async function start() {
    try {
      facts = await (await fetch("/lobby.json", { cache: "no-store" })).json();
    } catch (error) {
      return ended("Cannot reach the lobby. Is lanhost still running?");
    }
    cue.setTitle(facts.name + " · LanParty");
    $("lobby-name").textContent = facts.name;
    $("lobby-game").textContent = seatsLine(facts.gameName, facts.players, facts.maxPlayers);
    $("passcode-row").hidden = !facts.isPrivate;
    const base = Words.inviteBase(facts, location.origin);
    $("share-url").textContent = base; $("share-url").href = base;
    $("qr").src = "/qr.svg?text=" + encodeURIComponent(base);
    if (facts.tcpPort) $("tcp-hint").textContent = " (or lanjoin --connect " + new URL(base).hostname + ":" + facts.tcpPort + ")";
    // ?face=text keeps the generic face (terminal text and a command box), e.g. for a screen reader.
    if (facts.hasWebFace && params.get("face") !== "text") await loadFace(facts.game);
    const name = params.get("name") || store.getItem("lanparty.name") || "";
    $("name").value = name;
    picker = window.LanPartyAvatarPicker.mount($("avatar-picker"), $("name"), store);
    show("join");
    if (params.get("name") && !facts.isPrivate) join(params.get("name").trim());
    // A reopened tab takes its seat back; in a private lobby only with this tab's passcode key.
    else if (store.getItem("lanparty.resume") && name && (!facts.isPrivate || tabStore.getItem("lanparty.keys"))) join(name, null);
  }

  function loadFace(game) {
    if (loadedFaces[game]) return loadedFaces[game];
    return loadedFaces[game] = new Promise((resolve) => {
      const style = document.createElement("link");
      style.rel = "stylesheet"; style.href = "/faces/" + encodeURIComponent(game) + ".css";
      document.head.append(style);
      const script = document.createElement("script");
      script.src = "/faces/" + encodeURIComponent(game) + ".js";
      script.onload = resolve; script.onerror = resolve;
      document.body.append(script);
    });
  }

  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("name").value.trim();
    if (!name) return;
    join(name, facts.isPrivate ? $("passcode").value : null);
  });
  $("ready-button").addEventListener("click", () => session.setReady(!ready));
  function leaveLobby() {
    const waiting = !!(session && session.hostWait);
    session.leave(); store.removeItem("lanparty.resume");
    ended(waiting ? Words.stoppedWaiting : "You left the lobby.");
  }
  $("leave-button").addEventListener("click", leaveLobby);
  $("banner-leave").addEventListener("click", leaveLobby);
  party = new window.LanPartyPartyPanel({
    session: () => session, me: () => me, lobby: () => lobby, facts: () => facts, nameOf: nameOf, leave: leaveLobby,
    loadFace: loadFace,
  });
  claims = new window.LanPartyClaimPanel({ session: () => session, me: () => me, lobby: () => lobby, nameOf: nameOf });
  $("back-button").addEventListener("click", () => { if (face) face.destroy(); face = null; show("lobby"); renderRoster(); });
  $("rejoin-button").addEventListener("click", () => { $("join-button").disabled = false; show("join"); });
  document.addEventListener("visibilitychange", () => { if (session) session.setBackground(document.visibilityState === "hidden"); });

  // For automation and debugging from the console: drop the socket as a Wi-Fi blip would.
  window.lanparty = { dropConnection: () => session && session.drop() };

  start();
})();
