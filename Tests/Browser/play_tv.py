"""The big screen (SPEC §15): TVs follow a party from before anyone joins to the scoreboard.

usage: play_tv.py URL party [--screenshots DIR] [--timeout SECONDS]
       play_tv.py URL private --passcode P [--screenshots DIR]
       play_tv.py URL restart --expect-name NAME [--screenshots DIR]
       play_tv.py URL sketch [--screenshots DIR] [--timeout SECONDS]

party: two TVs (1920x1080 and 1280x720) open URL/tv before anyone has joined: the lobby with a big
QR code (the image loads). Ari (a phone page, ?face=text) joins: the VIP in the TVs' roster. A
`lanjoin --bot --auto-ready` the test starts is Cy. Ari readies and starts Crazy Eights and plays it
through the text face's Moves; the TVs show the game (the module's big-screen face, or the spectator's
text face large: `#tv-stage[data-face]`), whose turn it is, the ranking at the end, then the
session's scoreboard. A TV's socket is dropped (as a Wi-Fi blip) mid-game, the other's between
games: each comes back to what the room shows.

private: a TV opened with URL/tv#passcode=P opens the lobby, the passcode leaves the address bar, a
reload opens it again with no passcode (the kept key); a second browser's TV without the passcode
asks for it, refuses a wrong one, opens with the right one.

sketch: a SketchDuel game with the host's bot: a phone page draws a round while the TV's canvas grows
and the word stays out of its DOM and traffic until the reveal (tv_sketch.py).

Prints one JSON line (what the TVs showed, "screens": the screenshots, "pageErrors"); exit 0 when
every step was seen.
"""
import argparse
import json
import os
import sys
import time
from urllib.parse import quote

from selenium.webdriver.common.by import By

import browser
import play_party
import tv_sketch
from play_party import wait

TV = (1920, 1080)
SMALL_TV = (1280, 720)

WATCH_ERRORS = """
    window.__pageErrors = [];
    addEventListener('error', (e) => __pageErrors.push(String(e.message || e)));
    addEventListener('unhandledrejection', (e) => __pageErrors.push('unhandled rejection: ' + e.reason));
    addEventListener('securitypolicyviolation', (e) => __pageErrors.push('CSP: ' + e.violatedDirective));
"""


# Every message the page reads, as text, after the seal is opened (the socket's bytes are sealed, so
# a secret is looked for here): wire.js's decode and applyPatch are wrapped as the page defines them.
RECORD_TRAFFIC = """
    window.__tvTraffic = [];
    const text = (bytes) => new TextDecoder('utf-8').decode(bytes);
    let wire;
    Object.defineProperty(window, 'LanPartyWire', {configurable: true, get: () => wire, set: (value) => {
        const decode = value.decode, applyPatch = value.applyPatch;
        value.decode = (bytes) => { __tvTraffic.push(text(bytes)); return decode(bytes); };
        value.applyPatch = (...args) => { const out = applyPatch(...args); if (out) __tvTraffic.push(text(out)); return out; };
        wire = value;
    }});
"""


def open_tv(size, traffic=False):
    """A headless Chromium whose page is exactly `size` (a headless window's size includes its
    frame), recording the page's script errors, and with `traffic` every message it reads
    (`decoded_traffic_contains`)."""
    driver = browser.start(size)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH_ERRORS})
    if traffic:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_TRAFFIC})
    return driver


def section(driver):
    return driver.execute_script("return document.body.dataset.section")


