"""Checks that every page fits a phone held upright (360x640), a phone on its side (640x360) and a
desktop (1280x800): what the current move needs is inside the viewport without scrolling.

usage: check_layouts.py URL NAME --game crazy-eights|quortex|sketch-duel [--text-face]
                        [--sizes 360x640,640x360,1280x800] [--screenshots DIR] [--timeout SECONDS]

One headless Chromium joins through the form, readies, and at each page (join, lobby, the player's
move, game over) turns the screen through every size (Emulation.setDeviceMetricsOverride, as a
phone's rotation would), scrolls to the top and measures the move's controls with
getBoundingClientRect against window.innerWidth/innerHeight. The moves it needs:

  crazy-eights   the lifted (playable) cards of the hand and the draw/pass button
  quortex        the whole board with the tile previewed on the target cell, the hand, ⟲ ⟳ and Place
  sketch-duel    the drawer's canvas, word, palette, widths, undo and clear; the guesser's canvas,
                 pattern and guess box (one round each)
  --text-face    (?face=text) the host-rendered screen's first line and the command box; stops there

Between checks it plays on (a lifted card or draw/pass; a tile placed; the sketch rounds run out)
to the game-over panel, which must show the winners and "Back to the lobby" where the page scrolls it.

Prints one JSON line: {"checked": [{"page", "size", "items"}], "failures": [{"page", "size", "what",
"rect"}], "pageErrors", "screens"}; exit 0 when every page was reached and nothing was out of view.
"""
import argparse
import json
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

import browser
from browser import visible

# The rectangles of every shown element matching each selector (none: an empty list), in CSS pixels
# of the viewport, with the viewport's size. An element hidden by CSS has no client rects.
MEASURE_JS = """
const out = {width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY, items: {}};
for (const selector of arguments[0]) {
  out.items[selector] = Array.from(document.querySelectorAll(selector))
    .filter((n) => n.getClientRects().length)
    .map((n) => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; });
}
return out;
"""

# What each game's move needs on screen; the first selector of a page must match at least once.
MOVES = {
    "crazy-eights": {"move": [".ce-card.playable, .ce-action", ".ce-top"]},
    "quortex": {"move": [".qx-preview", ".qx-board", ".qx-place", ".qx-rotate", ".qx-hand-tile"]},
    "sketch-duel": {
        "draw": [".sd-canvas", ".sd-word", ".sd-swatch", ".sd-width", ".sd-undo", ".sd-clear", ".sd-clock"],
        "guess": [".sd-canvas", ".sd-pattern", ".sd-guess-input", ".sd-guess-send", ".sd-clock"],
    },
    "text": {"move": [".generic-command input", ".generic-command button"]},
}
PAGES = {
    "join": ["#join-button", "#name"],
    "lobby": ["#ready-button", "#leave-button"],
    "game-over": ["#winners", "#back-button"],
}


def parse_size(text):
    width, height = text.lower().split("x")
    return int(width), int(height)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("name")
    parser.add_argument("--game", required=True, choices=["crazy-eights", "quortex", "sketch-duel"])
    parser.add_argument("--text-face", action="store_true")
    parser.add_argument("--sizes", default="360x640,640x360,1280x800")
    parser.add_argument("--screenshots")
    parser.add_argument("--timeout", type=float, default=150)
    args = parser.parse_args()
    sizes = [parse_size(s) for s in args.sizes.split(",")]
    label = "text" if args.text_face else args.game
    driver = browser.start(browser.DESKTOP)
    result = {"checked": [], "failures": [], "pageErrors": [], "screens": []}
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__pageErrors = [];
        addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
        addEventListener('securitypolicyviolation', (e) => __pageErrors.push('CSP: ' + e.violatedDirective));
    """})
    deadline = time.monotonic() + args.timeout

    def wait_for(condition, what):
        """Polls `condition` until it is truthy; fails the run (SystemExit via the caller) at the deadline."""
        while time.monotonic() < deadline:
            try:
                value = condition()
                if value:
                    return value
            except WebDriverException:
                pass  # the page re-rendered under us: look again
            time.sleep(0.05)
        raise TimeoutError("timed out waiting for " + what)

    def resize(size):
        """The viewport becomes `size`, as a phone's rotation or a desktop window would make it."""
        width, height = size
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 900})
        wait_for(lambda: driver.execute_script("return [innerWidth, innerHeight]") == [width, height],
                 "the viewport to be %dx%d" % size)
        # Two frames: the resize's layout is done and the faces' requestAnimationFrame redraws ran.
        driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(done));")

    def check(page, selectors, scroll_to=None):
        """At every size: scroll to the top (or where the page itself scrolls `scroll_to`), measure
        `selectors`, keep a screenshot; every shown match must be inside the viewport."""
        for size in sizes:
            resize(size)
            driver.execute_script("window.scrollTo(0, 0)")
            if scroll_to:
                driver.execute_script("document.querySelector(arguments[0]).scrollIntoView({block: 'nearest'})", scroll_to)
            measured = driver.execute_script(MEASURE_JS, selectors)
            counts = {}
            for selector, rects in measured["items"].items():
                counts[selector] = len(rects)
                for left, top, right, bottom in rects:
                    # Half a pixel for sub-pixel layout.
                    if left < -0.5 or top < -0.5 or right > measured["width"] + 0.5 or bottom > measured["height"] + 0.5:
                        result["failures"].append({"page": page, "size": "%dx%d" % size, "what": selector,
                                                   "rect": [round(v) for v in (left, top, right, bottom)]})
            if not counts.get(selectors[0]):
                result["failures"].append({"page": page, "size": "%dx%d" % size, "what": selectors[0], "rect": None})
            result["checked"].append({"page": page, "size": "%dx%d" % size, "items": counts})
            if args.screenshots:
                path = "%s/layout-%s-%s-%dx%d.png" % (args.screenshots, label, page, size[0], size[1])
                driver.save_screenshot(path)
                result["screens"].append(path)

    code = 1
    try:
        driver.get(args.url + ("?face=text" if args.text_face else ""))
        wait_for(lambda: visible(driver, "join"), "the join form")
        check("join", PAGES["join"])
        driver.find_element(By.ID, "name").send_keys(args.name)
        driver.find_element(By.ID, "join-button").click()
        wait_for(lambda: visible(driver, "lobby") and driver.find_elements(By.CSS_SELECTOR, ".member"), "the lobby")
        check("lobby", PAGES["lobby"])
        driver.find_element(By.ID, "ready-button").click()
        wait_for(lambda: visible(driver, "game"), "the game")
        if args.text_face:
            wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#turn-status.mine")
                     and driver.find_element(By.CSS_SELECTOR, ".generic-screen").text, "my move (text face)")
            check("move", MOVES["text"]["move"])
        elif args.game == "crazy-eights":
            play_crazy_eights(driver, wait_for, check)
        elif args.game == "quortex":
            play_quortex(driver, wait_for, check)
        else:
            play_sketch_duel(driver, wait_for, check)
        if not args.text_face:
            wait_for(lambda: visible(driver, "game-over") and driver.find_element(By.ID, "winners").text, "game over")
            check("game-over", PAGES["game-over"], scroll_to="#game-over")
        result["pageErrors"] = driver.execute_script("return window.__pageErrors")
        code = 0 if not result["failures"] and not result["pageErrors"] else 1
    except TimeoutError as error:
        result["timeout"] = str(error)
    finally:
        driver.quit()
    print(json.dumps(result))
    return code


