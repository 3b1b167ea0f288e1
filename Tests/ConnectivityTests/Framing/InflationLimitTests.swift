import Connectivity
import Foundation
import GameCore
import NIOCore
import NIOEmbedded
import Testing

/// A host reads what clients send under stricter limits than it writes (issue 17): a join request
/// inflates to at most 16 KiB, and nothing from a client inflates more than 64x its compressed size.
@Suite("Inflation limits on a host's inbound frames")
struct InflationLimitTests {
    /// A host-side decoder (join-request limits, then member limits).
    private func hostDecoder() -> (EmbeddedChannel, WireState) {
        let state = WireState(inboundHandshakeLimits: .joinRequest, inboundEstablishedLimits: .memberMessages)
        return (EmbeddedChannel(handler: ByteToMessageHandler(FrameDecoder(state: state))), state)
    }

    /// A `hello` whose profile name is padded with `padding` repeated letters, as an envelope.
    private func paddedHello(padding: Int) throws -> ByteBuffer {
        var buffer = ByteBuffer()
        let profile = PlayerProfile(id: UUID(), username: "Eve" + String(repeating: "e", count: padding))
        try MessageCodec().encode(
            .hello(Hello(appVersion: "test", games: [GameVersionInfo(id: "tally", version: SemanticVersion(1, 0, 0))], profile: profile)),
            into: &buffer)
        return buffer
    }

    /// Passes a `joinAccepted` through the decoder, which switches it to the established limits.
    private func establish(_ channel: EmbeddedChannel) throws {
        let accepted = Message.joinAccepted(JoinAccepted(
            lobby: SampleMessages.lobby, playerId: SampleMessages.bob.id, resumeToken: "cafe", role: .player, resumed: false))
        var envelope = ByteBuffer()
        try MessageCodec().encode(accepted, into: &envelope)
        try channel.writeInbound(RawFrames.plain(envelope))
        _ = try channel.readInbound(as: Message.self)
    }

    private func code(_ bytes: ByteBuffer, channel: EmbeddedChannel) -> WireError.Code? {
        (#expect(throws: WireError.self) { try channel.writeInbound(bytes) })?.code
    }

    @Test func theAllowanceIsTheRatioWithAFloorAndTheCap() {
        #expect(FrameLimits.joinRequest.inflationAllowance(compressedBytes: 10) == FrameLimits.minimumInflationAllowance)
        #expect(FrameLimits.joinRequest.inflationAllowance(compressedBytes: 100) == 6_400)
        #expect(FrameLimits.joinRequest.inflationAllowance(compressedBytes: 1_000) == 16 * 1024)
        #expect(FrameLimits.memberMessages.inflationAllowance(compressedBytes: 400) == 25_600)
        #expect(FrameLimits.memberMessages.inflationAllowance(compressedBytes: 4_200) == 64 * 1024, "the cap")
        #expect(FrameLimits.established.inflationAllowance(compressedBytes: 1) == 4 * 1024 * 1024, "no ratio: the cap")
    }

    @Test func aJoinRequestBombIsRefusedBeforeInflating() throws {
        // Issue 17's attack: a ~444-byte compressed hello that inflates to 256 KiB.
        let bomb = try paddedHello(padding: 256 * 1024 - 200)
        let zlib = try RawFrames.zlib(bomb)
        #expect(zlib.readableBytes < 1_024)
        let (channel, _) = hostDecoder()
        #expect(code(RawFrames.compressed(declared: UInt32(bomb.readableBytes), zlib: zlib), channel: channel) == .decompressedTooLarge)
    }

    @Test func anHonestCompressedHelloIsRead() throws {
        let hello = try paddedHello(padding: 60)
        let (channel, _) = hostDecoder()
        try channel.writeInbound(RawFrames.compressed(declared: UInt32(hello.readableBytes), zlib: try RawFrames.zlib(hello)))
        guard case .hello = try channel.readInbound(as: Message.self) else {
            Issue.record("the hello was not decoded")
            return
        }
    }

    @Test func anEncoderTowardAHostSendsUncompressedWhatTheHostWouldRefuseCompressed() throws {
        // A legal action (16 KiB payload, the most a host accepts) of one repeated byte: ~50 zlib bytes.
        let action = Message.gameAction(GameAction(sequence: 1, payload: Data(repeating: 0x41, count: 16 * 1024)))
        let unbounded = try FrameEncoder().encode(action, limits: .established)
        #expect(unbounded.compressed, "without a receiver ratio the smaller, compressed form is sent")
        let (refusing, _) = hostDecoder()
        try establish(refusing)
        #expect(code(unbounded.frame, channel: refusing) == .decompressedTooLarge)

        let towardHost = try FrameEncoder(receiverInflationRatio: 64).encode(action, limits: .established)
        #expect(!towardHost.compressed)
        let (host, _) = hostDecoder()
        try establish(host)
        try host.writeInbound(towardHost.frame)
        #expect(try host.readInbound(as: Message.self) == action)
    }

    @Test func anEncoderTowardAHostStillCompressesHonestJSON() throws {
        // A view-like payload deflating ~10x stays compressed under the ratio.
        let json = (0..<200).map { #"{"card":"\#($0 % 13)H","seat":\#($0 % 6)}"# }.joined(separator: ",")
        let action = Message.gameAction(GameAction(sequence: 1, payload: Data("[\(json)]".utf8)))
        let encoded = try FrameEncoder(receiverInflationRatio: 64).encode(action, limits: .established)
        #expect(encoded.compressed)
        let (host, _) = hostDecoder()
        try establish(host)
        try host.writeInbound(encoded.frame)
        #expect(try host.readInbound(as: Message.self) == action)
    }

    @Test func aMemberBombIsRefusedButAClientStillReadsARepetitiveView() throws {
        // A 4 MiB action payload of one repeated byte compresses to a few KiB (issue 17: 4.2 KB).
        let action = Message.gameAction(GameAction(sequence: 1, payload: Data(repeating: 0x41, count: 4 * 1024 * 1024 - 100)))
        var envelope = ByteBuffer()
        try MessageCodec().encode(action, into: &envelope)
        let zlib = try RawFrames.zlib(envelope)
        #expect(zlib.readableBytes < 8 * 1024)
        let frame = RawFrames.compressed(declared: UInt32(envelope.readableBytes), zlib: zlib)
        let (host, _) = hostDecoder()
        try establish(host)
        #expect(code(frame, channel: host) == .decompressedTooLarge)
        // The host's own frames are read by clients without a ratio: a repetitive view still arrives.
        let client = EmbeddedChannel(handler: ByteToMessageHandler(FrameDecoder(state: WireState())))
        try establish(client)
        try client.writeInbound(frame)
        #expect(try client.readInbound(as: Message.self) == action)
    }
}
