"""Checks lanparty-seal.js (X25519, ChaCha20-Poly1305, Noise) in headless Chromium against RFC 7748 and
RFC 8439 vectors, Python's `cryptography` (OpenSSL), the Noise test vectors, and swift-crypto in both
directions: SWIFT_JSON holds values swift-crypto made (the page must reproduce them); the page's own
key pairs and sealed boxes are printed for the Swift test to open.

usage: run_seal_vectors.py CRYPTO_JS SEAL_JS NOISE_VECTORS_JSON SWIFT_JSON
SWIFT_JSON: {"x25519": [{"private", "peerPublic", "public", "shared"}],
             "aead": [{"key", "nonce", "aad", "plaintext", "sealed"}]}
Prints {"passed": N, "failed": [...], "fromPage": {"x25519": [...], "aead": [...]}, "handshakeMs": T};
exit 0 when nothing failed.
"""
import json
import os
import sys

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives import serialization

import browser

RFC7748 = [  # (scalar, u, output): §5.2
    ("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
     "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
     "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"),
    ("4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
     "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
     "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957"),
]
ALICE = ("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
         "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
BOB = ("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb",
       "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f")
SHARED = "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742"
POLY1305 = ("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b",
            b"Cryptographic Forum Research Group".hex(), "a8061dc1305136c6c22b8baf0c0127a9")  # §2.5.2


def raw_public(private_hex):
    key = X25519PrivateKey.from_private_bytes(bytes.fromhex(private_hex))
    return key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw).hex()