def play_crazy_eights(driver, wait_for, check):
    """Checks the first move, then plays lifted cards (clubs after an eight) or draws/passes to the end."""
    checked, last = False, None

    def my_new_position():
        if visible(driver, "game-over"):
            return "over"
        if not driver.find_elements(By.CSS_SELECTOR, ".ce-status.mine"):
            return None
        position = driver.find_element(By.CSS_SELECTOR, ".ce-board").get_attribute("data-position")
        return position if position != last else None

    while True:
        position = wait_for(my_new_position, "my Crazy Eights move")
        if position == "over":
            return
        if not checked:
            check("move", MOVES["crazy-eights"]["move"])
            checked = True
        last = position
        try:
            playable = driver.find_elements(By.CSS_SELECTOR, ".ce-card.playable")
            (playable or driver.find_elements(By.CSS_SELECTOR, ".ce-action"))[0].click()
            choices = [c for c in driver.find_elements(By.CSS_SELECTOR, ".ce-suit-choice") if c.is_displayed()]
            if choices:
                choices[0].click()
        except (WebDriverException, IndexError):
            last = None  # the page re-rendered under the tap: look again


def play_quortex(driver, wait_for, check):
    """Picks a tile (the preview shows on the target cell), checks the first move, places to the end."""
    checked = False
    while True:
        state = wait_for(lambda: "over" if visible(driver, "game-over") else
                         driver.find_elements(By.CSS_SELECTOR, ".qx-face[data-mine=yes] .qx-hand-tile:enabled"),
                         "my Quortex move")
        if state == "over":
            return
        try:
            turn = driver.find_element(By.CSS_SELECTOR, ".qx-face").get_attribute("data-turn")
            if not driver.find_elements(By.CSS_SELECTOR, ".qx-hand-tile.selected"):
                state[0].click()
            wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, ".qx-preview")
                     and driver.find_element(By.CSS_SELECTOR, ".qx-place").is_enabled(), "the preview")
            if not checked:
                check("move", MOVES["quortex"]["move"])
                checked = True
            driver.find_element(By.CSS_SELECTOR, ".qx-place").click()
            wait_for(lambda: visible(driver, "game-over")
                     or driver.find_element(By.CSS_SELECTOR, ".qx-face").get_attribute("data-turn") != turn
                     or driver.find_elements(By.CSS_SELECTOR, ".qx-refusal:not(:empty)"), "the placement")
        except WebDriverException:
            continue  # the page re-rendered under us: look again


def play_sketch_duel(driver, wait_for, check):
    """Checks the drawer's and the guesser's round (whichever comes first), then waits for the end."""
    seen = set()
    while len(seen) < 2:
        role = wait_for(lambda: "over" if visible(driver, "game-over") else
                        next((r for r in ("draw", "guess") if r not in seen
                              and driver.find_elements(By.CSS_SELECTOR, ".sd-face[data-role=%s]" % r)), None),
                        "a drawing or guessing round")
        if role == "over":
            raise TimeoutError("the game ended before both roles were seen: %s" % sorted(seen))
        check(role, MOVES["sketch-duel"][role])
        seen.add(role)


if __name__ == "__main__":
    sys.exit(main())
