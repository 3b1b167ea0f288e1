#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading one value as a Swift type. The primitives throw a ``PayloadJSONValueFailure`` and the
/// caller, who knows the key or index asked for, makes it a `DecodingError` with its path.
extension PayloadJSONDocument {
    typealias Failure = PayloadJSONValueFailure

    /// `true` or `false`; anything else (`null` too, as in Foundation) is a type mismatch.
    func bool(at position: Int) throws(Failure) -> Bool {
        switch kind(at: position) {
        case .true: return true
        case .false: return false
        case let other: throw .mismatch(other)
        }
    }

    /// A string.
    func stringValue(at position: Int) throws(Failure) -> String {
        try require(.string, at: position)
        return string(at: position)
    }

    /// An integer from a plain integer token. Stricter than Foundation, which also reads `1.0`,
    /// `1e2` and `100e-2` as integers.
    func integer<T: FixedWidthInteger>(at position: Int) throws(Failure) -> T {
        try require(.number, at: position)
        let token = tokens[position]
        guard token.flags & Token.isNotInteger == 0 else {
            throw .corrupted("Number \(text(token)) is not an integer; integers are written without a fraction or exponent.")
        }
        guard let value: T = PayloadJSONNumbers.integer(raw(token), negative: token.flags & Token.isNegative != 0) else {
            throw .corrupted("Number \(text(token)) is not representable in Swift.")
        }
        return value
    }

    /// A Double.
    func double(at position: Int) throws(Failure) -> Double {
        try require(.number, at: position)
        let token = tokens[position]
        guard
            let value = PayloadJSONNumbers.double(
                raw(token), negative: token.flags & Token.isNegative != 0, integer: token.flags & Token.isNotInteger == 0)
        else { throw .corrupted("Number \(text(token)) is not representable in Swift.") }
        return value
    }

    /// A Float.
    func float(at position: Int) throws(Failure) -> Float {
        try require(.number, at: position)
        let token = tokens[position]
        guard let value = PayloadJSONNumbers.float(raw(token)) else {
            throw .corrupted("Number \(text(token)) is not representable in Swift.")
        }
        return value
    }

    /// Any Decodable: URL, Data and Decimal as Foundation's JSONDecoder reads them (an absolute or
    /// relative URL string, base64 text, a number), a canonical UUID string in place, everything
    /// else by its own `init(from:)`. `path` gives the path for errors of URL, Data and Decimal.
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, at position: Int, path: () -> [any CodingKey]) throws -> T {
        if T.self == UUID.self, let uuid = canonicalUUID(at: position) {
            return unsafeBitCast(uuid, to: T.self)  // T is UUID
        }
        if T.self == URL.self || T.self == Data.self || T.self == Decimal.self {
            return try foundationValue(type, at: position, path: path)
        }
        return try T(from: PayloadJSONValueDecoder(document: self, position: position))
    }

    /// The kinds of value Foundation's JSONDecoder decodes by type, not by their `init(from:)`.
    private func foundationValue<T>(_ type: T.Type, at position: Int, path: () -> [any CodingKey]) throws -> T {
        if kind(at: position) == .null { throw Failure.null.decodingError(T.self, at: path()) }
        if T.self == Decimal.self {
            guard kind(at: position) == .number else {
                throw DecodingError.typeMismatch(Decimal.self, .init(codingPath: path(), debugDescription: ""))
            }
            guard let decimal = Decimal(string: text(tokens[position])) else {
                throw Failure.corrupted("Number \(text(tokens[position])) is not representable in Swift.")
                    .decodingError(T.self, at: path())
            }
            return decimal as! T  // T is Decimal
        }
        // URL and Data are strings; a mismatch is reported for String, as Foundation does.
        let text: String
        do throws(Failure) { text = try stringValue(at: position) } catch { throw error.decodingError(String.self, at: path()) }
        if T.self == URL.self {
            guard let url = URL(string: text) else {
                throw Failure.corrupted("Invalid URL string.").decodingError(T.self, at: path())
            }
            return url as! T  // T is URL
        }
        guard let data = Data(base64Encoded: text) else {
            throw Failure.corrupted("Encountered Data is not valid Base64.").decodingError(T.self, at: path())
        }
        return data as! T  // T is Data
    }

    /// Throws unless the value at `position` is of `kind` (`null` is a missing value).
    @inline(__always)
    private func require(_ expected: Token.Kind, at position: Int) throws(Failure) {
        let found = kind(at: position)
        guard found == expected else { throw found == .null ? .null : .mismatch(found) }
    }

    /// A number token's text, for messages.
    private func text(_ token: Token) -> String { String(decoding: raw(token), as: UTF8.self) }
}
