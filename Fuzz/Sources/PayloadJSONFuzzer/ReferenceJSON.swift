import Foundation

/// An independent, deliberately simple JSON reader (recursive descent, Swift's own UTF-8
/// validation) that is the fuzzer's oracle for what is valid RFC 8259. Besides hard syntax errors
/// it records the features Foundation tolerates and PayloadJSONDecoder refuses by design, and
/// keeps reading past them, so the fuzzer can tell a documented divergence from a bug.
struct ReferenceJSON {
    /// A parsed value; numbers keep their text.
    indirect enum Value {
        case null, bool(Bool), number(String), string(String), array([Value]), object([(String, Value)])
    }

    /// Things Foundation accepts and PayloadJSONDecoder refuses (PayloadJSONDecoder's doc comment).
    enum Tolerated: Hashable {
        case trailingComma, duplicateKey, tooDeep, byteOrderMark, otherEncoding
    }

    /// PayloadJSONDecoder's default nesting limit, and Foundation's.
    static let strictDepth = 64
    static let foundationDepth = 512

    let bytes: [UInt8]
    var index = 0
    var tolerated = Set<Tolerated>()
    var hardError = false

    /// The verdict on `bytes`: a value when they are strict JSON, else what was found.
    static func read(_ bytes: [UInt8]) -> (value: Value?, tolerated: Set<Tolerated>, hardError: Bool) {
        var reader = ReferenceJSON(bytes: bytes)
        switch foundationEncoding(bytes) {
        case .utf8WithBOM:
            reader.tolerated.insert(.byteOrderMark)
            reader.index = 3
        case .other:
            reader.tolerated.insert(.otherEncoding)
            return (nil, reader.tolerated, true)
        case .utf8:
            break
        }
        let value = reader.document()
        let ok = !reader.hardError && reader.tolerated.isEmpty
        return (ok ? value : nil, reader.tolerated, reader.hardError)
    }

    enum Encoding { case utf8, utf8WithBOM, other }

    /// Foundation's JSONDecoder encoding detection (BOMs and zero-byte patterns of the first four bytes).
    static func foundationEncoding(_ bytes: [UInt8]) -> Encoding {
        let b = (0..<4).map { $0 < bytes.count ? Int(bytes[$0]) : -1 }
        if b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { return .utf8WithBOM }
        if (b[0] == 0xFE && b[1] == 0xFF) || (b[0] == 0xFF && b[1] == 0xFE) { return .other }
        if b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF { return .other }
        if b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] > 0 { return .other }
        if b[0] == 0 && b[1] > 0 && b[2] == 0 && b[3] > 0 { return .other }
        if b[0] > 0 && b[1] == 0 && b[2] == 0 && b[3] == 0 { return .other }
        if b[0] > 0 && b[1] == 0 && b[2] > 0 && b[3] == 0 { return .other }
        if bytes.count == 2 && ((b[0] == 0 && b[1] > 0) || (b[0] > 0 && b[1] == 0)) { return .other }
        return .utf8
    }

    private mutating func document() -> Value? {
        skipSpace()
        guard let value = value(depth: 0) else { return nil }
        skipSpace()
        if index != bytes.count { hardError = true }
        return value
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    private mutating func fail() -> Value? {
        hardError = true
        return nil
    }

    private mutating func value(depth: Int) -> Value? {
        guard let byte = current else { return fail() }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if depth >= Self.strictDepth { tolerated.insert(.tooDeep) }
            if depth >= Self.foundationDepth { return fail() }
            return byte == UInt8(ascii: "{") ? object(depth: depth + 1) : array(depth: depth + 1)
        case UInt8(ascii: "\""):
            return string().map(Value.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default: return fail()
        }
    }

    private mutating func literal(_ word: String, _ value: Value) -> Value? {
        let letters = Array(word.utf8)
        guard index + letters.count <= bytes.count, Array(bytes[index..<(index + letters.count)]) == letters else { return fail() }
        index += letters.count
        return value
    }

    /// Members or elements until `close`, noting a comma right before it.
    private mutating func sequence(close: UInt8, _ element: (inout ReferenceJSON) -> Bool) -> Bool {
        index += 1
        skipSpace()
        if current == close {
            index += 1
            return true
        }
        while true {
            guard element(&self) else { return false }
            skipSpace()
            if current == close {
                index += 1
                return true
            }
            guard current == UInt8(ascii: ",") else { return false }
            index += 1
            skipSpace()
            if current == close {
                tolerated.insert(.trailingComma)
                index += 1
                return true
            }
        }
    }

    private mutating func array(depth: Int) -> Value? {
        var elements: [Value] = []
        let ok = sequence(close: UInt8(ascii: "]")) { reader in
            guard let element = reader.value(depth: depth) else { return false }
            elements.append(element)
            return true
        }
        return ok ? .array(elements) : fail()
    }

    private mutating func object(depth: Int) -> Value? {
        var members: [(String, Value)] = []
        var keys = Set<String>()
        let ok = sequence(close: UInt8(ascii: "}")) { reader in
            guard reader.current == UInt8(ascii: "\""), let key = reader.string() else { return false }
            reader.skipSpace()
            guard reader.current == UInt8(ascii: ":") else { return false }
            reader.index += 1
            reader.skipSpace()
            // Noted before the value: Foundation never reads a repeated key's value, valid or not.
            if !keys.insert(key).inserted { reader.tolerated.insert(.duplicateKey) }
            guard let value = reader.value(depth: depth) else { return false }
            members.append((key, value))
            return true
        }
        return ok ? .object(members) : fail()
    }

    private mutating func number() -> Value? {
        let start = index
        func digits(_ reader: inout ReferenceJSON) -> Int {
            let first = reader.index
            while let byte = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { reader.index += 1 }
            return reader.index - first
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            return fail()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { return fail() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { return fail() }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A string at the opening quote: escapes decoded to scalars, raw bytes checked by Swift.
    private mutating func string() -> String? {
        index += 1
        var utf8: [UInt8] = []
        func hex(_ reader: inout ReferenceJSON) -> UInt32? {
            guard reader.index + 4 <= reader.bytes.count,
                let value = UInt32(String(decoding: reader.bytes[reader.index..<(reader.index + 4)], as: UTF8.self), radix: 16),
                reader.bytes[reader.index..<(reader.index + 4)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
            else { return nil }
            reader.index += 4
            return value
        }
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    hardError = true
                    return nil
                }
                return text
            case 0..<0x20:
                hardError = true
                return nil
            case UInt8(ascii: "\\"):
                guard let escaped = current else { break }
                index += 1
                let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 8, 0x66: 12, 0x6E: 10, 0x72: 13, 0x74: 9]
                if let plain = simple[escaped] {
                    utf8.append(plain)
                    continue
                }
                guard escaped == UInt8(ascii: "u"), var scalar = hex(&self) else { break }
                if (0xD800...0xDBFF).contains(scalar) {
                    guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else { break }
                    index += 2
                    guard let low = hex(&self), (0xDC00...0xDFFF).contains(low) else { break }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { break }
                utf8.append(contentsOf: String(unicode).utf8)
                continue
            default:
                utf8.append(byte)
                continue
            }
            hardError = true
            return nil
        }
        hardError = true
        return nil
    }
}
