import Connectivity
import FuzzSupport
import NIOCore

// MessageCodec.decode on untrusted envelopes: every message's fields, the fast path and the JSON
// path. Whatever decodes must encode again and decode to the same message.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let envelope = ByteBuffer(bytes: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let codec = MessageCodec()
    guard case .message(let message, _)? = try? codec.decode(envelope) else { return 0 }
    var again = ByteBuffer()
    do {
        try codec.encode(message, into: &again)
    } catch {
        fuzzCheck(false, "decoded \(message.typeName) does not encode: \(error)")
    }
    let decoded = try? codec.decode(again)
    fuzzCheck(decoded == .message(message, unknownFields: 0), "\(message.typeName) changes on a round trip")
    return 0
}

FuzzMain.start(seeds: { WireSamples.all.map { FuzzSeed($0.0, WireSamples.envelope($0.1)) } }, entry: fuzzOne)