def texts(driver, css):
    """The shown text of every element matching css, read in one script: the TV re-renders its lists
    when a message arrives, so element handles read one by one may go stale between two reads."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]), (e) => e.innerText.trim());", css)


def text(driver, css):
    found = texts(driver, css)
    return found[0] if found else ""


def joins(driver):
    return driver.execute_script("return window.lanpartyTV ? window.lanpartyTV.joins() : 0")


def qr_facts(driver):
    """The QR code image: loaded, and its size on screen."""
    return driver.execute_script("""
        const img = document.getElementById('tv-qr'), r = img.getBoundingClientRect();
        return {loaded: img.complete && img.naturalWidth > 0, width: r.width, height: r.height,
                screenHeight: innerHeight, src: img.getAttribute('src')};""")


def roster_names(driver):
    return texts(driver, "#tv-roster .tv-member-name")


def vip_name(driver):
    return driver.execute_script("""
        const tag = document.querySelector('#tv-roster .tv-tag.vip');
        return tag ? tag.closest('.tv-member').querySelector('.tv-member-name').textContent : null;""")


def face_facts(driver):
    """Which face the stage shows and how large: the text face's font size in CSS pixels."""
    return driver.execute_script("""
        const stage = document.getElementById('tv-stage'), pre = stage.querySelector('.tv-text-face');
        return {face: stage.dataset.face || null, text: pre ? pre.textContent : null,
                fontPx: pre ? parseFloat(getComputedStyle(pre).fontSize) : null,
                players: Array.from(document.querySelectorAll('#tv-players .tv-player-name'), (e) => e.textContent),
                acting: Array.from(document.querySelectorAll('#tv-players .tv-player.acting .tv-player-name'), (e) => e.textContent),
                turn: document.getElementById('tv-turn').textContent};""")


def stage_canvas_ink(driver):
    """For a big-screen face that draws (SketchDuel): how many pixels of the stage's largest canvas
    are not transparent or background; grows while a round is drawn. None without a canvas."""
    return driver.execute_script("""
        const canvases = Array.from(document.querySelectorAll('#tv-stage canvas'));
        if (!canvases.length) return null;
        const c = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3] && (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200)) ink++;
        }
        return ink;""")


def stage_dom_contains(driver, word):
    """Whether `word` appears anywhere in the TV's page (text or attributes), case-insensitive: a
    secret (SketchDuel's word before the reveal) must not."""
    return driver.execute_script(
        "return document.documentElement.outerHTML.toLowerCase().includes(arguments[0].toLowerCase())", word)


def decoded_traffic_contains(driver, word):
    """Whether any message a TV opened with `open_tv(..., traffic=True)` read (an envelope, or a
    view patched whole) contains `word`, case-insensitive: SketchDuel's word must not, before the
    reveal."""
    return driver.execute_script(
        "const w = arguments[0].toLowerCase(); return (window.__tvTraffic || []).some((t) => t.toLowerCase().includes(w))",
        word)


def page_errors(driver):
    return driver.execute_script("return window.__pageErrors || []")


