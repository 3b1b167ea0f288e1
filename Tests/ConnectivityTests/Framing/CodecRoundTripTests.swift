import Connectivity
import Foundation
import NIOCore
import NIOEmbedded
import Testing

@Suite("Frame codec round trips")
struct CodecRoundTripTests {
    @Test("every message type survives encode then decode", arguments: SampleMessages.all)
    func roundTrip(message: Message) throws {
        let encoder = FrameEncoder()
        let (frame, _) = try encoder.encode(message, limits: .established)
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(FrameDecoder(state: WireState())))
        // Decode under established limits so large samples are accepted; the phase is tested separately.
        try channel.writeInbound(frame)
        let decoded = try #require(try channel.readInbound(as: Message.self))
        #expect(decoded == message)
        #expect(try channel.finish().isClean)
    }

    @Test("large compressible envelopes are compressed, small ones are not")
    func compressionDecision() throws {
        let encoder = FrameEncoder()
        let big = Message.gameState(GameState(round: 1, stateSequence: 1, lastAppliedAction: 0, payload: SampleMessages.payload(3000)))
        let (bigFrame, bigCompressed) = try encoder.encode(big, limits: .established)
        #expect(bigCompressed)
        #expect(bigFrame.getInteger(at: 4, as: UInt8.self) == 0x01)
        #expect(bigFrame.readableBytes < 1000)

        let (smallFrame, smallCompressed) = try encoder.encode(.ping(Ping(id: 1)), limits: .established)
        #expect(!smallCompressed)
        #expect(smallFrame.getInteger(at: 4, as: UInt8.self) == 0x00)
        #expect(smallFrame.getInteger(at: 0, as: UInt32.self) == UInt32(smallFrame.readableBytes - 4))
    }

    @Test("incompressible payloads are sent uncompressed")
    func incompressible() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let (_, compressed) = try FrameEncoder().encode(
            .gameAction(GameAction(sequence: 1, payload: noise)), limits: .established)
        #expect(!compressed)
    }

    @Test("the exact bytes of an uncompressed ping frame")
    func pingBytes() throws {
        let (frame, _) = try FrameEncoder().encode(.ping(Ping(id: 7)), limits: .handshake)
        let expected: [UInt8] =
            [0, 0, 0, 18, 0x00, 4] + Array("ping".utf8) + [0, 0, 0, 8] + Array(#"{"id":7}"#.utf8)
        #expect(Array(frame.readableBytesView) == expected)
    }

    @Test("payloads travel as raw bytes after the JSON fields, not base64")
    func payloadIsRaw() throws {
        let payload = Data([0xDE, 0xAD, 0xBE, 0xEF])
        let encoder = FrameEncoder(compressionThreshold: .max)
        let (frame, _) = try encoder.encode(.gameAction(GameAction(sequence: 3, payload: payload)), limits: .handshake)
        let bytes = Array(frame.readableBytesView)
        #expect(Array(bytes.suffix(4)) == [0xDE, 0xAD, 0xBE, 0xEF])
        #expect(!String(decoding: bytes, as: UTF8.self).contains("3q2+7w=="))
    }
}
