"""Identity and invitations in the browser (SPEC §12): "That's me", a private reload, the invite link.

usage: identity.py reclaim URL NAME RETYPED VIP  (a page joins as VIP, the VIP of a dedicated host; a page
                                               joins as NAME, its browser quits; a fresh browser joins as
                                               RETYPED, is offered "That's me", taps it, waits; the VIP's
                                               page taps Allow)
       identity.py bumped URL NAME FOLDER   (a page says "That's me" for NAME's held seat; once the test
                                               approved it and NAME's own lanjoin came back, the page ends;
                                               the page's steps are files in FOLDER: pending, seated)
       identity.py reload URL NAME PASSCODE   (a private lobby: join with the passcode, reload the tab)

Prints one JSON line. reclaim: {"joined", "heldMessage" (the refusal shown), "offered" ("That's me"
shown), "pending" (what the page says while it waits), "seatedBeforeYes", "vipPrompt" (the VIP page's
claim text), "reclaimed" (the lobby shown after Allow), "vipPromptGone", "roster" (the roster's
lines), "invite" (the invite link shown by the page, opened on the URL's host), "pageErrors"}. bumped: {"offered", "pending",
"reclaimed", "ended" (the page's closing words), "resumeKept", "pageErrors"}. reload: {"joined",
"reloaded" (the lobby shown again after the reload), "askedAgain" (the join form came back instead),
"toast", "pageErrors"}. Exit 0 when the flow went through.
"""
import json
import os
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

import browser
from browser import visible

ERRORS = """
    window.__pageErrors = [];
    addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
    addEventListener('securitypolicyviolation', (e) => __pageErrors.push('CSP: ' + e.violatedDirective));
"""


def open_page(url):
    driver = browser.start(browser.PHONE)
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


def roster(driver):
    return [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#roster .member-name")]


def join_by_form(driver, name, passcode=None):
    wait_for(driver, lambda d: visible(d, "join"))
    field = driver.find_element(By.ID, "name")
    field.clear()
    field.send_keys(name)
    if passcode is not None:
        driver.find_element(By.ID, "passcode").send_keys(passcode)
    driver.find_element(By.ID, "join-button").click()


def reclaim(url, name, retyped, vip):
    result = {"joined": False, "heldMessage": "", "offered": False, "pending": "", "vipPrompt": "",
              "reclaimed": False, "roster": [], "invite": ""}
    # The VIP: a dedicated host's first joiner answers "That's me" claims on its page.
    chair = open_page(url + "?name=" + vip)
    try:
        if not wait_for(chair, lambda d: visible(d, "lobby")):
            return result
        first = open_page(url + "?name=" + name)
        try:
            result["joined"] = bool(wait_for(first, lambda d: visible(d, "lobby")))
        finally:
            first.quit()  # the tab (and its browser, with its storage) is gone: the host holds the seat
        if not result["joined"]:
            return result
        second = open_page(url)
        try:
            result["invite"] = wait_for(second, lambda d: d.find_element(By.ID, "share-url").get_attribute("href")) or ""
            # Right after the first browser quits the host may not have noticed yet: retry until held.
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and not result["offered"]:
                join_by_form(second, retyped)
                message = wait_for(second, lambda d: d.find_element(By.ID, "join-message").text
                                   or ("seated as a new player" if visible(d, "lobby") else ""), timeout=10) or ""
                result["heldMessage"] = message
                result["offered"] = bool(wait_for(second, lambda d: visible(d, "reclaim-button"), timeout=1))
                if visible(second, "lobby"):
                    result["roster"] = roster(second)
                    break  # let in under the same name: nothing to offer
            if result["offered"]:
                second.find_element(By.ID, "reclaim-button").click()
                # Nothing is given before a yes: the page says whom it asks.
                result["pending"] = wait_for(second, lambda d: (lambda text: text if "Asking" in text else None)(
                    d.find_element(By.ID, "join-message").text), timeout=15) or ""
                result["seatedBeforeYes"] = visible(second, "lobby")
                result["vipPrompt"] = wait_for(chair, lambda d: visible(d, "claims") and d.find_element(By.ID, "claims").text,
                                               timeout=15) or ""
                if result["vipPrompt"]:
                    chair.find_element(By.CSS_SELECTOR, "#claims .claim-allow").click()
                    result["reclaimed"] = bool(wait_for(second, lambda d: visible(d, "lobby"), timeout=15))
                    wait_for(second, lambda d: any("(you)" in line for line in roster(d)), timeout=5)
                    result["roster"] = roster(second)
                    result["vipPromptGone"] = bool(wait_for(chair, lambda d: not visible(d, "claims"), timeout=10))
            result["pageErrors"] = second.execute_script("return window.__pageErrors") + \
                chair.execute_script("return window.__pageErrors")
        finally:
            second.quit()
    finally:
        chair.quit()
    return result


def mark(folder, step):
    """Tells the test (which drives the host and the lanjoin) that the page reached `step`."""
    with open(os.path.join(folder, step), "w") as marker:
        marker.write(step)


def bumped(url, name, folder):
    """A page says "That's me" for NAME's held seat and waits; the test's host approves (once the page
    marked "pending" in FOLDER); NAME's own device (a lanjoin the test restarts once the page marked
    "seated") comes back and takes the seat: the page says so."""
    result = {"offered": False, "pending": "", "reclaimed": False, "ended": ""}
    page = open_page(url)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not result["offered"]:
            join_by_form(page, name)
            wait_for(page, lambda d: d.find_element(By.ID, "join-message").text, timeout=10)
            result["offered"] = bool(wait_for(page, lambda d: visible(d, "reclaim-button"), timeout=1))
        if result["offered"]:
            page.find_element(By.ID, "reclaim-button").click()
            result["pending"] = wait_for(page, lambda d: (lambda text: text if "Asking" in text else None)(
                d.find_element(By.ID, "join-message").text), timeout=15) or ""
            mark(folder, "pending")
            result["reclaimed"] = bool(wait_for(page, lambda d: visible(d, "lobby"), timeout=60))
            if result["reclaimed"]:
                mark(folder, "seated")
                result["ended"] = wait_for(page, lambda d: visible(d, "ended") and d.find_element(By.ID, "ended-message").text,
                                           timeout=60) or ""
                result["resumeKept"] = page.execute_script("return localStorage.getItem('lanparty.resume')") is not None
        result["pageErrors"] = page.execute_script("return window.__pageErrors")
    finally:
        page.quit()
    return result


def reload(url, name, passcode):
    result = {"joined": False, "reloaded": False, "askedAgain": False, "toast": ""}
    driver = open_page(url)
    try:
        join_by_form(driver, name, passcode)
        result["joined"] = bool(wait_for(driver, lambda d: visible(d, "lobby"), timeout=60))
        if result["joined"]:
            driver.refresh()
            shown = wait_for(driver, lambda d: "lobby" if visible(d, "lobby")
                             else "join" if visible(d, "join") and d.find_element(By.ID, "join-message").text else None,
                             timeout=20)
            result["reloaded"] = shown == "lobby"
            result["askedAgain"] = shown == "join"
            result["toast"] = driver.find_element(By.ID, "toast").get_attribute("textContent")
            result["roster"] = roster(driver)
        result["pageErrors"] = driver.execute_script("return window.__pageErrors")
    finally:
        driver.quit()
    return result


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == "reclaim":
        result = reclaim(*args)
        ok = result["reclaimed"]
    elif mode == "bumped":
        result = bumped(*args)
        ok = bool(result["ended"])
    elif mode == "reload":
        result = reload(*args)
        ok = result["reloaded"]
    else:
        print("unknown mode %s" % mode, file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
