"""Checks lanparty-crypto.js in headless Chromium against Python's hashlib/hmac (RFC 4231 keys and
messages, published PBKDF2-HMAC-SHA256 inputs) and against lobby proofs computed by Swift.

usage: run_crypto_vectors.py CRYPTO_JS [PROOFS_JSON]
PROOFS_JSON: [{"passcode", "salt", "iterations", "lobbyId", "hostNonce", "clientNonce", "proof"}]
Prints {"passed": N, "failed": [...], "pbkdf2_600k_ms": T}; exit 0 when nothing failed.
"""
import hashlib
import hmac
import json
import sys

import browser

RFC4231 = [  # (key, data) of test cases 1-4, 6, 7; case 5 (truncated output) is covered by case 1's shape
    (b"\x0b" * 20, b"Hi There"),
    (b"Jefe", b"what do ya want for nothing?"),
    (b"\xaa" * 20, b"\xdd" * 50),
    (bytes(range(1, 26)), b"\xcd" * 50),
    (b"\xaa" * 131, b"Test Using Larger Than Block-Size Key - Hash Key First"),
    (b"\xaa" * 131, b"This is a test using a larger than block-size key and a larger than block-size data. "
                    b"The key needs to be hashed before being used by the HMAC algorithm."),
]
PBKDF2 = [(b"password", b"salt", 1, 32), (b"password", b"salt", 2, 32), (b"password", b"salt", 4096, 32),
          (b"passwordPASSWORDpassword", b"saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40),
          (b"passwd", b"salt", 1, 64), (b"Password", b"NaCl", 80000, 64)]
SHA = [b"", b"abc", b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", b"a" * 1000]


def main():
    script = open(sys.argv[1]).read()
    proofs = json.load(open(sys.argv[2])) if len(sys.argv) > 2 else []
    driver = browser.start()
    passed, failed = 0, []

    def check(name, expected, got):
        nonlocal passed
        if expected == got:
            passed += 1
        else:
            failed.append({"name": name, "expected": expected, "got": got})

    try:
        driver.get("about:blank")
        driver.execute_script(script)
        js = "const C = window.LanPartyCrypto; const b = (h) => C.hexToBytes(h);"
        for data in SHA:
            got = driver.execute_script(js + "return C.bytesToHex(C.sha256(b(arguments[0])));", data.hex())
            check("sha256 %d bytes" % len(data), hashlib.sha256(data).hexdigest(), got)
        for number, (key, data) in enumerate(RFC4231, 1):
            got = driver.execute_script(js + "return C.bytesToHex(C.hmacSha256(b(arguments[0]), b(arguments[1])));",
                                        key.hex(), data.hex())
            check("hmac case %d" % number, hmac.new(key, data, hashlib.sha256).hexdigest(), got)
        for password, salt, count, length in PBKDF2:
            got = driver.execute_async_script(
                js + "const done = arguments[4]; C.pbkdf2Sha256Async(b(arguments[0]), b(arguments[1]), arguments[2], "
                     "arguments[3]).then((k) => done(C.bytesToHex(k)));", password.hex(), salt.hex(), count, length)
            check("pbkdf2 %s c=%d" % (password.decode(), count),
                  hashlib.pbkdf2_hmac("sha256", password, salt, count, length).hex(), got)
        driver.set_script_timeout(60)
        for case in proofs:
            got = driver.execute_async_script(
                js + "const done = arguments[1]; C.passcodeProof(arguments[0]).then(done);", case)
            check("lobby proof %r" % case["passcode"], case["proof"], got)
        elapsed = driver.execute_async_script(
            js + "const done = arguments[0]; const t = performance.now(); "
                 "C.pbkdf2Sha256Async(C.utf8('passcode'), b('00112233445566778899aabbccddeeff'), 600000, 32)"
                 ".then(() => done(performance.now() - t));")
    finally:
        driver.quit()
    print(json.dumps({"passed": passed, "failed": failed, "pbkdf2_600k_ms": round(elapsed)}))
    return 0 if not failed else 1


if __name__ == "__main__":
    sys.exit(main())
