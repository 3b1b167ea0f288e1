/// The concrete overloads for every primitive, so only nested types take the generic path.
extension PayloadJSONUnkeyedContainer {
    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try value { document, position throws(Failure) in try document.bool(at: position) }
    }
    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
        try valueIfPresent { document, position throws(Failure) in try document.bool(at: position) }
    }
    mutating func decode(_ type: String.Type) throws -> String {
        try value { document, position throws(Failure) in try document.stringValue(at: position) }
    }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
        try valueIfPresent { document, position throws(Failure) in try document.stringValue(at: position) }
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        try value { document, position throws(Failure) in try document.double(at: position) }
    }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? {
        try valueIfPresent { document, position throws(Failure) in try document.double(at: position) }
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        try value { document, position throws(Failure) in try document.float(at: position) }
    }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? {
        try valueIfPresent { document, position throws(Failure) in try document.float(at: position) }
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
        try value { document, position throws(Failure) in try document.integer(at: position) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? {
        try valueIfPresent { document, position throws(Failure) in try document.integer(at: position) }
    }
}