def party(args, result):
    big, small = open_tv(TV, traffic=True), open_tv(SMALL_TV)
    tvs = (big, small)
    ari = browser.start(browser.PHONE)
    started = time.monotonic()

    def shot(label):
        if not args.screenshots:
            return
        for tv, (width, height) in ((big, TV), (small, SMALL_TV)):
            path = "%s/tv-%s-%dx%d.png" % (args.screenshots, label, width, height)
            tv.save_screenshot(path)
            result["screens"].append(path)

    try:
        for tv in tvs:
            tv.get(args.url + "tv")
        for tv in tvs:
            wait(lambda: section(tv) == "lobby" and qr_facts(tv)["loaded"], 30, "the TV's lobby with its QR code")
        result["qr"] = qr_facts(big)
        result["qrSmallTV"] = qr_facts(small)
        result["joinLink"] = text(big, "#tv-join-url")
        result["emptyLine"] = text(big, "#tv-waiting")
        shot("lobby-empty")

        play_party.join(ari, args.url, "Ari")
        for tv in tvs:
            wait(lambda: "Ari" in roster_names(tv) and vip_name(tv) == "Ari", 20, "Ari as the VIP on the TV")
        wait(lambda: "Cy" in roster_names(big), 60, "the lanjoin player on the TV")
        play_party.ready(ari)
        wait(lambda: "waiting for Ari to start" in text(big, "#tv-waiting"), 30, "the TV to wait for Ari")
        result["roster"] = roster_names(big)
        result["vip"] = vip_name(big)
        result["readyLine"] = text(big, "#tv-waiting")
        result["settings"] = texts(big, "#tv-settings .tv-setting")
        shot("lobby")

        ari.find_element(By.ID, "start-button").click()
        for tv in tvs:
            wait(lambda: section(tv) == "game" and face_facts(tv)["face"] in ("screen", "text")
                 and face_facts(tv)["turn"], 30, "the game on the TV")
        # Every turn line the big TV shows, however briefly (the bot answers in milliseconds).
        big.execute_script("""
            window.__tvTurns = [];
            const turn = document.getElementById('tv-turn');
            const note = () => { if (turn.textContent && !__tvTurns.includes(turn.textContent)) __tvTurns.push(turn.textContent); };
            note();
            new MutationObserver(note).observe(turn, {childList: true, characterData: true, subtree: true});""")
        # A position worth a screenshot: the face drawn (the text face has its text).
        wait(lambda: face_facts(big)["face"] == "screen" or face_facts(big)["text"], 20, "the face's first view")
        result["face"] = face_facts(big)
        # The traffic recorder sees the views (SketchDuel's test looks for its word there).
        result["trafficRecorded"] = decoded_traffic_contains(big, "gameState")
        result["faceSmallTV"] = face_facts(small)
        shot("game")
        # A Wi-Fi blip mid-game (the game waits for Ari meanwhile): the TV comes back as a new
        # screen, is sent the running game's state and goes on following it.
        before = joins(small)
        small.execute_script("window.lanpartyTV.dropConnection()")
        wait(lambda: joins(small) > before and section(small) == "game"
             and not small.find_element(By.ID, "tv-reconnecting").is_displayed()
             and face_facts(small)["players"] == face_facts(big)["players"], 30, "the TV dropped mid-game to follow it again")
        result["rejoinedMidGame"] = True
        while not play_party.visible(ari, "game-over"):
            if time.monotonic() - started > args.timeout:
                raise TimeoutError("the game took too long")
            if not play_party.play_turn(ari):
                time.sleep(0.1)
        result["turns"] = big.execute_script("return window.__tvTurns")
        for tv in tvs:
            wait(lambda: section(tv) == "over" and text(tv, "#tv-over-winners"), 20, "the TV's game over")
        result["winners"] = text(big, "#tv-over-winners")
        result["phoneWinners"] = play_party.text(ari, "winners")
        result["ranking"] = texts(big, "#tv-ranking .tv-rank-name")
        shot("over")

        for tv in tvs:
            wait(lambda: section(tv) == "lobby" and tv.find_elements(By.CSS_SELECTOR, "body.between #tv-scores li"),
                 30, "the scoreboard between games")
        # The leaderboard comes from the host's record (when it keeps one).
        wait(lambda: big.find_elements(By.CSS_SELECTOR, "#tv-leaderboard td.tv-lb-name"), 10, "the leaderboard")
        result["scores"] = texts(big, "#tv-scores li")
        result["leaderboard"] = texts(big, "#tv-leaderboard td.tv-lb-name")
        result["qrBetween"] = qr_facts(big)
        shot("between")

        # A Wi-Fi blip between games: the TV comes back as a new screen with the lobby as it is.
        before = joins(big)
        big.execute_script("window.lanpartyTV.dropConnection()")
        wait(lambda: joins(big) > before and section(big) == "lobby"
             and not big.find_element(By.ID, "tv-reconnecting").is_displayed()
             and big.find_elements(By.CSS_SELECTOR, "#tv-scores li"), 30, "the dropped TV to come back")
        result["rejoined"] = True
        result["pageErrors"] = page_errors(big) + page_errors(small)
    except Exception:
        shot("failure")
        result["sections"] = [section(big), section(small)]
        result["pageErrors"] = page_errors(big) + page_errors(small)
        raise
    finally:
        for driver in (big, small, ari):
            driver.quit()
    return not result["pageErrors"]


