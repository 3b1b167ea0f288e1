#!/usr/bin/env python3
"""A second implementation of the sealed handshake, written from Docs/Protocol.md §2.1 alone
(Noise rev. 34 with the `cryptography` package): recomputes the worked example's bytes and exits
non-zero if any differs. Run by ConnectivityTests.SealWorkedExampleTests."""
import hashlib, hmac, sys, uuid
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives import serialization

def pub(k): return k.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
def hkdf(ck, ikm):
    prk = hmac.new(ck, ikm, hashlib.sha256).digest()
    o1 = hmac.new(prk, b"\x01", hashlib.sha256).digest()
    o2 = hmac.new(prk, o1 + b"\x02", hashlib.sha256).digest()
    return o1, o2
def nonce(n): return b"\x00" * 4 + n.to_bytes(8, "little")

class Symmetric:
    def __init__(self, name):
        self.h = name.ljust(32, b"\x00") if len(name) <= 32 else hashlib.sha256(name).digest()
        self.ck, self.k, self.n = self.h, None, 0
    def mix_hash(self, data): self.h = hashlib.sha256(self.h + data).digest()
    def mix_key(self, ikm): self.ck, self.k = hkdf(self.ck, ikm); self.n = 0
    def encrypt_and_hash(self, pt):
        ct = pt if self.k is None else ChaCha20Poly1305(self.k).encrypt(nonce(self.n), pt, self.h)
        if self.k is not None: self.n += 1
        self.mix_hash(ct); return ct
    def split(self): return hkdf(self.ck, b"")

client_e = X25519PrivateKey.from_private_bytes(bytes(range(32)))
host_e = X25519PrivateKey.from_private_bytes(bytes(range(32, 64)))
lobby = uuid.UUID("6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6").bytes
client_preface = b"\x01LanParty\x03"
host_preface = client_preface + lobby + b"\x00"
s = Symmetric(b"Noise_NN_25519_ChaChaPoly_SHA256")
s.mix_hash(client_preface + host_preface)           # the prologue
s.mix_hash(pub(client_e)); m1 = pub(client_e) + s.encrypt_and_hash(b"")
s.mix_hash(pub(host_e)); m2 = pub(host_e)
s.mix_key(host_e.exchange(X25519PrivateKey.from_private_bytes(bytes(range(32))).public_key()))
m2 += s.encrypt_and_hash(b"")
k_client_to_host, _ = s.split()
frame = bytes.fromhex("0000001c00087365745265616479" "0000000e" "7b227265616479223a747275657d")
sealed = ChaCha20Poly1305(k_client_to_host).encrypt(nonce(0), frame, b"")
expected = {
    "client preface": "014c616e506172747903",
    "host preface": "014c616e5061727479036f1c2a3e0b4d4c5e8f60718293a4b5c600",
    "noise 1": "028f40c5adb68f25624ae5b214ea767a6ec94d829d3d7b5e1ad1ba6f3e2138285f",
    "noise 2": "02358072d6365880d1aeea329adf9121383851ed21a28e3b75e965d0d2cd1662542db4d96700eb6d07f5c4f21f2dbd5583",
    "sealed setReady": "a6974708e00bfb22bdef9fbe553bce10a8dc0667bb63bc2a39a37f1a9dea76939654691202a50e7d8b24e0af87d248dc",
}
actual = {"client preface": client_preface.hex(), "host preface": host_preface.hex(), "noise 1": "02" + m1.hex(),
          "noise 2": "02" + m2.hex(), "sealed setReady": sealed.hex()}
bad = [name for name in expected if expected[name] != actual[name]]
for name in expected: print(f"{name}: {actual[name]} {'ok' if name not in bad else 'DIFFERS, documented ' + expected[name]}")
sys.exit(1 if bad else 0)
