import Foundation
import NIOCore

/// The outcome of decoding one envelope.
public enum DecodedEnvelope: Hashable, Sendable {
    /// A message this build knows, and how many top-level fields it ignored.
    case message(Message, unknownFields: Int)
    /// A message type from a newer build; ignored by the receiver.
    case unknownType(String)
}

/// Converts between ``Message`` and the envelope bytes inside a frame.
///
/// ```
/// u8  typeLength        1...64
/// ..  type              ASCII letters and digits, e.g. "gameState"
/// u32 fieldsLength      big-endian
/// ..  fields            a UTF-8 JSON object
/// ..  payload           every remaining byte (raw game/settings bytes; empty for most messages)
/// ```
/// The frequent small messages (`gameAction`, `gameState`, `ping`, `pong`, detail-less
/// `actionRejected`) take a hand-written path in both directions (``FastEnvelopeWriter``,
/// ``FastEnvelopeReader``); everything else, and any input the fast reader does not recognise
/// exactly, goes through `JSONEncoder`/`JSONDecoder`.
///
/// Not thread-safe (it owns a JSON encoder and decoder); each connection direction has its own.
public struct MessageCodec {
    /// The longest type name accepted.
    public static let maxTypeNameLength = 64
    /// The deepest JSON nesting accepted in the fields.
    public static let maxFieldsDepth = 32

    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()
    private let fastPath: Bool

    /// Creates a codec.
    public init() {
        self.init(fastPath: true)
    }

    /// Creates a codec; `fastPath: false` sends every message through JSON, and `sortedKeys` makes
    /// that JSON deterministic (tests compare the two paths byte for byte). `JSONEncoder` otherwise
    /// writes keys in an order that varies between processes; sorting costs ~7 % on lobby updates.
    init(fastPath: Bool, sortedKeys: Bool = false) {
        self.fastPath = fastPath
        if sortedKeys { encoder.outputFormatting = .sortedKeys }
    }

    /// Appends the envelope of `message` to `buffer`.
    public func encode(_ message: Message, into buffer: inout ByteBuffer) throws(WireError) {
        if fastPath, FastEnvelopeWriter.write(message, into: &buffer) { return }
        let body = message.body
        let fields: Data
        do {
            fields = try encoder.encode(body)
        } catch {
            throw WireError(.encodingFailed, "\(message.typeName): \(error)")
        }
        let typeName = message.typeName
        buffer.writeInteger(UInt8(typeName.utf8.count))
        buffer.writeString(typeName)
        buffer.writeInteger(UInt32(fields.count))
        buffer.writeBytes(fields)
        if let carrying = body as? any PayloadCarrying {
            buffer.writeBytes(carrying.payload)
        }
    }

    /// Decodes one whole envelope (all readable bytes of `buffer`).
    public func decode(_ buffer: ByteBuffer) throws(WireError) -> DecodedEnvelope {
        if fastPath, let message = buffer.withUnsafeReadableBytes({ FastEnvelopeReader.read($0) }) {
            return .message(message, unknownFields: 0)
        }
        var buffer = buffer
        guard let typeLength = buffer.readInteger(as: UInt8.self),
            (1...Self.maxTypeNameLength).contains(Int(typeLength)),
            let typeBytes = buffer.readBytes(length: Int(typeLength)),
            typeBytes.allSatisfy(Self.isTypeNameByte)
        else { throw WireError(.malformedEnvelope, "bad type name") }
        let typeName = String(decoding: typeBytes, as: UTF8.self)
        guard let fieldsLength = buffer.readInteger(as: UInt32.self),
            let fieldsView = buffer.readSlice(length: Int(fieldsLength))?.readableBytesView
        else { throw WireError(.malformedEnvelope, "fields length exceeds the envelope") }
        guard let entry = Self.table[typeName] else { return .unknownType(typeName) }
        let fields = Data(fieldsView)
        // JSON is UTF-8 (RFC 8259); Foundation's decoder lets some invalid sequences through.
        guard String(validating: fields, as: UTF8.self) != nil else {
            throw WireError(.malformedFields, "\(typeName): fields are not valid UTF-8")
        }
        try JSONDepthGuard.check(fields, maxDepth: Self.maxFieldsDepth)
        let payload = Data(buffer.readableBytesView)
        do {
            let (message, unknownFields) = try entry(decoder, fields, payload)
            return .message(message, unknownFields: unknownFields)
        } catch {
            throw WireError(.malformedFields, "\(typeName): \(Self.summary(of: error))")
        }
    }

    private static func isTypeNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// A short, bounded description of a decoding error (no echo of peer bytes).
    private static func summary(of error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "invalid JSON" }
        switch decodingError {
        case .keyNotFound(let key, _): return "missing field \(key.stringValue.prefix(40))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "invalid JSON" : "invalid value at \(path.prefix(80))"
        @unknown default: return "invalid JSON"
        }
    }
}
