/* What the big screen says, as pure functions of what it knows (no state, no DOM): the lobby's
 * waiting line, whose turn it is, who won. Spoken to a room, so never "you". */
(function (global) {
  "use strict";
  const lower = (id) => String(id).toLowerCase();

  /** "Ana", "Ana and Bo", "Ana, Bo and Cy". */
  function spoken(names) {
    return names.length > 1 ? names.slice(0, -1).join(", ") + " and " + names[names.length - 1] : names[0] || "";
  }

  global.LanPartyTVWords = {
    spoken: spoken,

    /** The lobby's line under the roster, as app.js decides it: too few players, who is not ready
     * yet, or who starts the game. `minPlayers` is the chosen game's. */
    waiting: function (lobby, nameOf, minPlayers) {
      if (lobby.phase === "playing") return "A game is running: it shows here in a moment.";
      const party = lobby.party;
      const lineup = party ? party.lineup.map(lower) : null;
      const players = lobby.members.filter((m) => m.role === "player");
      const playing = players.filter((m) => !lineup || lineup.indexOf(lower(m.profile.id)) >= 0);
      if (!players.length) return "Scan the code to join.";
      const missing = (minPlayers || 0) - playing.length;
      if (missing > 0) return "Waiting for " + missing + " more player" + (missing === 1 ? "" : "s") + " to join.";
      const notReady = playing.filter((m) => !m.isReady);
      if (notReady.length === 1) return "Waiting for " + notReady[0].profile.username + " to get ready.";
      if (notReady.length) return "Waiting for " + notReady.length + " players to get ready.";
      const controller = party && party.controllerId ? lower(party.controllerId) : null;
      return "Everyone is ready: waiting for " + (controller ? nameOf(controller) : "the host") + " to start.";
    },

    /** "Ana's turn", "Ana and Bo play", "Everyone plays"; "" when the host does not say, or nobody
     * acts (between rounds). */
    turn: function (toAct, players, nameOf) {
      if (!toAct || !toAct.length) return "";
      if (toAct.length === 1) return nameOf(toAct[0]) + "'s turn";
      if (players.length > 2 && players.every((id) => toAct.indexOf(id) >= 0)) return "Everyone plays";
      return spoken(toAct.map(nameOf)) + " play";
    },

    /** The game-over headline: "Ana wins!", "Ana and Bo win!", "Nobody won". */
    winners: function (winners, nameOf) {
      if (!winners.length) return "Nobody won";
      return spoken(winners.map(nameOf)) + (winners.length === 1 ? " wins!" : " win!");
    },

    /** A member's state in the roster: "ready", "not ready", "watching" (presence.js adds "asleep"
     * or "away" with the seconds left of the seat's hold when the phone is not there). */
    memberState: function (member) {
      return member.role === "spectator" ? "watching" : member.isReady ? "ready" : "not ready";
    },

    /** "3 wins in 4 games". */
    score: function (score) {
      return score.wins + " win" + (score.wins === 1 ? "" : "s") + " in " + score.games + " game" + (score.games === 1 ? "" : "s");
    },
  };
})(typeof self !== "undefined" ? self : this);
