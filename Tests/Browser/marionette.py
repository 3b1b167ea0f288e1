"""Headless Firefox ESR without geckodriver: Selenium's own WebDriver client, whose commands are
carried over Firefox's Marionette protocol (length-prefixed JSON on a loopback TCP port) instead of
HTTP. Debian packages Firefox but not geckodriver, and nothing may be downloaded; Marionette's
commands are W3C WebDriver's under other names, so the translation is a table.

Network: Firefox phones home at start (updates, telemetry, remote settings). The profile sends
every non-loopback request to a dead proxy on 127.0.0.1:9 and turns those services off, so the
browser touches nothing beyond loopback.
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.firefox.options import Options as FirefoxOptions
from selenium.webdriver.remote.command import Command
from selenium.webdriver.remote.remote_connection import RemoteConnection
from selenium.webdriver.remote.webdriver import WebDriver

FIREFOX = "/usr/bin/firefox-esr"

# Selenium command -> Marionette command, and how Selenium's parameters are renamed for it.
COMMANDS = {
    Command.NEW_SESSION: "WebDriver:NewSession",
    Command.GET: "WebDriver:Navigate",
    Command.REFRESH: "WebDriver:Refresh",
    Command.GET_CURRENT_URL: "WebDriver:GetCurrentURL",
    Command.GET_TITLE: "WebDriver:GetTitle",
    Command.GET_PAGE_SOURCE: "WebDriver:GetPageSource",
    Command.W3C_EXECUTE_SCRIPT: "WebDriver:ExecuteScript",
    Command.W3C_EXECUTE_SCRIPT_ASYNC: "WebDriver:ExecuteAsyncScript",
    Command.FIND_ELEMENT: "WebDriver:FindElement",
    Command.FIND_ELEMENTS: "WebDriver:FindElements",
    Command.FIND_CHILD_ELEMENT: "WebDriver:FindElement",
    Command.FIND_CHILD_ELEMENTS: "WebDriver:FindElements",
    Command.W3C_GET_ACTIVE_ELEMENT: "WebDriver:GetActiveElement",
    Command.CLICK_ELEMENT: "WebDriver:ElementClick",
    Command.CLEAR_ELEMENT: "WebDriver:ElementClear",
    Command.SEND_KEYS_TO_ELEMENT: "WebDriver:ElementSendKeys",
    Command.GET_ELEMENT_TEXT: "WebDriver:GetElementText",
    Command.GET_ELEMENT_TAG_NAME: "WebDriver:GetElementTagName",
    Command.IS_ELEMENT_SELECTED: "WebDriver:IsElementSelected",
    Command.IS_ELEMENT_ENABLED: "WebDriver:IsElementEnabled",
    Command.GET_ELEMENT_RECT: "WebDriver:GetElementRect",
    Command.GET_ELEMENT_ATTRIBUTE: "WebDriver:GetElementAttribute",
    Command.GET_ELEMENT_PROPERTY: "WebDriver:GetElementProperty",
    Command.GET_ELEMENT_VALUE_OF_CSS_PROPERTY: "WebDriver:GetElementCSSValue",
    Command.SCREENSHOT: "WebDriver:TakeScreenshot",
    Command.ELEMENT_SCREENSHOT: "WebDriver:TakeScreenshot",
    Command.W3C_ACTIONS: "WebDriver:PerformActions",
    Command.W3C_CLEAR_ACTIONS: "WebDriver:ReleaseActions",
    Command.SET_WINDOW_RECT: "WebDriver:SetWindowRect",
    Command.GET_WINDOW_RECT: "WebDriver:GetWindowRect",
    Command.SET_TIMEOUTS: "WebDriver:SetTimeouts",
    Command.W3C_GET_CURRENT_WINDOW_HANDLE: "WebDriver:GetWindowHandle",
    Command.W3C_GET_WINDOW_HANDLES: "WebDriver:GetWindowHandles",
}

PREFERENCES = {
    "marionette.port": 0,  # any free port; Firefox writes it to MarionetteActivePort in the profile
    "network.proxy.type": 1,  # every request but loopback's goes to a proxy nobody listens on
    "network.proxy.http": "127.0.0.1", "network.proxy.http_port": 9,
    "network.proxy.ssl": "127.0.0.1", "network.proxy.ssl_port": 9,
    "network.proxy.allow_hijacking_localhost": False,
    "network.trr.mode": 5, "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False, "network.dns.disablePrefetch": True,
    "network.prefetch-next": False, "dom.push.connection.enabled": False,
    "app.update.disabledForTesting": True, "app.update.auto": False,
    "browser.shell.checkDefaultBrowser": False, "browser.startup.page": 0,
    "browser.startup.homepage_override.mstone": "ignore", "browser.newtabpage.enabled": False,
    "browser.safebrowsing.malware.enabled": False, "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.downloads.enabled": False, "browser.safebrowsing.provider.mozilla.updateURL": "",
    "browser.search.update": False, "browser.region.network.url": "", "browser.discovery.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False, "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.enabled": False, "toolkit.telemetry.server": "",
    "extensions.update.enabled": False, "extensions.getAddons.cache.enabled": False,
    "extensions.systemAddon.update.url": "", "media.gmp-manager.url": "",
    "services.settings.server": "http://127.0.0.1:9/", "remote.prefs.recommended": True,
    "app.normandy.enabled": False, "messaging-system.rsexperimentloader.enabled": False,
    "devtools.console.stdout.content": True,  # the page's console lands in the log, for error checks
}


class MarionetteError(Exception):
    """Marionette could not be reached or answered out of turn."""


class MarionetteConnection(RemoteConnection):
    """Selenium's command executor over one Marionette socket of a Firefox this object started."""

    def __init__(self, size):
        super().__init__("http://127.0.0.1:9", keep_alive=False)  # the address is never used
        self.profile = tempfile.mkdtemp(prefix="lanparty-firefox-")
        self.log_path = os.path.join(self.profile, "firefox.log")
        with open(os.path.join(self.profile, "user.js"), "w") as prefs:
            for name, value in PREFERENCES.items():
                prefs.write("user_pref(%s, %s);\n" % (json.dumps(name), json.dumps(value)))
        environment = dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1", MOZ_HEADLESS_WIDTH=str(size[0]),
                           MOZ_HEADLESS_HEIGHT=str(size[1]))
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                [FIREFOX, "--headless", "--kiosk", "--marionette", "--remote-allow-system-access", "--no-remote", "--profile", self.profile],
                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=environment)
        self.socket = self._connect(deadline=time.monotonic() + 60)
        self.next_id = 0

    def _connect(self, deadline):
        port_file = os.path.join(self.profile, "MarionetteActivePort")
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise MarionetteError("firefox exited (%s): %s" % (self.process.returncode, self.log_tail()))
            if os.path.exists(port_file):
                text = open(port_file).read().strip()
                if text.isdigit():
                    try:
                        connection = socket.create_connection(("127.0.0.1", int(text)), timeout=60)
                        self.buffer = b""
                        self.socket = connection
                        hello = self._receive()
                        if hello.get("marionetteProtocol") != 3:
                            raise MarionetteError("unexpected Marionette hello: %s" % hello)
                        return connection
                    except OSError:
                        pass
            time.sleep(0.1)
        raise MarionetteError("Marionette did not open its port within 60 s: %s" % self.log_tail())

    def log_tail(self, lines=20):
        """The last lines Firefox printed (its console, with devtools.console.stdout.content)."""
        try:
            with open(self.log_path, errors="replace") as log:
                return "".join(log.readlines()[-lines:])
        except OSError:
            return ""

    def log_text(self):
        """Everything Firefox printed so far."""
        with open(self.log_path, errors="replace") as log:
            return log.read()

    def _receive(self):
        # A message is "LENGTH:JSON"; the length is in bytes and bounded before reading the body.
        while b":" not in self.buffer:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise MarionetteError("Marionette closed the connection")
            self.buffer += chunk
            if len(self.buffer) > 16 and b":" not in self.buffer[:16]:
                raise MarionetteError("bad Marionette frame")
        length_text, _, rest = self.buffer.partition(b":")
        length = int(length_text)
        if length > 256 * 1024 * 1024:
            raise MarionetteError("Marionette frame of %d bytes" % length)
        while len(rest) < length:
            chunk = self.socket.recv(max(65536, length - len(rest)))
            if not chunk:
                raise MarionetteError("Marionette closed the connection")
            rest += chunk
        self.buffer = rest[length:]
        return json.loads(rest[:length].decode("utf-8"))

    def send(self, name, params):
        """Sends one Marionette command and returns (error, result)."""
        self.next_id += 1
        body = json.dumps([0, self.next_id, name, params]).encode("utf-8")
        self.socket.sendall(b"%d:%s" % (len(body), body))
        while True:
            reply = self._receive()
            if isinstance(reply, list) and len(reply) == 4 and reply[0] == 1 and reply[1] == self.next_id:
                return reply[2], reply[3]

    def execute(self, command, params):
        """Runs one Selenium command; answers as an HTTP WebDriver server would."""
        params = {key: value for key, value in (params or {}).items() if key != "sessionId"}
        if command == Command.QUIT:
            self.shut_down()
            return {"value": None}
        name = COMMANDS.get(command)
        if name is None:
            raise WebDriverException("%s is not carried over Marionette by this client" % command)
        if command == Command.NEW_SESSION:
            params = {"strictFileInteractability": True, "unhandledPromptBehavior": "dismiss and notify"}
        elif command in (Command.FIND_CHILD_ELEMENT, Command.FIND_CHILD_ELEMENTS):
            params["element"] = params.pop("id")
        elif command in (Command.SCREENSHOT, Command.ELEMENT_SCREENSHOT):
            params.update(full=False, hash=False, scroll=True)
        elif command == Command.SEND_KEYS_TO_ELEMENT:
            params.pop("value", None)
        error, result = self.send(name, params)
        if error:
            return {"status": error.get("error", "unknown error"), "value": error}
        if isinstance(result, dict) and set(result) == {"value"}:
            result = result["value"]
        return {"status": 0, "value": result}

    def shut_down(self):
        """Asks Firefox to quit, waits for it (or kills it) and removes the profile."""
        if self.process.poll() is None:
            try:
                self.send("Marionette:Quit", {"flags": ["eForceQuit"]})
            except (OSError, MarionetteError, ValueError):
                pass
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        try:
            self.socket.close()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)

    def close(self):
        """Selenium's end of the client; the browser is already gone by then."""


class FirefoxDriver(WebDriver):
    """A Selenium WebDriver for a headless Firefox this process started."""

    def __init__(self, size):
        connection = MarionetteConnection(size)
        try:
            super().__init__(command_executor=connection, options=FirefoxOptions())
        except Exception:
            connection.shut_down()
            raise
        self.marionette = connection
        self.allow_narrow_window()
        self.set_window_size(*size)

    def allow_narrow_window(self):
        """Lifts the 500 px minimum width of Firefox's own window (its chrome document's CSS), so
        the page can be seen at a phone's 360 CSS px as in Chromium's emulation, at scale 1."""
        for name, params in (("Marionette:SetContext", {"value": "chrome"}),
                             ("WebDriver:ExecuteScript", {"script": "document.documentElement.style.setProperty("
                                                          "'min-width', '0px', 'important')", "args": []}),
                             ("Marionette:SetContext", {"value": "content"})):
            error, _ = self.marionette.send(name, params)
            if error:
                raise WebDriverException("cannot narrow the window: %s" % error.get("message"))

    def get_screenshot_as_png(self):
        """The viewport as PNG bytes."""
        return base64.b64decode(self.get_screenshot_as_base64().encode("ascii"))
