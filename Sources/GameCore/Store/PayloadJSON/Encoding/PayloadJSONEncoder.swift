#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes payloads: compact JSON, object keys sorted exactly as Foundation's .sortedKeys, "/" not escaped.
///
/// The bytes equal those of Foundation's `JSONEncoder` with `outputFormatting` `[.sortedKeys,
/// .withoutEscapingSlashes]` and default strategies (the tests compare them differentially):
/// - keys sorted by their UTF-8 bytes (swift-foundation's order; `"A" < "_" < "a10" < "a2"`); keys
///   equal as Strings (the same key twice, or "é" precomposed and decomposed) are one member with
///   the first key's bytes and the last value, as Foundation's dictionary of members keeps them;
/// - strings escaping only `"`, `\` and characters below U+0020 (`\n`-style or `\u00xx`);
/// - integers in decimal; `Double` and `Float` as their `description` without a trailing `.0`;
///   NaN and infinities throw `EncodingError.invalidValue`;
/// - `Data` as base64, `Date` as seconds since 2001, `URL` as its `absoluteString`, `Decimal` as
///   its `description`; containers nested 512 deep throw (flat arrays of numbers and strings
///   count, as in swift-foundation 6.3.1; later versions let such an innermost array through);
/// - a nested value that encodes nothing is `{}`; a top-level one throws.
///
/// How: values are written to one buffer as `encode(to:)` produces them, with no tree of boxed
/// values; an object whose keys do not arrive sorted is reordered when it closes. That needs
/// containers used in nesting order, as synthesized and ordinary hand-written `Codable` do. A
/// value that goes back to a container after leaving it for another, asks Foundation to merge two
/// containers for one key, or catches an error of a write and carries on, is encoded again by
/// Foundation's `JSONEncoder`, so its bytes (and crashes) stay Foundation's.
///
/// Errors: coding paths are rebuilt from the keys written, so their keys are strings (an
/// `[Int: V]` key has no `intValue`) and array positions read `Index n`; unlike Foundation's, the
/// path of a non-finite number includes the keys of nested containers.
public struct PayloadJSONEncoder: Sendable {
    /// Creates an encoder; it keeps no state between calls.
    public init() {}

    /// The JSON of `value`; throws `EncodingError` for a non-finite number, a value nested too
    /// deep, a top-level value that encodes nothing, or whatever `value`'s `encode(to:)` throws.
    public func encode<Value: Encodable>(_ value: Value) throws -> Data {
        if let bytes = try streamedBytes(value) { return bytes }
        return try Self.foundationEncode(value)
    }

    /// The bytes the streaming writer produced for `value`, or `nil` when it gave up and
    /// ``encode(_:)`` hands the value to Foundation (audits check that module values stream).
    @_spi(Testing)
    public func streamedBytes<Value: Encodable>(_ value: Value) throws -> Data? {
        try PayloadJSONWriter.withWriter { writer in
            let wroteValue: Bool
            do {
                wroteValue = try writer.writeTopLevel(value)
            } catch {
                if writer.needsFallback { return nil }
                throw error
            }
            // The value may have caught the writer's signal to stop (the flag stays), or an error
            // after its key was written.
            if writer.needsFallback || writer.sawError { return nil }
            guard wroteValue else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values."))
            }
            guard !writer.depthExceeded else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
            }
            return writer.buffer.takeData()
        }
    }

    /// Foundation's encoding, for the values the writer cannot stream.
    private static func foundationEncode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
