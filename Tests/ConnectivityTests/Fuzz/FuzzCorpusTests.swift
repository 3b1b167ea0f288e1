import Connectivity
import Foundation
import NIOCore
import NIOEmbedded
import Testing

/// The fuzzers' seed corpus (Fuzz/Corpus, written by `Scripts/fuzz --seeds`) must stay made of real
/// messages: when the wire format changes, these fail until the seeds are written again, so the
/// fuzzers never start from inputs the decoder refuses on the first byte.
@Suite("Fuzz seed corpus")
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

    static func seeds(_ target: String) throws -> [(String, [UInt8])] {
        let folder = corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    @Test("every MessageCodec seed is a known message that re-encodes to the same bytes")
    func envelopeSeeds() throws {
        let seeds = try Self.seeds("MessageCodecFuzzer")
        #expect(seeds.count >= 19, "one seed per message type")
        let codec = MessageCodec()
        for (name, bytes) in seeds {
            guard case .message(let message, let unknown) = try codec.decode(ByteBuffer(bytes: bytes)) else {
                Issue.record("\(name): not a known message")
                continue
            }
            #expect(unknown == 0, "\(name)")
            var again = ByteBuffer()
            try codec.encode(message, into: &again)
            #expect(try codec.decode(again) == .message(message, unknownFields: 0), "\(name)")
        }
    }

    @Test("every single-frame seed of the FrameDecoder fuzzer decodes to one message")
    func frameSeeds() throws {
        let seeds = try Self.seeds("FrameDecoderFuzzer").filter { $0.0.hasPrefix("frame-") || $0.0.hasPrefix("seated-") }
        #expect(seeds.count >= 38)
        for (name, bytes) in seeds {
            // Byte 0 is the fuzzer's control byte (delivery size; 0x80: a seated member's limits).
            let seated = bytes[0] & 0x80 != 0
            let state = WireState(
                inboundHandshakeLimits: seated ? .memberMessages : .joinRequest, inboundEstablishedLimits: .memberMessages)
            let channel = EmbeddedChannel(handler: ByteToMessageHandler(FrameDecoder(state: state)))
            defer { _ = try? channel.finish() }
            try channel.writeInbound(ByteBuffer(bytes: bytes.dropFirst()))
            let message = try channel.readInbound(as: Message.self)
            #expect(message != nil, "\(name)")
            #expect(try channel.readInbound(as: Message.self) == nil, "\(name)")
        }
    }
}
