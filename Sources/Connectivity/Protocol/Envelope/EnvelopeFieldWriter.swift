import Foundation

/// Writes ASCII into memory reserved beforehand, with no bounds or exclusivity checks per write.
///
/// ``FastEnvelopeWriter`` reserves the worst case of an envelope once and fills it through this
/// writer: a `ByteBuffer` write checks capacity and the storage's exclusive access on each call,
/// which for the dozen small writes of a `gameState` cost more than the bytes (issue 38). Every
/// method's bound is stated; callers reserve their sum.
struct EnvelopeFieldWriter {
    private let base: UnsafeMutableRawPointer
    private let capacity: Int
    /// Bytes written so far.
    private(set) var count = 0

    /// A writer at the start of `memory`.
    init(_ memory: UnsafeMutableRawBufferPointer) {
        base = memory.baseAddress!
        capacity = memory.count
    }

    /// The most a ``decimal(_:)`` writes.
    static let maximumDecimalLength = 20
    /// What ``id(_:)`` writes: a canonical UUID.
    static let idLength = UUID.wireLength

    /// Appends one byte.
    mutating func byte(_ value: UInt8) {
        assert(count < capacity)
        base.storeBytes(of: value, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Appends `text`'s bytes (`text.utf8CodeUnitCount` of them).
    mutating func ascii(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        assert(count + length <= capacity)
        (base + count).copyMemory(from: text.utf8Start, byteCount: length)
        count += length
    }

    /// Appends `text`'s UTF-8 (`text.utf8.count` bytes).
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            assert(count + utf8.count <= capacity)
            if let source = utf8.baseAddress { (base + count).copyMemory(from: source, byteCount: utf8.count) }
            count += utf8.count
        }
    }

    /// Appends `bytes` (`bytes.count` of them).
    mutating func bytes(_ bytes: Data) {
        assert(count + bytes.count <= capacity)
        bytes.copyBytes(to: (base + count).assumingMemoryBound(to: UInt8.self), count: bytes.count)
        count += bytes.count
    }

    /// Appends `value` in decimal ASCII, as JSON writes it (at most 20 bytes).
    mutating func decimal(_ value: UInt64) {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        assert(count + digits <= capacity)
        rest = value
        var index = count + digits - 1
        while index >= count {
            base.storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10), toByteOffset: index, as: UInt8.self)
            rest /= 10
            index -= 1
        }
        count += digits
    }

    /// Appends `value` in decimal ASCII with a leading `-` when negative (at most 20 bytes).
    mutating func decimal(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        decimal(UInt64(value.magnitude))
    }

    /// Appends `id` in its lower-case canonical wire form (36 bytes, ``Foundation/UUID/wireString``).
    mutating func id(_ id: UUID) {
        assert(count + Self.idLength <= capacity)
        id.writeWireForm(to: base + count)
        count += Self.idLength
    }

    /// Writes `value` big-endian at `offset` (already counted: a length patched in afterwards).
    func setUInt32(_ value: UInt32, at offset: Int) {
        assert(offset + 4 <= count)
        base.storeBytes(of: value.bigEndian, toByteOffset: offset, as: UInt32.self)
    }
}
