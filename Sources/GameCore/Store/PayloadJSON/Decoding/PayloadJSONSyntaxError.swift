/// Why bytes are not a JSON text ``PayloadJSONDecoder`` accepts: the `underlyingError` of the
/// `DecodingError.dataCorrupted` it throws for them (whose `codingPath` is empty).
public struct PayloadJSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rule the input breaks.
    public enum Code: UInt8, Sendable {
        /// No bytes, or only whitespace.
        case empty = 1
        /// The input ends inside a value.
        case unexpectedEnd
        /// A byte that cannot start or continue a value here (a BOM, a NUL, a stray letter, …).
        case unexpectedByte
        /// A `,` right before `]` or `}` (Foundation accepts it; RFC 8259 does not).
        case trailingComma
        /// Something other than whitespace after the top-level value.
        case trailingData
        /// A number outside RFC 8259's grammar (`01`, `1.`, `.5`, `+1`, `-`, `1e`).
        case invalidNumber
        /// A backslash followed by anything but `"\/bfnrtu`.
        case invalidEscape
        /// `\u` not followed by four hex digits.
        case invalidUnicodeEscape
        /// A `\u` escape of a UTF-16 surrogate that is not half of a high/low pair.
        case loneSurrogate
        /// A raw byte below 0x20 inside a string.
        case controlCharacter
        /// Bytes inside a string that are not well-formed UTF-8.
        case invalidUTF8
        /// Two members of one object with equal keys (compared as Swift Strings compare).
        case duplicateKey
        /// Arrays and objects nested deeper than the decoder's `maximumDepth`.
        case tooDeep
        /// An input of 4 GiB or more.
        case tooLarge
    }

    /// The rule broken.
    public let code: Code
    /// The byte offset where the scanner noticed.
    public let offset: Int

    /// Creates an error.
    public init(_ code: Code, at offset: Int) {
        self.code = code
        self.offset = offset
    }

    /// E.g. `invalid JSON (trailingComma) at byte 7`.
    public var description: String { "invalid JSON (\(code)) at byte \(offset)" }
}
