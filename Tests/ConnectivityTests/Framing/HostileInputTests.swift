import Connectivity
import Foundation
import NIOCore
import NIOEmbedded
import Testing

@Suite("Hostile input to the frame decoder")
struct HostileInputTests {
    private func decoder(_ limits: FrameLimits = .handshake, established: FrameLimits = .established) -> (EmbeddedChannel, WireState) {
        let state = WireState(handshakeLimits: limits, establishedLimits: established)
        return (EmbeddedChannel(handler: ByteToMessageHandler(FrameDecoder(state: state))), state)
    }

    /// Feeds `bytes` and returns the code of the `WireError` it must raise.
    private func rejection(_ bytes: ByteBuffer, limits: FrameLimits = .handshake) -> WireError.Code? {
        let (channel, _) = decoder(limits)
        defer { _ = try? channel.finish() }
        let error = #expect(throws: WireError.self) { try channel.writeInbound(bytes) }
        return error?.code
    }

    @Test("a length prefix of 0xFFFFFFFF fails on the 4 prefix bytes alone, before buffering")
    func hugeLength() throws {
        var bytes = ByteBuffer()
        bytes.writeInteger(UInt32.max)
        #expect(rejection(bytes) == .frameTooLarge)
        #expect(rejection(bytes, limits: .established) == .frameTooLarge)
    }

    @Test("limit + 1 is refused, the limit itself is accepted", arguments: [FrameLimits.handshake, .established])
    func limitPlusOne(limits: FrameLimits) throws {
        var over = ByteBuffer()
        over.writeInteger(UInt32(limits.maxFrameLength + 1))
        #expect(rejection(over, limits: limits) == .frameTooLarge)

        // A frame of exactly the limit: an unknown type padded with payload, skipped, then a ping.
        let padding = limits.maxFrameLength - 1 - (1 + 3 + 4 + 2)
        var exact = RawFrames.plain(RawFrames.envelope(type: "zzz", fields: "{}", payload: Array(repeating: 0x41, count: padding)))
        #expect(exact.getInteger(at: 0, as: UInt32.self) == UInt32(limits.maxFrameLength))
        exact.writeImmutableBuffer(RawFrames.ping(1))
        let (channel, state) = decoder(limits, established: limits)
        try channel.writeInbound(exact)
        #expect(try channel.readInbound(as: Message.self) == .ping(Ping(id: 1)))
        #expect(state.counters.unknownMessageTypes == 1)
    }

    @Test("a zlib bomb (5 MiB of zeros in a few KiB) stops at the declared length")
    func zlibBomb() throws {
        var zeros = ByteBuffer(repeating: 0, count: 5 * 1024 * 1024)
        let bomb = try zeros.compress(with: .zlib)
        #expect(bomb.readableBytes < 16 * 1024)
        // Declaring the truth is refused before inflating; declaring the limit stops inflating there.
        #expect(rejection(RawFrames.compressed(declared: 5 * 1024 * 1024, zlib: bomb), limits: .established) == .decompressedTooLarge)
        #expect(rejection(RawFrames.compressed(declared: 4 * 1024 * 1024, zlib: bomb), limits: .established) == .decompressedLengthMismatch)
        #expect(rejection(RawFrames.compressed(declared: 1000, zlib: bomb), limits: .established) == .decompressedLengthMismatch)
    }

