import CompressNIO
import NIOCore

/// Inflates one frame's zlib stream into at most its declared length, detecting bombs, truncation,
/// corruption and trailing bytes. Owns one zlib stream, reset per frame, created when the first
/// compressed frame arrives (many connections never receive one).
final class BoundedInflater {
    private var decompressor: ZlibDecompressor?
    private let allocator = ByteBufferAllocator()

    init() {}

    /// Whether the zlib stream has been created.
    var hasStream: Bool { decompressor != nil }

    /// The zlib stream, created on first use.
    private func stream() -> ZlibDecompressor {
        if let decompressor { return decompressor }
        // inflateInit2 fails only when memory is exhausted; there is nothing sensible to continue with.
        let created = try! ZlibDecompressor(algorithm: .zlib, windowSize: 15)
        decompressor = created
        return created
    }

    /// Inflates `compressed` (the whole zlib stream) that must yield exactly `declaredLength` bytes.
    ///
    /// `declaredLength` must already be checked against the limit: it bounds the only allocation,
    /// and inflating stops as soon as the output would pass it.
    func inflate(_ compressed: ByteBuffer, declaredLength: Int) throws(WireError) -> ByteBuffer {
        var input = compressed
        var output = allocator.buffer(capacity: declaredLength)
        let decompressor = stream()
        do {
            try decompressor.reset()
            try decompressor.inflate(from: &input, to: &output)
        } catch let error as CompressNIOError where error == .bufferOverflow {
            throw WireError(.decompressedLengthMismatch, "inflates past the declared \(declaredLength) bytes")
        } catch let error as CompressNIOError where error == .inputBufferOverflow {
            throw WireError(.truncatedCompression, "zlib stream ends early")
        } catch let error as CompressNIOError where error == .corruptData {
            throw WireError(.corruptCompression, "invalid zlib stream")
        } catch {
            throw WireError(.corruptCompression, "\(error)")
        }
        guard output.readableBytes == declaredLength else {
            throw WireError(
                output.readableBytes < declaredLength ? .truncatedCompression : .decompressedLengthMismatch,
                "inflated \(output.readableBytes) bytes, declared \(declaredLength)")
        }
        guard input.readableBytes == 0 else {
            throw WireError(.trailingCompressedData, "\(input.readableBytes) bytes after the zlib stream")
        }
        // compress-nio reports a stream that ran out of input mid-way like a finished one; a finished
        // zlib stream ends with the Adler-32 of its output, so checking it tells the two apart.
        guard Self.trailerMatches(compressed, output: output) else {
            throw WireError(.truncatedCompression, "zlib stream has no valid end")
        }
        return output
    }

    private static func trailerMatches(_ compressed: ByteBuffer, output: ByteBuffer) -> Bool {
        guard compressed.readableBytes >= 6,
            let trailer = compressed.getInteger(at: compressed.writerIndex - 4, as: UInt32.self)
        else { return false }
        return trailer == Adler32.checksum(output.readableBytesView)
    }
}

/// The Adler-32 checksum of RFC 1950.
enum Adler32 {
    static func checksum(_ bytes: ByteBufferView) -> UInt32 {
        let modulus: UInt32 = 65521
        // 5552 is the largest run that cannot overflow 32 bits before reducing (zlib's NMAX).
        let run = 5552
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let end = min(index + run, bytes.endIndex)
            for byte in bytes[index..<end] {
                a &+= UInt32(byte)
                b &+= a
            }
            a %= modulus
            b %= modulus
            index = end
        }
        return (b << 16) | a
    }
}
