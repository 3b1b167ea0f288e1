"""Measures "playable within 10 seconds" on a phone (issue 41): from opening the lobby's link to
seated and ready, as a newcomer does it (type a name, Join, I'm ready), in one headless Chromium
(360x640, touch) already running (the phone's browser is open; its start is not counted).

usage: measure_join.py URL [--runs N] [--passcode CODE]

Each run is a newcomer: a fresh profile (localStorage cleared), a new name, the page loaded from
the network (cache disabled); it leaves the lobby afterwards. The driver's own typing and clicks
are part of the time (a person is slower: this is what the page and the host cost). A private
lobby's passcode (--passcode) is typed too, and its key derived on the phone, as a guest's is.

Prints one JSON line: {"runs": [{"seated", "ready"} (seconds from opening the link)], "seated" and
"ready": {"median", "min", "max"}}.
"""
import argparse
import json
import statistics
import sys
import time

from selenium.webdriver.common.by import By

import browser
from browser import visible

# The roster row of this page's member shows "ready" (the host has it).
READY_JS = """
const row = Array.from(document.querySelectorAll('#roster .member')).find((m) => m.textContent.includes('(you)'));
return !!row && row.classList.contains('ready');
"""


def wait_for(condition, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.01)
    raise TimeoutError("timed out")


def spread(values):
    return {"median": round(statistics.median(values), 3), "min": round(min(values), 3), "max": round(max(values), 3)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--passcode")
    args = parser.parse_args()
    driver = browser.start(browser.PHONE)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    runs = []
    try:
        for run in range(args.runs):
            driver.get("about:blank")
            driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": args.url.rstrip("/"), "storageTypes": "local_storage,session_storage"})
            started = time.monotonic()
            driver.get(args.url)
            wait_for(lambda: visible(driver, "join"))
            driver.find_element(By.ID, "name").send_keys("Newcomer%d" % run)
            if args.passcode:
                driver.find_element(By.ID, "passcode").send_keys(args.passcode)
            driver.find_element(By.ID, "join-button").click()
            wait_for(lambda: visible(driver, "lobby") and driver.find_elements(By.CSS_SELECTOR, "#roster .member"))
            seated = time.monotonic() - started
            driver.find_element(By.ID, "ready-button").click()
            wait_for(lambda: driver.execute_script(READY_JS))
            runs.append({"seated": round(seated, 3), "ready": round(time.monotonic() - started, 3)})
            driver.find_element(By.ID, "leave-button").click()
            wait_for(lambda: visible(driver, "ended"))
    finally:
        driver.quit()
    print(json.dumps({"runs": runs, "seated": spread([r["seated"] for r in runs]), "ready": spread([r["ready"] for r in runs])}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
