import Foundation

/// Identifiers on the wire are lower-case canonical UUIDs (`6f1c0a2e-…`), the form JavaScript's
/// `crypto.randomUUID()` and most other languages write, so a client comparing strings finds itself.
/// Foundation writes upper case, so every encoder of an id goes through these helpers; reading
/// accepts either case (``UUID/init(uuidString:)`` does).
extension UUID {
    /// The canonical lower-case form written on the wire.
    ///
    /// Formatted by hand: `uuidString` goes through `snprintf` and `lowercased()` copies again,
    /// which made ids a fifth of the cost of encoding a Crazy Eights view.
    public var wireString: String {
        String(unsafeUninitializedCapacity: Self.wireLength) { out in
            writeWireForm(to: UnsafeMutableRawPointer(out.baseAddress!))
            return Self.wireLength
        }
    }

    /// How many bytes ``wireString`` has.
    public static let wireLength = 36

    /// Writes the bytes of ``wireString`` (``wireLength`` of them) to `out`, which has room for them:
    /// for encoders that write ids straight into a buffer without making a `String`.
    public func writeWireForm(to out: UnsafeMutableRawPointer) {
        let digits = Self.hexDigits.utf8Start
        var index = 0
        withUnsafeBytes(of: uuid) { raw in
            for (position, byte) in raw.enumerated() {
                if position == 4 || position == 6 || position == 8 || position == 10 {
                    out.storeBytes(of: UInt8(ascii: "-"), toByteOffset: index, as: UInt8.self)
                    index += 1
                }
                out.storeBytes(of: digits[Int(byte >> 4)], toByteOffset: index, as: UInt8.self)
                out.storeBytes(of: digits[Int(byte & 0x0F)], toByteOffset: index + 1, as: UInt8.self)
                index += 2
            }
        }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"
}

extension KeyedEncodingContainer {
    /// Encodes `id` in its lower-case wire form.
    public mutating func encodeWireID(_ id: UUID, forKey key: Key) throws {
        try encode(id.wireString, forKey: key)
    }

    /// Encodes `id` in its lower-case wire form, or nothing when it is `nil`.
    public mutating func encodeWireIDIfPresent(_ id: UUID?, forKey key: Key) throws {
        try encodeIfPresent(id?.wireString, forKey: key)
    }

    /// Encodes `ids` as an array of lower-case wire forms, in order.
    public mutating func encodeWireIDs(_ ids: [UUID], forKey key: Key) throws {
        try encode(ids.map(\.wireString), forKey: key)
    }

    /// Encodes a table keyed by id as a JSON object whose keys are lower-case wire forms
    /// (Foundation would write a `[UUID: Value]` as an array of alternating keys and values).
    public mutating func encodeWireKeyed<Value: Encodable>(_ table: [UUID: Value], forKey key: Key) throws {
        try encode(Dictionary(uniqueKeysWithValues: table.map { ($0.key.wireString, $0.value) }), forKey: key)
    }
}

extension SingleValueEncodingContainer {
    /// Encodes `id` in its lower-case wire form.
    public mutating func encodeWireID(_ id: UUID) throws {
        try encode(id.wireString)
    }
}

extension UnkeyedEncodingContainer {
    /// Appends `id` in its lower-case wire form.
    public mutating func encodeWireID(_ id: UUID) throws {
        try encode(id.wireString)
    }
}

/// A stored id that synthesized `Codable` writes in its lower-case wire form: annotate a view's
/// property (`@WireID public var player: PlayerID`) instead of writing `encode(to:)` by hand.
@propertyWrapper
public struct WireID: Hashable, Sendable, Codable {
    /// The id.
    public var wrappedValue: UUID

    /// Wraps `wrappedValue`.
    public init(wrappedValue: UUID) { self.wrappedValue = wrappedValue }

    /// Reads an id in either case.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    /// Writes the lower-case wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeWireID(wrappedValue)
    }
}

/// A stored list of ids that synthesized `Codable` writes in their lower-case wire form
/// (`@WireIDList public var winners: [PlayerID]`).
@propertyWrapper
public struct WireIDList: Hashable, Sendable, Codable {
    /// The ids, in order.
    public var wrappedValue: [UUID]

    /// Wraps `wrappedValue`.
    public init(wrappedValue: [UUID]) { self.wrappedValue = wrappedValue }

    /// Reads ids in either case.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode([UUID].self)
    }

    /// Writes the lower-case wire forms.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue.map(\.wireString))
    }
}

/// A stored optional id that synthesized `Codable` writes in its lower-case wire form and leaves
/// out when `nil`, as it would an optional (`@WireOptionalID public var viewer: PlayerID?`).
@propertyWrapper
public struct WireOptionalID: Hashable, Sendable, Codable {
    /// The id, or `nil`.
    public var wrappedValue: UUID?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: UUID?) { self.wrappedValue = wrappedValue }

    /// Reads an id in either case, or `null`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(UUID.self)
    }

    /// Writes the lower-case wire form, or `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encodeWireID(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A missing key is a `nil` id, as for a plain optional property (synthesized `Codable` calls this).
    public func decode(_ type: WireOptionalID.Type, forKey key: Key) throws -> WireOptionalID {
        try decodeIfPresent(type, forKey: key) ?? WireOptionalID(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// A `nil` id is left out, as for a plain optional property (synthesized `Codable` calls this).
    public mutating func encode(_ value: WireOptionalID, forKey key: Key) throws {
        try encodeWireIDIfPresent(value.wrappedValue, forKey: key)
    }
}
