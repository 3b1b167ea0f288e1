import NIOCore

/// A message encoded once as a complete frame, ready for any number of connections.
///
/// A broadcast is encoded once and the same bytes go to every recipient. Limits depend on each
/// connection's phase, so they are checked when the frame is sent (``check(_:)``), not here.
public struct EncodedFrame: Sendable {
    /// The whole frame, length prefix included.
    public let bytes: ByteBuffer
    /// The envelope alone, uncompressed (what a message transport such as WebSocket carries).
    public let envelope: ByteBuffer
    /// The envelope's size before compression (what the receiver's decompressed limit applies to).
    public var envelopeLength: Int { envelope.readableBytes }
    /// Whether the body is a zlib stream.
    public let isCompressed: Bool
    /// The message type, for error messages.
    public let typeName: String
    /// Whether this is `joinAccepted`: the limits widen for the frames after it.
    public let establishesSession: Bool

    /// The value of the length prefix: the bytes after it.
    public var frameLength: Int { bytes.readableBytes - FrameHeader.lengthFieldSize }

    /// Throws, without side effects, when the frame exceeds `limits`.
    public func check(_ limits: FrameLimits) throws(WireError) {
        try Self.checkEnvelope(envelopeLength, of: typeName, against: limits)
        try Self.checkFrame(frameLength, of: typeName, against: limits)
    }

    /// The decompressed limit, for an envelope of `length` bytes.
    static func checkEnvelope(_ length: Int, of typeName: String, against limits: FrameLimits) throws(WireError) {
        guard length <= limits.maxDecompressedLength else {
            throw WireError(
                .decompressedTooLarge, "\(typeName) envelope is \(length) bytes, limit \(limits.maxDecompressedLength)")
        }
    }

    /// The frame limit, for a length prefix of `length`.
    static func checkFrame(_ length: Int, of typeName: String, against limits: FrameLimits) throws(WireError) {
        guard length <= limits.maxFrameLength else {
            throw WireError(.frameTooLarge, "\(typeName) frame is \(length) bytes, limit \(limits.maxFrameLength)")
        }
    }
}

extension FrameLimits {
    /// No limit beyond what the frame format can express; for encoding before the recipient is known.
    static let formatMaximum = FrameLimits(
        maxFrameLength: Int(UInt32.max), maxDecompressedLength: Int(UInt32.max))
}
