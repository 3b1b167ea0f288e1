#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Values that are not plain scalars: nested `Encodable` values, and the types Foundation's encoder
/// writes its own way (recognised by type identity, never by a dynamic cast).
extension PayloadJSONWriter {
    /// Writes the whole top-level value; `false` when its `encode(to:)` wrote nothing at all.
    func writeTopLevel<Value: Encodable>(_ value: Value) throws -> Bool {
        let handle = pushPending()
        if try writeSpecial(value, depth: 0) { return true }
        try value.encode(to: PayloadJSONValueEncoder(writer: self, frame: handle))
        guard isOpen(handle) else { throw abandon() }
        if frames[handle.index].kind == .pending { return false }
        try finish(handle)
        return true
    }

    /// Writes `value` where a member's or element's value is due, in a frame of its own.
    func writeNested<Value: Encodable>(_ value: Value) throws {
        if try writeSpecial(value, depth: frames.count) { return }
        let handle = pushPending()
        try encode(value, into: handle)
        try finish(handle)
    }

    /// Writes `value` through the single-value container of `handle`'s frame. As in Foundation, the
    /// value encodes itself into the same encoder, and `{}` stands for a value that wrote nothing.
    func writeSingle<Value: Encodable>(_ value: Value, into handle: PayloadJSONFrameHandle) throws {
        guard isOpen(handle), frames[handle.index].kind == .pending else { throw abandon() }
        if try writeSpecial(value, depth: handle.index) {
            frames[handle.index].kind = .single
            return
        }
        try encode(value, into: handle)
        guard isOpen(handle) else { throw abandon() }
        if frames[handle.index].kind == .pending {
            writeEmptyObject()
            frames[handle.index].kind = .single
        }
    }

    /// Lets `value` encode itself into `handle`'s frame, noting any error on its way out.
    @inline(__always)
    private func encode<Value: Encodable>(_ value: Value, into handle: PayloadJSONFrameHandle) throws {
        do {
            try value.encode(to: PayloadJSONValueEncoder(writer: self, frame: handle))
        } catch {
            sawError = true
            throw error
        }
    }

    /// Writes the value directly when Foundation's encoder does not ask it to encode itself: Data
    /// (base64), URL (its absoluteString), Decimal (its description); and arrays of numbers or
    /// strings, written flat with the bytes, nesting limit and errors of an array encoding its
    /// elements (swift-foundation 6.3.1, which this toolchain ships, writes them that way; later
    /// versions have a flat path of their own that skips the nesting limit). `depth` locates the
    /// value for errors. Date needs nothing: its own encoding is Foundation's default (seconds
    /// since 2001 as a number).
    @inline(__always)
    func writeSpecial<Value: Encodable>(_ value: Value, depth: Int) throws -> Bool {
        let type = ObjectIdentifier(Value.self)
        let special = PayloadJSONSpecialTypes.shared
        if type == special.strings {
            writeArray(cast(value, to: [String].self)) { buffer.appendString($0) }
        } else if type == special.ints {
            writeArray(cast(value, to: [Int].self)) { buffer.appendInteger(Int64($0)) }
        } else if type == special.data {
            cast(value, to: Data.self).withUnsafeBytes { buffer.appendBase64($0) }
        } else if type == special.url {
            buffer.appendString(cast(value, to: URL.self).absoluteString)
        } else if type == special.decimal {
            appendRaw(cast(value, to: Decimal.self).description)
        } else if type == special.doubles {
            try writeFloatingArray(cast(value, to: [Double].self), depth: depth) { buffer.appendDouble($0) }
        } else if type == special.floats {
            try writeFloatingArray(cast(value, to: [Float].self), depth: depth) { buffer.appendFloat($0) }
        } else if special.otherIntegerArrays.contains(type) {
            writeIntegerArray(value)
        } else {
            return false
        }
        return true
    }

