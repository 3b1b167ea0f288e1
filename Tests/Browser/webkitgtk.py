"""WebKitGTK, Safari's engine family, for LanParty's browser tests: WebKitWebDriver driving
MiniBrowser (Debian's webkit2gtk-driver) on an Xvfb display of its own, since WebKitGTK has no
headless mode. MiniBrowser runs full screen, which hides its toolbar and with it the 447 px
minimum width: the page gets the whole window, so a phone's 360x640 is exactly 360x640.
"""
import os
import subprocess

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.proxy import Proxy, ProxyType
from selenium.webdriver.webkitgtk.service import Service

WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
XVFB = "/usr/bin/Xvfb"


class Xvfb:
    """A virtual X display for WebKitGTK (it has no headless mode), on a free display number."""

    def __init__(self):
        read, write = os.pipe()
        self.process = subprocess.Popen(
            [XVFB, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()  # Xvfb writes it once it accepts clients
        if not number.isdigit():
            self.stop()
            raise WebDriverException("Xvfb did not start")
        self.display = ":" + number

    def stop(self):
        """Ends this Xvfb (by its pid) and waits for it."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start():
    """WebKitWebDriver and MiniBrowser on a fresh Xvfb; returns (driver, stop)."""
    display = Xvfb()
    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    # Full screen: no toolbar, no minimum width (see above).
    options.add_argument("--automation")
    options.add_argument("--full-screen")
    # Anything not on loopback goes to a proxy nobody listens on: the browser reaches nothing else.
    options.proxy = Proxy({"proxyType": ProxyType.MANUAL, "httpProxy": "127.0.0.1:9", "sslProxy": "127.0.0.1:9",
                           "noProxy": ["127.0.0.1", "localhost", "[::1]"]})
    environment = dict(os.environ, DISPLAY=display.display, GDK_BACKEND="x11", NO_AT_BRIDGE="1")
    try:
        driver = webdriver.WebKitGTK(options=options, service=Service(WEBKIT_DRIVER, env=environment))
    except Exception:
        display.stop()
        raise
    return driver, display.stop
