"""Sends what the WebSocket binding forbids (Docs/Protocol.md §9) from a real browser and reports
what the host answered: a text message, an empty message, a message above the handshake limit,
and garbage that is not an envelope.

usage: hostile_ws.py WS_URL [FOREIGN_PAGE]
FOREIGN_PAGE "serve": a blank page of another origin (served here on another port) then tries to
open WS_URL: the upgrade must be refused ("foreign": {"opened": false}). (The lobby's own page on
another host name cannot even try: its Content-Security-Policy allows only its own socket.)
Prints one JSON line {case: {"code": close code, "error": the error envelope's code or null}};
exit 0 when every case got an answer.
"""
import http.server
import json
import sys
import threading

import browser

PROBE = r"""
const [url, kind, done] = arguments;
const ws = new WebSocket(url);
ws.binaryType = "arraybuffer";
let error = null;
let opened = false;
ws.onopen = () => {
  opened = true;
  if (kind === "text") ws.send("hello");
  if (kind === "empty") ws.send(new Uint8Array(0));
  if (kind === "oversized") ws.send(new Uint8Array(20000));
  if (kind === "garbage") ws.send(new Uint8Array([200, 1, 2, 3, 4, 5, 6]));
};
ws.onmessage = (event) => {
  try {
    const e = LanPartyWire.decode(event.data);
    if (e.type === "error") error = e.fields.code;
  } catch (x) { error = "undecodable"; }
};
ws.onclose = (event) => done({code: event.code, error: error, opened: opened});
setTimeout(() => done({code: null, error: error, opened: opened, timeout: true}), 10000);
"""


class BlankPage(http.server.BaseHTTPRequestHandler):
    """Another site: an empty page with no policy of its own."""

    def do_GET(self):  # noqa: N802 - the name http.server calls
        body = b"<!doctype html><title>elsewhere</title>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def main():
    url = sys.argv[1]
    page = url.replace("ws://", "http://").rsplit("/ws", 1)[0] + "/"
    driver = browser.start()
    results = {}
    try:
        driver.set_script_timeout(15)
        driver.get(page)
        for kind in ("text", "empty", "oversized", "garbage"):
            results[kind] = driver.execute_async_script(PROBE, url, kind)
        if len(sys.argv) > 2 and sys.argv[2] == "serve":
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), BlankPage)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            try:
                driver.get("http://127.0.0.1:%d/" % server.server_address[1])
                results["foreign"] = driver.execute_async_script(PROBE, url, "foreign")
            finally:
                server.shutdown()
    finally:
        driver.quit()
    print(json.dumps(results))
    return 0 if all(r.get("code") for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
