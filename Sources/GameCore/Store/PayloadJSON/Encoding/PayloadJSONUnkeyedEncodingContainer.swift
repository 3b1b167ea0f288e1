/// A JSON array being written, element after element straight to the output. Every primitive has
/// its own overload, so only nested types are generic.
struct PayloadJSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let writer: PayloadJSONWriter
    let frame: PayloadJSONFrameHandle

    var codingPath: [any CodingKey] { writer.codingPath(of: frame) }

    /// Elements written so far.
    var count: Int { writer.isOpen(frame) ? writer.frames[frame.index].count : 0 }

    // MARK: - Scalars

    mutating func encodeNil() throws {
        try writer.beginElement(of: frame)
        writer.buffer.append("null")
    }

    mutating func encode(_ value: Bool) throws {
        try writer.beginElement(of: frame)
        writer.buffer.append(value ? "true" : "false")
    }

    mutating func encode(_ value: String) throws {
        try writer.beginElement(of: frame)
        writer.buffer.appendString(value)
    }

    mutating func encode(_ value: Double) throws {
        try writer.beginElement(of: frame)
        guard value.isFinite else { throw writer.invalidNumber(value, depth: frame.index + 1) }
        writer.buffer.appendDouble(value)
    }

    mutating func encode(_ value: Float) throws {
        try writer.beginElement(of: frame)
        guard value.isFinite else { throw writer.invalidNumber(value, depth: frame.index + 1) }
        writer.buffer.appendFloat(value)
    }

    mutating func encode(_ value: Int) throws { try encodeSigned(Int64(value)) }
    mutating func encode(_ value: Int8) throws { try encodeSigned(Int64(value)) }
    mutating func encode(_ value: Int16) throws { try encodeSigned(Int64(value)) }
    mutating func encode(_ value: Int32) throws { try encodeSigned(Int64(value)) }
    mutating func encode(_ value: Int64) throws { try encodeSigned(value) }
    mutating func encode(_ value: UInt) throws { try encodeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { try encodeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { try encodeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { try encodeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { try encodeUnsigned(value) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws {
        try writer.beginElement(of: frame)
        writer.buffer.appendDecimal(value.magnitude, negative: value < 0)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws {
        try writer.beginElement(of: frame)
        writer.buffer.appendDecimal(value, negative: false)
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try writer.beginElement(of: frame)
        try writer.writeNested(value)
    }

    @inline(__always)
    private func encodeSigned(_ value: Int64) throws {
        try writer.beginElement(of: frame)
        writer.buffer.appendInteger(value)
    }

    @inline(__always)
    private func encodeUnsigned(_ value: UInt64) throws {
        try writer.beginElement(of: frame)
        writer.buffer.appendDecimal(value, negative: false)
    }

    // MARK: - Nested containers and encoders

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(PayloadJSONKeyedEncodingContainer<NestedKey>(writer: writer, frame: openElement(.object)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        PayloadJSONUnkeyedEncodingContainer(writer: writer, frame: openElement(.array))
    }

    /// The encoder of the next element (Foundation puts it where the array stood when asked).
    mutating func superEncoder() -> any Encoder {
        PayloadJSONValueEncoder(writer: writer, frame: openElement(.pending))
    }

    /// A new element holding a container (or, `.pending`, an encoder's value);
    /// ``PayloadJSONFrameHandle/abandoned`` when that cannot be streamed.
    private func openElement(_ kind: PayloadJSONFrame.Kind) -> PayloadJSONFrameHandle {
        do {
            try writer.beginElement(of: frame)
        } catch {
            return .abandoned
        }
        return kind == .pending ? writer.pushPending() : writer.pushContainer(kind)
    }
}
