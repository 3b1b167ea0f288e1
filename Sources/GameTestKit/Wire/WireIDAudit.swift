import Foundation

/// Finds the identifiers written in encoded bytes, so a test can check the wire's letter case
/// (Docs/Protocol.md §3: ids are lower-case on the wire).
public enum WireIDAudit {
    /// Every 8-4-4-4-12 hex run in `bytes`, as written, in order.
    public static func ids(in bytes: some Collection<UInt8>) -> [String] {
        let bytes = Array(bytes)
        let groups = [8, 4, 4, 4, 12]
        let length = 36
        guard bytes.count >= length else { return [] }
        var found: [String] = []
        var start = 0
        while start + length <= bytes.count {
            if matches(bytes, at: start, groups: groups) {
                found.append(String(decoding: bytes[start..<start + length], as: UTF8.self))
                start += length
            } else {
                start += 1
            }
        }
        return found
    }

    /// The identifiers in `bytes` that contain an upper-case hex digit.
    public static func upperCaseIDs(in bytes: some Collection<UInt8>) -> [String] {
        ids(in: bytes).filter { $0 != $0.lowercased() }
    }

    private static func matches(_ bytes: [UInt8], at start: Int, groups: [Int]) -> Bool {
        var index = start
        for (number, group) in groups.enumerated() {
            if number > 0 {
                guard bytes[index] == UInt8(ascii: "-") else { return false }
                index += 1
            }
            for _ in 0..<group {
                guard isHex(bytes[index]) else { return false }
                index += 1
            }
        }
        return true
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default:
            false
        }
    }
}
