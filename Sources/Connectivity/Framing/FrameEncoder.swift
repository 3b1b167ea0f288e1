import CompressNIO
import NIOCore

/// Turns messages into frames, compressing when that makes the frame smaller (and, toward a
/// receiver that bounds inflation, when the frame stays within that bound).
///
/// Owns one zlib stream, reset for every frame, so frames stay independent of each other. The
/// stream (about 256 KiB of deflate state) is created by the first frame that reaches the
/// compression threshold: most connections only ever send small frames.
/// Not thread-safe: one per connection, used under its owner's lock.
public final class FrameEncoder {
    /// The default ``compressionThreshold``: deflating a few hundred bytes costs the sender ~4-9 µs
    /// (and the receiver ~3 µs to inflate) per frame and recipient to save ~100 bytes, which on a
    /// LAN is worth far less. At 512 a Crazy Eights player's view (600-900 bytes) was deflated for
    /// every recipient, 80,000 instructions each to save ~300 bytes (issue 38); from 1 KiB on
    /// (lobby updates of a full room, Quortex's and SketchDuel's views) it pays.
    public static let defaultCompressionThreshold = 1024

    /// Envelopes shorter than this are never compressed (zlib's overhead would not pay).
    public let compressionThreshold: Int
    /// The receiver's ``FrameLimits/maxInflationRatio``, or `nil` when it reads without one. A frame
    /// that would inflate to more than ``FrameLimits/inflationAllowance(compressedBytes:ratio:)`` of
    /// its zlib stream is sent uncompressed: a host refuses it compressed (`decompressedTooLarge`).
    public let receiverInflationRatio: Int?
    private let codec = MessageCodec()
    private let compressionLevel: Int32
    private var compressor: ZlibCompressor?
    private let allocator = ByteBufferAllocator()

    /// Creates an encoder; `compressionThreshold` of `Int.max` disables compression. A client's
    /// encoder passes the host's `receiverInflationRatio` (``FrameLimits/memberMessages``: 64).
    public init(
        compressionThreshold: Int = defaultCompressionThreshold, compressionLevel: Int32 = 6,
        receiverInflationRatio: Int? = nil
    ) {
        self.compressionThreshold = compressionThreshold
        self.receiverInflationRatio = receiverInflationRatio
        // The level is clamped to zlib's range; anything else is a programming error upstream.
        self.compressionLevel = min(max(compressionLevel, 1), 9)
    }

    /// Whether the zlib stream has been created (tests check that small traffic never creates it).
    var hasDeflater: Bool { compressor != nil }

    /// Encodes `message` as one frame under `limits`; throws (sending nothing) when it would exceed them.
    public func encode(_ message: Message, limits: FrameLimits) throws(WireError) -> (frame: ByteBuffer, compressed: Bool) {
        let frame = try encodeFrame(message, limits: limits)
        return (frame.bytes, frame.isCompressed)
    }

    /// Encodes `message` as a frame without applying any connection's limits (see ``EncodedFrame/check(_:)``).
    public func encodeFrame(_ message: Message) throws(WireError) -> EncodedFrame {
        try encodeFrame(message, limits: .formatMaximum)
    }

