"""Runs the page's wait for a lost host (host-wait.js) and its words (words.js) in headless Chromium,
for a Swift test that compares them with lanjoin's (HostWaitStory) and checks the pacing.

usage: run_host_wait.py WORDS_JS HOST_WAIT_JS CASES_JSON
CASES_JSON: {"gone": [waitMs...], "left": [[waitMs, leftMs]...], "lost": [waitMs...], "seeds": [n...]}
Prints {"gone": [text...], "left": [text...], "lost": [text...], "back": text, "stopped": text,
"attempts": [[ms...] per seed], "resumeAfter70s": [ms per seed]}: with every attempt refused at once,
when each starts over the whole wait; and, for a host back at 70 s, when the first attempt after it starts.
"""
import json
import sys

import browser

SIMULATE = """
const W = window.LanPartyHostWait;
let seed = arguments[0];
const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
const wait = new W(0, W.WAIT_MS);
let now = 0, after70 = null;
const attempts = [];
for (;;) {
  const delay = wait.nextDelay(now, random());
  if (delay === null) break;
  now += delay;
  wait.begin(now);
  attempts.push(now);
  if (after70 === null && now >= 70000) after70 = now;
}
return {attempts: attempts, after70: after70};
"""


def main():
    words, pacing = open(sys.argv[1]).read(), open(sys.argv[2]).read()
    cases = json.load(open(sys.argv[3]))
    driver = browser.start()
    try:
        driver.get("about:blank")
        driver.execute_script(words)
        driver.execute_script(pacing)
        say = "const Words = window.LanPartyWords;"
        result = {
            "gone": [driver.execute_script(say + "return Words.hostGone(arguments[0]);", w) for w in cases["gone"]],
            "left": [driver.execute_script(say + "return Words.hostGone(arguments[0], arguments[1]);", w, l)
                     for w, l in cases["left"]],
            "lost": [driver.execute_script(say + "return Words.hostLost(arguments[0]);", w) for w in cases["lost"]],
            "back": driver.execute_script(say + "return Words.hostBack;"),
            "stopped": driver.execute_script(say + "return Words.stoppedWaiting;"),
            "attempts": [], "resumeAfter70s": [],
        }
        for seed in cases["seeds"]:
            run = driver.execute_script(SIMULATE, seed)
            result["attempts"].append(run["attempts"])
            result["resumeAfter70s"].append(run["after70"])
    finally:
        driver.quit()
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
