/// The `Encoder` a value encodes itself into, and (as in Foundation) its own single-value container:
/// a handle on one frame of the call's ``PayloadJSONWriter``.
struct PayloadJSONValueEncoder: Encoder, SingleValueEncodingContainer {
    let writer: PayloadJSONWriter
    let frame: PayloadJSONFrameHandle

    var codingPath: [any CodingKey] { writer.codingPath(of: frame) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    // MARK: - Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(PayloadJSONKeyedEncodingContainer<Key>(writer: writer, frame: open(.object)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        PayloadJSONUnkeyedEncodingContainer(writer: writer, frame: open(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// This frame as an object or array: started now if nothing is written yet, the same one when
    /// asked again (Foundation hands out the same container). Anything else (a container of the
    /// other kind, a container after a scalar) Foundation merges or refuses: not streamed.
    private func open(_ kind: PayloadJSONFrame.Kind) -> PayloadJSONFrameHandle {
        guard writer.isOpen(frame) else {
            _ = writer.abandon()
            return .abandoned
        }
        let current = writer.frames[frame.index].kind
        if current == .pending {
            writer.startContainer(kind, at: frame.index)
            return frame
        }
        guard current == kind else {
            _ = writer.abandon()
            return .abandoned
        }
        return frame
    }

    // MARK: - SingleValueEncodingContainer

    func encodeNil() throws {
        try writer.beginSingle(frame)
        writer.buffer.append("null")
    }

    func encode(_ value: Bool) throws {
        try writer.beginSingle(frame)
        writer.buffer.append(value ? "true" : "false")
    }

    func encode(_ value: String) throws {
        try writer.beginSingle(frame)
        writer.buffer.appendString(value)
    }

    func encode(_ value: Double) throws {
        try writer.beginSingle(frame)
        guard value.isFinite else { throw writer.invalidNumber(value, depth: frame.index) }
        writer.buffer.appendDouble(value)
    }

    func encode(_ value: Float) throws {
        try writer.beginSingle(frame)
        guard value.isFinite else { throw writer.invalidNumber(value, depth: frame.index) }
        writer.buffer.appendFloat(value)
    }

    func encode(_ value: Int) throws { try encodeSigned(Int64(value)) }
    func encode(_ value: Int8) throws { try encodeSigned(Int64(value)) }
    func encode(_ value: Int16) throws { try encodeSigned(Int64(value)) }
    func encode(_ value: Int32) throws { try encodeSigned(Int64(value)) }
    func encode(_ value: Int64) throws { try encodeSigned(value) }
    func encode(_ value: UInt) throws { try encodeUnsigned(UInt64(value)) }
    func encode(_ value: UInt8) throws { try encodeUnsigned(UInt64(value)) }
    func encode(_ value: UInt16) throws { try encodeUnsigned(UInt64(value)) }
    func encode(_ value: UInt32) throws { try encodeUnsigned(UInt64(value)) }
    func encode(_ value: UInt64) throws { try encodeUnsigned(value) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws {
        try writer.beginSingle(frame)
        writer.buffer.appendDecimal(value.magnitude, negative: value < 0)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws {
        try writer.beginSingle(frame)
        writer.buffer.appendDecimal(value, negative: false)
    }

    func encode<Value: Encodable>(_ value: Value) throws {
        try writer.writeSingle(value, into: frame)
    }

    @inline(__always)
    private func encodeSigned(_ value: Int64) throws {
        try writer.beginSingle(frame)
        writer.buffer.appendInteger(value)
    }

    @inline(__always)
    private func encodeUnsigned(_ value: UInt64) throws {
        try writer.beginSingle(frame)
        writer.buffer.appendDecimal(value, negative: false)
    }
}
