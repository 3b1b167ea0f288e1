"""Runs one of the Chromium play scripts of this folder in another engine: Firefox ESR (headless,
over Marionette: marionette.py) or WebKitGTK (Safari's engine family: WebKitWebDriver driving
MiniBrowser in an Xvfb display this script starts and stops). The script's own logic plays; this
file only supplies the browser, watches the page for script errors and takes every screenshot at
phone (360x640) and desktop (1280x800) size.

usage: cross_browser.py ENGINE SCRIPT [SCRIPT ARGS...]
       cross_browser.py ENGINE canary
ENGINE: firefox | webkit;  SCRIPT: play_crazy_eights.py, play_quortex.py, ... (run with its args).
`canary` opens a page that throws, rejects a promise, logs a console.error and fails to load an
image, and reports what the watcher caught: it shows the error check can fail.

Prints the script's JSON line with "engine", "browserVersion", "viewports" (the page's inner size
at phone and desktop size), "pageErrors" (uncaught errors, rejected promises, console.error, CSP
violations, failed resource loads), "otherSizeScreens" and "swipes" (the pointer kind of each
swipe) added; exits with the script's code, or 2 when the engine cannot start.
"""
import contextlib
import importlib
import io
import json
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.by import By
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.remote.command import Command

import browser
import marionette
import webkitgtk

# Installed on every page this driver opens, once it has loaded (neither engine lets classic
# WebDriver run a script before the page's own): what a person would see in the console.
WATCH = """
if (!window.__crossErrors) {
  const errors = window.__crossErrors = [];
  addEventListener('error', (e) => errors.push(e.target && e.target !== window && e.target.tagName
      ? 'failed to load ' + e.target.tagName.toLowerCase() + ' ' + (e.target.src || e.target.href)
      : 'error: ' + e.message + ' at ' + e.filename + ':' + e.lineno), true);
  addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + e.reason));
  addEventListener('securitypolicyviolation', (e) => errors.push('CSP: ' + e.violatedDirective));
  const original = console.error;
  console.error = function (...parts) { errors.push('console.error: ' + parts.join(' ')); return original.apply(console, parts); };
}
"""


def start_firefox():
    """Headless Firefox ESR over Marionette; returns (driver, stop)."""
    return marionette.FirefoxDriver(browser.DESKTOP), lambda: None


class Watched:
    """The engine's Selenium driver as the play scripts use it, plus: the page watched for errors,
    each screenshot also taken at the other size, and the few Chromium DevTools calls the scripts
    make done with standard WebDriver instead."""

    def __init__(self, engine, size):
        self.engine = engine
        self.driver, self.stop = start_firefox() if engine == "firefox" else webkitgtk.start()
        self.size = size
        self.errors, self.viewports, self.other_screens, self.on_new_document = [], {}, [], []
        self.touches, self.swipes, self.log = [], [], ""
        self.resize(size)

    def __getattr__(self, name):
        return getattr(self.driver, name)

    def resize(self, size):
        """Sets the page's viewport to `size` CSS px and waits for two frames, so it has re-laid out."""
        self.driver.set_window_size(*size)
        self.driver.execute_async_script(
            "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(done));")
        inner = self.driver.execute_script("return [innerWidth, innerHeight]")
        self.viewports["%dx%d" % size] = "%dx%d" % tuple(inner)

    def collect(self):
        """Moves what the watcher saw on the current page into `errors`."""
        try:
            seen = self.driver.execute_script("return window.__crossErrors || []")
            self.driver.execute_script("if (window.__crossErrors) window.__crossErrors.length = 0")
            self.errors.extend(seen)
        except WebDriverException:
            pass  # no page yet

    def get(self, url):
        """Opens `url`, then starts watching it (and runs what the script asked to run on new pages)."""
        self.collect()
        self.driver.get(url)
        self.driver.execute_script(WATCH)
        for source in self.on_new_document:
            self.driver.execute_script(source)

    def save_screenshot(self, path):
        """The screenshot the script asked for, then the same screen at the other size."""
        self.driver.save_screenshot(path)
        for mine, other, size in (("-phone.png", "-desktop.png", browser.DESKTOP),
                                  ("-desktop.png", "-phone.png", browser.PHONE)):
            if path.endswith(mine) and self.size != size:
                other_path = path[:-len(mine)] + other
                self.resize(size)
                self.driver.save_screenshot(other_path)
                self.other_screens.append(other_path)
                self.resize(self.size)
        return True

    def execute_cdp_cmd(self, command, params):
        """Chromium DevTools calls the play scripts make, done the standard way."""
        if command == "Page.addScriptToEvaluateOnNewDocument":
            self.on_new_document.append(params["source"])  # run after each load: see `get`
            return {}
        if command == "Emulation.setDeviceMetricsOverride":
            self.resize((params["width"], params["height"]))
            return {}
        if command == "Input.dispatchTouchEvent":
            return self.touch(params)
        raise WebDriverException("%s has no stand-in outside Chromium" % command)

    def touch(self, params):
        """Gathers a touch gesture and plays it as W3C pointer actions of a finger when it ends."""
        if params["type"] != "touchEnd":
            point = params["touchPoints"][0]
            self.touches.append((int(point["x"]), int(point["y"])))
            return {}
        points, self.touches = self.touches, []
        for kind in (interaction.POINTER_TOUCH, interaction.POINTER_MOUSE):
            try:
                actions = ActionBuilder(self.driver, mouse=PointerInput(kind, "finger"))
                actions.pointer_action.move_to_location(*points[0]).pointer_down()
                for point in points[1:]:
                    actions.pointer_action.move_to_location(*point)
                actions.pointer_action.pointer_up()
                actions.perform()
                self.swipes.append(kind)
                return {}
            except WebDriverException:
                try:
                    self.driver.execute(Command.W3C_CLEAR_ACTIONS)
                except WebDriverException:
                    pass
                continue  # an engine without touch input: the same gesture with a mouse
        raise WebDriverException("no pointer could swipe")

    def quit(self):
        """Reads the last page's errors (and Firefox's console log), then closes the browser."""
        self.collect()
        if self.engine == "firefox":
            self.log = self.driver.marionette.log_text()
        try:
            self.driver.quit()
        finally:
            self.stop()

    def log_errors(self, origin):
        """Script errors Firefox logged for pages of `origin` (also those before the watcher started)."""
        return [line.strip() for line in self.log.splitlines()
                if line.startswith("JavaScript error: " + origin)]