    /// Writes an array of one of the integer types but `Int`.
    private func writeIntegerArray<Value: Encodable>(_ value: Value) {
        switch ObjectIdentifier(Value.self) {
        case ObjectIdentifier([Int8].self): writeArray(cast(value, to: [Int8].self)) { buffer.appendInteger(Int64($0)) }
        case ObjectIdentifier([Int16].self): writeArray(cast(value, to: [Int16].self)) { buffer.appendInteger(Int64($0)) }
        case ObjectIdentifier([Int32].self): writeArray(cast(value, to: [Int32].self)) { buffer.appendInteger(Int64($0)) }
        case ObjectIdentifier([Int64].self): writeArray(cast(value, to: [Int64].self)) { buffer.appendInteger($0) }
        case ObjectIdentifier([UInt].self):
            writeArray(cast(value, to: [UInt].self)) { buffer.appendDecimal(UInt64($0), negative: false) }
        case ObjectIdentifier([UInt8].self):
            writeArray(cast(value, to: [UInt8].self)) { buffer.appendDecimal(UInt64($0), negative: false) }
        case ObjectIdentifier([UInt16].self):
            writeArray(cast(value, to: [UInt16].self)) { buffer.appendDecimal(UInt64($0), negative: false) }
        case ObjectIdentifier([UInt32].self):
            writeArray(cast(value, to: [UInt32].self)) { buffer.appendDecimal(UInt64($0), negative: false) }
        case ObjectIdentifier([UInt64].self): writeArray(cast(value, to: [UInt64].self)) { buffer.appendDecimal($0, negative: false) }
        default:
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { writeWideIntegerArray(value) }
        }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private func writeWideIntegerArray<Value: Encodable>(_ value: Value) {
        if Value.self == [Int128].self {
            writeArray(cast(value, to: [Int128].self)) { buffer.appendDecimal($0.magnitude, negative: $0 < 0) }
        } else if Value.self == [UInt128].self {
            writeArray(cast(value, to: [UInt128].self)) { buffer.appendDecimal($0, negative: false) }
        }
    }

    /// `value` as `Target`, which must be its type.
    @inline(__always)
    private func cast<Value, Target>(_ value: Value, to target: Target.Type) -> Target {
        precondition(Value.self == Target.self, "payload encoder: cast to another type")
        return unsafeBitCast(value, to: Target.self)
    }

    private func writeArray<Element>(_ elements: [Element], _ write: (Element) -> Void) {
        if containerDepth + 1 >= Self.maximumDepth { depthExceeded = true }
        buffer.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
            if position > 0 { buffer.append(UInt8(ascii: ",")) }
            write(element)
        }
        buffer.append(UInt8(ascii: "]"))
    }

    private func writeFloatingArray<Number: BinaryFloatingPoint>(
        _ numbers: [Number], depth: Int, _ write: (Number) -> Void
    ) throws {
        if let bad = numbers.firstIndex(where: { !$0.isFinite }) {
            var path = codingPath(depth: depth)
            path.append(PayloadJSONEncoderPathKey(intValue: bad))
            throw invalidNumber(numbers[bad], codingPath: path)
        }
        writeArray(numbers, write)
    }

    /// Writes text that needs no quotes or escapes (a number's description).
    private func appendRaw(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append($0) }
    }
}

/// The types Foundation's encoder writes its own way, identified once: looking up the metadata of
/// `[Int8]` and the like for every value would cost more than the comparisons.
struct PayloadJSONSpecialTypes: Sendable {
    static let shared = PayloadJSONSpecialTypes()

    let strings = ObjectIdentifier([String].self)
    let ints = ObjectIdentifier([Int].self)
    let data = ObjectIdentifier(Data.self)
    let url = ObjectIdentifier(URL.self)
    let decimal = ObjectIdentifier(Decimal.self)
    let doubles = ObjectIdentifier([Double].self)
    let floats = ObjectIdentifier([Float].self)
    /// Arrays of the other integer types, written by ``PayloadJSONWriter/writeIntegerArray(_:)``.
    /// (A few comparisons cost less than hashing.)
    let otherIntegerArrays: [ObjectIdentifier]

    private init() {
        var integerArrays = [
            ObjectIdentifier([Int8].self), ObjectIdentifier([Int16].self), ObjectIdentifier([Int32].self),
            ObjectIdentifier([Int64].self), ObjectIdentifier([UInt].self), ObjectIdentifier([UInt8].self),
            ObjectIdentifier([UInt16].self), ObjectIdentifier([UInt32].self), ObjectIdentifier([UInt64].self),
        ]
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            integerArrays += [ObjectIdentifier([Int128].self), ObjectIdentifier([UInt128].self)]
        }
        otherIntegerArrays = integerArrays
    }
}
