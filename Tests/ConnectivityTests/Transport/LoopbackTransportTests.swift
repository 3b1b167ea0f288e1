import Connectivity
import Foundation
import GameCore
import NIOCore
import NIOPosix
import Testing

@Suite("Framed transport over loopback TCP")
struct LoopbackTransportTests {
    /// Joins, then sends `actions` actions of `size` bytes each and checks every echo.
    private func exchange(port: Int, name: String, actions: Int, size: Int) async throws -> WireState.Counters {
        let connection = try await FramedConnection.connect(host: "127.0.0.1", port: port)
        return try await connection.executeThenClose { inbound, outbound in
            var messages = inbound.makeAsyncIterator()
            let profile = PlayerProfile(username: name)
            try await outbound.send(.hello(Hello(appVersion: "test", games: [SampleMessages.game], profile: profile)))
            guard case .joinAccepted(let accepted) = try await messages.next() else {
                Issue.record("expected joinAccepted")
                return connection.wireState.counters
            }
            #expect(accepted.playerId == profile.id)
            #expect(accepted.lobby.settings == SampleMessages.lobby.settings)
            #expect(connection.wireState.phase == .established)
            for sequence in 1...actions {
                let payload = SampleMessages.payload(size + sequence)
                try await outbound.send(.gameAction(GameAction(sequence: UInt64(sequence), payload: payload)))
                guard case .gameState(let state) = try await messages.next() else {
                    Issue.record("expected gameState")
                    break
                }
                #expect(state.lastAppliedAction == UInt64(sequence))
                #expect(state.payload == payload)
            }
            try await outbound.send(.ping(Ping(id: 99)))
            #expect(try await messages.next() == .pong(Pong(id: 99)))
            return connection.wireState.counters
        }
    }

    @Test("several clients exchange messages both ways, compressed and not")
    func severalClients() async throws {
        let server = try await EchoServer()
        let counters = try await withThrowingTaskGroup(of: WireState.Counters.self) { group in
            for client in 0..<6 {
                // Even clients send small (uncompressed) payloads, odd ones 64 KiB compressible ones.
                let size = client % 2 == 0 ? 10 : 64 * 1024
                group.addTask { try await exchange(port: server.port, name: "p\(client)", actions: 20, size: size) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counters.count == 6)
        #expect(counters.allSatisfy { $0.messagesIn == 22 && $0.messagesOut == 22 })
        #expect(counters.contains { $0.compressedFramesOut >= 20 })
        // Small-payload clients compress only their hello (the profile makes it worth it).
        #expect(counters.filter { $0.compressedFramesOut <= 1 }.count == 3)
        #expect(await eventually { await server.outcomes.all.count == 6 })
        #expect(await server.outcomes.all.allSatisfy { $0 == .closedByPeer })
        await server.stop()
    }

    @Test("a hostile connection is closed with a typed error while a good one carries on")
    func hostileBesideGood() async throws {
        let server = try await EchoServer()
        let good = try await FramedConnection.connect(host: "127.0.0.1", port: server.port)
        try await good.executeThenClose { inbound, outbound in
            var messages = inbound.makeAsyncIterator()
            try await outbound.send(.ping(Ping(id: 1)))
            #expect(try await messages.next() == .pong(Pong(id: 1)))

            // Each hostile peer is cut off with the right code, and told why.
            var hostile: [(ByteBuffer, WireError.Code)] = []
            var huge = ByteBuffer()
            huge.writeInteger(UInt32.max)
            hostile.append((huge, .frameTooLarge))
            var bomb = ByteBuffer(repeating: 0, count: 1024 * 1024)
            hostile.append((RawFrames.compressed(declared: 200 * 1024, zlib: try RawFrames.zlib(bomb)), .decompressedLengthMismatch))
            bomb.clear()
            hostile.append((RawFrames.plain(RawFrames.envelope(type: "ping", fields: String(repeating: "[", count: 1000))), .fieldsTooDeep))
            for (index, (bytes, code)) in hostile.enumerated() {
                let reply = try await RawClient.sendAndCollect(bytes, port: server.port)
                let told = WireError(code).protocolErrorCode.wireValue
                #expect(String(decoding: reply, as: UTF8.self).contains(#""code":"\#(told)""#), "hostile \(index)")
                #expect(await eventually { await server.outcomes.all.contains(.wireError(code)) }, "hostile \(index)")
                try await outbound.send(.ping(Ping(id: UInt64(10 + index))))
                #expect(try await messages.next() == .pong(Pong(id: UInt64(10 + index))))
            }
        }
        await server.stop()
    }

    @Test("hundreds of bomb frames do not grow memory with their declared sizes")
    func bombsDoNotGrowMemory() async throws {
        let server = try await EchoServer()
        var zeros = ByteBuffer(repeating: 0, count: 4 * 1024 * 1024)
        let bomb = RawFrames.compressed(declared: 200 * 1024, zlib: try RawFrames.zlib(zeros))
        zeros.clear()
        let before = ResidentMemory.current()
        for _ in 0..<200 { _ = try await RawClient.sendAndCollect(bomb, port: server.port) }
        #expect(await eventually { await server.outcomes.all.count == 200 })
        let growth = ResidentMemory.current() - before
        // 200 bombs each declaring 4 MiB of zeros would be 800 MiB if any were kept; allow normal churn.
        #expect(growth < 64 * 1024 * 1024, "resident memory grew by \(growth) bytes")
        await server.stop()
    }

    @Test("a too-large send fails locally, nothing is sent, and the connection still works")
    func oversizedSendKeepsConnection() async throws {
        let server = try await EchoServer()
        let connection = try await FramedConnection.connect(host: "127.0.0.1", port: server.port)
        try await connection.executeThenClose { inbound, outbound in
            var messages = inbound.makeAsyncIterator()
            // Before the handshake the limit is 16 KiB per frame.
            var random = SplitMix(seed: 3)
            let noise = Data((0..<(20 * 1024)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
            let error = await #expect(throws: WireError.self) {
                try await outbound.send(.gameAction(GameAction(sequence: 1, payload: noise)))
            }
            #expect(error?.code == .frameTooLarge)
            #expect(connection.wireState.counters.messagesOut == 0)
            try await outbound.send(.ping(Ping(id: 5)))
            #expect(try await messages.next() == .pong(Pong(id: 5)))
        }
        await server.stop()
    }

    @Test("closing is observable on both sides")
    func closeIsObservable() async throws {
        let server = try await EchoServer()
        let connection = try await FramedConnection.connect(host: "127.0.0.1", port: server.port)
        try await connection.executeThenClose { _, outbound in
            try await outbound.send(.leave(Leave()))
        }
        await connection.waitUntilClosed()
        let closed = await eventually { await server.outcomes.all == [.closedByPeer] }
        let outcomes = await server.outcomes.all
        #expect(closed, "server saw \(outcomes)")
        await server.stop()
    }
}