def main():
    crypto_js, seal_js, vectors_path, swift_path = sys.argv[1:5]
    noise = json.load(open(vectors_path))["vectors"]
    swift = json.load(open(swift_path))
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
        driver.execute_script(open(crypto_js).read())
        driver.execute_script(open(seal_js).read())
        js = "const C = window.LanPartyCrypto, S = window.LanPartySeal; const b = (h) => C.hexToBytes(h); const x = C.bytesToHex;"

        def x25519(scalar, u):
            return driver.execute_script(js + "return x(S.x25519(b(arguments[0]), b(arguments[1])));", scalar, u)

        for number, (scalar, u, out) in enumerate(RFC7748, 1):
            check("rfc7748 5.2 #%d" % number, out, x25519(scalar, u))
        check("rfc7748 6.1 alice public", ALICE[1], x25519(ALICE[0], "09" + "00" * 31))
        check("rfc7748 6.1 bob public", BOB[1], x25519(BOB[0], "09" + "00" * 31))
        check("rfc7748 6.1 shared (alice)", SHARED, x25519(ALICE[0], BOB[1]))
        check("rfc7748 6.1 shared (bob)", SHARED, x25519(BOB[0], ALICE[1]))
        check("rfc8439 2.5.2 poly1305", POLY1305[2], driver.execute_script(
            js + "return x(S.poly1305(b(arguments[0]), b(arguments[1])));", POLY1305[0], POLY1305[1]))

        # Against OpenSSL (python cryptography): random keys, lengths around the block sizes.
        for length in (0, 1, 15, 16, 17, 63, 64, 65, 200, 1500):
            key, nonce, aad, plain = os.urandom(32), os.urandom(12), os.urandom(length % 23), os.urandom(length)
            expected = ChaCha20Poly1305(key).encrypt(nonce, plain, aad).hex()
            got = driver.execute_script(js + "return x(S.aeadSeal(b(arguments[0]), b(arguments[1]), b(arguments[2]), b(arguments[3])));",
                                        key.hex(), nonce.hex(), plain.hex(), aad.hex())
            check("aead seal vs openssl, %d bytes" % length, expected, got)
            opened = driver.execute_script(js + "const o = S.aeadOpen(b(arguments[0]), b(arguments[1]), b(arguments[2]), b(arguments[3])); return o ? x(o) : null;",
                                           key.hex(), nonce.hex(), expected, aad.hex())
            check("aead open vs openssl, %d bytes" % length, plain.hex(), opened)
            tampered = bytearray(bytes.fromhex(expected)); tampered[0] ^= 1
            check("aead refuses a flipped bit, %d bytes" % length, None, driver.execute_script(
                js + "const o = S.aeadOpen(b(arguments[0]), b(arguments[1]), b(arguments[2]), b(arguments[3])); return o ? x(o) : null;",
                key.hex(), nonce.hex(), tampered.hex(), aad.hex()))
        for number in range(5):
            private = os.urandom(32).hex()
            check("x25519 public vs openssl #%d" % number, raw_public(private), x25519(private, "09" + "00" * 31))

        # swift-crypto -> page.
        for number, case in enumerate(swift["x25519"]):
            check("swift x25519 public #%d" % number, case["public"], x25519(case["private"], "09" + "00" * 31))
            check("swift x25519 shared #%d" % number, case["shared"], x25519(case["private"], case["peerPublic"]))
        for number, case in enumerate(swift["aead"]):
            got = driver.execute_script(js + "return x(S.aeadSeal(b(arguments[0]), b(arguments[1]), b(arguments[2]), b(arguments[3])));",
                                        case["key"], case["nonce"], case["plaintext"], case["aad"])
            check("swift aead seal #%d" % number, case["sealed"], got)

        # The Noise vectors: both sides in the page, every message and the handshake hash.
        for vector in noise:
            name = vector["protocol_name"].split("_")[1]
            result = driver.execute_script(js + """
                const v = arguments[0], name = arguments[1];
                const psk = (list) => list.length ? b(list[0]) : null;
                const i = new S.Handshake({pattern: name, initiator: true, prologue: b(v.init_prologue), psk: psk(v.init_psks), ephemeral: b(v.init_ephemeral)});
                const r = new S.Handshake({pattern: name, initiator: false, prologue: b(v.resp_prologue), psk: psk(v.resp_psks), ephemeral: b(v.resp_ephemeral)});
                const out = [];
                let ti = null, tr = null;
                v.messages.forEach((m, index) => {
                  const fromInitiator = index % 2 === 0;
                  if (!i.complete) {
                    const sent = fromInitiator ? i.write(b(m.payload)) : r.write(b(m.payload));
                    const read = fromInitiator ? r.read(sent) : i.read(sent);
                    out.push([x(sent), x(read)]);
                    if (i.complete) { ti = i.transport(); tr = r.transport(); }
                  } else {
                    const sent = fromInitiator ? ti.send.seal(new Uint8Array(0), b(m.payload)) : tr.send.seal(new Uint8Array(0), b(m.payload));
                    const read = fromInitiator ? tr.receive.open(new Uint8Array(0), sent) : ti.receive.open(new Uint8Array(0), sent);
                    out.push([x(sent), x(read)]);
                  }
                });
                return {messages: out, hash: x(i.h), responderHash: x(r.h)};""", vector, name)
            for index, message in enumerate(vector["messages"]):
                check("%s %s message %d" % (vector["protocol_name"], vector["source"], index),
                      [message["ciphertext"], message["payload"]], result["messages"][index])
            if vector.get("handshake_hash"):
                check("%s handshake hash" % vector["protocol_name"], vector["handshake_hash"], result["hash"])
            check("%s both sides' hash" % vector["protocol_name"], result["hash"], result["responderHash"])

        # Page -> swift-crypto: key pairs and sealed boxes for the Swift test to check.
        from_page = driver.execute_script(js + """
            const pairs = [], boxes = [];
            for (let n = 0; n < 4; n++) {
              const a = C.randomBytes(32), peer = C.randomBytes(32);
              pairs.push({private: x(a), public: x(S.x25519Public(a)), peerPrivate: x(peer),
                          shared: x(S.x25519(a, S.x25519Public(peer)))});
              const key = C.randomBytes(32), nonce = C.randomBytes(12), aad = C.randomBytes(n * 5), plain = C.randomBytes(n * 37);
              boxes.push({key: x(key), nonce: x(nonce), aad: x(aad), plaintext: x(plain), sealed: x(S.aeadSeal(key, nonce, plain, aad))});
            }
            return {x25519: pairs, aead: boxes};""")
        handshake_ms = driver.execute_script(js + """
            const t = performance.now();
            for (let n = 0; n < 10; n++) {
              const i = new S.Handshake({pattern: "NNpsk0", initiator: true, prologue: C.utf8("p"), psk: new Uint8Array(32)});
              const r = new S.Handshake({pattern: "NNpsk0", initiator: false, prologue: C.utf8("p"), psk: new Uint8Array(32)});
              r.read(i.write()); i.read(r.write());
            }
            return (performance.now() - t) / 10;""")
    finally:
        driver.quit()
    print(json.dumps({"passed": passed, "failed": failed, "fromPage": from_page, "handshakeMs": round(handshake_ms, 2)}))
    return 0 if not failed else 1


if __name__ == "__main__":
    sys.exit(main())
