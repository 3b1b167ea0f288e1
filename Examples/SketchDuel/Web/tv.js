/* SketchDuel on the big screen (`/tv`), after codec.js, ink.js, board.js and sync.js (the phone's
 * canvas code, shared): the drawing as large as the screen allows, growing stroke by stroke as the
 * views come, and beside it the round, the clock (counted down locally from the view's
 * `millisecondsLeft`), the word's pattern with its hint letters, the scores with who has found the
 * word, and the guesses. Renders the spectator's view JSON, which has no word while a round is
 * drawn (Docs/Games/SketchDuel.md); the word is shown once the round is over. Sends nothing. */
(function (S) {
  "use strict";
  const KEEP = 4; // guesses shown
  const same = (a, b) => a != null && b != null && String(a).toLowerCase() === String(b).toLowerCase();
  const el = window.LanPartyFaces.el;
  /** `_ a _ _` for `_a__`; three spaces between words. */
  const spaced = (pattern) => pattern.split(" ").map((word) => word.split("").join(" ")).join("   ");

  window.LanPartyFaces.registerScreen("sketch-duel", function (root, api) {
    const face = el("div", "sd-tv");
    const boardBox = el("div", "sd-tv-board");
    const side = el("div", "sd-tv-side");
    const top = el("p", "sd-tv-top");
    const roundText = el("span", "sd-tv-round");
    const clock = el("span", "sd-tv-clock");
    top.append(roundText, clock);
    const drawer = el("p", "sd-tv-drawer");
    const prompt = el("div", "sd-tv-prompt");
    const news = el("p", "sd-tv-news");
    const upNext = el("p", "sd-tv-next");
    const scores = el("ol", "sd-tv-scores");
    const guesses = el("ol", "sd-tv-guesses");
    side.append(top, drawer, prompt, news, upNext, scores, guesses);
    face.append(boardBox, side);
    root.append(face);
    const reader = new S.Reader();
    let view = null, deadline = null, drawing = S.ink.emptyDrawing();
    // Lines at least 3 CSS pixels per width: a phone's 1-pixel line is lost across a room.
    const board = S.Board(boardBox, () => drawing.strokes, { start: () => {}, move: () => {}, end: () => {} }, { pixelsPerWidth: 3 });
    const ticker = setInterval(renderClock, 250);
    const who = (id) => api.name(String(id).toLowerCase());
    const partner = (id) => (view.partners || []).some((p) => same(p, id));

    function update(next) {
      view = next;
      deadline = view.millisecondsLeft != null ? api.now() + view.millisecondsLeft : null;
      drawing = reader.read(view);
      board.invalidate();
      face.dataset.phase = view.phase;
      face.dataset.round = String(view.round);
      face.dataset.strokes = String(drawing.strokes.length);
      face.dataset.points = String(drawing.total);
      face.dataset.over = view.finish ? "yes" : "no";
      roundText.textContent = "Round " + view.round + " of " + view.rounds + (view.mode === "duet" ? " · duet" : " · race");
      renderClock();
      renderPrompt();
      renderNews();
      renderScores();
      renderGuesses();
    }

    function renderClock() {
      if (!view) return;
      const left = deadline == null ? null : Math.max(0, Math.ceil((deadline - api.now()) / 1000));
      clock.textContent = view.finish || left == null ? "" : view.phase === "drawing" ? left + " s" : "next in " + left + " s";
      clock.classList.toggle("hurry", view.phase === "drawing" && left != null && left <= 10);
      clock.classList.toggle("pause", view.phase !== "drawing");
    }

    /** Who draws and the word's pattern while drawing (never the word: the view has none); after
     * the round (the last one too), the word; between rounds, who draws next. */
    function renderPrompt() {
      prompt.textContent = "";
      drawer.textContent = "";
      upNext.textContent = "";
      if (view.phase === "drawing" && !view.finish) {
        drawer.append(el("span", "sd-tv-pen", "✎ "), who(view.drawer) + " draws");
        const letters = view.pattern.replace(/ /g, "").length;
        const text = spaced(view.pattern);
        const pattern = el("p", "sd-tv-pattern", text);
        pattern.dataset.pattern = view.pattern;
        // One line in the panel (about 27vw) whatever the word's length: a monospace cell is 0.6em.
        pattern.style.fontSize = "min(6.4vh, " + (27 / (text.length * 0.6)).toFixed(2) + "vw)";
        prompt.append(pattern, el("p", "sd-tv-count", letters + " letters" + (view.hints ? " · " + view.hints + (view.hints === 1 ? " hint" : " hints") : "")));
        return;
      }
      const last = view.history[view.history.length - 1];
      if (last) prompt.append(el("p", "sd-tv-label", "The word was"), el("p", "sd-tv-word", last.word));
      const next = view.players[view.round % view.players.length];
      if (view.phase === "reveal" && !view.finish && view.round < view.rounds) upNext.textContent = "Next: " + who(next) + " draws";
    }

    /** The end of a round (who found it), or the winners. */
    function renderNews() {
      news.className = "sd-tv-news";
      news.textContent = "";
      if (view.finish) {
        const names = view.finish.winners.map(who);
        const duet = view.finish.reason === "duetWon" || view.finish.reason === "duetLost";
        news.textContent = (duet ? (view.finish.reason === "duetWon" ? "★ " : "⌛ ") : "★ " + (names.length ? names.join(" and ") + (names.length === 1 ? " wins" : " share the win") : "Nobody wins") + " — ") + view.finish.summary;
        news.classList.add(view.finish.reason === "duetLost" ? "miss" : "win");
        return;
      }
      const last = view.history[view.history.length - 1];
      if (view.phase !== "reveal" || !last) return;
      news.textContent = last.result === "guessed"
        ? "✓ " + last.right.map(who).join(", ") + " found it with " + Math.floor(last.millisecondsLeft / 1000) + " s left"
        : last.result === "timeout" ? "⌛ Time's up" : "The drawer left";
      news.classList.add(last.result === "guessed" ? "right" : "miss");
    }

    function renderScores() {
      scores.textContent = "";
      scores.classList.toggle("many", view.players.length > 5);
      const drawingNow = view.phase === "drawing" && !view.finish;
      if (view.mode === "duet") {
        const item = el("li", "sd-tv-score duet");
        item.append(el("span", "sd-tv-name", "Together"), el("span", "sd-tv-points", String(view.scores[0])));
        scores.append(item);
        scores.append(el("li", "sd-tv-duet-note", view.roundsGuessed + " of " + view.rounds + " rounds guessed · " + view.roundsToWin + " to win together"));
      }
      view.players.forEach((id, seat) => {
        const found = view.right.some((r) => same(r, id));
        const draws = drawingNow && same(id, view.drawer);
        const won = view.finish && view.finish.winners.some((w) => same(w, id));
        const gone = view.departed.some((d) => same(d, id));
        const item = el("li", "sd-tv-score" + (draws ? " drawing" : "") + (found && drawingNow ? " found" : "") + (won ? " won" : "") + (gone ? " gone" : ""));
        item.dataset.player = String(id).toLowerCase();
        item.append(el("span", "sd-tv-name", (won ? "★ " : draws ? "✎ " : found ? "✓ " : "") + who(id)));
        if (partner(id)) item.append(el("span", "sd-tv-partner", "practice partner"));
        if (view.mode !== "duet") item.append(el("span", "sd-tv-points", String(view.scores[seat])));
        scores.append(item);
      });
    }

    /** This round's guesses, newest first: wrong ones as typed, right ones never as text. */
    function renderGuesses() {
      guesses.textContent = "";
      if (view.phase !== "drawing") return; // the round's news says who found it
      for (const guess of view.guesses.slice(-KEEP).reverse()) {
        guesses.append(el("li", guess.right ? "right" : null, who(guess.player) + (guess.right ? " found the word ✓" : ": " + guess.text)));
      }
      // As many as the panel has room for (eight players' scores take most of it): oldest first out.
      while (guesses.children.length > 1 && guesses.scrollHeight > guesses.clientHeight + 1) guesses.lastElementChild.remove();
    }

    return {
      update: update,
      gameOver: function (end) { if (end.view) update(end.view); },
      destroy: function () { clearInterval(ticker); board.destroy(); root.textContent = ""; },
    };
  });
})(window.SketchDuelWeb = window.SketchDuelWeb || {});
