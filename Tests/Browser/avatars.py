"""Avatars and presence in the browser (issue 41): the join form's picker, the avatar in another
page's roster and on the big screen, and a sleeping phone's mark with its hold counting down.

usage: avatars.py URL SHOTS

Ana (a phone, 360x640) picks heart and green on the join form and joins; Ben (a desktop, 1280x800)
joins without picking; a TV (1280x720) opens URL/tv. Then Ana's page is hidden (the phone's lock
button): Ben's roster and the TV say she is asleep, with the seconds left of her seat's hold, twice
a few seconds apart; then she is back. Screenshots of the join form and the lobby at both sizes,
and of the TV, go to SHOTS.

Prints one JSON line: {"picked" (the picker's avatar after the taps), "pickerBefore" (before them:
the one Ana's name gives), "joinedAna", "joinedBen", "benSees" ({name: avatar} in Ben's roster),
"tvSees" ({name: avatar} on the TV), "anaSees", "benAsleep" ([first, later] texts of Ana's mark on
Ben's page), "tvAsleep" (the same on the TV), "benBack" (Ana's row on Ben's page once she is back:
no mark), "pageErrors"}. Exit 0 when the flow went through.
"""
import json
import os
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

import browser

ERRORS = """
    window.__pageErrors = [];
    addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
    addEventListener('securitypolicyviolation', (e) => __pageErrors.push('CSP: ' + e.violatedDirective));
"""

# Each roster item's name (without "(you)", the host mark and the VIP's) and its avatar.
ROSTER = """
    const out = {};
    for (const item of document.querySelectorAll(arguments[0])) {
      const name = item.querySelector(arguments[1]);
      const avatar = item.querySelector('.avatar');
      if (name && avatar) out[name.textContent.replace(/ \\(you\\)| · host| · ★ VIP/g, '').trim()] = avatar.dataset.avatar;
    }
    return out;
"""

MARK = """
    for (const item of document.querySelectorAll(arguments[0])) {
      if (item.textContent.indexOf(arguments[1]) >= 0) {
        const mark = item.querySelector('.presence');
        return mark ? mark.textContent : '';
      }
    }
    return null;
"""


def open_page(size, url):
    driver = browser.start(size)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": ERRORS})
    driver.get(url)
    return driver


def wait_for(driver, test, timeout=30):
    """Polls `test(driver)` until it is truthy (returned) or `timeout` seconds pass (None)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = test(driver)
            if value:
                return value
        except WebDriverException:
            pass
        time.sleep(0.05)
    return None


def set_visibility(driver, state):
    """What the page sees when the phone locks (headless never hides)."""
    driver.execute_script(
        "Object.defineProperty(document, 'visibilityState', {value: arguments[0], configurable: true});"
        "document.dispatchEvent(new Event('visibilitychange'));", state)


def pick(driver, value):
    """Taps the picker's badge for `value` (a symbol or a colour), as a thumb would."""
    driver.find_element(By.CSS_SELECTOR, "#avatar-picker input[value='%s']" % value).find_element(By.XPATH, "..").click()


def join(driver, name):
    wait_for(driver, lambda d: browser.visible(d, "join"))
    field = driver.find_element(By.ID, "name")
    field.clear()
    field.send_keys(name)


def main():
    url, shots = sys.argv[1], sys.argv[2]
    os.makedirs(shots, exist_ok=True)
    result = {}
    ana = open_page(browser.PHONE, url)
    ben = open_page(browser.DESKTOP, url)
    tv = None
    try:
        join(ana, "Ana")
        result["pickerBefore"] = wait_for(ana, lambda d: d.find_element(By.ID, "avatar-picker").get_attribute("data-avatar"))
        ana.save_screenshot(os.path.join(shots, "join-360x640.png"))
        pick(ana, "heart")
        pick(ana, "green")
        result["picked"] = ana.find_element(By.ID, "avatar-picker").get_attribute("data-avatar")
        ana.save_screenshot(os.path.join(shots, "join-picked-360x640.png"))
        ana.find_element(By.ID, "join-button").click()
        result["joinedAna"] = bool(wait_for(ana, lambda d: browser.visible(d, "lobby")))

        join(ben, "Ben")
        ben.save_screenshot(os.path.join(shots, "join-1280x800.png"))
        ben.find_element(By.ID, "join-button").click()
        result["joinedBen"] = bool(wait_for(ben, lambda d: browser.visible(d, "lobby")))
        result["benSees"] = wait_for(ben, lambda d: (lambda r: r if len(r) >= 3 else None)(
            d.execute_script(ROSTER, "#roster .member", ".member-name")))
        result["anaSees"] = wait_for(ana, lambda d: (lambda r: r if len(r) >= 3 else None)(
            d.execute_script(ROSTER, "#roster .member", ".member-name")))
        ana.save_screenshot(os.path.join(shots, "lobby-360x640.png"))

        tv = open_page((1280, 720), url.rstrip("/") + "/tv")
        result["tvSees"] = wait_for(tv, lambda d: (lambda r: r if len(r) >= 3 else None)(
            d.execute_script(ROSTER, "#tv-roster .tv-member", ".tv-member-name")))

        # Ana's phone locks: she is asleep on every other screen, her hold counting down.
        set_visibility(ana, "hidden")
        first = wait_for(ben, lambda d: (lambda t: t if t and t.startswith("asleep") else None)(
            d.execute_script(MARK, "#roster .member", "Ana")))
        tv_first = wait_for(tv, lambda d: (lambda t: t if t and t.startswith("asleep") else None)(
            d.execute_script(MARK, "#tv-roster .tv-member", "Ana")))
        ben.save_screenshot(os.path.join(shots, "lobby-asleep-1280x800.png"))
        tv.save_screenshot(os.path.join(shots, "tv-asleep-1280x720.png"))
        time.sleep(2.5)  # a countdown is measured over time: two readings, seconds apart
        result["benAsleep"] = [first, ben.execute_script(MARK, "#roster .member", "Ana")]
        result["tvAsleep"] = [tv_first, tv.execute_script(MARK, "#tv-roster .tv-member", "Ana")]
        set_visibility(ana, "visible")
        result["benBack"] = wait_for(ben, lambda d: d.execute_script(MARK, "#roster .member", "Ana") == "" and "here")
        ben.save_screenshot(os.path.join(shots, "lobby-1280x800.png"))
        result["pageErrors"] = sum((d.execute_script("return window.__pageErrors || []") for d in (ana, ben, tv)), [])
    finally:
        print(json.dumps(result), flush=True)
        for driver in (ana, ben, tv):
            if driver:
                driver.quit()
    ok = result.get("joinedAna") and result.get("joinedBen") and result.get("benBack")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
