import Connectivity
import Foundation
import NIOCore
import NIOEmbedded
import Testing

/// Keeps the hex examples in Docs/Protocol.md true.
@Suite("Docs/Protocol.md examples")
struct ProtocolDocExampleTests {
    private func bytes(_ hex: String) -> ByteBuffer {
        let digits = hex.split(whereSeparator: \.isWhitespace)
        return ByteBuffer(bytes: digits.map { UInt8($0, radix: 16)! })
    }

    private func decode(_ frame: ByteBuffer) throws -> Message? {
        let channel = EmbeddedChannel(
            handler: ByteToMessageHandler(FrameDecoder(state: WireState(handshakeLimits: .established))))
        try channel.writeInbound(frame)
        return try channel.readInbound(as: Message.self)
    }

    @Test("the uncompressed example is what the encoder produces and decodes to setReady")
    func uncompressed() throws {
        let example = bytes("00 00 00 1c 00 08 73 65 74 52 65 61 64 79 00 00 00 0e 7b 22 72 65 61 64 79 22 3a 74 72 75 65 7d")
        #expect(try decode(example) == .setReady(SetReady(ready: true)))
        let (encoded, _) = try FrameEncoder().encode(.setReady(SetReady(ready: true)), limits: .handshake)
        #expect(encoded == example)
    }

    @Test("the compressed example decodes to the documented gameAction")
    func compressed() throws {
        let example = bytes("""
            00 00 00 35 01 00 00 00 ad 78 9c e3 4a 4f cc 4d 75 4c 2e c9 cc cf 63 60 60
            e0 ab 56 2a 4e 2d 2c 4d cd 4b 4e 55 b2 32 ae 35 f7 50 b0 08 56 b0 74 51 18 24 0c 00 45 45 27 83
            """)
        let payload = Data(String(repeating: "7H 8S 9D ", count: 16).utf8)
        #expect(try decode(example) == .gameAction(GameAction(sequence: 3, payload: payload)))
    }
}
