/* LanParty envelopes over WebSocket (Docs/Protocol.md §3 and §9): one envelope per binary
 * message — u8 typeLength, ASCII type, u32 big-endian fieldsLength, UTF-8 JSON fields, payload. */
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

  global.LanPartyWire = { encode: encode, decode: decode, jsonPayload: jsonPayload, parsePayload: parsePayload };
})(typeof self !== "undefined" ? self : this);
