/* The big screen's lobby (SPEC §15): the QR code and the join link, the chosen game and its
 * settings, the roster (ready or not, the VIP, the host, away), and what the room waits for. */
(function (global) {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const Words = global.LanPartyTVWords;
  const el = (tag, className, text) => global.LanPartyFaces.el(tag, className, text);
  const lower = (id) => String(id).toLowerCase();

  /** The player's avatar (avatars.js): the one they picked, else their name's, as on the phones. */
  function badge(profile) {
    const node = global.LanPartyAvatars.badge(global.LanPartyAvatars.ofProfile(profile));
    node.classList.add("tv-badge");
    return node;
  }

  function LobbyView() { this.base = null; }

  /** The join link and its QR code; drawn again only when the link changes. */
  LobbyView.prototype.invite = function (facts) {
    const base = global.LanPartyWords.inviteBase(facts, location.origin);
    if (base === this.base) return;
    this.base = base;
    $("tv-qr").src = "/qr.svg?text=" + encodeURIComponent(base);
    $("tv-join-url").textContent = base.replace(/^http:\/\//, "").replace(/\/$/, "");
  };

  /** Redraws the room side from the lobby and /lobby.json; `nameOf(id)` names a member. */
  LobbyView.prototype.render = function (lobby, facts, nameOf) {
    const party = lobby.party;
    const controller = party && party.controllerId ? lower(party.controllerId) : null;
    const game = (facts.games || []).find((g) => g.id === lobby.game.id) || null;
    const seats = game ? (game.minPlayers === game.maxPlayers ? game.minPlayers : game.minPlayers + "–" + game.maxPlayers) + " players" : "";
    $("tv-game-name").textContent = (game ? game.name : lobby.game.id);
    $("tv-game-name").dataset.seats = seats;
    this.settings(game, facts.settings || {});
    const players = lobby.members.filter((m) => m.role === "player");
    $("tv-count").textContent = players.length + " / " + lobby.maxPlayers;
    const roster = $("tv-roster");
    roster.textContent = "";
    for (const member of lobby.members) {
      const id = lower(member.profile.id);
      const item = el("li", "tv-member " + member.connection + (member.isReady ? " ready" : "") + (member.role === "spectator" ? " watching" : ""));
      item.dataset.player = id;
      const name = el("span", "tv-member-name", member.profile.username);
      const tags = el("span", "tv-member-tags");
      if (id === controller) tags.append(el("span", "tv-tag vip", "VIP"));
      if (member.isHost) tags.append(el("span", "tv-tag host", "host"));
      const state = el("span", "tv-member-state", Words.memberState(member));
      // "asleep 27 s" / "away 27 s": the seat's hold counting down (presence.js).
      const away = global.LanPartyPresence.mark(member, lobby);
      if (away) state.append(" · ", away);
      item.append(badge(member.profile), name, tags, state);
      roster.append(item);
    }
    if (!lobby.members.length) roster.append(el("li", "tv-member empty", "Nobody yet: be the first!"));
    $("tv-waiting").textContent = Words.waiting(lobby, nameOf, party && party.minPlayers ? party.minPlayers : game && game.minPlayers);
  };

  /** The chosen game's settings, with the schema's words for them. */
  LobbyView.prototype.settings = function (game, values) {
    const list = $("tv-settings");
    list.textContent = "";
    for (const setting of game ? game.settingsSchema.settings : []) {
      const value = values[setting.key] != null ? values[setting.key] : setting.default;
      const item = el("li", "tv-setting");
      // The summary's trailing aside (its details for a form) is left off: a room reads the gist.
      const summary = setting.summary.replace(/\s*\([^)]*\)\s*$/, "");
      item.dataset.key = setting.key;
      item.append(el("span", "tv-setting-name", summary), el("span", "tv-setting-value", String(value)));
      list.append(item);
    }
  };

  global.LanPartyTVLobby = LobbyView;
  global.LanPartyTVLobby.badge = badge;
})(typeof self !== "undefined" ? self : this);
