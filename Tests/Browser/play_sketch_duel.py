"""Plays one SketchDuel game in a browser through its web face, as a person would: join by URL,
ready; when drawing, draw a shape on the canvas with a finger, mouse or pen (real W3C pointer
actions, so pointer events fire) along a hand-like path with jittered timing; when guessing, watch
the strokes arrive and type guesses (words of the list that fit the pattern), Enter after each.

usage: play_sketch_duel.py URL NAME --words WORDLIST.swift [--desktop] [--pointer touch|mouse|pen]
                           [--screenshots DIR] [--record DIR] [--timeout SECONDS]

--record DIR draws every shape (house, cat, spiral, star) in its drawing rounds, one after another
(Clear between), and writes each as DIR/NAME.json: the raw pointer samples the face collected and
the actions it sent (format: Tests/SketchDuelTests/Fixtures/README.md).

On a phone (390 x 844, touch) it taps a colour right after the first stroke of each shape with a
raw CDP touch sequence (Input.dispatchTouchEvent touchStart + touchEnd, no click synthesised by
the driver) and checks the face took it; on a desktop it clicks the colour with the mouse. When
guessing it waits for the first hint letter (half time) before it guesses, with words that fit
the pattern and its letters.

Prints one JSON line: {"joined", "taps" (colour taps after a stroke), "tapsTaken" (of them, the
face showed pressed within 1 s), "colorsSent" (colours of the strokes sent), "hintSeen" (the
pattern with a letter shown, e.g. "_a___"), "modes", "partnerLabels" (practice-partner labels seen), "drawRounds", "guessRounds", "shapes" (drawn), "strokesSent",
"actionsSent", "pointerTypes", "rawSamples", "sentPoints", "guesses", "right", "refusal" (the face's
text for an empty guess), "liveGrowth" (distinct point totals seen on this page while the other
player drew), "inkPixels" (non-white canvas pixels seen while guessing), "reveals" (round-end notices),
"winners" (the page's game-over panel), "faceWinner" (the face's notice), "pageErrors", "screens"};
exit 0 when the game-over panel was shown.
"""
import argparse
import json
import math
import os
import random
import re
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from browser import visible

# Shapes in a 4 × 3 box (the canvas's proportions), strokes of (x, y) corners or dense curves.
def circle(cx, cy, r, start=0.0, turn=1.0, steps=40):
    return [(cx + r * math.cos(start + 2 * math.pi * turn * i / steps),
             cy + r * math.sin(start + 2 * math.pi * turn * i / steps)) for i in range(steps + 1)]


