// The operator's page (/host): polls /host.json every second and redraws three tables. The token
// in this page's address (/host?token=…) is passed on; on the host itself none is needed.
"use strict";
(function () {
  const token = new URLSearchParams(location.search).get("token");
  const source = "/host.json" + (token ? "?token=" + encodeURIComponent(token) : "");

  function cell(row, text, className) {
    const td = document.createElement("td");
    td.textContent = text;
    if (className) td.className = className;
    row.appendChild(td);
  }

  function bytes(count) {
    if (count < 1024) return count + " B";
    if (count < 1024 * 1024) return (count / 1024).toFixed(1) + " KiB";
    return (count / 1024 / 1024).toFixed(1) + " MiB";
  }

  function ago(seconds) {
    if (seconds < 60) return Math.round(seconds) + " s ago";
    return Math.round(seconds / 60) + " min ago";
  }

  function fill(table, items, columns, emptyText) {
    const body = document.querySelector(table + " tbody");
    body.replaceChildren();
    if (items.length === 0) {
      const row = body.insertRow();
      cell(row, emptyText, "empty");
      row.firstChild.colSpan = columns;
      return;
    }
    return body;
  }

  function draw(overview) {
    document.body.classList.remove("stale");
    document.getElementById("lobby").textContent = overview.lobbyName;
    const players = overview.members.filter((m) => m.role === "player").length;
    document.getElementById("summary").textContent =
      overview.game + " · " + overview.phase + " · " + players + "/" + overview.maxPlayers + " players · " +
      overview.connectionsOpen + (overview.connectionsOpen === 1 ? " connection" : " connections") + " open";

    const members = fill("#members", overview.members, 8, "No one yet");
    if (members) for (const m of overview.members) {
      const row = members.insertRow();
      cell(row, m.name + (m.isHost ? " (host)" : ""));
      cell(row, m.role);
      cell(row, m.isHost ? "here" : m.state, "state-" + m.state);
      cell(row, m.transport || "—");
      cell(row, m.pingMilliseconds == null ? "—" : m.pingMilliseconds + " ms");
      cell(row, m.transport ? bytes(m.bytesIn) : "—");
      cell(row, m.transport ? bytes(m.bytesOut) : "—");
      cell(row, m.holdSecondsLeft == null ? "—" : Math.ceil(m.holdSecondsLeft) + " s left");
    }

    const refusals = fill("#refusals", overview.recentRefusals, 5, "None");
    if (refusals) for (const r of overview.recentRefusals) {
      const row = refusals.insertRow();
      cell(row, ago(r.secondsAgo));
      cell(row, r.code);
      cell(row, r.name || "—");
      cell(row, r.address || "—");
      cell(row, r.message || "");
    }

    const seals = fill("#seals", overview.recentSealFailures, 3, "None");
    if (seals) for (const s of overview.recentSealFailures) {
      const row = seals.insertRow();
      cell(row, ago(s.secondsAgo));
      cell(row, s.code);
      cell(row, s.address || "—");
    }
  }

  async function poll() {
    try {
      const response = await fetch(source, { cache: "no-store" });
      if (!response.ok) throw new Error("HTTP " + response.status);
      draw(await response.json());
    } catch (error) {
      document.body.classList.add("stale");
      document.getElementById("summary").textContent = "Not updating: " + error.message;
    }
    setTimeout(poll, 1000);
  }
  poll();
})();
