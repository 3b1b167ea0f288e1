"""Plays a game through the page's generic face (forced with ?face=text): the host's terminal text
of your view, and a command box that takes lanjoin's commands.

usage: play_generic.py URL NAME TURN_MARKER COMMAND [--screenshots DIR] [--timeout SECONDS]

Joins with ?name=NAME, readies, first sends a command that does not exist (its error must be
shown), then waits until the screen shows TURN_MARKER and sends COMMAND. Prints one JSON line:
{"joined", "screen" (the text when it was our turn), "badCommand" (the error shown), "winners"};
exit 0 when the game-over panel was shown.
"""
import argparse
import json
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
    parser.add_argument("marker")
    parser.add_argument("command")
    parser.add_argument("--screenshots")
    parser.add_argument("--desktop", action="store_true")
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args()
    driver = browser.start(browser.DESKTOP if args.desktop else browser.PHONE)
    result = {"joined": False, "screen": "", "badCommand": "", "winners": ""}
    suffix = "desktop" if args.desktop else "phone"
    try:
        # ?face=text: the generic face even for a game that has a face of its own.
        driver.get(args.url + "?face=text&name=" + args.name)
        deadline = time.monotonic() + args.timeout
        stage = "join"
        while time.monotonic() < deadline:
            try:
                if stage == "join" and visible(driver, "lobby"):
                    result["joined"] = True
                    driver.find_element(By.ID, "ready-button").click()
                    stage = "game"
                screens = driver.find_elements(By.CSS_SELECTOR, ".generic-screen")
                text = screens[0].text if screens else ""
                if stage == "game" and text:
                    box = driver.find_element(By.CSS_SELECTOR, ".generic-command input")
                    box.send_keys("dance a jig\n")
                    stage = "bad"
                elif stage == "bad":
                    message = driver.find_element(By.CSS_SELECTOR, ".generic-message").text
                    if message:
                        result["badCommand"] = message
                        stage = "wait"
                elif stage == "wait" and args.marker in text:
                    result["screen"] = text
                    if args.screenshots:
                        driver.save_screenshot("%s/generic-%s.png" % (args.screenshots, suffix))
                    box = driver.find_element(By.CSS_SELECTOR, ".generic-command input")
                    box.clear()
                    box.send_keys(args.command + "\n")
                    stage = "sent"
                if visible(driver, "game-over"):
                    result["winners"] = driver.find_element(By.ID, "winners").text
                    break
            except WebDriverException:
                pass  # the page re-rendered under us: look again
            time.sleep(0.05)
    finally:
        driver.quit()
    print(json.dumps(result))
    return 0 if result["winners"] else 1


if __name__ == "__main__":
    sys.exit(main())
