import NIOCore

/// Splits the inbound byte stream into frames, inflates them within the limits in force and decodes
/// their envelopes. Unknown message types are counted and skipped.
///
/// Limits are checked on the length prefix before anything is buffered past it, and on the
/// declared inflated length before anything is allocated for it.
public struct FrameDecoder: NIOSingleStepByteToMessageDecoder {
    /// Decoded messages.
    public typealias InboundOut = Message

    private var splitter: FrameSplitter
    private let unpacker: FrameUnpacker

    /// Creates a decoder sharing `state` with the connection's encoder.
    public init(state: WireState) {
        splitter = FrameSplitter(state: state)
        unpacker = FrameUnpacker(state: state)
    }

    /// Whether the zlib stream has been created (only a compressed frame creates it).
    var hasInflater: Bool { unpacker.hasInflater }

    /// Decodes the next known message, skipping unknown ones; `nil` until a whole frame is buffered.
    public mutating func decode(buffer: inout ByteBuffer) throws -> Message? {
        while let frame = try splitter.decode(buffer: &buffer) {
            if let message = try unpacker.decode(frame) { return message }
        }
        return nil
    }

    /// Decodes what is left at end of stream; a partial frame is an error.
    public mutating func decodeLast(buffer: inout ByteBuffer, seenEOF: Bool) throws -> Message? {
        while let frame = try splitter.decodeLast(buffer: &buffer, seenEOF: seenEOF) {
            if let message = try unpacker.decode(frame) { return message }
        }
        return nil
    }
}
