#!/usr/bin/env python3
"""Searches a packet capture for text that must not be there (hands, names, words) and text that
must (the clear handshake magic and the public lobby page: proof the capture saw the session).

Every needle is searched in the raw capture and in everything that inflates as zlib or raw
deflate from any offset (a compressed frame sent in the clear would hide its text from a plain
search). Prints one JSON object; exits 1 if a forbidden needle is found or a required one is not.

  check_capture.py CAPTURE --forbid TEXT... --require TEXT...
"""
import argparse, json, sys, zlib

def inflated_views(data, limit=64):
    views = []
    for start in range(len(data) - 2):
        if data[start] != 0x78 or data[start + 1] not in (0x01, 0x5E, 0x9C, 0xDA):
            continue
        try:
            out = zlib.decompressobj().decompress(data[start:start + 1 << 20], 1 << 22)
        except zlib.error:
            continue
        if len(out) >= 16:
            views.append(out)
            if len(views) >= limit:
                break
    return views

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("capture")
    parser.add_argument("--forbid", nargs="*", default=[])
    parser.add_argument("--require", nargs="*", default=[])
    args = parser.parse_args()
    data = open(args.capture, "rb").read()
    views = [data] + inflated_views(data)
    found = sorted({needle for needle in args.forbid for view in views if needle.encode() in view})
    missing = sorted({needle for needle in args.require if needle.encode() not in data})
    # Where each forbidden needle sits in the raw capture, to say which traffic carried it.
    context = {}
    for needle in found:
        at = data.find(needle.encode())
        if at >= 0:
            context[needle] = data[max(0, at - 160):at + 40].decode("latin-1")
    print(json.dumps({"bytes": len(data), "inflatedViews": len(views) - 1, "found": found, "missing": missing,
                      "context": context}))
    return 1 if found or missing else 0

sys.exit(main())
