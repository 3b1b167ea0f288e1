import CompressNIO
import Connectivity
import Foundation
import NIOCore

/// Builds frames byte by byte, including invalid ones.
enum RawFrames {
    /// An envelope with the given type name, JSON fields and payload.
    static func envelope(type: String, fields: String, payload: [UInt8] = []) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.writeInteger(UInt8(type.utf8.count))
        buffer.writeString(type)
        buffer.writeInteger(UInt32(fields.utf8.count))
        buffer.writeString(fields)
        buffer.writeBytes(payload)
        return buffer
    }

    /// An uncompressed frame around `envelope`.
    static func plain(_ envelope: ByteBuffer) -> ByteBuffer {
        var frame = ByteBuffer()
        frame.writeInteger(UInt32(envelope.readableBytes + 1))
        frame.writeInteger(UInt8(0))
        frame.writeImmutableBuffer(envelope)
        return frame
    }

    /// A compressed frame: `declared` inflated length and the given zlib bytes.
    static func compressed(declared: UInt32, zlib: ByteBuffer, flags: UInt8 = 0x01) -> ByteBuffer {
        var frame = ByteBuffer()
        frame.writeInteger(UInt32(zlib.readableBytes + 5))
        frame.writeInteger(flags)
        frame.writeInteger(declared)
        frame.writeImmutableBuffer(zlib)
        return frame
    }

    /// The zlib (RFC 1950) stream of `bytes`.
    static func zlib(_ bytes: ByteBuffer) throws -> ByteBuffer {
        var input = bytes
        return try input.compress(with: .zlib)
    }

    /// A well-formed ping frame.
    static func ping(_ id: UInt64) -> ByteBuffer {
        plain(envelope(type: "ping", fields: #"{"id":\#(id)}"#))
    }
}
