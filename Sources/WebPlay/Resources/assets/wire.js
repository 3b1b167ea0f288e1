/* LanParty envelopes (Docs/Protocol.md §3): u8 typeLength, ASCII type, u32 big-endian fieldsLength,
 * UTF-8 JSON fields, payload. On the WebSocket each travels in a §2 frame inside the sealed channel
 * (sealed-socket.js, §9). */
(function (global) {
  "use strict";
  const encoder = new TextEncoder();
  const decoder = new TextDecoder("utf-8", { fatal: true });

  /** Encodes one envelope; `payload` is a Uint8Array or undefined. */
  function encode(type, fields, payload) {
    const typeBytes = encoder.encode(type);
    const fieldBytes = encoder.encode(JSON.stringify(fields || {}));
    const body = payload || new Uint8Array(0);
    const out = new Uint8Array(1 + typeBytes.length + 4 + fieldBytes.length + body.length);
    const view = new DataView(out.buffer);
    out[0] = typeBytes.length;
    out.set(typeBytes, 1);
    view.setUint32(1 + typeBytes.length, fieldBytes.length, false);
    out.set(fieldBytes, 5 + typeBytes.length);
    out.set(body, 5 + typeBytes.length + fieldBytes.length);
    return out;
  }

  /** Decodes one envelope into {type, fields, payload}; throws on a malformed one. */
  function decode(buffer) {
    const bytes = new Uint8Array(buffer);
    if (bytes.length < 6) throw new Error("envelope too short");
    const typeLength = bytes[0];
    if (typeLength < 1 || typeLength > 64 || bytes.length < 5 + typeLength) throw new Error("bad type length");
    const type = String.fromCharCode.apply(null, bytes.subarray(1, 1 + typeLength));
    const fieldsLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(1 + typeLength, false);
    const start = 5 + typeLength;
    if (start + fieldsLength > bytes.length) throw new Error("fields beyond the envelope");
    const fields = JSON.parse(decoder.decode(bytes.subarray(start, start + fieldsLength)));
    return { type: type, fields: fields, payload: bytes.subarray(start + fieldsLength) };
  }

  /** Encodes a value as JSON payload bytes. */
  function jsonPayload(value) { return encoder.encode(JSON.stringify(value)); }

  /** Decodes JSON payload bytes (a view, an action), or null when empty. */
  function parsePayload(bytes) { return bytes && bytes.length ? JSON.parse(decoder.decode(bytes)) : null; }

  const MAX_EDITS = 256;
  const MAX_VIEW_BYTES = 1024 * 1024;

  /** A view patch (Docs/Protocol.md "View patches"): `base` (the previous view's bytes) spliced with
   * `payload` by `edits`, flat triples of copy, remove, insert byte counts. Bytes, never string
   * indices (a view is UTF-8). Returns the new view's bytes, or null when the edits do not fit. */
  function applyPatch(base, edits, payload) {
    if (!Array.isArray(edits) || edits.length % 3 !== 0 || edits.length / 3 > MAX_EDITS) return null;
    let cursor = 0, taken = 0, size = 0;
    for (let i = 0; i < edits.length; i += 3) {
      const copy = edits[i], remove = edits[i + 1], insert = edits[i + 2];
      if (![copy, remove, insert].every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
      if (cursor + copy + remove > base.length || taken + insert > payload.length) return null;
      size += copy + insert;
      cursor += copy + remove;
      taken += insert;
    }
    size += base.length - cursor;
    if (taken !== payload.length || size > MAX_VIEW_BYTES) return null;
    const out = new Uint8Array(size);
    let at = 0;
    cursor = 0; taken = 0;
    for (let i = 0; i < edits.length; i += 3) {
      out.set(base.subarray(cursor, cursor + edits[i]), at);
      at += edits[i];
      cursor += edits[i] + edits[i + 1];
      out.set(payload.subarray(taken, taken + edits[i + 2]), at);
      at += edits[i + 2];
      taken += edits[i + 2];
    }
    out.set(base.subarray(cursor), at);
    return out;
  }

  global.LanPartyWire = {
    encode: encode, decode: decode, jsonPayload: jsonPayload, parsePayload: parsePayload, applyPatch: applyPatch,
  };
})(typeof self !== "undefined" ? self : this);
