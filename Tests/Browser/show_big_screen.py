"""Renders a game's big-screen face (the `/tv` face, Docs/WritingAGameModule.md "A big-screen face")
on a page of its own, in headless Chromium at TV sizes, with real spectator views a host sent.

usage: show_big_screen.py BASE_URL GAME FRAMES_JSON [--sizes 1920x1080,1280x720] [--screenshots DIR]
                          [--clock SELECTOR] [--strip VH]

The face as the host serves it: BASE_URL's /assets/faces.js, /faces/GAME.tv.js and .tv.css (and
/lobby.json must say `hasBigScreenFace`). FRAMES_JSON: {"players": [ids in seat order], "names":
{id: name}, "frames": [{"view", "toAct"?, "shot"?: name, "secret"?: word, "reveals"?: word,
"ink"?: true}]}. Each frame's view goes to the face's update(view, {toAct}) in order; the last one
also to gameOver(). At each size the page is loaded afresh and every frame replayed. A frame with `shot` is
photographed (DIR/big-screen-GAME-SHOT-WxH.png) and measured (does the face fit the screen?); with
`secret`, the page's DOM must not hold that word, with `reveals` its text must (counted); with
`ink`, the canvas's inked pixels are counted.
`--clock`: after the first `shot`, the face's clock must change when api.now() jumps 5 s.
The face gets the screen less a strip of VH % at the top, where the `/tv` page draws the players.

Prints one JSON line: {"lobbyHasBigScreenFace", "registered", "sizes": [{"size", "frames",
"shots": [{"name", "path", "outside", "scrolls", "empty"}], "secretsSeen": [...], "revealsSeen", "ink": [...],
"clock": [before, after]}], "pageErrors"}; exit 0 when the face registered and rendered.
"""
import argparse
import json
import os
import re
import sys
import tempfile
import time
import urllib.request

from selenium.common.exceptions import WebDriverException

import browser

# Stands in for the `/tv` page: its strip of players at the top, the face's root below it.
HARNESS = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>big screen: %(game)s</title>
<style>
html, body { margin: 0; height: 100%%; background: #0f1317; color: #eef1f4; font-family: system-ui, sans-serif; overflow: hidden; }
#strip { height: %(strip)svh; display: flex; align-items: center; gap: 2vw; padding: 0 2vw; background: #171c22; font-size: 3vh; box-sizing: border-box; }
#root { position: absolute; top: %(strip)svh; left: 0; right: 0; bottom: 0; }
</style>
<link rel="stylesheet" href="tv.css">
</head><body>
<div id="strip"></div>
<div id="root"></div>
<script>
window.__pageErrors = [];
addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
</script>
<script src="faces.js"></script>
<script>
// Records what registers for the screen (and keeps the page's own registerScreen, once it has one).
(function () {
  const own = LanPartyFaces.registerScreen;
  window.__screens = {};
  LanPartyFaces.registerScreen = function (id, factory) {
    window.__screens[id] = factory;
    if (own) own.call(LanPartyFaces, id, factory);
  };
})();
window.__skew = 0;
</script>
<script src="tv.js"></script>
</body></html>
"""

START = """
const [game, players, names] = arguments;
const factory = window.__screens[game];
if (!factory) return false;
const strip = document.getElementById('strip');
for (const id of players) { const s = document.createElement('span'); s.textContent = names[id] || id.slice(0, 4); strip.append(s); }
window.__face = factory(document.getElementById('root'), {
  players: players,
  name: (id) => names[String(id).toLowerCase()] || 'Player-' + String(id).slice(0, 4),
  now: () => performance.now() + window.__skew,
});
return true;
"""

# Resolves after two animation frames: whatever the update invalidated has been drawn.
UPDATE = """
const [view, toAct, last, done] = [arguments[0], arguments[1], arguments[2], arguments[arguments.length - 1]];
window.__face.update(view, { toAct: toAct });
if (last && window.__face.gameOver) window.__face.gameOver({ winners: (view.finish || {}).winners || [], summary: (view.finish || {}).summary || '', view: view });
requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
"""

INK = """
let inked = 0;
for (const canvas of document.querySelectorAll('#root canvas')) {
  if (!canvas.width || !canvas.height) continue;
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) inked++;
}
return inked;
"""

# Whether the face fits: nothing scrolls, and no element of the face sticks out of the screen.
FIT = """
const out = [];
const w = innerWidth, h = innerHeight;
for (const node of document.querySelectorAll('#root *')) {
  const r = node.getBoundingClientRect();
  if (!r.width || !r.height) continue;
  if (r.right > w + 1 || r.bottom > h + 1 || r.left < -1 || r.top < -1) out.push((node.className && node.className.baseVal !== undefined ? node.className.baseVal : node.className) || node.tagName);
}
const root = document.getElementById('root');
return { outside: out.slice(0, 10), scrolls: root.scrollHeight > root.clientHeight + 1 || root.scrollWidth > root.clientWidth + 1,
         empty: !root.textContent.trim() && !root.querySelector('canvas, svg') };
