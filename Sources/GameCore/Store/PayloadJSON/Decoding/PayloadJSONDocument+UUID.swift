#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Ids are in every view (players, turns, viewers). `UUID.init(from:)` decodes a String and parses
/// it with `sscanf`; for the canonical form this reads the 36 bytes in place instead.
extension PayloadJSONDocument {
    /// The UUID of a string token in the exact form `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` (hex in
    /// either case, no escapes), which `UUID(uuidString:)` reads to the same value; `nil` for any
    /// other value, which then takes `UUID.init(from:)` and its errors.
    func canonicalUUID(at position: Int) -> UUID? {
        guard position >= 0 else { return nil }
        let token = tokens[position]
        guard token.kind == .string, token.length == 36, token.flags & Token.hasEscapes == 0 else { return nil }
        let text = raw(token)
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &bytes) { output -> Bool in
            var read = 0
            for index in 0..<16 {
                if read == 8 || read == 13 || read == 18 || read == 23 {
                    guard text[read] == UInt8(ascii: "-") else { return false }
                    read += 1
                }
                guard let high = PayloadJSONStrings.hexValue(text[read]), let low = PayloadJSONStrings.hexValue(text[read + 1])
                else { return false }
                output[index] = high << 4 | low
                read += 2
            }
            return true
        }
        return parsed ? UUID(uuid: bytes) : nil
    }
}
