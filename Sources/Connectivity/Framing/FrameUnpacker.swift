import NIOCore

/// One frame as it came off the wire: the bytes after the length prefix (flags onwards), and the
/// limits that were in force when its length was read.
struct InboundFrame: Sendable {
    /// Flags byte, then the envelope (or the inflated length and the zlib stream).
    var body: ByteBuffer
    /// Bytes on the wire, length prefix included.
    var wireSize: Int
    /// The limits the length prefix was checked against; the body is checked against them too.
    var limits: FrameLimits

    /// Envelope bytes decoding this frame produces: the declared inflated length of a compressed
    /// frame (checked before anything is inflated), else the envelope itself. What
    /// ``DecodeBudget`` charges.
    var envelopeCost: Int {
        guard let flags = body.getInteger(at: body.readerIndex, as: UInt8.self) else { return 0 }
        guard flags & FrameHeader.compressedFlag != 0,
            let declared = body.getInteger(at: body.readerIndex + 1, as: UInt32.self)
        else { return body.readableBytes - 1 }
        return Int(declared)
    }
}

/// Turns one frame into its message: flags, the inflated length and its limits, inflating, then
/// the envelope. Used inline by ``FrameDecoder`` and off the event loop for large frames.
struct FrameUnpacker {
    private let state: WireState
    private let codec = MessageCodec()
    private let inflater = BoundedInflater()

    init(state: WireState) { self.state = state }

    /// Whether the zlib stream has been created (only a compressed frame creates it).
    var hasInflater: Bool { inflater.hasStream }

    /// The message in `frame`, or `nil` for a message type this build does not know (counted).
    func decode(_ frame: InboundFrame) throws(WireError) -> Message? {
        let envelope = try unpack(frame.body, limits: frame.limits)
        switch try codec.decode(envelope) {
        case .message(let message, let unknownFields):
            state.recordInbound(bytes: frame.wireSize, unknownFields: unknownFields)
            if case .joinAccepted = message { state.establish() }
            return message
        case .unknownType:
            state.recordUnknownType(bytes: frame.wireSize)
            return nil
        }
    }

    /// The envelope inside `frame` (flags byte onwards).
    private func unpack(_ frame: ByteBuffer, limits: FrameLimits) throws(WireError) -> ByteBuffer {
        var frame = frame
        guard let declared = try InboundFrame.checkHeader(of: frame, limits: limits) else {
            frame.moveReaderIndex(forwardBy: FrameHeader.flagsSize)
            return frame
        }
        frame.moveReaderIndex(forwardBy: FrameHeader.flagsSize + FrameHeader.inflatedLengthSize)
        return try inflater.inflate(frame, declaredLength: declared)
    }
}

extension InboundFrame {
    /// Checks what a frame declares before its body is looked at: known flags, and for a
    /// compressed frame an inflated length within `limits` and the inflation ratio; for a plain
    /// one, its envelope within the decompressed limit. Returns the declared inflated length of a
    /// compressed frame, `nil` for a plain one.
    ///
    /// ``FrameSplitter`` runs it as soon as a frame is whole, so a frame that declares too much is
    /// refused before any ``DecodeBudget`` is charged or waited for (issue 24: such hellos waited
    /// their turn and ran into the handshake timeout); ``FrameUnpacker`` relies on it too.
    static func checkHeader(of body: ByteBuffer, limits: FrameLimits) throws(WireError) -> Int? {
        var frame = body
        guard let flags = frame.readInteger(as: UInt8.self) else { throw WireError(.emptyFrame) }
        guard flags & ~FrameHeader.knownFlags == 0 else {
            throw WireError(.unsupportedFlags, "flags 0x\(String(flags, radix: 16))")
        }
        guard flags & FrameHeader.compressedFlag != 0 else {
            guard frame.readableBytes <= limits.maxDecompressedLength else {
                throw WireError(.decompressedTooLarge, "\(frame.readableBytes) bytes")
            }
            return nil
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
        return Int(declared)
    }
}

/// Splits the inbound byte stream into frames, checking each length prefix against the limits in
/// force before anything past it is buffered. Decoding is left to the next handler
/// (``InboundDecodeHandler``), which may do it off the event loop.
struct FrameSplitter: NIOSingleStepByteToMessageDecoder {
    typealias InboundOut = InboundFrame

    private let state: WireState

    init(state: WireState) { self.state = state }

    mutating func decode(buffer: inout ByteBuffer) throws -> InboundFrame? {
        guard let length = buffer.getInteger(at: buffer.readerIndex, as: UInt32.self) else { return nil }
        let limits = state.inboundLimits
        guard length > 0 else { throw WireError(.emptyFrame) }
        guard length <= limits.maxFrameLength else {
            throw WireError(.frameTooLarge, "declared \(length) bytes, limit \(limits.maxFrameLength)")
        }
        let frameSize = FrameHeader.lengthFieldSize + Int(length)
        guard buffer.readableBytes >= frameSize else { return nil }
        buffer.moveReaderIndex(forwardBy: FrameHeader.lengthFieldSize)
        let body = buffer.readSlice(length: Int(length))!
        _ = try InboundFrame.checkHeader(of: body, limits: limits)
        return InboundFrame(body: body, wireSize: frameSize, limits: limits)
    }

    mutating func decodeLast(buffer: inout ByteBuffer, seenEOF: Bool) throws -> InboundFrame? {
        if let frame = try decode(buffer: &buffer) { return frame }
        guard buffer.readableBytes == 0 else {
            let pending = buffer.readableBytes
            buffer.clear()
            throw WireError(.truncatedFrame, "connection closed with \(pending) bytes of a partial frame")
        }
        return nil
    }
}
