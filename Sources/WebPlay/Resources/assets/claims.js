/* "That's me" claims on the page of the member who answers them, the VIP (Docs/Protocol.md "Seat
 * claims"): each claim for a held seat whose `approverId` is this member, with Allow and Refuse,
 * shown above whatever section is up (a claim usually comes mid-game, for a held hand). */
(function (global) {
  "use strict";
  const $ = (id) => document.getElementById(id);

  /** `api`: { session(), me(), lobby(), nameOf(id) }. */
  function ClaimPanel(api) { this.api = api; this.shown = null; }

  /** Redraws the claims this member may answer; the buttons are rebuilt only when the claims
   * change (the lobby is redrawn on every ping refresh, a rebuilt button would slip from the finger). */
  ClaimPanel.prototype.render = function () {
    const lobby = this.api.lobby(), me = this.api.me();
    const mine = ((lobby && lobby.seatClaims) || []).filter((claim) => me && String(claim.approverId || "").toLowerCase() === me);
    const key = JSON.stringify(mine.map((claim) => [claim.playerId, claim.name]));
    if (key === this.shown) return;
    this.shown = key;
    const panel = $("claims");
    panel.textContent = "";
    panel.hidden = !mine.length;
    for (const claim of mine) {
      const seat = String(claim.playerId).toLowerCase(), name = this.api.nameOf(seat);
      const row = document.createElement("div");
      row.className = "claim";
      row.dataset.seat = seat;
      const text = document.createElement("p");
      text.textContent = "A device says it is " + name + " and asks for " + name + "'s seat (and hand). Is it really " + name + "?";
      const allow = document.createElement("button"), refuse = document.createElement("button");
      allow.type = refuse.type = "button";
      allow.className = "claim-allow"; allow.textContent = "Allow";
      refuse.className = "claim-refuse secondary"; refuse.textContent = "Refuse";
      const answer = (request) => {
        allow.disabled = refuse.disabled = true;
        this.api.session().request(request, { playerId: seat });
      };
      allow.addEventListener("click", () => answer("approveClaim"));
      refuse.addEventListener("click", () => answer("refuseClaim"));
      const buttons = document.createElement("div");
      buttons.className = "buttons";
      buttons.append(allow, refuse);
      row.append(text, buttons);
      panel.append(row);
    }
  };

  global.LanPartyClaimPanel = ClaimPanel;
})(typeof self !== "undefined" ? self : this);
