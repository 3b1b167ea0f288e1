import Foundation

/// Reads the one compact JSON shape the fast envelope path emits, and nothing else.
///
/// Accepted: objects without any whitespace whose keys are ASCII letters and digits, and whose
/// values are unsigned decimal integers (no sign, no leading zero, no fraction or exponent, at most
/// `UInt64.max`), arrays of them, letters-and-digits strings, arrays of lower-case UUID strings, or
/// such objects. Every other input, valid JSON included, makes a method return `nil`/`false`; the
/// caller then uses the general JSON decoder, which owns all error reporting. Being stricter than
/// JSON is the point: when this scanner says yes, the general decoder would have produced exactly
/// the same values.
struct StrictFieldScanner {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    /// A scanner at the start of `bytes` (which must outlive it).
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Whether every byte has been consumed.
    var isAtEnd: Bool { offset == bytes.count }

    /// Consumes `byte` if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// Consumes and returns the next byte when `accepts` it.
    mutating func next(where accepts: (UInt8) -> Bool) -> UInt8? {
        guard offset < bytes.count, accepts(bytes[offset]) else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A decimal integer in `0...UInt64.max`.
    mutating func unsignedInteger() -> UInt64? {
        let start = offset
        var value: UInt64 = 0
        while offset < bytes.count, let digit = Self.digit(bytes[offset]) {
            let (times10, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflowA, !overflowB else { return nil }
            value = sum
            offset += 1
        }
        let length = offset - start
        // "0" alone is a number; "01" is not JSON.
        guard length > 0, length == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        return value
    }

    /// `[n,n,…]` of at most `maximumCount` such integers (`[]` included).
    mutating func unsignedIntegers(maximumCount: Int) -> [UInt64]? {
        list(maximumCount: maximumCount) { $0.unsignedInteger() }
    }

    /// `[e,e,…]` of at most `maximumCount` elements, each read by `element` (`[]` included).
    mutating func list<Element>(maximumCount: Int, _ element: (inout StrictFieldScanner) -> Element?) -> [Element]? {
        guard consume(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if consume(UInt8(ascii: "]")) { return elements }
        repeat {
            guard elements.count < maximumCount, let next = element(&self) else { return nil }
            elements.append(next)
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]")) ? elements : nil
    }

    /// The contents of a non-empty string of ASCII letters and digits (no escapes possible).
    mutating func plainString() -> UnsafeRawBufferPointer? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = offset
        while offset < bytes.count, Self.isPlain(bytes[offset]) { offset += 1 }
        let end = offset
        guard end > start, consume(UInt8(ascii: "\"")) else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
    }

    /// Scans one object: `member` is called with each key (the scanner positioned on its value)
    /// and must consume the value, returning `false` to reject the object (unknown or repeated
    /// key, bad value).
    static func object(
        _ scanner: inout StrictFieldScanner,
        member: (UnsafeRawBufferPointer, inout StrictFieldScanner) -> Bool
    ) -> Bool {
        guard scanner.consume(UInt8(ascii: "{")) else { return false }
        repeat {
            guard let key = scanner.plainString(), scanner.consume(UInt8(ascii: ":")),
                member(key, &scanner)
            else { return false }
        } while scanner.consume(UInt8(ascii: ","))
        return scanner.consume(UInt8(ascii: "}"))
    }

    /// Whether `key` spells `name`: lengths first (most candidates differ there), then one
    /// `memcmp` (a generic `elementsEqual` compared byte by byte through iterators: 2 % of a
    /// client's CPU, issue 38).
    static func matches(_ key: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard key.count == count else { return false }
        guard count > 0, let start = key.baseAddress else { return true }
        return memcmp(start, name.utf8Start, count) == 0
    }

    private static func digit(_ byte: UInt8) -> UInt8? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? byte &- UInt8(ascii: "0") : nil
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
