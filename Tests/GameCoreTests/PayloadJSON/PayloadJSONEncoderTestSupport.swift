import Foundation
@_spi(Testing) import GameCore
import Testing

/// The differential oracle: Foundation's encoder configured as payloads have always been encoded
/// (`GamePayloadCodec` before the switch), and the checks every encoder test makes against it.
enum EncoderOracle {
    /// Foundation's `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]`.
    static func foundation() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Readable bytes for failure messages.
    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}

/// Expects `value` to encode to Foundation's bytes, and (unless `streams` is false) without the
/// fallback to Foundation. Returns the bytes.
@discardableResult
func expectEncodesLikeFoundation<Value: Encodable>(
    _ value: Value, streams: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Data {
    let expected = try EncoderOracle.foundation().encode(value)
    let encoded = try PayloadJSONEncoder().encode(value)
    #expect(
        encoded == expected,
        "ours \(EncoderOracle.text(encoded)) Foundation \(EncoderOracle.text(expected))",
        sourceLocation: sourceLocation)
    let streamed = try PayloadJSONEncoder().streamedBytes(value)
    if streams {
        #expect(streamed == expected, "streamed \(streamed.map(EncoderOracle.text) ?? "nothing")", sourceLocation: sourceLocation)
    } else {
        #expect(streamed == nil, "expected the fallback, streamed \(streamed.map(EncoderOracle.text) ?? "")", sourceLocation: sourceLocation)
    }
    return encoded
}

/// Expects both encoders to refuse `value` with an `EncodingError.invalidValue` of the same
/// description; returns both errors' coding paths (as strings) for further checks.
@discardableResult
func expectBothEncodersRefuse<Value: Encodable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
) -> (ours: [String], foundation: [String])? {
    let theirs = #expect(throws: EncodingError.self, sourceLocation: sourceLocation) {
        try EncoderOracle.foundation().encode(value)
    }
    let ours = #expect(throws: EncodingError.self, sourceLocation: sourceLocation) {
        try PayloadJSONEncoder().encode(value)
    }
    guard case .invalidValue(_, let ourContext)? = ours, case .invalidValue(_, let theirContext)? = theirs else {
        Issue.record("expected invalidValue from both: ours \(String(describing: ours)), Foundation \(String(describing: theirs))",
            sourceLocation: sourceLocation)
        return nil
    }
    #expect(ourContext.debugDescription == theirContext.debugDescription, sourceLocation: sourceLocation)
    return (ourContext.codingPath.map(\.stringValue), theirContext.codingPath.map(\.stringValue))
}

/// A key made at run time, for objects whose keys a test chooses.
struct EncoderTestKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// An object written member by member in the given order (duplicates and all), each value
/// encoded through the keyed container's overload for its type.
struct EncoderOrderedObject: Encodable {
    var members: [(key: String, value: Int)]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EncoderTestKey.self)
        for member in members { try container.encode(member.value, forKey: EncoderTestKey(member.key)) }
    }
}
