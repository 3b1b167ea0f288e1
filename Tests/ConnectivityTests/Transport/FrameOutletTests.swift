import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing

/// Frames encoded once (``EncodedFrame``) and written through a connection's ``FrameOutlet``.
@Suite("Frame outlet", .timeLimit(.minutes(1)))
struct FrameOutletTests {
    private static let unlimited = FrameLimits(maxFrameLength: Int(UInt32.max), maxDecompressedLength: Int(UInt32.max))

    @Test("encodeFrame writes the frame encode writes, for every message", arguments: [128, Int.max])
    func encodeFrameMatchesEncode(threshold: Int) throws {
        let framer = FrameEncoder(compressionThreshold: threshold)
        let reference = FrameEncoder(compressionThreshold: threshold)
        var compressedFrames = 0
        for message in SampleMessages.all {
            let frame = try framer.encodeFrame(message)
            let (bytes, compressed) = try reference.encode(message, limits: Self.unlimited)
            let parts = try CanonicalFrame(frame.bytes)
            // Byte for byte but for the JSON key order (see CanonicalFrame).
            #expect(parts == (try CanonicalFrame(bytes)), "\(message.typeName)")
            #expect(frame.isCompressed == compressed, "\(message.typeName)")
            if !compressed { #expect(frame.bytes.readableBytes == bytes.readableBytes, "\(message.typeName)") }
            #expect(frame.frameLength == frame.bytes.readableBytes - 4)
            #expect(frame.envelopeLength == parts.envelopeLength, "\(message.typeName)")
            #expect(parts.declaredLength.map(Int.init) == (compressed ? parts.envelopeLength : nil))
            #expect(frame.typeName == message.typeName && parts.typeName == message.typeName)
            #expect(frame.establishesSession == (message.typeName == "joinAccepted"))
            if compressed { compressedFrames += 1 }
        }
        if threshold == .max {
            #expect(compressedFrames == 0)
        } else {
            #expect(compressedFrames >= 4)
        }
    }

    @Test("check accepts a frame exactly at the limits and refuses one byte over, like encode", arguments: [128, Int.max])
    func checkIsExactAtTheLimits(threshold: Int) throws {
        let encoder = FrameEncoder(compressionThreshold: threshold)
        for message in SampleMessages.all {
            let frame = try encoder.encodeFrame(message)
            let exact = FrameLimits(maxFrameLength: frame.frameLength, maxDecompressedLength: frame.envelopeLength)
            var shortFrame = exact
            shortFrame.maxFrameLength -= 1
            var shortEnvelope = exact
            shortEnvelope.maxDecompressedLength -= 1
            #expect(throws: Never.self) { try frame.check(exact) }
            #expect(code { try frame.check(shortFrame) } == .frameTooLarge, "\(message.typeName)")
            #expect(code { try frame.check(shortEnvelope) } == .decompressedTooLarge, "\(message.typeName)")
            // encode draws the same lines (a compressed frame's size varies with the JSON key order).
            #expect(code { _ = try encoder.encode(message, limits: shortEnvelope) } == .decompressedTooLarge)
            guard !frame.isCompressed else { continue }
            #expect(throws: Never.self) { try encoder.encode(message, limits: exact) }
            #expect(code { _ = try encoder.encode(message, limits: shortFrame) } == .frameTooLarge)
        }
    }

    @Test("four threads sending 2,000 frames each through one outlet keep each sender's order")
    func concurrentSendersKeepTheirOrder() async throws {
        let server = try await OutletServer()
        let connection = try await FramedConnection.connect(host: "127.0.0.1", port: server.port)
        let (senders, perSender) = (4, 2_000)
        try await connection.executeThenClose { _, _ in
            let outlet = connection.outlet
            let accepted = await withTaskGroup(of: Int.self) { group in
                for sender in 0..<senders {
                    group.addTask {
                        await onOwnThread {
                            let encoder = FrameEncoder()
                            var accepted = 0
                            for sequence in 1...perSender {
                                let action = GameAction(sequence: UInt64(sequence), payload: Data([UInt8(sender)]))
                                if (try? outlet.send(encoder.encodeFrame(.gameAction(action)))) == true { accepted += 1 }
                            }
                            return accepted
                        }
                    }
                }
                return await group.reduce(0, +)
            }
            #expect(accepted == senders * perSender)
            try outlet.send(FrameEncoder().encodeFrame(.ping(Ping(id: 1))))
            let served = try #require(await server.first())
            #expect(await served.inbound.first { $0.message == .ping(Ping(id: 1)) } != nil)

            var bySender: [UInt8: [UInt64]] = [:]
            for case .gameAction(let action) in await served.inbound.messages {
                bySender[action.payload.first ?? .max, default: []].append(action.sequence)
            }
            #expect(bySender.keys.sorted() == (0..<senders).map(UInt8.init))
            for (sender, sequences) in bySender {
                #expect(sequences == Array(1...UInt64(perSender)), "sender \(sender)")
            }
            #expect(connection.wireState.counters.messagesOut == senders * perSender + 1)
        }
        await server.stop()
    }

    @Test("a frame too large for the phase is refused locally; joinAccepted widens the limits")
    func limitsFollowThePhase() async throws {
        let server = try await OutletServer()
        let connection = try await FramedConnection.connect(host: "127.0.0.1", port: server.port)
        try await connection.executeThenClose { _, _ in
            let outlet = connection.outlet
            let encoder = FrameEncoder()
            let served = try #require(await server.first())
            // 20 KiB of noise: over the 16 KiB handshake frame limit, under the 1 MiB established one.
            let noisy = GameAction(sequence: 1, payload: incompressibleBytes(20 * 1024))
            let big = try encoder.encodeFrame(.gameAction(noisy))
            #expect(code { try outlet.send(big) } == .frameTooLarge)
            // 300 KiB of one byte: a small frame, but over the 256 KiB handshake inflated limit.
            let repetitive = GameAction(sequence: 2, payload: Data(repeating: 65, count: 300 * 1024))
            let bomb = try encoder.encodeFrame(.gameAction(repetitive))
            #expect(bomb.frameLength < 16 * 1024)
            #expect(code { try outlet.send(bomb) } == .decompressedTooLarge)
            #expect(connection.wireState.counters.messagesOut == 0)

            try outlet.send(encoder.encodeFrame(.ping(Ping(id: 1))))
            #expect(await served.inbound.first { $0.message == .ping(Ping(id: 1)) } != nil)
            #expect(connection.wireState.phase == .handshake)

            let accepted = SampleMessages.all[3]
            #expect(accepted.typeName == "joinAccepted")
            try outlet.send(encoder.encodeFrame(accepted))
            #expect(connection.wireState.phase == .established)
            #expect(try outlet.send(big))
            #expect(try outlet.send(bomb))
            let huge = GameAction(sequence: 3, payload: incompressibleBytes(1024 * 1024 + 1))
            #expect(code { try outlet.send(encoder.encodeFrame(.gameAction(huge))) } == .frameTooLarge)
            try outlet.send(encoder.encodeFrame(.ping(Ping(id: 2))))

            #expect(await served.inbound.first { $0.message == .ping(Ping(id: 2)) } != nil)
            let received = await served.inbound.messages
            let expected: [Message] = [.ping(Ping(id: 1)), accepted, .gameAction(noisy), .gameAction(repetitive), .ping(Ping(id: 2))]
            #expect(received == expected, "\(received.map(\.typeName))")
            #expect(served.connection.wireState.phase == .established)
            #expect(await served.inbound.events.contains { $0.isEnded } == false)
        }
        await server.stop()
    }

    @Test("close delivers everything queued before it, then ends the connection")
    func closeFlushesThenCloses() async throws {
        let server = try await OutletServer()
        let connection = try await FramedConnection.connect(host: "127.0.0.1", port: server.port)
        let count = 500
        try await connection.executeThenClose { _, outbound in
            let outlet = connection.outlet
            let encoder = FrameEncoder()
            for sequence in 1...count {
                // Every 50th carries 64 KiB (compressed); the rest are a few bytes.
                let payload = sequence % 50 == 0 ? SampleMessages.payload(64 * 1024) : Data([UInt8(sequence % 256)])
                #expect(try outlet.send(encoder.encodeFrame(.gameAction(GameAction(sequence: UInt64(sequence), payload: payload)))))
            }
            outlet.close()
            #expect(try outlet.send(encoder.encodeFrame(.ping(Ping(id: 1)))) == false)
            await #expect(throws: FramedConnectionClosed.self) { try await outbound.send(.ping(Ping(id: 2))) }

            let served = try #require(await server.first())
            #expect(await served.inbound.first { $0.isEnded } != nil)
            let sequences = await served.inbound.messages.map { message -> UInt64 in
                if case .gameAction(let action) = message { action.sequence } else { 0 }
            }
            #expect(sequences == Array(1...UInt64(count)))
            await connection.waitUntilClosed()
            #expect(try outlet.send(encoder.encodeFrame(.ping(Ping(id: 3)))) == false)
            #expect(outlet.failure == nil)
            #expect(connection.wireState.counters.messagesOut == count)
        }
        await server.stop()
    }
}

/// The code of the ``WireError`` `body` throws, `nil` when it throws nothing (or another error).
func code(_ body: () throws -> Void) -> WireError.Code? {
    do {
        try body()
        return nil
    } catch {
        return (error as? WireError)?.code
    }
}
