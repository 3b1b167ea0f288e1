/* Presence (Docs/Protocol.md "Presence"): a member whose phone went to the background is "asleep",
 * one whose connection dropped is "away"; either way the host holds the seat, and each roster it
 * sends says how many milliseconds of the hold are left (`holdMilliseconds`). The page counts down
 * from when that roster arrived (never from a guess of its own): every mark made here carries its
 * deadline and one ticker redraws them all, so a roster need not be drawn again each second. */
(function (global) {
  "use strict";
  const arrivals = new WeakMap(); // lobby object -> performance.now() when it arrived

  /** Notes when `lobby` (a `joinAccepted`'s or a `lobbyUpdate`'s) arrived; returns it. */
  function arrived(lobby) {
    if (lobby && !arrivals.has(lobby)) arrivals.set(lobby, performance.now());
    return lobby;
  }

  /** "asleep", "away", or null for a member who is here. */
  function word(member) {
    return member.connection === "background" ? "asleep" : member.connection === "disconnected" ? "away" : null;
  }

  /** The deadline (performance.now() milliseconds) of a member's hold, or null when none is said. */
  function deadline(member, lobby) {
    if (!word(member) || typeof member.holdMilliseconds !== "number") return null;
    const at = arrivals.has(lobby) ? arrivals.get(lobby) : performance.now();
    return at + Math.max(0, Math.min(member.holdMilliseconds, 3600000));
  }

  function secondsLeft(until) { return Math.max(0, Math.ceil((until - performance.now()) / 1000)); }

  function fill(node) {
    const until = Number(node.dataset.deadline);
    node.textContent = node.dataset.word + (node.dataset.deadline ? " " + secondsLeft(until) + " s" : "");
  }

  /** A mark "asleep 27 s" / "away 27 s" that counts down by itself; null for a member who is here. */
  function mark(member, lobby) {
    const said = word(member);
    if (!said) return null;
    const node = document.createElement("span");
    node.className = "presence " + said;
    node.dataset.word = said;
    const until = deadline(member, lobby);
    if (until != null) node.dataset.deadline = String(until);
    fill(node);
    return node;
  }

  /** For "Waiting for Dev…": nodes saying "Dev is asleep: seat held 24 s." for each player waited
   * for who is not here (an empty list when all are). */
  function waitingNotes(toAct, lobby, nameOf) {
    const notes = [];
    for (const id of toAct || []) {
      const member = lobby && lobby.members.find((m) => String(m.profile.id).toLowerCase() === id);
      if (!member || !word(member)) continue;
      const note = document.createElement("span");
      note.className = "waiting-presence";
      note.append(" " + nameOf(id) + " is ");
      const held = mark(member, lobby);
      // "asleep: seat held 24 s": the mark's own word, then the countdown as part of the sentence.
      if (held.dataset.deadline) {
        held.dataset.word = word(member) + ": seat held";
        fill(held);
      }
      note.append(held, ".");
      notes.push(note);
    }
    return notes;
  }

  setInterval(() => { for (const node of document.querySelectorAll(".presence[data-deadline]")) fill(node); }, 250);

  global.LanPartyPresence = { arrived: arrived, word: word, deadline: deadline, mark: mark, waitingNotes: waitingNotes };
})(typeof self !== "undefined" ? self : this);