"""


def fetch(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("game")
    parser.add_argument("frames")
    parser.add_argument("--sizes", default="1920x1080,1280x720")
    parser.add_argument("--screenshots")
    parser.add_argument("--clock")
    parser.add_argument("--strip", type=float, default=12)
    args = parser.parse_args()
    base = args.base.rstrip("/")
    result = {"game": args.game, "registered": False, "sizes": [], "pageErrors": []}

    lobby = json.loads(fetch(base + "/lobby.json"))
    offered = [g for g in lobby.get("games", []) if g.get("id") == args.game]
    result["lobbyHasBigScreenFace"] = bool(offered and offered[0].get("hasBigScreenFace"))
    folder = tempfile.mkdtemp(prefix="big-screen-")
    with open(os.path.join(folder, "faces.js"), "wb") as out:
        out.write(fetch(base + "/assets/faces.js"))
    with open(os.path.join(folder, "tv.js"), "wb") as out:
        out.write(fetch(base + "/faces/%s.tv.js" % args.game))
    with open(os.path.join(folder, "tv.css"), "wb") as out:
        out.write(fetch(base + "/faces/%s.tv.css" % args.game))
    page = os.path.join(folder, "index.html")
    with open(page, "w") as out:
        out.write(HARNESS % {"game": args.game, "strip": args.strip})
    with open(args.frames) as source:
        data = json.load(source)
    frames = data["frames"]

    for size in args.sizes.split(","):
        width, height = (int(n) for n in size.split("x"))
        driver = browser.start((width, height))
        # The viewport exactly (a headless window's size includes no toolbar, but be sure).
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        measured = {"size": size, "frames": 0, "shots": [], "secretsSeen": [], "revealsSeen": 0, "ink": []}
        try:
            driver.get("file://" + page)
            if not driver.execute_script(START, args.game, data["players"], data["names"]):
                result["error"] = "nothing registered with LanPartyFaces.registerScreen(%r)" % args.game
                result["pageErrors"] += driver.execute_script("return window.__pageErrors") or []
                break
            result["registered"] = True
            clock_checked = False
            for index, frame in enumerate(frames):
                last = index == len(frames) - 1
                driver.execute_async_script(UPDATE, frame["view"], frame.get("toAct"), last)
                measured["frames"] += 1
                if frame.get("secret"):
                    html = driver.execute_script("return document.documentElement.outerHTML").lower()
                    word = frame["secret"].lower()
                    if re.search(r"(^|[^a-z])" + re.escape(word) + r"([^a-z]|$)", html):
                        measured["secretsSeen"].append({"frame": index, "word": word})
                if frame.get("reveals"):
                    text = driver.execute_script("return document.getElementById('root').textContent").lower()
                    if frame["reveals"].lower() in text:
                        measured["revealsSeen"] += 1
                if frame.get("ink"):
                    measured["ink"].append(driver.execute_script(INK))
                if frame.get("shot"):
                    shot = {"name": frame["shot"], "frame": index}
                    shot.update(driver.execute_script(FIT))
                    if args.screenshots:
                        shot["path"] = "%s/big-screen-%s-%s-%s.png" % (args.screenshots, args.game, frame["shot"], size)
                        driver.save_screenshot(shot["path"])
                    measured["shots"].append(shot)
                    if args.clock and not clock_checked:
                        clock_checked = True
                        measured["clock"] = clock_jump(driver, args.clock)
        except WebDriverException as error:
            result["error"] = str(error).splitlines()[0]
        finally:
            result["pageErrors"] += driver.execute_script("return window.__pageErrors") or []
            driver.quit()
        result["sizes"].append(measured)
    print(json.dumps(result))
    ok = result["registered"] and "error" not in result and all(s["frames"] == len(frames) for s in result["sizes"])
    sys.exit(0 if ok else 1)


def clock_jump(driver, selector):
    """The clock's text, then again once it changed after api.now() jumped 5 s (within 3 s)."""
    read = "const n = document.querySelector(arguments[0]); return n ? n.textContent : null;"
    before = driver.execute_script(read, selector)
    driver.execute_script("window.__skew += 5000;")
    deadline = time.monotonic() + 3
    after = before
    while after == before and time.monotonic() < deadline:
        time.sleep(0.05)
        after = driver.execute_script(read, selector)
    driver.execute_script("window.__skew -= 5000;")
    return [before, after]


if __name__ == "__main__":
    main()