def private(args, result):
    first, second = open_tv(TV), open_tv(TV)
    try:
        first.get(args.url + "tv#passcode=" + quote(args.passcode, safe=""))
        wait(lambda: section(first) == "lobby", 30, "the TV link to open the private lobby")
        result["hashAfter"] = first.execute_script("return location.hash")
        result["lobbyName"] = text(first, "#tv-lobby-name")
        if args.screenshots:
            path = "%s/tv-private-1920x1080.png" % args.screenshots
            first.save_screenshot(path)
            result["screens"].append(path)
        first.refresh()
        wait(lambda: section(first) == "lobby", 30, "a reload to open the lobby with the kept key")
        result["reloaded"] = True

        second.get(args.url + "tv")
        wait(lambda: section(second) == "passcode", 30, "the passcode form")
        if args.screenshots:
            path = "%s/tv-passcode-1920x1080.png" % args.screenshots
            second.save_screenshot(path)
            result["screens"].append(path)
        field = second.find_element(By.ID, "tv-passcode-input")
        field.send_keys("not the passcode")
        second.find_element(By.ID, "tv-passcode-button").click()
        wait(lambda: section(second) == "passcode" and text(second, "#tv-passcode-message"), 30, "the wrong passcode's words")
        result["wrong"] = text(second, "#tv-passcode-message")
        field = second.find_element(By.ID, "tv-passcode-input")
        field.send_keys(args.passcode)
        second.find_element(By.ID, "tv-passcode-button").click()
        wait(lambda: section(second) == "lobby", 30, "the typed passcode to open the lobby")
        result["typed"] = True
        result["pageErrors"] = page_errors(first) + page_errors(second)
    finally:
        first.quit()
        second.quit()
    return not result["pageErrors"]


def restart(args, result):
    """A TV in the lobby while the test stops its host twice: started again on the same port (the
    same lobby, reopened from the record), then another lobby at the same address. The TV says it
    is reconnecting and comes back to each by itself (the second named `--expect-name`)."""
    tv = open_tv(SMALL_TV)
    try:
        tv.get(args.url + "tv")
        wait(lambda: section(tv) == "lobby", 30, "the TV's lobby")
        # The lobby's name at each join, and every line the reconnecting notice shows.
        tv.execute_script("""
            window.__tvJoins = [document.getElementById('tv-lobby-name').textContent];
            new MutationObserver(() => __tvJoins.push(document.getElementById('tv-lobby-name').textContent))
                .observe(document.body, {attributes: true, attributeFilter: ['data-joins']});
            window.__tvLost = [];
            const line = document.getElementById('tv-reconnecting');
            new MutationObserver(() => { if (!line.hidden && line.textContent && !__tvLost.includes(line.textContent)) __tvLost.push(line.textContent); })
                .observe(line, {attributes: true, childList: true, characterData: true, subtree: true});""")
        shot_taken = []

        def back():
            if args.joins_file:
                # How many lobbies the TV has joined so far: the test stops a host only once the
                # TV has taken it in (its joinAccepted read, not just its hello seen by the host).
                count = str(tv.execute_script("return __tvJoins.length"))
                if not os.path.exists(args.joins_file) or open(args.joins_file).read() != count:
                    with open(args.joins_file + ".new", "w") as f:
                        f.write(count)
                    os.replace(args.joins_file + ".new", args.joins_file)
            if not shot_taken and args.screenshots and tv.find_element(By.ID, "tv-reconnecting").is_displayed():
                path = "%s/tv-reconnecting-%dx%d.png" % ((args.screenshots,) + SMALL_TV)
                tv.save_screenshot(path)
                result["screens"].append(path)
                shot_taken.append(path)
            return (tv.execute_script("return __tvJoins[__tvJoins.length - 1]") == args.expect_name
                    and section(tv) == "lobby" and not tv.find_element(By.ID, "tv-reconnecting").is_displayed())

        try:
            wait(back, 120, "the TV to show the new lobby")
        finally:
            result["joins"] = tv.execute_script("return window.__tvJoins")
            result["lost"] = tv.execute_script("return window.__tvLost")
            result["section"] = section(tv)
            result["pageErrors"] = page_errors(tv)
    finally:
        tv.quit()
    return not result["pageErrors"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("mode", choices=["party", "private", "restart", "sketch"])
    parser.add_argument("--passcode")
    parser.add_argument("--expect-name", help="restart: the new lobby's name")
    parser.add_argument("--joins-file", help="restart: where the TV's count of joins is kept, for the test to wait on")
    parser.add_argument("--screenshots")
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    result = {"screens": []}
    ok = False
    try:
        sketch = lambda args, result: tv_sketch.sketch(args, result, open_tv, section, page_errors)  # noqa: E731
        ok = {"party": party, "private": private, "restart": restart, "sketch": sketch}[args.mode](args, result)
    except Exception as error:  # noqa: BLE001 - report what was seen so far
        result["error"] = "%s: %s" % (type(error).__name__, error)
    print(json.dumps(result))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
