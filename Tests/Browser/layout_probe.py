"""Measures a page as a phone shows it (issue 41): the controls a step needs inside the viewport,
the Menu button clear of every other visible word, no sideways scrolling of the page; turns one
headless Chromium through phone sizes (as a rotation or another phone would) and keeps screenshots;
audits the page with axe-core (axe-selenium-python ships axe.min.js).

Used by check_crowded_layouts.py."""
import time

from selenium.common.exceptions import WebDriverException

# Every shown match of each selector (with its text, when it is a control's label), the Menu
# button's box and every visible text box that meets it, and how wide the page is.
MEASURE_JS = """
const out = {width: innerWidth, height: innerHeight, scrollWidth: document.documentElement.scrollWidth,
             items: {}, menu: null, underMenu: []};
const shown = (n) => n.getClientRects().length && getComputedStyle(n).visibility !== 'hidden';
for (const selector of arguments[0]) {
  out.items[selector] = Array.from(document.querySelectorAll(selector)).filter(shown)
    .map((n) => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; });
}
const menu = document.getElementById('menu-button');
if (menu && shown(menu)) {
  const m = menu.getBoundingClientRect();
  out.menu = [m.left, m.top, m.right, m.bottom];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent.trim() || !parent || menu.contains(parent) || !shown(parent)) continue;
    if (parent.closest('#menu, #replay, [hidden]')) continue;
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      // What shows of it: an ancestor that clips (an ellipsis, a scrolling strip) hides the rest.
      let r = {left: box.left, top: box.top, right: box.right, bottom: box.bottom};
      for (let up = parent; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = up.getBoundingClientRect();
        r = {left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom)};
      }
      // Half a pixel for sub-pixel layout: touching is not covering.
      if (r.right - r.left > 0.5 && r.bottom - r.top > 0.5 && r.left < m.right - 0.5 && r.right > m.left + 0.5
          && r.top < m.bottom - 0.5 && r.bottom > m.top + 0.5) {
        out.underMenu.push({text: node.textContent.trim().slice(0, 40), rect: [r.left, r.top, r.right, r.bottom]});
      }
    }
  }
}
return out;
"""


def parse_sizes(text):
    """'320x568,640x360' -> [(320, 568), (640, 360)]."""
    return [tuple(int(v) for v in size.lower().split("x")) for size in text.split(",")]


class Probe:
    """One Chromium's checks: `checked` and `failures` (JSON-ready), screenshots in `folder`."""

    def __init__(self, driver, sizes, folder, label):
        self.driver, self.sizes, self.folder, self.label = driver, sizes, folder, label
        self.checked, self.failures, self.screens, self.audits = [], [], [], []
        self.shot = set()  # (step, size) already kept: one screenshot of each
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def resize(self, size):
        """The viewport becomes `size` (a phone upright or on its side; touch, mobile)."""
        width, height = size
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        # A page wider than the screen widens a phone's layout viewport (innerWidth) instead: then
        # it never matches, and check() says so.
        deadline = time.monotonic() + 2
        while self.driver.execute_script("return [innerWidth, innerHeight]") != [width, height]:
            if time.monotonic() > deadline:
                break
            time.sleep(0.02)
        # Two frames: the resize's layout is done and the faces' requestAnimationFrame redraws ran.
        self.driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(done));")

    def check(self, step, selectors, scroll_to=None, required=None, audit=True, still=None, before=""):
        """At every size: scroll to the top (or where the page itself scrolls `scroll_to`), measure
        `selectors` (`required`, default the first, must match at least once), the Menu's box and
        the page's width; keep the first screenshot of each step and size, and one of each failure.
        The first time a step is seen, axe-core audits it (at the last size). `still()`, when given,
        says whether the page is still at this step after each measurement: once it is not (a state
        came meanwhile, e.g. the game's end right after my move), that size's measurement is dropped,
        not failed, and the check stops there ({"movedOn": true} in `checked`). `before`, a script
        run in the same turn as each measurement, may put a worst case in place of what this game
        happened to show (the page re-renders it at its next state)."""
        required = selectors[:1] if required is None else required
        first = not any(c["step"] == step and not c.get("movedOn") for c in self.checked)
        for size in self.sizes:
            self.resize(size)
            self.driver.execute_script("window.scrollTo(0, 0)")
            if scroll_to:
                self.driver.execute_script(
                    "const n = document.querySelector(arguments[0]); if (n) n.scrollIntoView({block: 'nearest'})", scroll_to)
            try:
                measured = self.driver.execute_script(before + MEASURE_JS, selectors)
            except WebDriverException:
                measured = self.driver.execute_script(before + MEASURE_JS, selectors)  # re-rendered under us: once more
            name = "%dx%d" % size
            width, height = size
            if still is not None and not still():
                self.checked.append({"step": step, "size": name, "movedOn": True})
                return
            failed = False
            if [measured["width"], measured["height"]] != [width, height]:
                self.fail(step, name, "the viewport became %dx%d (the page is too wide)" % (measured["width"], measured["height"]), None)
                failed = True
            counts = {}
            for selector, rects in measured["items"].items():
                counts[selector] = len(rects)
                for rect in rects:
                    left, top, right, bottom = rect
                    if left < -0.5 or top < -0.5 or right > width + 0.5 or bottom > height + 0.5:
                        self.fail(step, name, selector, rect)
                        failed = True
            for selector in required:
                if not counts.get(selector):
                    self.fail(step, name, selector, None)
                    failed = True
            for covered in measured["underMenu"]:
                self.fail(step, name, "under the Menu: " + covered["text"], covered["rect"])
                failed = True
            if measured["scrollWidth"] > width + 1:
                self.fail(step, name, "the page scrolls sideways (%d px wide)" % measured["scrollWidth"], None)
                failed = True
            self.checked.append({"step": step, "size": name, "items": counts, "menu": measured["menu"]})
            if self.folder and ((step, name) not in self.shot or failed):
                suffix = "-failed" if failed else ""
                path = "%s/crowded-%s-%s-%s%s.png" % (self.folder, self.label, step, name, suffix)
                self.driver.save_screenshot(path)
                self.screens.append(path)
                self.shot.add((step, name))
        if audit and first:
            self.audit(step)

    def fail(self, step, size, what, rect):
        self.failures.append({"step": step, "size": size, "what": what,
                              "rect": [round(v) for v in rect] if rect else None})

    def audit(self, screen):
        """axe-core on the page as it is: its serious and critical violations, by rule."""
        from axe_selenium_python import Axe  # the browser tests' PyPI package (Scripts/bootstrap)
        axe = Axe(self.driver)
        axe.inject()
        results = axe.run()
        bad = [{"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
               for v in results["violations"] if v.get("impact") in ("serious", "critical")]
        self.audits.append({"screen": screen, "violations": bad, "passes": len(results["passes"])})
        return bad
