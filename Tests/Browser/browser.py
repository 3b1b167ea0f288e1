"""Headless Chromium for LanParty's browser tests (Selenium 4, Debian's chromium + chromedriver)."""
import faulthandler
import signal
import sys
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def _stop(signum, frame):
    """SIGTERM (a test out of time): unwind, so each script's `finally: driver.quit()` closes its browser."""
    raise SystemExit(124)


# A test that runs out of time sends SIGUSR1 first: every thread's stack goes to stderr, to say where
# the script waited. Every script imports this module, cross_browser.py's engines too.
faulthandler.register(signal.SIGUSR1, all_threads=True)
signal.signal(signal.SIGTERM, _stop)

PHONE = (360, 640)
DESKTOP = (1280, 800)


def start(size=PHONE):
    """A headless Chromium of `size` (CSS pixels); exits 2 with a message when it cannot start."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=%d,%d" % size, "--force-device-scale-factor=1"):
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    except Exception as error:  # noqa: BLE001 - any failure to start is reported the same way
        print("cannot start headless Chromium: %s" % error, file=sys.stderr)
        sys.exit(2)
    if size == PHONE:
        # A headless window is at least 500 px wide: emulate the phone's screen instead.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": True})
    return driver


def visible(driver, element_id):
    """Whether the element with this id exists and is shown."""
    elements = driver.find_elements(By.ID, element_id)
    return bool(elements) and elements[0].is_displayed()
