"""A party night in two browsers (SPEC §12): one lobby, three games, nobody reconnecting.

usage: play_party.py URL [--screenshots DIR] [--timeout SECONDS]

Ari (a phone) joins first and so is the VIP of a dedicated host; Bea (a desktop) joins second. A
`lanjoin --bot --auto-ready` the test starts is the third. Ari chooses each game from the page,
readies, and starts it; both pages play through the generic face (?face=text: the host's screen
and the legal moves as buttons). Crazy Eights, then Quortex, then SketchDuel (a race of three since
2.0) with short rounds set in Ari's settings form: the bot draws its round, the pages' rounds run
out on the clock. Prints one JSON line: {"games": [...names...], "winners": [...],
"refusedBea": text, "screens": [...]}; exit 0 when all three games ended on the pages.
"""
import argparse
import json
import sys
import time

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import browser
from browser import visible


def wait(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if predicate():
                return
        except Exception:  # noqa: BLE001 - the page is redrawing; look again
            pass
        time.sleep(0.1)
    raise TimeoutError("timed out waiting for " + what)


def text(driver, element_id):
    elements = driver.find_elements(By.ID, element_id)
    return elements[0].text if elements else ""


def join(driver, url, name):
    driver.get(url + "?face=text")
    wait(lambda: visible(driver, "join"), 20, name + "'s join form")
    field = driver.find_element(By.ID, "name")
    field.clear()
    field.send_keys(name)
    driver.find_element(By.ID, "join-button").click()
    wait(lambda: visible(driver, "lobby"), 20, name + " in the lobby")


def ready(driver):
    button = driver.find_element(By.ID, "ready-button")
    if button.text.strip() == "I'm ready":
        button.click()
    wait(lambda: driver.find_element(By.ID, "ready-button").text.strip() == "Not ready", 10, "the ready flag")


def set_setting(driver, key, value):
    """Changes one setting in the VIP's form; the form is redrawn on every lobby change, so the
    field is looked up afresh until the host's answer shows the value."""
    selector = "#settings-form [data-key=%s]" % key

    def applied():
        field = driver.find_element(By.CSS_SELECTOR, selector)
        if field.get_attribute("value") == value and driver.execute_script(
                "return document.activeElement !== arguments[0]", field):
            return True
        if field.tag_name == "select":
            Select(field).select_by_value(value)
        else:
            driver.execute_script("arguments[0].value = arguments[1];"
                                  "arguments[0].dispatchEvent(new Event('change'));", field, value)
        return False

    wait(applied, 15, key + " set to " + value)


def play_turn(driver):
    """On this page's turn, asks for the moves and taps the first; True when it acted."""
    status = driver.find_elements(By.CSS_SELECTOR, "#turn-status.mine")
    if not status or not status[0].is_displayed():
        return False
    before = driver.find_element(By.CSS_SELECTOR, ".generic-screen").text
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "#face button") if b.text == "Moves"]
    if not buttons:
        return False
    buttons[0].click()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        moves = driver.find_elements(By.CSS_SELECTOR, ".generic-moves button")
        if moves:
            moves[0].click()
            # Wait for the view to change (the host answered) before looking again.
            wait(lambda: driver.find_element(By.CSS_SELECTOR, ".generic-screen").text != before
                 or visible(driver, "game-over"), 10, "the move's answer")
            return True
        time.sleep(0.05)
    return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--screenshots")
    parser.add_argument("--timeout", type=float, default=420)
    args = parser.parse_args()
    ari = browser.start(browser.PHONE)
    bea = browser.start(browser.DESKTOP)
    result = {"games": [], "winners": [], "refusedBea": "", "screens": []}
    started = time.monotonic()

    def shot(driver, label):
        if args.screenshots:
            path = "%s/party-%s.png" % (args.screenshots, label)
            driver.save_screenshot(path)
            result["screens"].append(path)

    try:
        join(ari, args.url, "Ari")
        join(bea, args.url, "Bea")
        wait(lambda: "You choose the game" in text(ari, "controller-note"), 20, "Ari to be the VIP")
        wait(lambda: "Ari chooses" in text(bea, "controller-note"), 20, "Bea to see Ari choose")
        wait(lambda: "Cy" in text(ari, "roster"), 60, "the lanjoin player")
        shot(ari, "lobby-vip-phone")
        for game, name in (("crazy-eights", "Crazy Eights"), ("quortex", "Quortex"), ("sketch-duel", "SketchDuel")):
            if game != "crazy-eights":
                # As a person picks from the list: choose the option, then tap Choose.
                Select(ari.find_element(By.ID, "game-select")).select_by_value(game)
                ari.find_element(By.ID, "choose-button").click()
                wait(lambda: text(ari, "game-choice").startswith(name) and text(bea, "game-choice").startswith(name),
                     20, name + " chosen on both pages")
            if game == "sketch-duel":
                # Short rounds, from the settings form (the VIP's inputs; read-only on Bea's page).
                for key, value in (("rounds", "2"), ("roundSeconds", "15"), ("pauseSeconds", "0")):
                    set_setting(ari, key, value)
                wait(lambda: not bea.find_elements(By.CSS_SELECTOR, "#settings-form input, #settings-form select"), 5,
                     "Bea's settings to be read-only")
                shot(ari, "sketch-settings-phone")
            ready(ari)
            ready(bea)
            # Bea is not the VIP: her page has no start button at all.
            result["refusedBea"] = "hidden" if not visible(bea, "start-button") else "shown"
            wait(lambda: "Everyone is ready" in text(ari, "lobby-hint"), 30, "everyone ready for " + name)
            ari.find_element(By.ID, "start-button").click()
            players = [ari, bea]
            wait(lambda: all(visible(p, "game") for p in players), 20, name + " to start")
            shot(bea, game + "-desktop")
            while not all(visible(p, "game-over") for p in players):
                if time.monotonic() - started > args.timeout:
                    raise TimeoutError("the party took too long, in " + name)
                acted = False
                # SketchDuel's drawing and guessing are not moves a list offers: its short rounds
                # run out on the clock while the bot draws and guesses.
                for page in players if game != "sketch-duel" else []:
                    try:
                        acted = play_turn(page) or acted
                    except StaleElementReferenceException:
                        pass  # the view changed under the tap: look again
                if not acted:
                    time.sleep(0.1)
            result["games"].append(name)
            result["winners"].append(text(players[-1], "winners"))
            shot(players[0], game + "-over")
            for page in (ari, bea):
                if visible(page, "back-button"):
                    page.find_element(By.ID, "back-button").click()
            wait(lambda: visible(ari, "lobby") and visible(bea, "lobby"), 20, "both pages back in the lobby")
        shot(ari, "scoreboard-phone")
        result["scores"] = text(ari, "scores")
    except Exception as error:  # noqa: BLE001 - report what the page showed
        result["error"] = str(error)
        shot(ari, "failure-ari")
        shot(bea, "failure-bea")
        for label, page in (("ari", ari), ("bea", bea)):
            result["lobbyHint_" + label] = text(page, "lobby-hint")
            result["turn_" + label] = text(page, "turn-status")
    finally:
        ari.quit()
        bea.quit()
    print(json.dumps(result))
    sys.exit(0 if len(result["games"]) == 3 else 1)


if __name__ == "__main__":
    main()
