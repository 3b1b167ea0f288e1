/* What the page says, as pure functions of what it knows (no state, no DOM): refusals, whose turn
 * it is, the invitation's address, and a fresh id. app.js and the TV page (tv-*.js) use them. */
(function (global) {
  "use strict";
  global.LanPartyWords = {
    /** A random version-4 UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
    uuid: function () {
      const b = crypto.getRandomValues(new Uint8Array(16));
      b[6] = (b[6] & 0x0f) | 0x40; b[8] = (b[8] & 0x3f) | 0x80;
      const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
      return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
    },

    /** The address to invite others with: the page's own (`origin`, e.g. location.origin), unless it
     * was opened through loopback, which only this machine can reach; then the first LAN link the
     * host knows (/lobby.json `joinURLs`; Docs/Protocol.md §9). */
    inviteBase: function (facts, origin) {
      const own = origin + "/";
      const loopback = (host) => /^(127\.|localhost$|\[::1\]$)/.test(host);
      if (!loopback(new URL(own).hostname)) return own;
      const lan = (facts.joinURLs || []).find((url) => { try { return !loopback(new URL(url).hostname); } catch (e) { return false; } });
      return lan || own;
    },

    /** "Your turn.", "Your turn (Bob plays too).", "Waiting for Ann and Bob."; "" when the host does
     * not say whom the game waits for, or nobody acts (between rounds). */
    turn: function (toAct, me, nameOf) {
      if (!toAct || !toAct.length) return "";
      const spoken = (ids) => {
        const names = ids.map(nameOf);
        return names.length > 1 ? names.slice(0, -1).join(", ") + " and " + names[names.length - 1] : names[0];
      };
      if (toAct.indexOf(me) < 0) return "Waiting for " + spoken(toAct) + ".";
      const others = toAct.filter((id) => id !== me);
      return others.length ? "Your turn (" + spoken(others) + (others.length === 1 ? " plays" : " play") + " too)." : "Your turn.";
    },

    /** "2 min", "1 min 5 s", "45 s": whole seconds, rounded up (lanjoin's HostWaitStory.span). */
    span: function (ms) {
      const total = Math.ceil(Math.max(0, ms) / 1000), minutes = Math.floor(total / 60), seconds = total % 60;
      if (!minutes) return seconds + " s";
      return seconds ? minutes + " min " + seconds + " s" : minutes + " min";
    },

    /** While the host is gone; the same sentences as lanjoin's (HostWaitStory): "up to" the whole
     * window when it was just lost, then the time left. */
    hostGone: function (waitMs, leftMs) {
      if (!waitMs) return "The host is gone.";
      const when = leftMs === undefined ? "up to " + this.span(waitMs) : this.span(leftMs) + " left";
      return "The host is gone. Waiting for it to come back (" + when + ")…";
    },

    hostBack: "The host is back: you have your seat again.",

    /** The window is over; the stored token stays for a host started again with --resume. */
    hostLost: function (waitMs) {
      return (waitMs ? "The host did not come back within " + this.span(waitMs) + "." : "The host is gone.")
        + " When it is started again with lanhost --resume, Join again within 30 s of that gives you your seat back.";
    },

    stoppedWaiting: "You stopped waiting for the host and left.",

    seatGone: "Your seat is gone: the host let it go while you were away. Join again to join afresh.",

    /** A join refusal in words that say what to do. */
    rejection: function (event) {
      switch (event.reason) {
        case "wrongPasscode": return "Wrong passcode. Check it with the host and try again.";
        case "passcodeRequired": return "This lobby is private: enter its passcode.";
        case "tooManyAttempts": return "Too many wrong passcodes: try again in " + Math.ceil(event.retryAfterSeconds || 30) + " s.";
        case "nameTaken": return (event.message || "That name is taken in this lobby") + ".";
        case "nameHeld": return event.message || "That name's seat is waiting for its player to come back. Is that you?";
        case "duplicatePlayer": return "Someone with your profile is already in (another tab?). Close it, or join under another name in a private window.";
        case "lobbyFull": return "The lobby is full.";
        case "screensFull": return "Eight screens already show this lobby: close one of them, and this one opens.";
        case "gameInProgress": return "A game is running; ask the host to let you in after it.";
        case "banned": return "The host does not let you into this lobby.";
        case "unsupportedGameVersion": return "This page and the host disagree on the game's version: reload the page.";
        case "wrongLobby": return "Another lobby answers at this address now: the host was started again as a new session (not with lanhost --resume), so your seat is gone. Join it afresh.";
        case "unknownGame": return (event.message || "This page does not know the lobby's game.") + " Reload the page.";
        default: return event.message || "The host refused: " + event.reason;
      }
    },
  };
})(typeof self !== "undefined" ? self : this);
