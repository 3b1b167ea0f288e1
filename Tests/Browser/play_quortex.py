"""Plays one Quortex game in a browser through its web face, as a person would: join by URL, ready,
tap a tile of the hand, turn it (the ⟳ button, a tap on the target cell or a swipe across the
board, in turn), look at the preview on the target cell, Place.

usage: play_quortex.py URL NAME [--desktop] [--wait-players N] [--resign-after MOVES]
                       [--log] [--sizes 390x844,640x360,1280x800] [--screenshots DIR] [--timeout SECONDS]

--wait-players readies only once the lobby shows N members (so auto-start waits for everyone);
--resign-after resigns (through the face's confirm step) once this page has made that many moves.
--log, at the end: opens the move log, taps its first move (the board after it), steps on with ▶,
turns the screen through --sizes with a screenshot at each, and goes back to now; reports "log":
{"entries", "texts", "liveTiles", "tilesAfter": [tiles on the board after move 1, after move 2],
"placedAfter": [placements among the entries up to each], "browsing": [data-browsing seen], "nowTiles"}.

Prints one JSON line: {"joined", "moves", "turned" (rotations seen to change the preview) and
"turnedBy" (how many by each way), "stuck" (ways that did not turn a tile that had another
legal rotation),
"previews" (moves whose preview was on the board), "animated" (new flow segments drawn along their
path), "news" (elimination notices seen), "resigned", "winners" (the page's game-over panel),
"faceWinner" (the face's own notice), "pageErrors" (script errors, CSP violations), "screens"}; exit 0 when the game-over panel was shown.
"""
import argparse
import json
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

import browser
from browser import visible


def attribute(driver, selector, name):
    """The attribute of the first element matching `selector`, or None."""
    found = driver.find_elements(By.CSS_SELECTOR, selector)
    return found[0].get_attribute(name) if found else None


