/* SketchDuel in the browser, part 7: the face. The drawer sees the word and draws with a finger,
 * mouse or pen (palette, width, undo, clear: pressed on pointerup, so a phone's first tap after a
 * stroke counts); strokes are streamed while drawn (begin, an extend every 100 ms, end; each batch
 * simplified to about one screen pixel). The guessers watch the strokes arrive, see hint letters
 * appear, and type guesses (Enter sends); a guess one letter off gets a "close!" toast. A duet
 * shows one shared score, a race each player's; bots are labelled "practice partner". Renders the module's view JSON; sends its action
 * JSON (Docs/Games/SketchDuel.md). Parts 1-6 come first in the same script. */
(function (S) {
  "use strict";
  // ~7 updates a second keep the guesser's view live; half the frames of 80 ms (Docs/Performance.md, SketchDuel).
  const FLUSH_MS = 100;  // SPEC §11: a batch about every 50-100 ms
  const COLOR_NAMES = ["black", "red", "orange", "yellow", "green", "blue", "purple", "brown"];
  const same = (a, b) => a != null && b != null && String(a).toLowerCase() === String(b).toLowerCase();

  const el = window.LanPartyFaces.el;

const button = window.LanPartyFaces.button;

  /** A tool button pressed on pointerup over it (a finger, a mouse or a pen), or by the keyboard.
   * Not on `click`: on a phone, right after a stroke the first tap's click often never comes. */
  function toolButton(className, label, act) {
    const node = el("button", className);
    node.type = "button";
    node.setAttribute("aria-label", label);
    node.title = label;
    let down = null;
    node.addEventListener("pointerdown", (event) => {
      down = event.pointerId;
      if (event.pointerType !== "mouse") event.preventDefault();  // no delayed, doubled or lost click
    });
    node.addEventListener("pointerup", (event) => {
      if (down !== event.pointerId || node.disabled) return;
      down = null;
      event.preventDefault();
      act();
    });
    node.addEventListener("pointercancel", () => { down = null; });
    node.addEventListener("pointerleave", () => { down = null; });
    // Enter or Space (a click without a pointer: detail 0).
    node.addEventListener("click", (event) => { if (event.detail === 0) act(); });
    return node;
  }

  window.LanPartyFaces.register("sketch-duel", function (root, api) {
    const face = el("div", "sd-face");
    const top = el("div", "sd-top");
    const roundText = el("span", "sd-round");
    const clock = el("span", "sd-clock");
    const scores = el("ul", "sd-scores");
    top.append(roundText, clock);
    const prompt = el("p", "sd-prompt");
    const news = el("p", "sd-news");
    news.setAttribute("role", "status");
    const boardBox = el("div", "sd-board-box");
    const tools = el("div", "sd-tools");
    const guessForm = el("form", "sd-guess");
    const guessInput = el("input");
    const guesses = el("ul", "sd-guesses");
    const refusal = el("p", "sd-refusal");
    refusal.setAttribute("role", "alert");
    const history = el("ol", "sd-history");
    const screenRow = el("div", "sd-screen");
    face.append(top, scores, prompt, news, screenRow, boardBox, tools, guessForm, refusal, guesses, history);
    root.append(face);

    let view = null, deadline = null, tool = { color: 0, width: 2 }, lastGuess = "", closeShown = 0, toastTimer = 0;
    const toast = el("p", "sd-toast");
    toast.setAttribute("role", "status");
    toast.hidden = true;
    boardBox.append(toast);
    let stroke = null, flushTimer = 0;
    const reader = new S.Reader();
    const prediction = new S.Prediction();
    let received = S.ink.emptyDrawing();
    const board = S.Board(boardBox, scene, { start: startStroke, move: moveStroke, end: endStroke });
    const ticker = setInterval(renderClock, 250);
    // With a TV in the room a guesser's phone may leave the drawing to it (screen.js).
    const screen = S.ScreenToggle(screenRow, api, () => { if (view) render(); });

    // "You" is a sentence's subject ("You guessed …"); a seat is labelled "Ari (you)". Whose it is
    // goes by ids, never by the text: a player may be called "You".
    const who = (id) => (same(id, api.me) ? "You" : api.name(String(id).toLowerCase()));
    const partner = (id) => !!view && (view.partners || []).some((p) => same(p, id));
    const label = (id) => api.name(String(id).toLowerCase()) + (same(id, api.me) ? " (you)" : "");
    const drawing = () => !!view && !view.finish && view.phase === "drawing" && same(view.drawer, api.me) && same(view.viewer, api.me);
    const found = () => !!view && view.right.some((id) => same(id, api.me));
    const guessing = () => !!view && !view.finish && view.phase === "drawing" && !!view.viewer && same(view.viewer, api.me)
      && !same(view.drawer, api.me) && !view.departed.some((id) => same(id, api.me)) && !found();
    /** `_ a _ _` for `_a__`, one box per word and three spaces between words: a line breaks between
     * words, and inside one only when it is wider than the whole line (face.css). */
    function patternBox(pattern) {
      const box = el("span", "sd-pattern");
      pattern.split(" ").forEach((word, index) => {
        if (index > 0) box.append("   ");
        box.append(el("span", "sd-pattern-word", word.split("").join(" ")));
      });
      return box;
    }

    // --- The toolbar: 8 colours, 4 widths, undo, clear.
    const swatches = COLOR_NAMES.map((name, index) => {
      const node = toolButton("sd-swatch sd-c" + index, name, () => { tool.color = index; renderTools(); });
      node.dataset.color = String(index);
      return node;
    });
    const widths = [1, 2, 3, 4].map((width) => {
      const node = toolButton("sd-width", "width " + width, () => { tool.width = width; renderTools(); });
      node.dataset.width = String(width);
      node.append(el("span", "sd-line sd-w" + width));
      return node;
    });
    const undoButton = toolButton("sd-undo secondary", "Undo", () => sendDrawing({ type: "undo" }));
    undoButton.textContent = "↶ Undo";
    const clearButton = toolButton("sd-clear secondary", "Clear", () => sendDrawing({ type: "clear" }));
    clearButton.textContent = "Clear";
    const palette = el("div", "sd-palette");
    palette.append(...swatches);
    const row = el("div", "sd-row");
    row.append(...widths, undoButton, clearButton);
    tools.append(palette, row);

    // --- The guess box: Enter sends; the host judges (an empty guess is refused with its reason).
    guessInput.className = "sd-guess-input";
    guessInput.setAttribute("aria-label", "Your guess");
    guessInput.placeholder = "Type a guess, then Enter";
    guessInput.maxLength = 40;
    guessInput.autocomplete = "off";
    guessInput.setAttribute("autocapitalize", "off");
    guessInput.setAttribute("enterkeyhint", "send");
    guessInput.spellcheck = false;
    const guessButton = el("button", "sd-guess-send", "Guess");
    guessButton.type = "submit";
    guessForm.append(guessInput, guessButton);
    guessForm.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!guessing()) return;
      refusal.textContent = "";
      lastGuess = guessInput.value.trim();
      api.send({ type: "guess", word: guessInput.value });
      guessInput.value = "";
    });

    function update(next) {
      const fresh = !view || view.round !== next.round || view.phase !== next.phase;
      view = next;
      deadline = view.millisecondsLeft != null ? api.now() + view.millisecondsLeft : null;
      if (fresh) refusal.textContent = "";
      received = reader.read(view);
      if (drawing() && !fresh) prediction.received(received, api.now());
      else prediction.reset(received);
      if (!drawing()) dropStroke();
      if (fresh) closeShown = 0;
      render();
      renderToast();
    }

    /** "close!" for 2.5 s when the host answers the viewer's newest guess as one letter off. */
    function renderToast() {
      const mine = view.guesses.filter((g) => same(g.player, api.me));
      const close = mine.filter((g) => g.close).length;
      if (close > closeShown && mine.length && mine[mine.length - 1].close) {
        toast.textContent = "close! “" + mine[mine.length - 1].text + "” is one letter off";
        toast.hidden = false;
        clearTimeout(toastTimer);
        toastTimer = setTimeout(() => { toast.hidden = true; }, 2500);
      }
      closeShown = close;
    }

    /** What the canvas shows: the drawer's prediction with the stroke under its finger, else the view's. */
    function scene() {
      if (!drawing()) return received.strokes;
      const strokes = prediction.shown.strokes.slice();
      if (stroke && stroke.batcher.pending.length) {
        const live = stroke.batcher.started && prediction.shown.open ? strokes.pop() : null;
        const before = live ? live.points.slice(-1) : [];
        if (live) strokes.push(live);
        strokes.push({ color: stroke.batcher.color, width: stroke.batcher.width, points: before.concat(stroke.batcher.pending) });
      }
      return strokes;
    }

    // --- Drawing: pointer samples → batcher → actions every FLUSH_MS.
    function startStroke(first, pointerType, rect) {
      if (!drawing()) return;
      refusal.textContent = "";
      const tolerance = board.unitsPerPixel();
      stroke = { batcher: new S.ink.Batcher(tool.color, tool.width, tolerance) };
      stroke.record = S.recording.begin({ pointerType: pointerType, color: tool.color, width: tool.width, rect: rect, tolerance: tolerance, time: first.time });
      moveStroke([first]);
      flushTimer = setInterval(flushStroke, FLUSH_MS);
    }

    function moveStroke(samples) {
      if (!stroke) return;
      for (const s of samples) { stroke.record.sample(s.point, s.time); stroke.batcher.add(s.point); }
      board.invalidate();
    }

    function flushStroke() {
      if (!stroke) return;
      const action = stroke.batcher.flush();
      if (action) sendDrawing(action, stroke);
    }

    function endStroke() {
      if (!stroke) return;
      const ending = stroke;
      clearInterval(flushTimer);
      for (const action of ending.batcher.finish()) sendDrawing(action, ending);
      stroke = null;
      board.invalidate();
    }

    /** Lets go of a stroke in progress without sending more (the round ended, a refusal). */
    function dropStroke() {
      if (!stroke) return;
      clearInterval(flushTimer);
      stroke = null;
      board.setEnabled(false);
    }

    function sendDrawing(action, from) {
      if (!drawing()) return;
      const now = api.now();
      prediction.sent(action, now);
      if (from) from.record.sent(action, performance.now());
      api.send(action);
      renderTools();
      board.invalidate();
    }

    // --- Rendering.
    function render() {
      const mine = drawing(), asking = guessing();
      face.dataset.role = mine ? "draw" : asking ? "guess" : view.viewer ? "wait" : "watch";
      face.dataset.phase = view.phase;
      face.dataset.round = String(view.round);
      face.dataset.over = view.finish ? "yes" : "no";
      face.dataset.strokes = String(received.strokes.length);
      face.dataset.points = String(received.total);
      face.dataset.mode = view.mode;
      face.dataset.hints = String(view.hints);
      // A duet's one shared score sits in the top line (a phone has no room for another row).
      roundText.textContent = view.mode === "duet"
        ? "Round " + view.round + "/" + view.rounds + " · duet score " + view.scores[0]
        : "Round " + view.round + " of " + view.rounds + " · race";
      renderScores();
      renderPrompt();
      renderNews();
      const away = screen.render(mine);
      boardBox.classList.toggle("sd-away", away);
      face.dataset.drawingHere = away ? "no" : "yes";
      board.setEnabled(mine);
      board.invalidate();
      tools.hidden = !mine;
      renderTools();
      guessForm.hidden = !asking;
      guessInput.disabled = guessButton.disabled = !asking;
      renderGuesses();
      renderHistory();
      renderClock();
    }

    function renderScores() {
      scores.textContent = "";
      const nameOf = (id) => {
        const wrap = el("span", "sd-name");
        const won = view.finish && view.finish.winners.some((w) => same(w, id));
        const mark = won ? "★ " : same(id, view.drawer) && view.phase === "drawing" ? "✎ " : view.right.some((r) => same(r, id)) ? "✓ " : "";
        wrap.append(mark + label(id));
        window.LanPartyFaces.dress(wrap, api, id, !view.finish && view.phase === "drawing" && same(id, view.drawer));
        if (partner(id)) wrap.append(el("span", "sd-partner", "practice partner"));
        return wrap;
      };
      const seatClass = (id) => "sd-score" + (same(id, view.drawer) && view.phase === "drawing" ? " drawing" : "")
        + (view.finish && view.finish.winners.some((w) => same(w, id)) ? " won" : "");
      if (view.mode === "duet") {
        view.players.forEach((id) => { const item = el("li", seatClass(id) + " sd-duet"); item.append(nameOf(id)); scores.append(item); });
        return;
      }
      view.players.forEach((id, seat) => {
        const item = el("li", seatClass(id));
        item.append(nameOf(id), el("span", "sd-points", String(view.scores[seat])));
        scores.append(item);
      });
      // The strip is one row that scrolls sideways (face.css): the drawer is in sight.
      window.LanPartyFaces.showInStrip(scores, scores.querySelector(".sd-score.drawing"));
    }

    function renderPrompt() {
      prompt.textContent = "";
      prompt.className = "sd-prompt";
      if (view.finish) { prompt.hidden = true; return; }
      prompt.hidden = false;
      if (view.phase === "drawing" && drawing()) {
        prompt.classList.add("sd-secret");
        prompt.append(el("span", "sd-label", "Draw: "), el("strong", "sd-word", view.word || ""));
      } else if (view.phase === "drawing") {
        const letters = view.pattern.replace(/ /g, "").length;
        const label = guessing() ? "Guess what " + who(view.drawer) + " draws: " : found() ? "You found it! " + who(view.drawer) + " draws: " : who(view.drawer) + " draws: ";
        const pattern = patternBox(view.pattern);
        pattern.dataset.pattern = view.pattern;
        const hints = view.hints ? ", " + view.hints + (view.hints === 1 ? " hint" : " hints") : "";
        prompt.append(el("span", "sd-label", label), pattern, el("span", "sd-count", " (" + letters + " letters" + hints + ")"));
      } else {
        const next = view.players[view.round % view.players.length];
        prompt.append(el("span", "sd-label", "Next round: " + (same(next, api.me) ? "you draw" : who(next) + " draws") + "."));
      }
    }

    /** The round's word once it is over, and the winners at the end. */
    function renderNews() {
      news.className = "sd-news";
      news.textContent = "";
      if (view.finish) {
        // The viewer first ("You and Hana share the win"), decided by ids.
        const mine = view.finish.winners.some((id) => same(id, api.me));
        const names = (mine ? ["You"] : []).concat(view.finish.winners.filter((id) => !same(id, api.me)).map(who));
        const duet = view.finish.reason === "duetWon" || view.finish.reason === "duetLost";
        news.textContent = duet
          ? (view.finish.reason === "duetWon" ? "★ " + names.join(" and ") + " — " : "⌛ ") + view.finish.summary
          : "★ " + (names.length ? names.join(" and ") + (names.length === 1 && !mine ? " wins" : names.length > 1 ? " share the win" : " win") : "Nobody wins") + " — " + view.finish.summary;
        news.classList.add(view.finish.reason === "duetLost" ? "sd-news-miss" : "sd-news-win");
        return;
      }
      const last = view.history[view.history.length - 1];
      if (view.phase !== "reveal" || !last) return;
      const word = "“" + last.word + "”";
      const finders = last.right.map(who).join(", ");
      const gain = view.mode === "duet" ? ": +" + last.points[0] + " for the pair." : ".";
      news.textContent = last.result === "guessed"
        ? "✓ " + finders + " found " + word + " (" + Math.floor(last.millisecondsLeft / 1000) + " s left)" + gain
        : last.result === "timeout" ? "⌛ Time's up. The word was " + word + "."
        : "The word was " + word + ".";
      if (view.mode === "duet") news.textContent += " Guessed " + view.roundsGuessed + " of " + view.rounds + " so far; " + view.roundsToWin + " to win together.";
      news.classList.add(last.result === "guessed" ? "sd-news-right" : "sd-news-miss");
    }

    function renderTools() {
      swatches.forEach((node, index) => node.setAttribute("aria-pressed", index === tool.color ? "true" : "false"));
      widths.forEach((node, index) => node.setAttribute("aria-pressed", index + 1 === tool.width ? "true" : "false"));
      const empty = !prediction.shown.strokes.length;
      undoButton.disabled = empty;
      clearButton.disabled = empty;
    }

    function renderGuesses() {
      guesses.textContent = "";
      guesses.hidden = !view.guesses.length;
      for (const guess of view.guesses) {
        const by = same(guess.player, api.me) ? "" : who(guess.player) + ": ";
        const text = guess.right ? by + "found the word" : by + guess.text + (guess.close ? " — close!" : "");
        guesses.append(el("li", "sd-try" + (guess.right ? " right" : "") + (guess.close ? " close" : ""), (guess.right ? "✓ " : "✕ ") + text));
      }
    }

    function renderHistory() {
      history.textContent = "";
      history.hidden = !view.history.length;
      for (const record of view.history.slice().reverse()) {
        const result = record.result === "guessed"
          ? "guessed by " + record.right.map((id) => (same(id, api.me) ? "you" : who(id))).join(", ") + (view.mode === "duet" ? ", +" + record.points[0] : "")
          : record.result === "timeout" ? "time ran out" : "the drawer left";
        history.append(el("li", "sd-past", record.round + ". " + who(record.drawer) + " drew “" + record.word + "”: " + result));
      }
    }

    function renderClock() {
      if (!view) return;
      const left = deadline == null ? null : Math.max(0, Math.ceil((deadline - api.now()) / 1000));
      clock.textContent = view.finish || left == null ? "Game over" : view.phase === "drawing" ? left + " s left" : "next round in " + left + " s";
      clock.classList.toggle("sd-hurry", view.phase === "drawing" && left != null && left <= 10);
    }

    return {
      update: update,
      rejected: function (error) {
        const detail = String(error.detail || "");
        const match = /^([A-Za-z]+): (.*)$/.exec(detail);
        refusal.dataset.code = match ? match[1] : String(error.code || "");
        refusal.textContent = "Not accepted: " + (match ? match[2] : detail || error.code) + ".";
        if (drawing()) { dropStroke(); board.setEnabled(true); prediction.refused(); renderTools(); board.invalidate(); }
      },
      destroy: function () { dropStroke(); clearInterval(ticker); board.destroy(); root.textContent = ""; },
    };
  });
})(window.SketchDuelWeb = window.SketchDuelWeb || {});
