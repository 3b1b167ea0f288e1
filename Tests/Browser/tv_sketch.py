"""play_tv.py's `sketch` mode: a SketchDuel game followed on a TV while a phone page draws.

The host plays one seat with its bot (Hana); a TV (1920x1080, recording every message it reads)
opens URL/tv before anyone joins; a phone page (390x844, the module's web face) joins as Ari and
readies. In Ari's round the phone draws a house with real touch input while the TV's canvas is
measured: its ink grows stroke by stroke, and until the round is over the word (read from the
drawer's phone) is neither in the TV's DOM nor in any message the TV read. Once the round is over
the TV says the word. In the bot's round Ari's phone, a guesser's with a TV in the room
(`api.screens()` > 0), leaves the drawing to the TV (SketchDuel's screen.js).

Result members: "word", "ink" (the TV's inked pixels while Ari drew), "leaks" (where the word was
seen before the reveal), "wordAfterReveal", "phoneAway" ({"drawingHere", "toggle"} of Ari's phone
in the bot's round), "face" (the TV's face), "screens", "pageErrors".
"""
import json
import random
import re
import threading
import time

from selenium.webdriver.common.by import By

import browser
import play_sketch_duel
from play_party import wait

# The TV's round as its face shows it (phase and round), and whether the word is in its DOM as a
# word (the page's text and attributes; "cat" inside "scatter" is not the word) or in a message
# it read as a JSON string ("cat" with its quotes: base64 stroke points would match bare letters).
LOOK = """
const [word] = arguments;
const face = document.querySelector('#tv-stage .sd-tv');
const html = document.documentElement.outerHTML.toLowerCase();
const pattern = new RegExp('(^|[^a-z])' + word.toLowerCase().replace(/[^a-z ]/g, '') + '([^a-z]|$)');
return {phase: face ? face.dataset.phase : null, round: face ? face.dataset.round : null,
        inDom: pattern.test(html),
        inTraffic: (window.__tvTraffic || []).some((t) => t.includes('"' + word + '"'))};
"""

INK = """
const c = document.querySelector('#tv-stage canvas');
if (!c || !c.width) return 0;
const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
let ink = 0;
for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) ink++;
return ink;
"""


def role(phone):
    return phone.execute_script("const f = document.querySelector('.sd-face'); return f ? f.dataset.role : null")


def sketch(args, result, open_tv, section, page_errors):
    """The mode itself; play_tv.py passes its own helpers."""
    tv = open_tv((1920, 1080), traffic=True)
    phone = browser.start((390, 844))
    result.update({"ink": [], "leaks": []})

    def shot(driver, label):
        if args.screenshots:
            path = "%s/tv-sketch-%s.png" % (args.screenshots, label)
            driver.save_screenshot(path)
            result["screens"].append(path)

    try:
        tv.get(args.url + "tv")
        wait(lambda: section(tv) == "lobby", 30, "the TV's lobby")
        phone.get(args.url + "?name=Ari")
        wait(lambda: browser.visible(phone, "lobby"), 30, "Ari in the lobby")
        phone.find_element(By.ID, "ready-button").click()
        wait(lambda: section(tv) == "game" and tv.find_elements(By.CSS_SELECTOR, "#tv-stage .sd-tv"), 60, "the game on the TV")
        result["face"] = tv.execute_script("return document.getElementById('tv-stage').dataset.face")
        deadline = time.monotonic() + args.timeout
        drawn = away = False
        while not (drawn and away) and section(tv) == "game":
            if time.monotonic() > deadline:
                raise TimeoutError("the rounds took too long")
            now = role(phone)
            if now == "draw" and not drawn:
                draw_round(tv, phone, result, shot)
                drawn = True
            elif now in ("guess", "wait") and not away and tv.execute_script(LOOK, "x")["phase"] == "drawing":
                # A guesser's phone with a TV in the room: the drawing is on the TV.
                wait(lambda: phone.find_elements(By.CSS_SELECTOR, ".sd-face[data-drawing-here]"), 10, "the phone's face")
                result["phoneAway"] = phone.execute_script("""
                    const row = document.querySelector('.sd-screen'), toggle = document.querySelector('.sd-screen-toggle');
                    return {drawingHere: document.querySelector('.sd-face').dataset.drawingHere,
                            toggle: row && !row.hidden ? toggle.textContent : null};""")
                shot(phone, "phone-guessing-390x844")
                away = True
            time.sleep(0.1)
        result["pageErrors"] = page_errors(tv) + page_errors(phone)
    except Exception:
        shot(tv, "failure-1920x1080")
        result["pageErrors"] = page_errors(tv) + page_errors(phone)
        raise
    finally:
        tv.quit()
        phone.quit()
    return not result["pageErrors"]


def draw_round(tv, phone, result, shot):
    """Ari draws a house on the phone while the TV is watched, until the TV shows the round's end."""
    word = phone.find_element(By.CSS_SELECTOR, ".sd-word").text.strip()
    result["word"] = word
    drawing = threading.Thread(target=play_sketch_duel.draw_shape, args=(phone, "house", "touch", random.Random(7)))
    drawing.start()
    shot_taken = False
    # Until the TV leaves the round (the bot's right guess, or time): the ink, and the word nowhere.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        seen = tv.execute_script(LOOK, word)
        if seen["phase"] != "drawing":
            break
        if drawing.is_alive() or not result["ink"] or result["ink"][-1] == 0:
            result["ink"].append(tv.execute_script(INK))
        if seen["inDom"] or seen["inTraffic"]:
            # A message may have come in just as the round ended: a leak is a word seen while the
            # TV still shows the round being drawn half a second later.
            time.sleep(0.5)
            if tv.execute_script(LOOK, word)["phase"] == "drawing":
                result["leaks"].append({k: seen[k] for k in ("inDom", "inTraffic")})
        if not shot_taken and len(result["ink"]) > 5 and result["ink"][-1] > 0:
            shot(tv, "drawing-1920x1080")
            shot_taken = True
        time.sleep(0.15)
    drawing.join(30)
    wait(lambda: tv.execute_script(LOOK, word)["phase"] in ("reveal", "over"), 40, "the round's end on the TV")
    result["wordAfterReveal"] = bool(re.search(re.escape(word.lower()), tv.execute_script(
        "return document.getElementById('tv-stage').textContent").lower()))
    shot(tv, "reveal-1920x1080")


def main():
    print(json.dumps({"error": "run through play_tv.py URL sketch"}))


if __name__ == "__main__":
    main()