def swipe(driver, selector, dx):
    """A finger drawn `dx` CSS pixels sideways across the middle of the element (CDP touch events)."""
    box = driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return [r.left + r.width / 2, r.top + r.height / 2];", selector)
    x, y = box
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in (1, 2, 3, 4):
        driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                               {"type": "touchMove", "touchPoints": [{"x": x + dx * step / 4, "y": y}]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def tiles_on_board(driver):
    return len(driver.find_elements(By.CSS_SELECTOR, ".qx-layer-tiles > g"))


def wait_browsing(driver, value, timeout=5):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if attribute(driver, ".qx-face", "data-browsing") == value:
            return value
        time.sleep(0.05)
    return attribute(driver, ".qx-face", "data-browsing")


def read_log(driver, result, shot, sizes, desktop):
    """The move log at the end: open it, look at the board after the first moves, come back."""
    log = {"liveTiles": tiles_on_board(driver), "browsing": [], "tilesAfter": []}
    driver.find_element(By.CSS_SELECTOR, ".qx-log summary").click()
    entries = driver.find_elements(By.CSS_SELECTOR, ".qx-log-move")
    log["entries"] = len(entries)
    log["texts"] = [entry.text for entry in entries]
    log["placedAfter"] = [sum(1 for text in log["texts"][:n + 1] if "placed tile" in text) for n in range(2)]
    shot("log-open")
    entries[0].click()
    log["browsing"].append(wait_browsing(driver, "0"))
    log["tilesAfter"].append(tiles_on_board(driver))
    shot("log-move-1")
    driver.find_element(By.CSS_SELECTOR, ".qx-log-later").click()
    log["browsing"].append(wait_browsing(driver, "1"))
    log["tilesAfter"].append(tiles_on_board(driver))
    for size in sizes:
        width, height = (int(n) for n in size.split("x"))
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 900})
        driver.execute_script("window.scrollTo(0, 0); document.querySelector('.qx-browse').scrollIntoView({block: 'nearest'})")
        time.sleep(0.3)
        shot("log-move-2-" + size)
    driver.find_element(By.CSS_SELECTOR, ".qx-log-now").click()
    log["browsing"].append(wait_browsing(driver, ""))
    log["nowTiles"] = tiles_on_board(driver)
    result["log"] = log


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("name")
    parser.add_argument("--desktop", action="store_true")
    parser.add_argument("--wait-players", type=int, default=0)
    parser.add_argument("--resign-after", type=int)
    parser.add_argument("--log", action="store_true")
    parser.add_argument("--sizes", default="")
    parser.add_argument("--screenshots")
    parser.add_argument("--timeout", type=float, default=150)
    args = parser.parse_args()
    driver = browser.start(browser.DESKTOP if args.desktop else browser.PHONE)
    result = {"joined": False, "moves": 0, "turned": 0, "previews": 0, "animated": False, "news": [],
              "turnedBy": {}, "stuck": [], "resigned": False, "winners": "", "faceWinner": "", "screens": []}

    def shot(label):
        if args.screenshots:
            path = "%s/quortex-%s-%s.png" % (args.screenshots, label, "desktop" if args.desktop else "phone")
            driver.save_screenshot(path)
            result["screens"].append(path)

    def picked_rotation():
        label = attribute(driver, ".qx-hand-tile.selected", "aria-label") or ""
        return label.split("rotation ")[-1] if "rotation " in label else None

    # Script errors and CSP violations (an inline style, say) are collected from the first moment.
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__pageErrors = [];
        addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
        addEventListener('securitypolicyviolation', (e) => __pageErrors.push('CSP: ' + e.violatedDirective));
    """})
    try:
        driver.get(args.url + "?name=" + args.name)
        deadline = time.monotonic() + args.timeout
        clicked_ready = False
        last_turn, acted_at = None, 0.0
        while time.monotonic() < deadline:
            try:
                if visible(driver, "lobby") and not clicked_ready:
                    result["joined"] = True
                    if len(driver.find_elements(By.CSS_SELECTOR, "#roster li")) >= args.wait_players:
                        driver.find_element(By.ID, "ready-button").click()
                        clicked_ready = True
                if visible(driver, "game-over"):
                    result["pageErrors"] = driver.execute_script("return window.__pageErrors")
                    result["winners"] = driver.find_element(By.ID, "winners").text
                    result["faceWinner"] = " ".join(n.text for n in driver.find_elements(By.CSS_SELECTOR, ".qx-news-win"))
                    shot("game-over")
                    driver.execute_script("window.scrollTo(0, 0)")
                    shot("final-board")
                    if args.log:
                        try:
                            read_log(driver, result, shot, [n for n in args.sizes.split(",") if n], args.desktop)
                        except WebDriverException as error:
                            result["logError"] = str(error)[:300]
                        result["pageErrors"] = driver.execute_script("return window.__pageErrors")
                    break
                if visible(driver, "ended"):
                    result["ended"] = driver.find_element(By.ID, "ended-message").text
                    break
                if driver.find_elements(By.CSS_SELECTOR, ".qx-fresh") and not result["animated"]:
                    # The new segment is drawn along its path: a CSS animation on stroke-dashoffset.
                    name = driver.execute_script(
                        "return getComputedStyle(document.querySelector('.qx-fresh')).animationName")
                    result["animated"] = name == "qx-draw"
                for notice in driver.find_elements(By.CSS_SELECTOR, ".qx-news-out"):
                    if notice.text and notice.text not in result["news"]:
                        result["news"].append(notice.text)
                        shot("elimination")
                if (args.resign_after is not None and not result["resigned"] and result["moves"] >= args.resign_after
                        and driver.find_elements(By.CSS_SELECTOR, ".qx-resign-ask")):
                    driver.find_element(By.CSS_SELECTOR, ".qx-resign-ask").click()
                    shot("resign-confirm")
                    driver.find_element(By.CSS_SELECTOR, ".qx-resign-yes").click()
                    result["resigned"] = True
                    continue
                turn = attribute(driver, ".qx-face", "data-turn")
                mine = attribute(driver, ".qx-face", "data-mine") == "yes"
                if mine and turn == last_turn and time.monotonic() - acted_at > 4:
                    last_turn = None  # nothing came of the tap: look again and tap again, as a person would
                if mine and turn != last_turn:
                    last_turn, acted_at = turn, time.monotonic()
                    if result["moves"] == 0:
                        shot("turn")
                    tiles = [t for t in driver.find_elements(By.CSS_SELECTOR, ".qx-hand-tile") if t.is_enabled()]
                    tiles[result["moves"] % len(tiles)].click()
                    before = picked_rotation()
                    # Turn it: by the button, by a tap on the target cell, or by a swipe across the board.
                    way = ("button", "tap", "swipe")[result["moves"] % 3]
                    if way == "button":
                        driver.find_element(By.CSS_SELECTOR, ".qx-rotate[aria-label='Turn clockwise']").click()
                    elif way == "tap":
                        driver.find_element(By.CSS_SELECTOR, ".qx-target-hit").click()
                    else:
                        swipe(driver, ".qx-board", 120)
                    if picked_rotation() != before:
                        result["turned"] += 1
                        result["turnedBy"][way] = result["turnedBy"].get(way, 0) + 1
                    elif int(attribute(driver, ".qx-hand-tile.selected", "data-choices") or "0") > 1:
                        result["stuck"].append(way)  # it had another legal rotation, yet did not turn
                    if driver.find_elements(By.CSS_SELECTOR, ".qx-preview") and driver.find_elements(
                            By.CSS_SELECTOR, ".qx-predict"):
                        result["previews"] += 1
                    if result["moves"] == 1:
                        shot("preview")
                    driver.find_element(By.CSS_SELECTOR, ".qx-place").click()
                    result["moves"] += 1
                    if result["moves"] == 3:
                        time.sleep(0.4)  # mid-animation, for the picture only
                        shot("animating")
                    continue
                time.sleep(0.05)
            except WebDriverException:
                time.sleep(0.05)  # the page re-rendered under us, or a control is not there yet: look again
    finally:
        driver.quit()
    print(json.dumps(result))
    return 0 if result["winners"] else 1


if __name__ == "__main__":
    sys.exit(main())
