/* The game's public event lines (Docs/Protocol.md "Event lines"): shown in order under the face on
 * the page, and on the TV. Each line once: a catch-up repeats the history, and lines at or below the
 * last step shown in this round are skipped. Text only (never HTML). */
(function () {
  "use strict";

  function ensureStyle() {
    if (document.getElementById("events-log-style")) return;
    const link = document.createElement("link");
    link.id = "events-log-style";
    link.rel = "stylesheet";
    link.href = "/assets/events-log.css";
    document.head.appendChild(link);
  }

  /**
   * A log inside `parent` (created on first use, after `after` when given).
   * options: {kept: lines kept on screen, className: extra class, title: heading text,
   *           name(id): a player's name, for the lines' {id} mentions}
   */
  function EventsLog(parent, options) {
    ensureStyle();
    options = options || {};
    this.kept = options.kept || 50;
    this.name = options.name || function (id) { return "Player-" + id.slice(0, 4).toUpperCase(); };
    this.round = null;
    this.lastStep = 0;
    this.root = document.createElement("section");
    this.root.className = "events-log" + (options.className ? " " + options.className : "");
    this.root.setAttribute("aria-label", options.title || "What happened");
    this.root.hidden = true;
    this.list = document.createElement("ol");
    this.list.setAttribute("aria-live", "polite");
    this.root.appendChild(this.list);
    if (options.after && options.after.parentNode === parent) parent.insertBefore(this.root, options.after.nextSibling);
    else parent.appendChild(this.root);
  }

  /** A new game: the log starts empty. */
  EventsLog.prototype.reset = function () {
    this.round = null;
    this.lastStep = 0;
    this.list.textContent = "";
    this.root.hidden = true;
  };

  /** The lines of a state of `round` ({step, text}), those not shown yet appended in order. */
  EventsLog.prototype.add = function (round, lines) {
    if (!Array.isArray(lines) || lines.length === 0) return;
    if (round !== this.round) { this.reset(); this.round = round; }
    for (const line of lines) {
      if (!line || typeof line.text !== "string" || !(line.step > this.lastStep)) continue;
      const item = document.createElement("li");
      // A player is mentioned as {id} (lower-case UUID): written with the name this page shows.
      item.textContent = line.text.replace(/\{([0-9a-fA-F-]{36})\}/g, (_, id) => this.name(id.toLowerCase()));
      item.dataset.step = String(line.step);
      this.list.appendChild(item);
    }
    this.lastStep = Math.max(this.lastStep, ...lines.map((l) => (l && l.step) || 0));
    while (this.list.children.length > this.kept) this.list.removeChild(this.list.firstChild);
    this.root.hidden = this.list.children.length === 0;
    // The newest line in sight (the log scrolls inside its own box).
    this.list.scrollTop = this.list.scrollHeight;
  };

  window.LanPartyEventsLog = EventsLog;
})();
