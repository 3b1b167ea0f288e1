import CompressNIO
import Foundation
import NIOCore

/// One frame taken apart, with its JSON fields re-serialized with sorted keys.
///
/// `MessageCodec` writes JSON object keys in hash order, which differs from one encoding to the
/// next; two frames of the same message are the same bytes up to that order, so comparing these
/// compares everything else byte for byte (header, inflated length, type, values, payload).
struct CanonicalFrame: Equatable {
    struct Malformed: Error {}

    var flags: UInt8
    /// The inflated-length field of a compressed frame.
    var declaredLength: UInt32?
    /// The envelope's size, inflated.
    var envelopeLength: Int
    var typeName: String
    var fields: Data
    var payload: [UInt8]

    init(_ frame: ByteBuffer) throws {
        var frame = frame
        guard let length = frame.readInteger(as: UInt32.self), Int(length) == frame.readableBytes,
            let flags = frame.readInteger(as: UInt8.self)
        else { throw Malformed() }
        self.flags = flags
        var envelope = frame
        if flags & 0x01 != 0 {
            guard let declared = frame.readInteger(as: UInt32.self) else { throw Malformed() }
            declaredLength = declared
            envelope = try frame.decompress(with: .zlib)
        }
        envelopeLength = envelope.readableBytes
        guard let typeLength = envelope.readInteger(as: UInt8.self),
            let typeName = envelope.readString(length: Int(typeLength)),
            let fieldsLength = envelope.readInteger(as: UInt32.self),
            let fields = envelope.readBytes(length: Int(fieldsLength)).map({ Data($0) })
        else { throw Malformed() }
        self.typeName = typeName
        let object = try JSONSerialization.jsonObject(with: fields)
        self.fields = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        payload = Array(envelope.readableBytesView)
    }
}