# A page whose own code (not a WebDriver script: Firefox runs those in a sandbox) fails in each way.
CANARY = ("data:text/html,<button id=throw onclick=\"notDefined()\">1</button>"
          "<button id=reject onclick=\"Promise.reject(new Error('canary'))\">2</button>"
          "<button id=log onclick=\"console.error('canary')\">3</button>")


def canary(driver):
    """Makes the canary page fail in four ways and waits (10 s at most) until the watcher saw them."""
    try:
        driver.get(CANARY)
        for button in ("throw", "reject", "log"):
            driver.find_element(By.ID, button).click()
        driver.execute_script("const image = document.createElement('img');"
                              "image.src = 'http://127.0.0.1:9/missing.png'; document.body.append(image);")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and len(
                driver.execute_script("return window.__crossErrors || []")) < 4:
            time.sleep(0.05)
    finally:
        driver.quit()
    return {}


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("firefox", "webkit"):
        print(__doc__, file=sys.stderr)
        return 64
    engine, script = sys.argv[1], sys.argv[2]
    watched = []

    def start(size=browser.PHONE):
        try:
            driver = Watched(engine, size)
        except Exception as error:  # noqa: BLE001 - any failure to start is reported the same way
            print("cannot start %s: %s" % (engine, error), file=sys.stderr)
            sys.exit(2)
        watched.append(driver)
        return driver

    browser.start = start  # the play scripts call browser.start(size): they get this engine
    sys.argv = [script] + sys.argv[3:]
    if script == "canary":
        result, code = canary(start()), 0
    else:
        module = importlib.import_module(script[:-3] if script.endswith(".py") else script)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            code = module.main()
        lines = printed.getvalue().splitlines()
        result = json.loads(next((line for line in reversed(lines) if line.startswith("{")), "{}"))
    origin = "data:" if script == "canary" else next(
        (argument.split("?")[0].rstrip("/") for argument in sys.argv if argument.startswith("http")), "")
    if watched:
        driver = watched[0]
        result.update(engine=engine, browserVersion=driver.caps.get("browserVersion"), viewports=driver.viewports,
                      otherSizeScreens=driver.other_screens, swipes=driver.swipes,
                      pageErrors=sorted(set(result.get("pageErrors") or []) | set(driver.errors)
                                        | set(driver.log_errors(origin) if origin else [])))
    print(json.dumps(result))
    return code


if __name__ == "__main__":
    sys.exit(main())
