import Foundation

/// Rejects JSON that nests too deeply before it reaches the recursive JSON decoder.
///
/// A 1 MiB frame of `[[[[...` would otherwise exhaust the decoder's stack or time. The scan is a
/// single pass that tracks strings and escapes; it does not validate the JSON otherwise.
enum JSONDepthGuard {
    /// Throws ``WireError/Code/fieldsTooDeep`` when `json` nests more than `maxDepth` levels, and
    /// ``WireError/Code/malformedFields`` when it is not an object.
    static func check(_ json: Data, maxDepth: Int) throws(WireError) {
        var depth = 0
        var inString = false
        var escaped = false
        var sawObject = false
        for byte in json {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 0 && byte == UInt8(ascii: "{") { sawObject = true }
                depth += 1
                if depth > maxDepth { throw WireError(.fieldsTooDeep, "more than \(maxDepth) levels") }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            default:
                if depth == 0 && !Self.isWhitespace(byte) {
                    throw WireError(.malformedFields, "fields are not a JSON object")
                }
            }
        }
        guard sawObject else { throw WireError(.malformedFields, "fields are not a JSON object") }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
