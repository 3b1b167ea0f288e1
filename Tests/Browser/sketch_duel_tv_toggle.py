"""SketchDuel's phone face with a TV in the room (`api.screens()` > 0): a guesser's phone hides the
drawing the TV shows, "Show the drawing here" brings it back, the choice survives a reload (this
device's localStorage), and the drawer's phone always shows its canvas. Without a TV nothing changes.

usage: sketch_duel_tv_toggle.py BASE_URL FRAMES_JSON    (FRAMES_JSON as show_big_screen.py reads it)

The face as the host serves it (BASE_URL's /assets/faces.js and style.css, /faces/sketch-duel.js
and .css) on a page of its own, at 390x844, fed the first view of FRAMES_JSON in which a round is
drawn, as a guesser's (the same view with `viewer` set: a guesser's differs only there and in its
own guesses' `close`) and as the drawer's.

Prints one JSON line: {"guesser": {"tv", "shown", "reloaded", "hidden"}, "drawer", "noTV",
"pageErrors"}, each {"paper": shown?, "toggle": shown?, "label"}; exit 0 when the page ran.
"""
import json
import os
import sys
import tempfile
import urllib.request

import browser

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="style.css"><link rel="stylesheet" href="face.css"></head>
<body data-section="game"><main><section id="game"><div id="face"></div></section></main>
<script>window.__pageErrors = []; addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));</script>
<script src="faces.js"></script><script src="face.js"></script></body></html>
"""

# As app.js makes a face: api.screens() is the lobby's count of TVs.
START = """
const [me, screens, view] = arguments;
const root = document.getElementById('face');
root.textContent = '';
const face = LanPartyFaces.factory('sketch-duel')(root, {
  me: me, players: view.players, name: (id) => 'P' + id.slice(-2), send: () => {},
  now: () => performance.now(), screens: () => screens,
});
face.update(Object.assign({}, view, { viewer: me }), { toAct: null });
"""

STATE = """
const paper = document.querySelector('.sd-paper');
const row = document.querySelector('.sd-screen');
const toggle = document.querySelector('.sd-screen-toggle');
return { paper: !!paper && paper.getBoundingClientRect().height > 0, toggle: !!row && !row.hidden && row.getBoundingClientRect().height > 0,
         label: toggle ? toggle.textContent : null };
"""


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read()


def main():
    base, frames = sys.argv[1].rstrip("/"), sys.argv[2]
    folder = tempfile.mkdtemp(prefix="sketch-tv-")
    for name, path in (("faces.js", "/assets/faces.js"), ("style.css", "/assets/style.css"),
                       ("face.js", "/faces/sketch-duel.js"), ("face.css", "/faces/sketch-duel.css")):
        with open(os.path.join(folder, name), "wb") as out:
            out.write(fetch(base + path))
    with open(os.path.join(folder, "index.html"), "w") as out:
        out.write(PAGE)
    with open(frames) as source:
        views = [f["view"] for f in json.load(source)["frames"]]
    view = next(v for v in views if v["phase"] == "drawing" and v["strokes"])
    guesser = next(p for p in view["players"] if p != view["drawer"])
    driver = browser.start((390, 844))
    result = {"guesser": {}}
    try:
        driver.get("file://" + os.path.join(folder, "index.html"))
        driver.execute_script("localStorage.clear()")

        def show(me, screens):
            driver.execute_script(START, me, screens, view)
            return driver.execute_script(STATE)

        result["guesser"]["tv"] = show(guesser, 1)
        driver.find_element("css selector", ".sd-screen-toggle").click()
        result["guesser"]["shown"] = driver.execute_script(STATE)
        driver.refresh()
        result["guesser"]["reloaded"] = show(guesser, 1)
        driver.find_element("css selector", ".sd-screen-toggle").click()
        result["guesser"]["hidden"] = driver.execute_script(STATE)
        driver.execute_script("localStorage.clear()")
        result["drawer"] = show(view["drawer"], 1)
        result["noTV"] = show(guesser, 0)
        result["pageErrors"] = driver.execute_script("return window.__pageErrors")
    finally:
        driver.quit()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
