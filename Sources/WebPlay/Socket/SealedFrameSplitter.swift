import NIOCore

/// Splits the plaintext of a browser's sealed records back into the frames of Docs/Protocol.md §2
/// (`u32 length | flags | envelope`): a frame may span records, and a record may hold several.
///
/// A frame's declared length is checked against the limit of the phase as soon as its four bytes
/// are in, before anything is buffered for it, so at most one frame under the limit and one
/// record's plaintext are ever held.
struct SealedFrameSplitter {
    /// The next thing in the stream.
    enum Step: Equatable {
        /// A whole uncompressed frame's envelope (empty for a frame of length 1).
        case envelope(ByteBuffer)
        /// A frame that declares an envelope of this many bytes, over the limit.
        case tooLarge(Int)
        /// A frame whose flags are not 0: a browser sends uncompressed frames only.
        case flagged(UInt8)
        /// A frame of length 0 (it has no flags byte).
        case empty
    }

    private static let lengthFieldBytes = 4
    private var buffer = ByteBuffer()

    /// Appends one record's plaintext.
    mutating func append(_ plaintext: [UInt8]) {
        buffer.discardReadBytes()
        buffer.writeBytes(plaintext)
    }

    /// The next frame, or `nil` until more plaintext is in; `limit` is the largest envelope the
    /// phase allows. After any step but ``Step/envelope(_:)`` the stream is unusable.
    mutating func next(limit: Int) -> Step? {
        guard let length = buffer.getInteger(at: buffer.readerIndex, as: UInt32.self) else { return nil }
        guard length > 0 else { return .empty }
        guard Int(length) - 1 <= limit else { return .tooLarge(Int(length) - 1) }
        guard buffer.readableBytes >= Self.lengthFieldBytes + Int(length) else { return nil }
        buffer.moveReaderIndex(forwardBy: Self.lengthFieldBytes)
        let flags = buffer.readInteger(as: UInt8.self) ?? 0
        guard flags == 0 else { return .flagged(flags) }
        return .envelope(buffer.readSlice(length: Int(length) - 1) ?? ByteBuffer())
    }

    /// The frame of one outbound envelope: `u32(length + 1) | 00 | envelope`.
    static func frame(_ envelope: ByteBuffer) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(5 + envelope.readableBytes)
        let length = UInt32(envelope.readableBytes + 1)
        bytes += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF), 0]
        bytes += envelope.readableBytesView
        return bytes
    }
}
