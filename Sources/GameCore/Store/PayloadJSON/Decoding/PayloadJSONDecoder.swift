#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes payloads from untrusted bytes, strictly (RFC 8259), depth-limited.
///
/// Decodes what Foundation's default `JSONDecoder` decodes to equal values, with its
/// `DecodingError`s (`keyNotFound`, `valueNotFound`, `typeMismatch`, `dataCorrupted`) and coding
/// paths, its `decodeIfPresent` / `decodeNil` / `contains` / `superDecoder` semantics, and its
/// handling of `Data` (base64 string), `Date` (seconds since 2001), `URL` (a URL string) and
/// `Decimal` (a number). One pass checks the whole input and builds a flat token index; values are
/// read from it only when asked for, with no intermediate tree and no coding-path arrays.
///
/// Foundation's own quirks are kept where they refuse input: a Double or Float that reads as
/// zero must pass Foundation's zero check, which looks at the last `count % 4` bytes backwards, so
/// `0e8` and `0.00e8` are refused like `1e-400` (while `0e10`, `0.0e8` and `0` are zeros).
///
/// Where Foundation is lenient this decoder is stricter (never the other way round); each case is
/// tested in PayloadJSONDecoderTests and allowed for in the differential fuzzer:
/// - The whole input must be valid JSON, also values nobody reads: Foundation checks a number,
///   string or escape only when it decodes it, so `{"a":1,"b":01}` passes for a type reading `a`.
/// - No trailing commas (`[1,]`, `{"a":1,}`), which Foundation accepts.
/// - No duplicate keys in an object (compared as Swift Strings, as Foundation compares them):
///   Foundation keeps the first, JavaScript's `JSON.parse` the last, so host and page would differ.
/// - Integers only from plain integer tokens: Foundation also reads `1.0`, `1e2`, `1E+2`, `100e-2`
///   into an `Int`; here they are `dataCorrupted`.
/// - UTF-8 only, no byte-order mark: Foundation also takes UTF-16 and UTF-32 (detected from the
///   first bytes, so e.g. the two bytes `1\0` are the number 1 to it) and skips a UTF-8 BOM.
/// - Nesting deeper than ``maximumDepth`` (64 by default; Foundation's limit is 512) is refused.
/// - Numbers that do not fit their type are `dataCorrupted` at the value's coding path, thrown as
///   a `DecodingError` also to an `init(from:)` that catches it (Foundation throws its internal
///   `JSONError` there and makes it a `dataCorrupted` with an empty path only at the top level).
///   Refusals of the input itself are `dataCorrupted` with an empty path and a
///   ``PayloadJSONSyntaxError`` as underlying error.
/// - `allKeys` lists keys in document order (Foundation's order is its dictionary's, unspecified).
/// - In a coding path, keys above the failing value are plain string keys (or `Index n` keys for
///   array elements) rebuilt from the input; the last key is the caller's own key where the
///   failing call named one, as in Foundation.
public struct PayloadJSONDecoder: Sendable {
    /// The default nesting limit of arrays and objects: far beyond any payload, far below a
    /// stack overflow in a type's recursive `init(from:)`.
    public static let defaultMaximumDepth = 64

    /// The deepest nesting of arrays and objects accepted (a top-level scalar has depth 0, `[]` 1).
    public let maximumDepth: Int

    /// A decoder accepting nesting up to `maximumDepth` levels (negative counts as 0).
    public init(maximumDepth: Int = defaultMaximumDepth) {
        self.maximumDepth = max(0, maximumDepth)
    }

    /// Decodes a `Value` from JSON `data`; throws `DecodingError`.
    public func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try data.withUnsafeBytes { input in
            let tokens: [PayloadJSONToken]
            do throws(PayloadJSONSyntaxError) {
                tokens = try PayloadJSONScanner.scan(input, maximumDepth: maximumDepth)
            } catch {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
            }
            // The scanner refused empty input, so there is a base address.
            var document = PayloadJSONDocument(
                tokens: tokens, bytes: input.baseAddress!.assumingMemoryBound(to: UInt8.self), count: input.count)
            // A decoder or container kept by the value must not point into `data` after the call.
            defer { if !isKnownUniquelyReferenced(&document) { document.keepBytes() } }
            return try document.decode(type, at: 0) { [] }
        }
    }
}
