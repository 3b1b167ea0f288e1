import Connectivity
import FuzzSupport
import NIOCore

// The host's inbound byte stream: FrameDecoder under the host's limits (join request, then member
// messages), behind NIO's single-step processor as in the pipeline. Byte 0 picks the delivery size
// and the phase; the rest arrives in pieces. Splitting the bytes differently must not change what
// decodes, nor whether the stream fails.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let control = input.argument()
    let seated = control & 0x80 != 0
    let stream = input.rest()
    let whole = decode(stream, piece: max(stream.count, 1), seated: seated)
    let split = decode(stream, piece: 1 + control % 61, seated: seated)
    fuzzCheck(whole.messages == split.messages, "splitting changed the messages: \(whole.messages.count) vs \(split.messages.count)")
    fuzzCheck(whole.failure == split.failure, "splitting changed the failure: \(String(describing: whole.failure)) vs \(String(describing: split.failure))")
    return 0
}

/// Feeds `stream` in pieces of `piece` bytes, then end of stream; stops at the first error as the
/// connection would.
func decode(_ stream: [UInt8], piece: Int, seated: Bool) -> (messages: [Message], failure: WireError.Code?) {
    // A seated member's connection reads under the member limits from the start.
    let state = WireState(
        inboundHandshakeLimits: seated ? .memberMessages : .joinRequest, inboundEstablishedLimits: .memberMessages)
    let processor = NIOSingleStepByteToMessageProcessor(FrameDecoder(state: state))
    var messages: [Message] = []
    do {
        var start = 0
        while start < stream.count {
            let end = min(stream.count, start + piece)
            try processor.process(buffer: ByteBuffer(bytes: stream[start..<end])) { messages.append($0) }
            start = end
        }
        try processor.finishProcessing(seenEOF: true) { messages.append($0) }
    } catch let error as WireError {
        return (messages, error.code)
    } catch {
        fuzzCheck(false, "FrameDecoder threw a \(type(of: error)), not a WireError: \(error)")
    }
    return (messages, nil)
}

/// Frames of every message (compressed where the encoder compresses), a whole handshake stream,
/// and frames at the edges of the limits.
func seeds() -> [FuzzSeed] {
    var seeds = WireSamples.all.map { FuzzSeed("frame-\($0.0)", [7] + WireSamples.frame($0.1)) }
    seeds += WireSamples.all.map { FuzzSeed("seated-\($0.0)", [0x85] + WireSamples.frame($0.1)) }
    let stream = WireSamples.all.prefix(6).flatMap { WireSamples.frame($0.1) }
    seeds.append(FuzzSeed("stream-handshake", [3] + stream))
    // A compressed frame that declares more than 64x its size, and an empty frame.
    seeds.append(FuzzSeed("declares-too-much", [0, 0, 0, 0, 14, 1, 0, 1, 0, 0, 0x78, 0x9c, 3, 0, 0, 0, 0, 1]))
    seeds.append(FuzzSeed("empty-frame", [1, 0, 0, 0, 0]))
    return seeds
}

FuzzMain.start(seeds: seeds, entry: fuzzOne)
