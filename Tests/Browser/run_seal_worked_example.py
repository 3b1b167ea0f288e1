"""Replays the worked example of Docs/Protocol.md §2.1 through the page's own sealed socket
(sealed-socket.js on lanparty-seal.js and lanparty-crypto.js) in headless Chromium: a stand-in
WebSocket records what the page sends and hands it the host's records, the ephemeral key is the
example's (00 01 ... 1f), and every record the page sends must be the documented bytes.

usage: run_seal_worked_example.py ASSETS_DIR EXPECTED_JSON
EXPECTED_JSON: {"clientPreface", "hostPreface", "noise1", "noise2", "sealed", "setReadyEnvelope"} (hex)
Prints {"passed": N, "failed": [...], "lobbyId": ID}; exit 0 when nothing failed.
"""
import json
import os
import sys

import browser

FAKE_SOCKET = """
window.sentRecords = [];
window.FakeSocket = class {
  constructor(url) { this.url = url; this.readyState = 1; window.fakeSocket = this; }
  send(bytes) { window.sentRecords.push(window.LanPartyCrypto.bytesToHex(new Uint8Array(bytes))); }
  close() { this.readyState = 3; }
  deliver(hex) { this.onmessage({ data: window.LanPartyCrypto.hexToBytes(hex).slice().buffer }); }
};
window.FakeSocket.OPEN = 1;
window.WebSocket = window.FakeSocket;
"""


def main():
    assets, expected_path = sys.argv[1:3]
    expected = json.load(open(expected_path))
    driver = browser.start()
    passed, failed = 0, []

    def check(name, want, got):
        nonlocal passed
        if want == got:
            passed += 1
        else:
            failed.append({"name": name, "expected": want, "got": got})

    try:
        driver.get("about:blank")
        for name in ("lanparty-crypto.js", "lanparty-seal.js", "sealed-socket.js"):
            driver.execute_script(open(os.path.join(assets, name)).read())
        driver.execute_script(FAKE_SOCKET)
        driver.execute_script("""
            window.events = [];
            const ephemeral = new Uint8Array(32).map((_, i) => i);
            window.sealed = new window.LanPartySealedSocket("ws://example/ws", {
              expectedLobby: null, key: async () => null,
              onsealed: () => window.events.push("sealed"), onenvelope: () => window.events.push("envelope"),
              onrefused: () => window.events.push("refused"), onfailure: (r) => window.events.push("failure " + r),
              onclose: () => window.events.push("close"),
            }, ephemeral);
            window.fakeSocket.onopen();""")
        check("client preface", [expected["clientPreface"]], driver.execute_script("return window.sentRecords;"))
        # The host preface: the page answers with Noise message 1 (asynchronously: a private lobby derives its key).
        driver.execute_script("window.fakeSocket.deliver(arguments[0]);", expected["hostPreface"])
        records = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const poll = () => window.sentRecords.length >= 2 ? done(window.sentRecords) : setTimeout(poll, 5);
            poll();""")
        check("noise message 1", expected["noise1"], records[1])
        driver.execute_script("window.fakeSocket.deliver(arguments[0]);", expected["noise2"])
        check("sealed after message 2", ["sealed"], driver.execute_script("return window.events;"))
        check("lobby id from the host preface", expected["lobbyId"], driver.execute_script("return window.sealed.lobbyId;"))
        sent = driver.execute_script("""
            window.sealed.send(window.LanPartyCrypto.hexToBytes(arguments[0]));
            return window.sentRecords.slice(2);""", expected["setReadyEnvelope"])
        check("first sealed record (setReady)", [expected["sealed"]], sent)
    finally:
        driver.quit()
    print(json.dumps({"passed": passed, "failed": failed}))
    return 0 if not failed else 1


if __name__ == "__main__":
    sys.exit(main())
