/// The `Decoder` handed to a value's `init(from:)`, and its single-value container: a document and
/// a position (two words, so passing it as `any Decoder` allocates nothing).
struct PayloadJSONValueDecoder: Decoder, SingleValueDecodingContainer {
    let document: PayloadJSONDocument
    /// The value's token (negative: an absent value, see ``PayloadJSONDocument/absentValue(in:key:)``).
    let position: Int

    /// Rebuilt from the position on each call.
    var codingPath: [any CodingKey] { document.codingPath(to: position) }

    /// Empty: payload decoding takes no options.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch document.kind(at: position) {
        case .object:
            return KeyedDecodingContainer(PayloadJSONKeyedContainer<Key>(document: document, object: position))
        case .null:
            throw DecodingError.valueNotFound(
                [String: Any].self,
                .init(
                    codingPath: codingPath, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        case let other:
            throw PayloadJSONValueFailure.mismatch(other).decodingError([String: Any].self, at: codingPath)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch document.kind(at: position) {
        case .array:
            return PayloadJSONUnkeyedContainer(document: document, array: position)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self,
                .init(
                    codingPath: codingPath, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        case let other:
            throw PayloadJSONValueFailure.mismatch(other).decodingError([Any].self, at: codingPath)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: - SingleValueDecodingContainer

    func decodeNil() -> Bool { document.kind(at: position) == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        try value { document, position throws(Failure) in try document.bool(at: position) }
    }
    func decode(_ type: String.Type) throws -> String {
        try value { document, position throws(Failure) in try document.stringValue(at: position) }
    }
    func decode(_ type: Double.Type) throws -> Double {
        try value { document, position throws(Failure) in try document.double(at: position) }
    }
    func decode(_ type: Float.Type) throws -> Float {
        try value { document, position throws(Failure) in try document.float(at: position) }
    }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try document.decode(type, at: position) { document.codingPath(to: position) }
    }

    typealias Failure = PayloadJSONValueFailure

    @inline(__always)
    private func integer<T: FixedWidthInteger>() throws -> T {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }

    /// Reads with `read`, turning a failure into a `DecodingError` at this value's path.
    @inline(__always)
    private func value<T>(_ read: (PayloadJSONDocument, Int) throws(Failure) -> T) throws -> T {
        do throws(Failure) {
            return try read(document, position)
        } catch {
            throw error.decodingError(T.self, at: codingPath)
        }
    }
}
