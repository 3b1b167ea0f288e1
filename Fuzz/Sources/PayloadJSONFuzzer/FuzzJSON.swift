import Foundation

/// Any JSON value, read through the Decoder API only (so every key and leaf is decoded, by
/// whichever decoder), numbers as Double. Equality compares numbers bit for bit.
indirect enum FuzzJSON: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([FuzzJSON]), object([String: FuzzJSON])

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [String: FuzzJSON] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(FuzzJSON.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [FuzzJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(FuzzJSON.self)) }
            self = .array(elements)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let string = try? value.decode(String.self) {
                self = .string(string)
            } else {
                self = .number(try value.decode(Double.self))
            }
        }
    }

    static func == (lhs: FuzzJSON, rhs: FuzzJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let one), .bool(let other)): one == other
        case (.number(let one), .number(let other)): one.bitPattern == other.bitPattern
        case (.string(let one), .string(let other)): one == other
        case (.array(let one), .array(let other)): one == other
        case (.object(let one), .object(let other)): one == other
        default: false
        }
    }

    /// What a decoder that follows Foundation's number rules makes of a strict reference value:
    /// `nil` when a number overflows to infinity or underflows to zero without being zero.
    init?(_ value: ReferenceJSON.Value) {
        switch value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .string(let string): self = .string(string)
        case .number(let text):
            guard let number = Double(text), number.isFinite, number != 0 || Self.foundationTrueZero(text) else { return nil }
            self = .number(number)
        case .array(let elements):
            var converted: [FuzzJSON] = []
            for element in elements {
                guard let element = FuzzJSON(element) else { return nil }
                converted.append(element)
            }
            self = .array(converted)
        case .object(let members):
            var converted: [String: FuzzJSON] = [:]
            for (key, member) in members {
                guard let member = FuzzJSON(member) else { return nil }
                converted[key] = member
            }
            self = .object(converted)
        }
    }

    /// Foundation's `isTrueZero`: four bytes at a time from the front, then the rest from the back;
    /// the first non-zero digit (no) or `e` (yes) decides.
    static func foundationTrueZero(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func decide(_ byte: UInt8) -> Bool? {
            if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) { return false }
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return true }
            return nil
        }
        let whole = bytes.count / 4 * 4
        for byte in bytes[..<whole] { if let verdict = decide(byte) { return verdict } }
        for byte in bytes[whole...].reversed() { if let verdict = decide(byte) { return verdict } }
        return true
    }
}

extension ReferenceJSON.Value {
    /// Whether some number is written with a fraction or exponent (which PayloadJSONDecoder never
    /// reads as an integer, and Foundation does when it is integral).
    var hasNonPlainNumber: Bool {
        switch self {
        case .number(let text): text.contains { $0 == "." || $0 == "e" || $0 == "E" }
        case .array(let elements): elements.contains(where: \.hasNonPlainNumber)
        case .object(let members): members.contains { $0.1.hasNonPlainNumber }
        default: false
        }
    }

    /// The value as compact JSON with every integral non-plain number whose Double is below 2^53
    /// rewritten as a plain integer (`1.0` → `1`, `1e2` → `100`); `nil` if some non-plain number
    /// is not such an integer.
    func plainIntegerJSON() -> String? {
        switch self {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .string(let string): return String(decoding: try! JSONEncoder().encode(string), as: UTF8.self)
        case .number(let text):
            guard text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else { return text }
            guard let number = Double(text), number.rounded() == number, number.magnitude < 9_007_199_254_740_992 else { return nil }
            return "\(Int64(number))"
        case .array(let elements):
            var parts: [String] = []
            for element in elements {
                guard let part = element.plainIntegerJSON() else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ",") + "]"
        case .object(let members):
            var parts: [String] = []
            for (key, member) in members {
                guard let part = member.plainIntegerJSON() else { return nil }
                parts.append(String(decoding: try! JSONEncoder().encode(key), as: UTF8.self) + ":" + part)
            }
            return "{" + parts.joined(separator: ",") + "}"
        }
    }
}
