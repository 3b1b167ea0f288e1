/* Quortex in the browser, part 3: what you may place, from the view's `options` (the host worked
 * them out; the face never guesses legality). Rotations that look alike are offered once. */
(function (Q) {
  "use strict";

  /** The legal rotations of `tile` that look different, in clockwise order, each with its option. */
  function choices(view, tile) {
    const seen = {};
    const out = [];
    for (const option of view.options) {
      if (option.tile !== tile || !option.legal) continue;
      const look = Q.hex.lookKey(tile, option.rotation);
      if (seen[look]) continue;
      seen[look] = true;
      out.push(option);
    }
    return out.sort((a, b) => a.rotation - b.rotation);
  }

  /** Higher is better for the mover: a win, then staying in, then nearer the goal, then knocking others out. */
  function score(option) {
    const result = option.result === "completes" ? 2 : option.result === "safe" ? 1 : 0;
    return result * 1000 - option.distance * 10 + option.eliminates.length;
  }

  /** The option `tile` starts at when picked: its most promising rotation (rotate to see the others). */
  function best(view, tile) {
    let top = null;
    for (const option of choices(view, tile)) if (!top || score(option) > score(top)) top = option;
    return top;
  }

  /** The next legal-looking rotation of `current`'s tile, `step` = 1 clockwise, -1 anticlockwise. */
  function turn(view, current, step) {
    const list = choices(view, current.tile);
    if (!list.length) return current;
    const at = list.findIndex((o) => o.rotation === current.rotation);
    return list[((at < 0 ? 0 : at + step) % list.length + list.length) % list.length];
  }

  /** What the option does, in words (`name(id)` names a player). */
  function describe(option, name) {
    if (!option) return "";
    switch (option.result) {
      case "completes": return "Wins: your flow reaches its goal!";
      case "eliminates": return "Sends your flow off the board: every choice you have does.";
      case "safe": {
        const knocked = option.eliminates.map((id) => name(String(id).toLowerCase()));
        // 0: the flow ends on a cell of its goal side, one tile from home.
        const where = option.distance === 0 ? "at your goal's edge" : option.distance + " from your goal";
        return "Stays in · " + where + (knocked.length ? " · knocks out " + knocked.join(", ") : "");
      }
    }
    return "";
  }

  Q.choices = { choices: choices, best: best, turn: turn, describe: describe };
})(window.QuortexWeb = window.QuortexWeb || {});