SHAPES = {
    "house": [[(1.2, 1.35), (2.8, 1.35), (2.8, 2.7), (1.2, 2.7), (1.2, 1.35)],
              [(0.95, 1.5), (2.0, 0.45), (3.05, 1.5)],
              [(1.75, 2.7), (1.75, 1.95), (2.2, 1.95), (2.2, 2.7)],
              [(2.35, 1.6), (2.65, 1.6), (2.65, 1.9), (2.35, 1.9), (2.35, 1.6)]],
    "cat": [circle(2.0, 1.7, 0.85, start=-math.pi / 2),
            [(1.38, 1.2), (1.45, 0.45), (1.85, 0.88)], [(2.15, 0.88), (2.55, 0.45), (2.62, 1.2)],
            [(1.68, 1.5)], [(2.32, 1.5)],
            [(1.92, 1.85), (2.08, 1.85), (2.0, 1.97), (1.92, 1.85)],
            circle(1.85, 2.0, 0.15, start=0.2, turn=0.4, steps=10), circle(2.15, 2.0, 0.15, start=0.2, turn=0.4, steps=10),
            [(1.7, 1.9), (0.95, 1.75)], [(1.7, 2.0), (0.95, 2.1)], [(2.3, 1.9), (3.05, 1.75)], [(2.3, 2.0), (3.05, 2.1)]],
    "spiral": [[(2.0 + 0.04 * t * math.cos(t), 1.5 + 0.04 * t * math.sin(t)) for t in
                [i * 0.12 for i in range(0, 270)]]],
    "star": [[(2.0 + (1.25 if i % 2 == 0 else 0.5) * math.cos(-math.pi / 2 + i * math.pi / 5),
               1.6 + (1.25 if i % 2 == 0 else 0.5) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(11)]],
}

STATE_JS = """
const face = document.querySelector('.sd-face');
if (!face) return null;
const text = (s) => { const n = document.querySelector(s); return n && !n.hidden ? n.textContent : ''; };
return {role: face.dataset.role, phase: face.dataset.phase, round: face.dataset.round,
        strokes: +face.dataset.strokes, points: +face.dataset.points, refusal: text('.sd-refusal'),
        pattern: (document.querySelector('.sd-pattern') || {dataset: {}}).dataset.pattern || '',
        hints: +(face.dataset.hints || 0), mode: face.dataset.mode || '',
        guesses: document.querySelectorAll('.sd-try').length,
        partners: Array.from(document.querySelectorAll('.sd-partner')).map((n) => n.textContent),
        news: text('.sd-news')};
"""

INK_JS = """
const c = document.querySelector('.sd-canvas');
const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
let n = 0;
for (let i = 0; i < d.length; i += 16) if (d[i] < 200 || d[i + 1] < 200 || d[i + 2] < 200) n++;
return n;
"""


def words_of(path):
    """The string literals of a Swift word list file (WordList's words)."""
    with open(path, encoding="utf-8") as handle:
        return re.findall(r'"([a-z ]+)"', handle.read())


def humanize(stroke, box, rng):
    """(x, y, milliseconds) samples of a stroke in CSS pixels: slower at corners, a slow wobble and a
    little jitter, a sample every 8-17 ms (60-120 Hz)."""
    left, top, width, height = box
    sx, sy = width / 4.0, height / 3.0
    pts = [(left + x * sx, top + y * sy) for x, y in stroke]
    if len(pts) == 1:
        return [(pts[0][0], pts[0][1], 0.0)]
    out, clock = [], 0.0
    phase, wobble = rng.uniform(0, 6.3), rng.uniform(0.4, 1.4)
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        length = math.hypot(bx - ax, by - ay)
        duration = max(30.0, 1000.0 * length / rng.uniform(350, 700))  # px per second
        t = 0.0
        while t < duration:
            u = t / duration
            e = u * u * (3 - 2 * u)  # eased: slower at both ends of a segment (a corner)
            w = wobble * math.sin(phase + (clock + t) / 90.0)
            out.append((ax + (bx - ax) * e + w + rng.gauss(0, 0.35), ay + (by - ay) * e + w * 0.7 + rng.gauss(0, 0.35), clock + t))
            t += rng.uniform(8, 17)
        clock += duration
    out.append((pts[-1][0], pts[-1][1], clock))
    return out


def tap_colour(driver, kind, colour):
    """Right after a stroke: a finger's tap on colour `colour` as raw CDP touch events (phone), or a
    mouse click (desktop). Returns whether the face showed it pressed within 1 s."""
    selector = ".sd-swatch.sd-c%d" % colour
    if kind == "touch":
        x, y = driver.execute_script(
            "const n = document.querySelector(arguments[0]); n.scrollIntoView({block: 'nearest'});"
            "const r = n.getBoundingClientRect();"
            "return [r.left + r.width / 2, r.top + r.height / 2];", selector)
        point = {"x": x, "y": y, "radiusX": 4, "radiusY": 4, "force": 1, "id": 1}
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
        time.sleep(0.05)
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    else:
        driver.find_element(By.CSS_SELECTOR, selector).click()
    until = time.monotonic() + 1
    while time.monotonic() < until:
        if driver.execute_script("return document.querySelector(arguments[0]).getAttribute('aria-pressed')", selector) == "true":
            return True
        time.sleep(0.02)
    return False


def draw_shape(driver, name, kind, rng, taps=None):
    """Draws SHAPES[name] on the canvas with W3C pointer actions of `kind` (touch, mouse, pen);
    right after its first stroke, changes colour (``tap_colour``) and appends whether it took to
    `taps`."""
    box = driver.execute_script(
        "const r = document.querySelector('.sd-canvas').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];")
    source = {"touch": interaction.POINTER_TOUCH, "mouse": interaction.POINTER_MOUSE, "pen": interaction.POINTER_PEN}[kind]
    strokes = SHAPES[name]
    if taps is not None:
        # The tap follows a short first stroke, so every stroke of the shape goes out after it: the
        # round ends on an event (the partner's right guess, at most once per finished stroke), and
        # only one quick stroke comes before the colour changes.
        strokes = [[(0.2, 0.2), (0.45, 0.3)]] + strokes
    for stroke in strokes:
        samples = humanize(stroke, box, rng)
        pointer = PointerInput(source, kind + "1")
        actions = ActionBuilder(driver, mouse=pointer)
        x0, y0, _ = samples[0]
        pointer.create_pointer_move(duration=0, x=int(round(x0)), y=int(round(y0)))
        pointer.create_pointer_down(button=0)
        last = 0.0
        for x, y, t in samples[1:]:
            pointer.create_pointer_move(duration=int(t - last), x=int(round(x)), y=int(round(y)))
            last = t
        if len(samples) == 1:
            pointer.create_pause(0.05)
        pointer.create_pointer_up(button=0)
        tapping = taps is not None and stroke is strokes[0]
        if not tapping:
            pointer.create_pause(rng.uniform(0.15, 0.35))  # lift, look, move on
        actions.perform()
        if tapping:
            # At once, as a quick hand does: the tap a phone used to lose (its click never came).
            taps.append(tap_colour(driver, kind, 1 + len(taps) % 7))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("name")
    parser.add_argument("--words", required=True)
    parser.add_argument("--desktop", action="store_true")
    parser.add_argument("--pointer", choices=["touch", "mouse", "pen"])
    parser.add_argument("--screenshots")
    parser.add_argument("--record")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--timeout", type=float, default=150)
    args = parser.parse_args()
    kind = args.pointer or ("mouse" if args.desktop else "touch")
    rng = random.Random(args.seed)
    words = words_of(args.words)
    driver = browser.start(browser.DESKTOP if args.desktop else browser.PHONE)
    if not args.desktop:
        # A current phone's screen (the shared helper's 360 x 640 is the small one), with touch.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    result = {"joined": False, "drawRounds": 0, "guessRounds": 0, "shapes": [], "strokesSent": 0, "actionsSent": 0,
              "pointerTypes": [], "rawSamples": 0, "sentPoints": 0, "guesses": 0, "right": 0, "refusal": "",
              "liveGrowth": 0, "inkPixels": 0, "reveals": [], "winners": "", "faceWinner": "", "screens": [],
              "taps": 0, "tapsTaken": 0, "colorsSent": [], "hintSeen": "", "modes": [], "partnerLabels": []}
    taps = []

    def shot(label):
        if args.screenshots:
            path = "%s/sketch-duel-%s-%s.png" % (args.screenshots, label, "desktop" if args.desktop else "phone")
            driver.save_screenshot(path)
            result["screens"].append(path)

    def state():
        return driver.execute_script(STATE_JS)

    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__pageErrors = [];
        addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
        addEventListener('securitypolicyviolation', (e) => __pageErrors.push('CSP: ' + e.violatedDirective));
    """})
    shapes = list(SHAPES) if args.record else ["house", "star", "cat", "spiral"]
    next_shape = 0
    try:
        driver.get(args.url + "?name=" + args.name)
        deadline = time.monotonic() + args.timeout
        clicked_ready, done_round, tried, sent_at, totals = False, None, set(), 0.0, set()
        while time.monotonic() < deadline:
            try:
                if visible(driver, "lobby") and not clicked_ready:
                    result["joined"] = True
                    driver.find_element(By.ID, "ready-button").click()
                    clicked_ready = True
                if visible(driver, "game-over"):
                    result["pageErrors"] = driver.execute_script("return window.__pageErrors")
                    result["winners"] = driver.find_element(By.ID, "winners").text
                    result["faceWinner"] = " ".join(n.text for n in driver.find_elements(By.CSS_SELECTOR, ".sd-news-win"))
                    # Rounds this page guessed right: the history's rounds someone else drew that were guessed.
                    past = [n.get_attribute("textContent") for n in driver.find_elements(By.CSS_SELECTOR, ".sd-past")]
                    result["right"] = sum(1 for p in past if " You drew " not in p and "guessed" in p)
                    shot("game-over")
                    driver.execute_script("window.scrollTo(0, 0)")
                    shot("final")
                    break
                if visible(driver, "ended"):
                    result["ended"] = driver.find_element(By.ID, "ended-message").text
                    break
                s = state()
                if not s:
                    time.sleep(0.05)
                    continue
                if s["mode"] and s["mode"] not in result["modes"]:
                    result["modes"].append(s["mode"])
                for label in s["partners"]:
                    if label not in result["partnerLabels"]:
                        result["partnerLabels"].append(label)
                if s["phase"] == "reveal" and s["news"] and s["news"] not in result["reveals"]:
                    result["reveals"].append(s["news"])
                    shot("reveal")
                if s["role"] == "draw" and done_round != s["round"]:
                    done_round = s["round"]
                    result["drawRounds"] += 1
                    # As many shapes as the round allows when recording; one otherwise.
                    while next_shape < len(shapes) or not args.record:
                        name = shapes[next_shape % len(shapes)]
                        driver.execute_script("SketchDuelWeb.recording.clear()")
                        draw_shape(driver, name, kind, rng, None if args.record else taps)
                        time.sleep(0.3)  # the last batch and `end` leave within one flush
                        strokes = driver.execute_script("return SketchDuelWeb.recording.strokes")
                        next_shape += 1
                        result["shapes"].append(name)
                        for stroke in strokes:
                            result["strokesSent"] += 1
                            result["actionsSent"] += len(stroke["sent"])
                            result["rawSamples"] += len(stroke["samples"])
                            result["sentPoints"] += sum(point_count(e["action"]) for e in stroke["sent"])
                            if stroke["color"] not in result["colorsSent"]:
                                result["colorsSent"].append(stroke["color"])
                            if stroke["pointerType"] not in result["pointerTypes"]:
                                result["pointerTypes"].append(stroke["pointerType"])
                        if len(result["shapes"]) == 1:
                            shot("draw")
                        if args.record:
                            save(args.record, name, kind, strokes)
                        if not args.record or state()["role"] != "draw":
                            break
                        driver.find_element(By.CSS_SELECTOR, ".sd-clear").click()
                    continue
                if s["role"] == "guess":
                    if done_round != s["round"]:
                        done_round, tried = s["round"], set()
                        result["guessRounds"] += 1
                    totals.add(s["points"])
                    if s["hints"] and not result["hintSeen"]:
                        result["hintSeen"] = s["pattern"]
                        shot("hint")
                    if s["points"]:
                        result["inkPixels"] = max(result["inkPixels"], driver.execute_script(INK_JS))
                    box = driver.find_element(By.CSS_SELECTOR, ".sd-guess-input")
                    if not result["refusal"]:
                        box.send_keys(Keys.ENTER)  # nothing typed: the host refuses, the face says why
                        until = time.monotonic() + 3
                        while time.monotonic() < until and not state()["refusal"]:
                            # The bot keeps drawing meanwhile (a short sketch can be done in these
                            # seconds): keep watching it grow.
                            totals.add(state()["points"])
                            time.sleep(0.05)
                        result["refusal"] = state()["refusal"] or "(none shown)"
                        continue
                    # Like a person: look at a stroke or two first, one guess at a time, at most 20 a round.
                    waiting = s["guesses"] < len(tried) and time.monotonic() - sent_at < 2
                    # After the first hint, like a person who cannot tell yet.
                    if s["hints"] and s["strokes"] >= 2 and not waiting and len(tried) < 20 and time.monotonic() - sent_at > 0.6:
                        shape = re.compile("^" + s["pattern"].replace("_", "[a-z]") + "$")
                        fits = [w for w in words if shape.match(w) and w not in tried]
                        if fits:
                            word = rng.choice(fits)
                            tried.add(word)
                            box.send_keys(word + Keys.ENTER)
                            sent_at = time.monotonic()
                            result["guesses"] += 1
                            if len(tried) == 3:
                                shot("guess")
                time.sleep(0.05)
            except WebDriverException:
                time.sleep(0.05)  # the page re-rendered under us: look again
        result["liveGrowth"] = len(totals - {0})
        result["taps"], result["tapsTaken"] = len(taps), sum(1 for t in taps if t)
    finally:
        driver.quit()
    print(json.dumps(result))
    return 0 if result["winners"] else 1


def point_count(action):
    """Points in an action's points string (each point 2-4 bytes; decoded as the doc says)."""
    text = action.get("points")
    if not text:
        return 0
    import base64
    raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    ends = sum(1 for b in raw if b < 0x80)  # each number ends with a byte below 0x80
    return ends // 2


def save(folder, name, kind, strokes):
    """One fixture: the drawing's strokes as recorded by the face."""
    os.makedirs(folder, exist_ok=True)
    fixture = {"name": name, "pointerType": kind, "recordedWith": "Tests/Browser/play_sketch_duel.py --record",
               "strokes": strokes}
    with open(os.path.join(folder, name + ".json"), "w", encoding="utf-8") as handle:
        json.dump(fixture, handle, separators=(",", ":"))
        handle.write("\n")


if __name__ == "__main__":
    sys.exit(main())
