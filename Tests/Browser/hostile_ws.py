"""Sends what the WebSocket binding forbids (Docs/Protocol.md §9) from a real browser and reports
what the host answered: inside the page's own sealed channel (sealed-socket.js) a text message, an
empty envelope, an envelope above the handshake limit, garbage that is not an envelope and a
tampered record; and an older page's bare envelope without the sealed handshake.

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
let error = null;
let opened = false;
const read = (bytes) => {
  try {
    const e = LanPartyWire.decode(bytes);
    if (e.type === "error") error = e.fields.code;
    if (e.type === "joinRejected") error = e.fields.reason;
  } catch (x) { error = "undecodable"; }
};
setTimeout(() => done({code: null, error: error, opened: opened, timeout: true}), 10000);
if (kind === "older" || kind === "foreign") {
  // A protocol-2 page: its hello as a bare envelope, no sealed handshake.
  const ws = new WebSocket(url);
  ws.binaryType = "arraybuffer";
  ws.onopen = () => {
    opened = true;
    ws.send(new TextEncoder().encode("\x05hello\x00\x00\x00\x02{}"));
  };
  ws.onmessage = (event) => read(event.data);
  ws.onclose = (event) => done({code: event.code, error: error, opened: opened});
} else {
  // The page's own sealed socket, then the hostile message inside the sealed channel.
  const s = new LanPartySealedSocket(url, {
    expectedLobby: null, key: async () => null,
    onsealed: () => {
      opened = true;
      if (kind === "text") s.ws.send("hello");
      if (kind === "empty") s.send(new Uint8Array(0));
      if (kind === "oversized") s.send(new Uint8Array(20000));
      if (kind === "garbage") s.send(new Uint8Array([200, 1, 2, 3, 4, 5, 6]));
      if (kind === "tampered") {
        const record = s.ciphers.send.seal(new Uint8Array(0), LanPartySealedSocket.frame(LanPartyWire.encode("ping", {id: 1})));
        record[3] ^= 1;
        s.ws.send(record);
      }
    },
    onenvelope: read, onrefused: () => {}, onfailure: () => {}, onclose: () => {},
  });
  const closed = s.ws.onclose;
  s.ws.onclose = (event) => { closed(event); done({code: event.code, error: error, opened: opened}); };
}
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
        for kind in ("text", "empty", "oversized", "garbage", "tampered", "older"):
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