    private func encodeFrame(_ message: Message, limits: FrameLimits) throws(WireError) -> EncodedFrame {
        let headerSize = FrameHeader.lengthFieldSize + FrameHeader.flagsSize
        let typeName = message.wireType.messageType
        var frame = allocator.buffer(capacity: Self.initialCapacity(for: message))
        frame.moveWriterIndex(forwardBy: headerSize)
        try codec.encode(message, into: &frame)
        let envelopeLength = frame.readableBytes - headerSize
        // Checked before compressing: an oversized envelope is refused without deflating it.
        try EncodedFrame.checkEnvelope(envelopeLength, of: typeName, against: limits)
        var compressed = false
        var inflatedEnvelope: ByteBuffer?
        if envelopeLength >= compressionThreshold,
            let deflated = try deflate(frame.getSlice(at: headerSize, length: envelopeLength)!),
            deflated.readableBytes < frame.readableBytes,
            isWithinReceiverRatio(envelopeLength: envelopeLength, compressedFrame: deflated)
        {
            // Kept for message transports (WebSocket), which carry envelopes uncompressed.
            inflatedEnvelope = frame.getSlice(at: headerSize, length: envelopeLength)
            frame = deflated
            compressed = true
        } else {
            frame.setInteger(UInt8(0), at: FrameHeader.lengthFieldSize)
        }
        let length = frame.readableBytes - FrameHeader.lengthFieldSize
        try EncodedFrame.checkFrame(length, of: typeName, against: limits)
        frame.setInteger(UInt32(length), at: 0)
        var establishes = false
        if case .joinAccepted = message { establishes = true }
        // A slice taken after the last write to `frame`: it shares the storage, nothing is copied.
        let envelope = inflatedEnvelope ?? frame.getSlice(at: headerSize, length: envelopeLength)!
        return EncodedFrame(
            bytes: frame, envelope: envelope, isCompressed: compressed, typeName: typeName,
            establishesSession: establishes)
    }

    /// Whether a receiver bounding inflation by ``receiverInflationRatio`` accepts `compressedFrame`
    /// (prefix, flags, inflated length, zlib stream) declaring `envelopeLength` bytes.
    private func isWithinReceiverRatio(envelopeLength: Int, compressedFrame: ByteBuffer) -> Bool {
        guard let ratio = receiverInflationRatio else { return true }
        let headerSize = FrameHeader.lengthFieldSize + FrameHeader.flagsSize + FrameHeader.inflatedLengthSize
        let zlibBytes = compressedFrame.readableBytes - headerSize
        return envelopeLength <= FrameLimits.inflationAllowance(compressedBytes: zlibBytes, ratio: ratio)
    }

    /// Room for the header, the fields of any small message and the payload of the frequent ones, so
    /// that writing them never grows the buffer (a reallocation and a copy).
    private static func initialCapacity(for message: Message) -> Int {
        if case .gameState(let state) = message { return 256 + state.payload.count }
        if case .gameAction(let action) = message { return 256 + action.payload.count }
        return 256
    }

    /// A complete compressed frame (prefix left for the caller to fill) for `envelope`.
    private func deflate(_ envelope: ByteBuffer) throws(WireError) -> ByteBuffer? {
        var input = envelope
        let compressor = try deflater()
        let headerSize = FrameHeader.lengthFieldSize + FrameHeader.flagsSize + FrameHeader.inflatedLengthSize
        var output = allocator.buffer(capacity: headerSize + compressor.maxSize(from: input))
        output.moveWriterIndex(forwardBy: FrameHeader.lengthFieldSize)
        output.writeInteger(FrameHeader.compressedFlag)
        output.writeInteger(UInt32(envelope.readableBytes))
        do {
            try compressor.reset()
            try compressor.deflate(from: &input, to: &output, flush: .finish)
        } catch {
            throw WireError(.compressionFailed, "\(error)")
        }
        return output
    }

    /// The zlib stream, created on first use.
    private func deflater() throws(WireError) -> ZlibCompressor {
        if let compressor { return compressor }
        do {
            // memoryLevel 4: a 4 KiB hash table instead of zlib's default 64 KiB, which every frame's
            // deflateReset clears: 45,000 instructions per Crazy Eights move went to that memset
            // (issue 38). Game views are mostly under 2 KiB; a larger envelope compresses a little
            // less well (the window stays 32 KiB), and any peer inflates the stream as before.
            let created = try ZlibCompressor(
                algorithm: .zlib,
                configuration: ZlibConfiguration(windowSize: 15, compressionLevel: compressionLevel, memoryLevel: 4))
            compressor = created
            return created
        } catch {
            // deflateInit2 fails only when memory is exhausted; this frame is not sent.
            throw WireError(.compressionFailed, "\(error)")
        }
    }
}
