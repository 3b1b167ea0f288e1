/* SketchDuel in the browser, part 6: the drawing on the TV. While a big screen (`/tv`) is connected
 * (`api.screens()` > 0) the room already sees the drawing there, large: a guesser's or a watcher's
 * phone need not repeat it, so it is hidden by default, with a toggle to show it here. The choice is
 * this device's, remembered in localStorage. The drawer's phone always shows its canvas. */
(function (S) {
  "use strict";
  const KEY = "lanparty.sketchDuel.drawingHere"; // "show" or "hide": this device's choice

  /** The toggle in `container`; `changed()` after a tap (the face renders again). */
  S.ScreenToggle = function (container, api, changed) {
    const el = window.LanPartyFaces.el;
    const note = el("span", "sd-screen-note", "Drawing on the TV");
    const toggle = window.LanPartyFaces.button("", "sd-screen-toggle secondary", flip);
    container.append(note, toggle);
    // An older page gives faces no `screens`: no TV then.
    const screens = () => (typeof api.screens === "function" && api.screens()) || 0;

    function stored() {
      try { return window.localStorage.getItem(KEY); } catch (e) { return null; } // storage may be off
    }

    function flip() {
      const next = hidden(false) ? "show" : "hide";
      try { window.localStorage.setItem(KEY, next); } catch (e) { /* kept for this page only */ }
      changed();
    }

    /** Whether the drawing is hidden on this phone now; never for the one who draws. */
    function hidden(drawer) { return !drawer && screens() > 0 && stored() !== "show"; }

    /** Shows the toggle while a TV is connected and this phone does not draw; returns hidden(drawer). */
    function render(drawer) {
      const away = hidden(drawer);
      container.hidden = drawer || screens() === 0;
      note.hidden = !away;
      toggle.textContent = away ? "Show the drawing here" : "Hide it here (it's on the TV)";
      toggle.setAttribute("aria-pressed", away ? "false" : "true");
      return away;
    }

    return { hidden: hidden, render: render };
  };
})(window.SketchDuelWeb = window.SketchDuelWeb || {});
