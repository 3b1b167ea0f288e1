"""Plays one High Card Duel game (Examples/ThirdParty) in a browser through its web face, as a
person would: join by URL, ready, tap a card each round until the game-over panel shows.

usage: play_high_card_duel.py URL NAME [--desktop] [--wait-players N] [--screenshots DIR] [--timeout SECONDS]

Prints one JSON line: {"joined", "picks" (cards tapped), "rounds" (rounds seen), "winners" (the
page's game-over panel), "pageErrors" (script errors, CSP violations), "screens"}; exit 0 when the
game-over panel was shown.
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
    parser.add_argument("--desktop", action="store_true")
    parser.add_argument("--wait-players", type=int, default=0)
    parser.add_argument("--screenshots")
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args()
    driver = browser.start(browser.DESKTOP if args.desktop else browser.PHONE)
    result = {"joined": False, "picks": 0, "rounds": [], "winners": "", "screens": []}

    def shot(label):
        if args.screenshots:
            path = "%s/high-card-duel-%s-%s.png" % (args.screenshots, label, "desktop" if args.desktop else "phone")
            driver.save_screenshot(path)
            result["screens"].append(path)

    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__pageErrors = [];
        addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
        addEventListener('securitypolicyviolation', (e) => __pageErrors.push('CSP: ' + e.violatedDirective));
    """})
    try:
        driver.get(args.url + "?name=" + args.name)
        deadline = time.monotonic() + args.timeout
        clicked_ready = False
        picked_in = None
        while time.monotonic() < deadline:
            try:
                if visible(driver, "lobby") and not clicked_ready:
                    result["joined"] = True
                    if len(driver.find_elements(By.CSS_SELECTOR, "#roster li")) >= args.wait_players:
                        driver.find_element(By.ID, "ready-button").click()
                        clicked_ready = True
                if visible(driver, "game-over"):
                    result["winners"] = driver.find_element(By.ID, "winners").text
                    shot("game-over")
                    break
                if visible(driver, "ended"):
                    result["ended"] = driver.find_element(By.ID, "ended-message").text
                    break
                boards = driver.find_elements(By.CSS_SELECTOR, ".hcd-board")
                if boards:
                    round_seen = boards[0].get_attribute("data-round")
                    if round_seen not in result["rounds"]:
                        result["rounds"].append(round_seen)
                    cards = [c for c in driver.find_elements(By.CSS_SELECTOR, ".hcd-card") if c.is_enabled()]
                    if cards and picked_in != round_seen:
                        if result["picks"] == 0:
                            shot("first-round")
                        # The middle card: neither always the best nor always the worst.
                        cards[len(cards) // 2].click()
                        picked_in = round_seen
                        result["picks"] += 1
            except WebDriverException:
                pass  # the page redrew under us; look again
            time.sleep(0.05)
        result["pageErrors"] = driver.execute_script("return window.__pageErrors")
    finally:
        driver.quit()
    print(json.dumps(result))
    sys.exit(0 if result["winners"] else 1)


if __name__ == "__main__":
    main()
