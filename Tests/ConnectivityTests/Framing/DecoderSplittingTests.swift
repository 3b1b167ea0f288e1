import Connectivity
import Foundation
import NIOCore
import NIOEmbedded
import NIOTestUtils
import Testing

@Suite("Frame decoder under arbitrary splits")
struct DecoderSplittingTests {
    /// The frames of every sample message, encoded for the established phase.
    private func encodedSamples() throws -> [(ByteBuffer, [Message])] {
        let encoder = FrameEncoder()
        return try SampleMessages.all.filter { if case .joinAccepted = $0 { false } else { true } }.map {
            (try encoder.encode($0, limits: .established).frame, [$0])
        }
    }

    @Test("NIO's verifier: byte by byte, all at once, and coalesced give the same messages")
    func verifier() throws {
        try ByteToMessageDecoderVerifier.verifyDecoder(
            inputOutputPairs: try encodedSamples(),
            decoderFactory: { FrameDecoder(state: WireState(handshakeLimits: .established)) })
    }

    @Test("many frames in one buffer, then random splits with 50 seeds: identical output")
    func randomSplits() throws {
        let samples = try encodedSamples()
        var all = ByteBuffer()
        var expected: [Message] = []
        for _ in 0..<5 {
            for (frame, messages) in samples {
                all.writeImmutableBuffer(frame)
                expected += messages
            }
        }
        for seed in 1...50 {
            var random = SplitMix(seed: UInt64(seed))
            let channel = EmbeddedChannel(
                handler: ByteToMessageHandler(FrameDecoder(state: WireState(handshakeLimits: .established))))
            var remaining = all
            while remaining.readableBytes > 0 {
                let size = min(remaining.readableBytes, Int(random.next() % 700) + 1)
                try channel.writeInbound(remaining.readSlice(length: size)!)
            }
            var decoded: [Message] = []
            while let message = try channel.readInbound(as: Message.self) { decoded.append(message) }
            #expect(decoded == expected, "seed \(seed)")
            #expect(try channel.finish().isClean)
        }
    }
}

/// A tiny deterministic generator so failures reproduce.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
