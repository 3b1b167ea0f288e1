import CompressNIO
import Connectivity
import Foundation
import NIOCore

/// The worst frames the protocol lets a peer send a host (Docs/Protocol.md §2): as large as the
/// host reads, compressed as far as its inflation bound allows, and as costly to decode as JSON
/// gets (an unknown field full of `\u` escapes, which the decoder must scan and check).
enum AttackFrames {
    /// A `ping` of a seated member whose fields inflate to `envelopeBytes` (the most a host reads from a member).
    static func memberPing(envelopeBytes: Int = FrameLimits.memberMessages.maxDecompressedLength, seed: UInt64) throws -> ByteBuffer {
        try compressed(envelope(type: "ping", fieldsPrefix: #"{"id":7,"junk":""#, totalBytes: envelopeBytes, seed: seed))
    }

    /// A `hello` of a connection that has not joined, inflating to `envelopeBytes` (the most a host
    /// reads before the join), that offers a game no host has (so the host refuses it after decoding).
    static func hello(envelopeBytes: Int = FrameLimits.joinRequest.maxDecompressedLength, seed: UInt64) throws -> ByteBuffer {
        let prefix = #"{"protocolVersion":\#(ProtocolVersion.current),"appVersion":"mallory/1.0.0","games":[{"id":"no-such-game","version":"1.0.0"}],"#
            + #""profile":{"id":"6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6","username":"Mallory"},"junk":""#
        return try compressed(envelope(type: "hello", fieldsPrefix: prefix, totalBytes: envelopeBytes, seed: seed))
    }

    /// type length, type, fields length, fields (`prefix` + escapes + `"}`) of `totalBytes` in all.
    private static func envelope(type: String, fieldsPrefix: String, totalBytes: Int, seed: UInt64) -> ByteBuffer {
        let overhead = 1 + type.utf8.count + 4
        let fieldsBytes = totalBytes - overhead
        var fields = Array(fieldsPrefix.utf8)
        var random = seed | 1
        let hex = Array("0123456789abcdef".utf8)
        // Escapes of random letters: costly to scan, and too varied for zlib to beat the 64x bound.
        while fields.count + 6 + 2 <= fieldsBytes {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            let letter = UInt8(0x41 + Int((random >> 33) % 26))
            fields += Array(#"\u00"#.utf8) + [hex[Int(letter >> 4)], hex[Int(letter & 0xF)]]
        }
        while fields.count + 2 < fieldsBytes { fields.append(UInt8(ascii: "x")) }
        fields += Array(#""}"#.utf8)
        var buffer = ByteBuffer()
        buffer.writeInteger(UInt8(type.utf8.count))
        buffer.writeString(type)
        buffer.writeInteger(UInt32(fields.count))
        buffer.writeBytes(fields)
        return buffer
    }

    /// length, flags (compressed), inflated length, zlib stream.
    private static func compressed(_ envelope: ByteBuffer) throws -> ByteBuffer {
        var input = envelope
        let zlib = try input.compress(with: .zlib)
        var frame = ByteBuffer()
        frame.writeInteger(UInt32(1 + 4 + zlib.readableBytes))
        frame.writeInteger(UInt8(1))
        frame.writeInteger(UInt32(envelope.readableBytes))
        frame.writeImmutableBuffer(zlib)
        return frame
    }
}
