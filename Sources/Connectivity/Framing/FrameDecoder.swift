import NIOCore

/// Splits the inbound byte stream into frames, inflates them within the limits in force and decodes
/// their envelopes. Unknown message types are counted and skipped.
///
/// Limits are checked on the length prefix before anything is buffered past it, and on the
/// declared inflated length before anything is allocated for it.
public struct FrameDecoder: NIOSingleStepByteToMessageDecoder {
    /// Decoded messages.
    public typealias InboundOut = Message

    private let state: WireState
    private let codec = MessageCodec()
    private let inflater = BoundedInflater()

    /// Creates a decoder sharing `state` with the connection's encoder.
    public init(state: WireState) {
        self.state = state
    }

    /// Whether the zlib stream has been created (only a compressed frame creates it).
    var hasInflater: Bool { inflater.hasStream }

    /// Decodes the next known message, skipping unknown ones; `nil` until a whole frame is buffered.
    public mutating func decode(buffer: inout ByteBuffer) throws -> Message? {
        while true {
            guard let length = buffer.getInteger(at: buffer.readerIndex, as: UInt32.self) else { return nil }
            let limits = state.inboundLimits
            guard length > 0 else { throw WireError(.emptyFrame) }
            guard length <= limits.maxFrameLength else {
                throw WireError(.frameTooLarge, "declared \(length) bytes, limit \(limits.maxFrameLength)")
            }
            let frameSize = FrameHeader.lengthFieldSize + Int(length)
            guard buffer.readableBytes >= frameSize else { return nil }
            buffer.moveReaderIndex(forwardBy: FrameHeader.lengthFieldSize)
            let frame = buffer.readSlice(length: Int(length))!
            let envelope = try unpack(frame, limits: limits)
            switch try codec.decode(envelope) {
            case .message(let message, let unknownFields):
                state.recordInbound(bytes: frameSize, unknownFields: unknownFields)
                if case .joinAccepted = message { state.establish() }
                return message
            case .unknownType:
                state.recordUnknownType(bytes: frameSize)
            }
        }
    }

    /// Decodes what is left at end of stream; a partial frame is an error.
    public mutating func decodeLast(buffer: inout ByteBuffer, seenEOF: Bool) throws -> Message? {
        if let message = try decode(buffer: &buffer) { return message }
        guard buffer.readableBytes == 0 else {
            let pending = buffer.readableBytes
            buffer.clear()
            throw WireError(.truncatedFrame, "connection closed with \(pending) bytes of a partial frame")
        }
        return nil
    }

    /// The envelope inside `frame` (flags byte onwards).
    private func unpack(_ frame: ByteBuffer, limits: FrameLimits) throws(WireError) -> ByteBuffer {
        var frame = frame
        let flags = frame.readInteger(as: UInt8.self)!
        guard flags & ~FrameHeader.knownFlags == 0 else {
            throw WireError(.unsupportedFlags, "flags 0x\(String(flags, radix: 16))")
        }
        guard flags & FrameHeader.compressedFlag != 0 else {
            guard frame.readableBytes <= limits.maxDecompressedLength else {
                throw WireError(.decompressedTooLarge, "\(frame.readableBytes) bytes")
            }
            return frame
        }
        guard let declared = frame.readInteger(as: UInt32.self) else {
            throw WireError(.truncatedCompression, "compressed frame without its inflated length")
        }
        guard declared > 0, declared <= limits.maxDecompressedLength else {
            throw WireError(
                .decompressedTooLarge, "declares \(declared) bytes, limit \(limits.maxDecompressedLength)")
        }
        let allowance = limits.inflationAllowance(compressedBytes: frame.readableBytes)
        guard declared <= allowance else {
            throw WireError(
                .decompressedTooLarge,
                "declares \(declared) bytes from \(frame.readableBytes) compressed, limit \(allowance) (inflation ratio)")
        }
        return try inflater.inflate(frame, declaredLength: Int(declared))
    }
}