    @Test("truncated, corrupt and trailing-garbage zlib streams")
    func brokenStreams() throws {
        let envelope = RawFrames.envelope(type: "ping", fields: #"{"id":1,"pad":"\#(String(repeating: "x", count: 300))"}"#)
        let good = try RawFrames.zlib(envelope)
        let declared = UInt32(envelope.readableBytes)

        // Sanity: the untouched stream decodes.
        let (channel, _) = decoder()
        try channel.writeInbound(RawFrames.compressed(declared: declared, zlib: good))
        #expect(try channel.readInbound(as: Message.self) == .ping(Ping(id: 1)))

        for cut in [1, 4, 5, good.readableBytes / 2] {
            let truncated = good.getSlice(at: 0, length: good.readableBytes - cut)!
            #expect(rejection(RawFrames.compressed(declared: declared, zlib: truncated)) == .truncatedCompression, "cut \(cut)")
        }
        var corrupt = good
        corrupt.setInteger(UInt8(0xFF), at: 0)
        #expect(rejection(RawFrames.compressed(declared: declared, zlib: corrupt)) == .corruptCompression)
        var flipped = good
        flipped.setInteger(flipped.getInteger(at: 10, as: UInt8.self)! ^ 0x55, at: 10)
        let flippedCode = rejection(RawFrames.compressed(declared: declared, zlib: flipped))
        #expect(flippedCode == .corruptCompression || flippedCode == .decompressedLengthMismatch || flippedCode == .truncatedCompression)
        var trailing = good
        trailing.writeBytes([1, 2, 3])
        #expect(rejection(RawFrames.compressed(declared: declared, zlib: trailing)) == .trailingCompressedData)
    }

    @Test("a declared inflated length that disagrees with the stream")
    func lengthMismatch() throws {
        let envelope = RawFrames.envelope(type: "ping", fields: #"{"id":1}"#)
        let stream = try RawFrames.zlib(envelope)
        let actual = UInt32(envelope.readableBytes)
        #expect(rejection(RawFrames.compressed(declared: actual + 10, zlib: stream)) == .truncatedCompression)
        #expect(rejection(RawFrames.compressed(declared: actual - 1, zlib: stream)) == .decompressedLengthMismatch)
        #expect(rejection(RawFrames.compressed(declared: 0, zlib: stream)) == .decompressedTooLarge)
    }

    @Test("empty frames, unknown flags and malformed envelopes")
    func malformedFrames() throws {
        var empty = ByteBuffer()
        empty.writeInteger(UInt32(0))
        #expect(rejection(empty) == .emptyFrame)
        var flags = RawFrames.ping(1)
        flags.setInteger(UInt8(0x80), at: 4)
        #expect(rejection(flags) == .unsupportedFlags)
        #expect(rejection(RawFrames.plain(RawFrames.envelope(type: "", fields: "{}"))) == .malformedEnvelope)
        #expect(rejection(RawFrames.plain(RawFrames.envelope(type: "pi ng", fields: "{}"))) == .malformedEnvelope)
        var lying = RawFrames.envelope(type: "ping", fields: #"{"id":1}"#)
        lying.setInteger(UInt32(1000), at: 5)
        #expect(rejection(RawFrames.plain(lying)) == .malformedEnvelope)
        #expect(rejection(RawFrames.plain(RawFrames.envelope(type: "ping", fields: #"{"id":"x"}"#))) == .malformedFields)
        #expect(rejection(RawFrames.plain(RawFrames.envelope(type: "ping", fields: "not json"))) == .malformedFields)
        #expect(rejection(RawFrames.plain(RawFrames.envelope(type: "ping", fields: "[1]"))) == .malformedFields)
        #expect(rejection(RawFrames.plain(RawFrames.envelope(type: "ping", fields: #"{"id":1"#))) == .malformedFields)
    }

    @Test("deeply nested and oversized JSON")
    func hostileJSON() throws {
        let deep = #"{"id":1,"x":"# + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "}"
        #expect(rejection(RawFrames.plain(RawFrames.envelope(type: "ping", fields: deep))) == .fieldsTooDeep)
        // Brackets inside strings do not count.
        let quoted = #"{"id":1,"x":"\#(String(repeating: "[", count: 5000))"}"#
        let (channel, _) = decoder()
        #expect(throws: Never.self) { try channel.writeInbound(RawFrames.plain(RawFrames.envelope(type: "ping", fields: quoted))) }
        #expect(try channel.readInbound(as: Message.self) == .ping(Ping(id: 1)))
        // 20 KiB of JSON exceeds the 16 KiB handshake frame limit.
        let oversized = #"{"id":1,"x":"\#(String(repeating: "y", count: 20 * 1024))"}"#
        #expect(rejection(RawFrames.plain(RawFrames.envelope(type: "ping", fields: oversized))) == .frameTooLarge)
    }

    @Test("unknown message types, fields and enum cases are ignored and counted")
    func forwardCompatibility() throws {
        let (channel, state) = decoder()
        var bytes = RawFrames.plain(RawFrames.envelope(type: "teleport", fields: #"{"to":"mars"}"#, payload: [1, 2]))
        bytes.writeImmutableBuffer(RawFrames.plain(RawFrames.envelope(type: "ping", fields: #"{"id":5,"extra":true,"more":{"a":1}}"#)))
        bytes.writeImmutableBuffer(RawFrames.plain(RawFrames.envelope(
            type: "joinRejected", fields: #"{"reason":"solarFlare","message":"later"}"#)))
        bytes.writeImmutableBuffer(RawFrames.plain(RawFrames.envelope(type: "setReady", fields: #"{"ready":true}"#, payload: [9])))
        try channel.writeInbound(bytes)
        #expect(try channel.readInbound(as: Message.self) == .ping(Ping(id: 5)))
        #expect(try channel.readInbound(as: Message.self) == .joinRejected(JoinRejected(reason: .unknown("solarFlare"), message: "later")))
        #expect(try channel.readInbound(as: Message.self) == .setReady(SetReady(ready: true)))
        #expect(state.counters.unknownMessageTypes == 1)
        #expect(state.counters.unknownFields == 2)
        #expect(state.counters.messagesIn == 3)
    }

    @Test("a connection closed mid-frame reports a truncated frame")
    func truncatedAtEOF() throws {
        let (channel, _) = decoder()
        let ping = RawFrames.ping(1)
        try channel.writeInbound(ping.getSlice(at: 0, length: ping.readableBytes - 2)!)
        #expect(try channel.readInbound(as: Message.self) == nil)
        let error = #expect(throws: WireError.self) { _ = try channel.finish() }
        #expect(error?.code == .truncatedFrame)
    }

    @Test("limits widen only after joinAccepted")
    func phaseSwitch() throws {
        let (channel, state) = decoder()
        let accepted = try FrameEncoder().encode(.joinAccepted(JoinAccepted(
            lobby: SampleMessages.lobby, playerId: SampleMessages.bob.id, resumeToken: "t", role: .player, resumed: false)),
            limits: .handshake).frame
        let big = try FrameEncoder(compressionThreshold: .max).encode(
            .gameState(GameState(round: 1, stateSequence: 1, lastAppliedAction: 0, payload: SampleMessages.payload(100_000))),
            limits: .established).frame
        #expect(state.phase == .handshake)
        var both = accepted
        both.writeImmutableBuffer(big)
        try channel.writeInbound(both)
        #expect(state.phase == .established)
        guard case .joinAccepted = try channel.readInbound(as: Message.self) else { Issue.record("no joinAccepted"); return }
        guard case .gameState(let state) = try channel.readInbound(as: Message.self) else { Issue.record("no gameState"); return }
        #expect(state.payload.count == 100_000)
    }
}

@Suite("Sender-side limits")
struct SenderLimitTests {
    @Test("a message over the frame limit fails locally with a typed error")
    func tooLargeToSend() throws {
        var random = SplitMix(seed: 9)
        let noise = Data((0..<(2 * 1024 * 1024)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let encoder = FrameEncoder()
        let error = #expect(throws: WireError.self) {
            _ = try encoder.encode(.gameAction(GameAction(sequence: 1, payload: noise)), limits: .established)
        }
        #expect(error?.code == .frameTooLarge)
        let tooBig = Data(repeating: 1, count: 5 * 1024 * 1024)
        let inflated = #expect(throws: WireError.self) {
            _ = try encoder.encode(.gameAction(GameAction(sequence: 1, payload: tooBig)), limits: .established)
        }
        #expect(inflated?.code == .decompressedTooLarge)
        // The encoder is still usable afterwards.
        #expect(throws: Never.self) { _ = try encoder.encode(.ping(Ping(id: 1)), limits: .handshake) }
    }
}
