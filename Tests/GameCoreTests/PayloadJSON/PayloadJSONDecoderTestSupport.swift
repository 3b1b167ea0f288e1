import Foundation
import GameCore
import Testing

/// Differential helpers: the same bytes through Foundation's `JSONDecoder` and ``PayloadJSONDecoder``.
enum DecoderDifferential {
    /// What a decoder made of some bytes.
    enum Outcome<Value> {
        case value(Value)
        case error(DecodingError)
        case otherError(any Error)

        var value: Value? {
            if case .value(let value) = self { return value }
            return nil
        }

        var decodingError: DecodingError? {
            if case .error(let error) = self { return error }
            return nil
        }
    }

    static func decode<Value: Decodable>(
        _ type: Value.Type, _ bytes: [UInt8], foundation: Bool, maximumDepth: Int = PayloadJSONDecoder.defaultMaximumDepth
    ) -> Outcome<Value> {
        do {
            if foundation { return .value(try JSONDecoder().decode(type, from: Data(bytes))) }
            return .value(try PayloadJSONDecoder(maximumDepth: maximumDepth).decode(type, from: Data(bytes)))
        } catch let error as DecodingError {
            return .error(error)
        } catch {
            return .otherError(error)
        }
    }

    /// Both decoders accept `bytes` with equal values, or both refuse with the same kind of
    /// `DecodingError` at the same coding path. Returns our value.
    @discardableResult
    static func expectSame<Value: Decodable & Equatable>(
        _ type: Value.Type, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) -> Value? {
        let ours = decode(type, bytes, foundation: false)
        let theirs = decode(type, bytes, foundation: true)
        let input = describe(bytes)
        switch (ours, theirs) {
        case (.value(let mine), .value(let reference)):
            #expect(mine == reference, "\(input): \(mine) ≠ Foundation's \(reference)", sourceLocation: sourceLocation)
            return mine
        case (.error(let mine), .error(let reference)):
            expectSameError(mine, reference, input, sourceLocation: sourceLocation)
        default:
            Issue.record("\(input) as \(Value.self): ours \(ours), Foundation \(theirs)", sourceLocation: sourceLocation)
        }
        return nil
    }

    /// `expectSame` for a UTF-8 string.
    @discardableResult
    static func expectSame<Value: Decodable & Equatable>(
        _ type: Value.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Value? {
        expectSame(type, Array(json.utf8), sourceLocation: sourceLocation)
    }

    /// A documented divergence: Foundation accepts `bytes`, we refuse with `dataCorrupted` (and,
    /// for a syntax refusal, the given ``PayloadJSONSyntaxError`` code).
    static func expectStricter<Value: Decodable>(
        _ type: Value.Type, _ bytes: [UInt8], code: PayloadJSONSyntaxError.Code? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let input = describe(bytes)
        #expect(decode(type, bytes, foundation: true).value != nil, "Foundation refuses \(input)", sourceLocation: sourceLocation)
        guard case .error(.dataCorrupted(let context)) = decode(type, bytes, foundation: false) else {
            Issue.record("\(input) as \(Value.self) is not dataCorrupted for us", sourceLocation: sourceLocation)
            return
        }
        if let code {
            #expect((context.underlyingError as? PayloadJSONSyntaxError)?.code == code, "\(input): \(context)", sourceLocation: sourceLocation)
            #expect(context.codingPath.isEmpty, sourceLocation: sourceLocation)
        }
    }

    static func expectStricter<Value: Decodable>(
        _ type: Value.Type, _ json: String, code: PayloadJSONSyntaxError.Code? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectStricter(type, Array(json.utf8), code: code, sourceLocation: sourceLocation)
    }

    /// We refuse `bytes` by a documented rule (an integer written with a fraction or exponent):
    /// with `dataCorrupted` where Foundation accepts, with Foundation's kind of error where it refuses.
    static func expectStricterOrSame<Value: Decodable>(
        _ type: Value.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bytes = Array(json.utf8)
        let ours = decode(type, bytes, foundation: false)
        switch (ours, decode(type, bytes, foundation: true)) {
        case (.error(.dataCorrupted), .value):
            break
        case (.error(let mine), .error(let reference)):
            expectSameError(mine, reference, describe(bytes), sourceLocation: sourceLocation)
        case (let mine, let reference):
            Issue.record("\(json) as \(Value.self): ours \(mine), Foundation \(reference)", sourceLocation: sourceLocation)
        }
    }

    /// Our syntax refusal code for `bytes` (nil when they scan, or fail later).
    static func syntaxCode<Value: Decodable>(_ type: Value.Type, _ bytes: [UInt8], maximumDepth: Int = 64) -> PayloadJSONSyntaxError.Code? {
        guard case .error(.dataCorrupted(let context)) = decode(type, bytes, foundation: false, maximumDepth: maximumDepth) else { return nil }
        return (context.underlyingError as? PayloadJSONSyntaxError)?.code
    }

    /// Same case, same path — except that Foundation reports number and syntax problems found while
    /// decoding a value (its lazy checks) with an empty path, where ours names the value.
    static func expectSameError(
        _ mine: DecodingError, _ reference: DecodingError, _ input: String, sourceLocation: SourceLocation
    ) {
        #expect(kind(mine) == kind(reference), "\(input): ours \(mine), Foundation \(reference)", sourceLocation: sourceLocation)
        let referencePath = path(reference)
        if kind(reference) == "dataCorrupted", referencePath.isEmpty { return }
        #expect(path(mine) == referencePath, "\(input): \(mine) vs \(reference)", sourceLocation: sourceLocation)
    }

    static func kind(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch: "typeMismatch"
        case .valueNotFound: "valueNotFound"
        case .keyNotFound: "keyNotFound"
        case .dataCorrupted: "dataCorrupted"
        @unknown default: "unknown"
        }
    }

    /// The error's path (for `keyNotFound`, with the missing key), as strings and int values.
    static func path(_ error: DecodingError) -> [String] {
        let keys: [any CodingKey] =
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): context.codingPath
            case .keyNotFound(let key, let context): context.codingPath + [key]
            @unknown default: []
            }
        return keys.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
    }

    static func describe(_ bytes: [UInt8]) -> String {
        if bytes.count > 120 { return "\(bytes.count) bytes starting \(describe(Array(bytes.prefix(60))))" }
        if let text = String(validating: bytes, as: UTF8.self) { return text.debugDescription }
        return bytes.map { String(format: "%02x", $0) }.joined(separator: " ")
    }
}

/// A value in a keyed container.
struct DecodingBox<Value: Codable & Equatable>: Codable, Equatable {
    var value: Value
}

/// Any JSON text, read through the Decoder API only (object, array, null, bool, string, number as
/// Double), so every leaf and key of the input is decoded — by either decoder.
indirect enum DecodingAnyJSON: Codable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([DecodingAnyJSON]), object([String: DecodingAnyJSON])

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [String: DecodingAnyJSON] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(DecodingAnyJSON.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [DecodingAnyJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(DecodingAnyJSON.self)) }
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

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var value = encoder.singleValueContainer()
            try value.encodeNil()
        case .bool(let bool):
            var value = encoder.singleValueContainer()
            try value.encode(bool)
        case .number(let number):
            var value = encoder.singleValueContainer()
            try value.encode(number)
        case .string(let string):
            var value = encoder.singleValueContainer()
            try value.encode(string)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try object.encode(value, forKey: Key(stringValue: key)) }
        }
    }
}
