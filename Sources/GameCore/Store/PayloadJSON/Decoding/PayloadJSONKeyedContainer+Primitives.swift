/// The concrete overloads for every primitive, so only nested types take the generic path.
extension PayloadJSONKeyedContainer {
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try value(key) { document, position throws(Failure) in try document.bool(at: position) }
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.bool(at: position) }
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try value(key) { document, position throws(Failure) in try document.stringValue(at: position) }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.stringValue(at: position) }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try value(key) { document, position throws(Failure) in try document.double(at: position) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.double(at: position) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try value(key) { document, position throws(Failure) in try document.float(at: position) }
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.float(at: position) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try value(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        try valueIfPresent(key) { document, position throws(Failure) in try document.integer(at: position) }
    }
}
