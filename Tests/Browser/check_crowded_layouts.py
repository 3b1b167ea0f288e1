"""A phone at a full table (issue 41): one headless Chromium (touch) joins a lobby where seven
others sit, readies, plays one game, and at every step of its turn turns through 320x568, 360x640,
390x844 and 640x360, measuring that every enabled control of the step is inside the viewport, that
the Menu button covers no other visible word, and that the page never scrolls sideways.

usage: check_crowded_layouts.py URL NAME --game crazy-eights|quortex|sketch-duel --players N
                                [--sizes WxH,...] [--screenshots DIR] [--timeout SECONDS]

The steps (crowded_steps.py plays them): the join form, the lobby with N seated (I'm ready, and
Start for the VIP), each move (Crazy Eights: the lifted cards or Draw/Pass, the suit sheet after an
eight; Quortex: the hand and board, then the tile on its cell with ⟲ Place ⟳; SketchDuel: the
drawer's canvas and tools, the guesser's canvas and guess box), the game-over panel with the
player's own result line. axe-core audits the join form, the lobby and the first screen of each
step. The turn cue is watched too: navigator.vibrate is recorded, the title read at each turn, and
in Crazy Eights Menu → Quiet is switched on after three turns (no vibration, no title cue after);
in Quortex the reduced-motion preference stops the board's animations.

Prints one JSON line: {"checked", "failures" [{"step", "size", "what", "rect"}], "audits", "result"
(the game-over line), "winners", "turns", "cue" {...}, "motion" {...}, "pageErrors", "screens",
"seconds"}; exit 0 when every step was reached and nothing failed.
"""
import argparse
import json
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

import browser
import crowded_steps
from browser import visible
from layout_probe import Probe, parse_sizes

# Records vibrations and page errors from the first script on: `navigator.vibrate` exists in
# Chromium, so the page's own call is what lands here.
INSTRUMENT_JS = """
window.__pageErrors = [];
window.__vibrations = [];
addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
addEventListener('securitypolicyviolation', (e) => __pageErrors.push('CSP: ' + e.violatedDirective));
Object.defineProperty(Navigator.prototype, 'vibrate', {configurable: true, value: function (pattern) {
  window.__vibrations.push(pattern); return true; }});
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("name")
    parser.add_argument("--game", required=True, choices=sorted(crowded_steps.PLAYERS))
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--sizes", default="320x568,360x640,390x844,640x360")
    parser.add_argument("--screenshots")
    parser.add_argument("--timeout", type=float, default=200)
    args = parser.parse_args()
    started = time.monotonic()
    driver = browser.start(browser.PHONE)
    driver.set_script_timeout(30)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": INSTRUMENT_JS})
    probe = Probe(driver, parse_sizes(args.sizes), args.screenshots, args.game)
    result = {"game": args.game}
    deadline = time.monotonic() + args.timeout

    def wait_for(condition, what):
        """Polls `condition` until it is truthy; TimeoutError at the run's deadline."""
        while time.monotonic() < deadline:
            try:
                value = condition()
                if value:
                    return value
            except WebDriverException:
                pass  # the page re-rendered under us: look again
            time.sleep(0.05)
        raise TimeoutError("timed out waiting for " + what)

    code = 1
    try:
        driver.get(args.url)
        wait_for(lambda: visible(driver, "join"), "the join form")
        probe.check("join", ["#join-button", "#name"])
        driver.find_element(By.ID, "name").send_keys(args.name)
        driver.find_element(By.ID, "join-button").click()
        wait_for(lambda: visible(driver, "lobby")
                 and len(driver.find_elements(By.CSS_SELECTOR, "#roster .member")) >= args.players,
                 "%d players in the lobby" % args.players)
        # In one script: the roster is redrawn on every ping refresh.
        result["roster"], result["lobbyGame"] = driver.execute_script(
            "return [Array.from(document.querySelectorAll('#roster .member-name'), (n) => n.textContent),"
            " document.getElementById('lobby-game').textContent]")
        probe.check("lobby", ["#ready-button", "#start-button"], required=["#ready-button"])
        driver.find_element(By.ID, "ready-button").click()
        # The VIP of a dedicated host starts the game once everyone is ready.
        wait_for(lambda: visible(driver, "game") or crowded_steps.start_when_ready(driver), "the game")
        player = crowded_steps.PLAYERS[args.game](driver, probe, wait_for, result)
        player.play()
        wait_for(lambda: visible(driver, "game-over") and driver.find_element(By.ID, "winners").text, "game over")
        # The page's own line for this player comes from the host (the question /games/GAME/result, asked on the sealed socket).
        wait_for(lambda: driver.find_element(By.ID, "my-result").text, "the player's own result line")
        result["winners"] = driver.find_element(By.ID, "winners").text
        result["result"] = driver.find_element(By.ID, "my-result").text
        probe.check("game-over", ["#winners", "#my-result", "#back-button"], scroll_to="#game-over")
        result["pageErrors"] = driver.execute_script("return window.__pageErrors")
        missing = [step for step in player.steps if not any(c["step"] == step and not c.get("movedOn") for c in probe.checked)]
        if missing:
            probe.fail("(never reached)", "-", ", ".join(missing), None)
        bad_audits = [a for a in probe.audits if a["violations"]]
        code = 0 if not probe.failures and not result["pageErrors"] and not bad_audits else 1
    except TimeoutError as error:
        result["timeout"] = str(error)
        if args.screenshots:
            driver.save_screenshot("%s/crowded-%s-timeout.png" % (args.screenshots, args.game))
    finally:
        driver.quit()
    result.update({"checked": probe.checked, "failures": probe.failures, "audits": probe.audits,
                   "screens": probe.screens, "seconds": round(time.monotonic() - started, 1)})
    print(json.dumps(result))
    return code


if __name__ == "__main__":
    sys.exit(main())
