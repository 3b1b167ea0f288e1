/// A JSON object's members by key. Lookups compare key bytes in place (a linear scan: payload
/// objects are small; large ones get a table on first use), so no key String is made unless asked
/// for (``allKeys``, errors) or the key has escapes or non-ASCII bytes.
struct PayloadJSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    typealias Failure = PayloadJSONValueFailure

    let document: PayloadJSONDocument
    /// The object's token.
    let object: Int

    /// Rebuilt from the object's position on each call.
    var codingPath: [any CodingKey] { document.codingPath(to: object) }

    /// The keys `Key` can represent, in document order (Foundation's order is its dictionary's).
    var allKeys: [Key] {
        document.keyPositions(ofObject: object).compactMap { Key(stringValue: document.string(at: $0)) }
    }

    func contains(_ key: Key) -> Bool { position(ifPresent: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { document.kind(at: try position(of: key)) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let position = try position(of: key)
        return try document.decode(type, at: position) { document.codingPath(to: object, appending: key) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let position = position(ifPresent: key), document.kind(at: position) != .null else { return nil }
        return try document.decode(type, at: position) { document.codingPath(to: object, appending: key) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try PayloadJSONValueDecoder(document: document, position: try position(of: key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try PayloadJSONValueDecoder(document: document, position: try position(of: key)).unkeyedContainer()
    }

    /// The value of key `super`, or a `null` at that path when there is none (as Foundation).
    func superDecoder() throws -> any Decoder { decoder(forKey: PayloadJSONCodingKey.super) }

    /// The value of `key`, or a `null` at that path when there is none (as Foundation).
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder(forKey: key) }

    private func decoder(forKey key: some CodingKey) -> PayloadJSONValueDecoder {
        let position =
            document.valuePosition(forKey: key.stringValue, inObject: object)
            ?? document.absentValue(in: object, key: key)
        return PayloadJSONValueDecoder(document: document, position: position)
    }

    // MARK: - Lookup

    /// The value's position, or `keyNotFound`.
    @inline(__always)
    func position(of key: Key) throws -> Int {
        guard let position = position(ifPresent: key) else {
            let description = "No value associated with key \(key) (\"\(key.stringValue)\")."
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: description))
        }
        return position
    }

    @inline(__always)
    func position(ifPresent key: Key) -> Int? {
        document.valuePosition(forKey: key.stringValue, inObject: object)
    }

    /// Reads the value of `key` with `read`; a failure becomes a `DecodingError` at the key's path.
    @inline(__always)
    func value<T>(_ key: Key, _ read: (PayloadJSONDocument, Int) throws(Failure) -> T) throws -> T {
        let position = try position(of: key)
        do throws(Failure) {
            return try read(document, position)
        } catch {
            throw error.decodingError(T.self, at: document.codingPath(to: object, appending: key))
        }
    }

    /// As ``value(_:_:)``, but `nil` for a missing key or `null`.
    @inline(__always)
    func valueIfPresent<T>(_ key: Key, _ read: (PayloadJSONDocument, Int) throws(Failure) -> T) throws -> T? {
        guard let position = position(ifPresent: key), document.kind(at: position) != .null else { return nil }
        do throws(Failure) {
            return try read(document, position)
        } catch {
            throw error.decodingError(T.self, at: document.codingPath(to: object, appending: key))
        }
    }
}
