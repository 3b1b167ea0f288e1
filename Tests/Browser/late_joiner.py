"""A late joiner on a phone (issue 41): joins while a game runs, is told it watches and plays the
next game, and then does: readies in the lobby after the game, and the next game deals it in.

usage: late_joiner.py URL NAME [--screenshots DIR] [--timeout SECONDS] [--ready-file PATH --go-file PATH]

With --ready-file and --go-file it creates the first once the join form is up and joins only once
the second exists: the test starts the game in between, so the page joins a game that has just
begun however long the browser took to start. The page's own turn lines are recorded as the page
shows them (a MutationObserver), so a busy machine's slow polling cannot miss the watcher's line.

Prints one JSON line: {"watching" (the page's turn line while watching), "face" (the face's own
line then), "lobbyNote" (the lobby's note before the game showed), "nextGame" (whether the next
game dealt this page in: its own turn came), "pageErrors", "screens"}; exit 0 when it played the
next game.
"""
import argparse
import json
import os
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

import browser
from browser import visible


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("name")
    parser.add_argument("--screenshots")
    parser.add_argument("--timeout", type=float, default=90)
    parser.add_argument("--ready-file")
    parser.add_argument("--go-file")
    args = parser.parse_args()
    driver = browser.start(browser.PHONE)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__pageErrors = [];
        addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
        // The first watcher's line and the face's line beside it, as soon as the page shows them.
        window.__watching = null;
        new MutationObserver(() => {
            if (window.__watching) return;
            const game = document.getElementById('game'), status = document.getElementById('turn-status');
            if (!game || game.hidden || !status || status.textContent.indexOf('watching') < 0) return;
            const face = document.querySelector('.ce-status');
            window.__watching = {line: status.textContent, face: face ? face.textContent : ''};
        }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
    """})
    result = {"watching": "", "face": "", "lobbyNote": "", "nextGame": False, "screens": []}
    deadline = time.monotonic() + args.timeout

    def wait_for(condition, what):
        while time.monotonic() < deadline:
            try:
                value = condition()
                if value:
                    return value
            except WebDriverException:
                pass
            time.sleep(0.05)
        raise TimeoutError("timed out waiting for " + what)

    def shot(name):
        if args.screenshots:
            path = "%s/late-joiner-%s.png" % (args.screenshots, name)
            driver.save_screenshot(path)
            result["screens"].append(path)

    code = 1
    try:
        driver.get(args.url)
        wait_for(lambda: visible(driver, "join"), "the join form")
        if args.ready_file and args.go_file:
            open(args.ready_file, "w").close()
            wait_for(lambda: os.path.exists(args.go_file), "the game to start")
        driver.find_element(By.ID, "name").send_keys(args.name)
        driver.find_element(By.ID, "join-button").click()
        wait_for(lambda: visible(driver, "lobby") or visible(driver, "game"), "a seat")
        result["lobbyNote"] = driver.execute_script("return document.getElementById('watch-note').textContent")
        # The running game's view comes to a watcher: the page says when it plays.
        seen = wait_for(lambda: driver.execute_script("return window.__watching"), "the watcher's line")
        result["watching"], result["face"] = seen["line"], seen["face"]
        shot("watching")
        wait_for(lambda: visible(driver, "game-over"), "the end of the running game")
        driver.find_element(By.ID, "back-button").click()
        wait_for(lambda: visible(driver, "lobby"), "the lobby")
        driver.find_element(By.ID, "ready-button").click()
        # The next game deals this page in: its own turn comes.
        wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, ".ce-status.mine"), "my turn in the next game")
        result["nextGame"] = True
        shot("next-game")
        result["pageErrors"] = driver.execute_script("return window.__pageErrors")
        code = 0 if not result["pageErrors"] else 1
    except TimeoutError as error:
        result["timeout"] = str(error)
        shot("timeout")
    finally:
        driver.quit()
    print(json.dumps(result))
    return code


if __name__ == "__main__":
    sys.exit(main())
