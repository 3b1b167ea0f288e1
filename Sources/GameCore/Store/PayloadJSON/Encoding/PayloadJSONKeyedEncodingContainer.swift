/// A JSON object being written: each member goes straight to the output (key order is fixed when
/// the object closes). Every primitive has its own overload, so only nested types are generic.
struct PayloadJSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: PayloadJSONWriter
    let frame: PayloadJSONFrameHandle

    var codingPath: [any CodingKey] { writer.codingPath(of: frame) }

    // MARK: - Scalars

    mutating func encodeNil(forKey key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        writer.buffer.append("null")
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        writer.buffer.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        writer.buffer.appendString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        guard value.isFinite else { throw writer.invalidNumber(value, depth: frame.index + 1) }
        writer.buffer.appendDouble(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        guard value.isFinite else { throw writer.invalidNumber(value, depth: frame.index + 1) }
        writer.buffer.appendFloat(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeSigned(Int64(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeSigned(Int64(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeSigned(Int64(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeSigned(Int64(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeSigned(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeUnsigned(UInt64(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeUnsigned(UInt64(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeUnsigned(UInt64(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeUnsigned(UInt64(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeUnsigned(value, key) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        writer.buffer.appendDecimal(value.magnitude, negative: value < 0)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        writer.buffer.appendDecimal(value, negative: false)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        try writer.writeNested(value)
    }

    @inline(__always)
    private func encodeSigned(_ value: Int64, _ key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        writer.buffer.appendInteger(value)
    }

    @inline(__always)
    private func encodeUnsigned(_ value: UInt64, _ key: Key) throws {
        try writer.beginMember(of: frame, key: key.stringValue)
        writer.buffer.appendDecimal(value, negative: false)
    }

    // MARK: - Optionals (left out when nil, as the protocol's defaults do, without their detour)

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encodeSigned(Int64(value), key) }
    }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
        if let value { try encodeSigned(Int64(value), key) }
    }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
        if let value { try encodeSigned(Int64(value), key) }
    }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
        if let value { try encodeSigned(Int64(value), key) }
    }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        if let value { try encodeSigned(value, key) }
    }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
        if let value { try encodeUnsigned(UInt64(value), key) }
    }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
        if let value { try encodeUnsigned(UInt64(value), key) }
    }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
        if let value { try encodeUnsigned(UInt64(value), key) }
    }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
        if let value { try encodeUnsigned(UInt64(value), key) }
    }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
        if let value { try encodeUnsigned(value, key) }
    }
    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    // MARK: - Nested containers and encoders

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            PayloadJSONKeyedEncodingContainer<NestedKey>(writer: writer, frame: openMember(key.stringValue, .object)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        PayloadJSONUnkeyedEncodingContainer(writer: writer, frame: openMember(key.stringValue, .array))
    }

    mutating func superEncoder() -> any Encoder {
        PayloadJSONValueEncoder(writer: writer, frame: openMember("super", .pending))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        PayloadJSONValueEncoder(writer: writer, frame: openMember(key.stringValue, .pending))
    }

    /// A new member holding a container (or, `.pending`, an encoder's value); ``PayloadJSONFrameHandle/abandoned``
    /// when that cannot be streamed.
    private func openMember(_ key: String, _ kind: PayloadJSONFrame.Kind) -> PayloadJSONFrameHandle {
        do {
            try writer.beginContainerMember(of: frame, key: key)
        } catch {
            return .abandoned
        }
        return kind == .pending ? writer.pushPending() : writer.pushContainer(kind)
    }
}
