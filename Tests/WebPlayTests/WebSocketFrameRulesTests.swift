import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing
@testable import WebPlay

/// Issue 24, bugs 4-6: RFC 6455's rules for what a client sends, against a real lobby and web
/// server on loopback with a raw client. Each case used to be answered (an unmasked ping) or closed
/// with 1000 and no word (a fragmented message over the limit, a stray continuation).
@Suite("WebSocket frame rules")
struct WebSocketFrameRulesTests {
    private static func socket(_ lobby: WebLobby) async throws -> RawWebSocket {
        guard case .accepted(let socket) = try await RawWebSocket.open(port: lobby.port) else { throw Refused() }
        return socket
    }

    private struct Refused: Error {}

    /// The frames up to and including the server's close frame (skipping lobby pings).
    private static func untilClose(_ socket: RawWebSocket) async throws -> [RawWebSocket.Frame] {
        var frames: [RawWebSocket.Frame] = []
        while let frame = try await socket.receiveFrame() {
            frames.append(frame)
            if frame.opcode == 8 { break }
        }
        return frames
    }

    /// Checks that the lobby still seats a well-behaved (sealed) browser.
    private static func lobbyCarriesOn(_ lobby: WebLobby) async throws {
        let next = try await WebSocketTransportTests.member(lobby, "Dee")
        next.close()
    }

    @Test("a fragmented message longer than any record closes with 1002 before it is buffered")
    func fragmentedOversizeIsAProtocolError() async throws {
        let lobby = try await WebLobby.start()
        // Before the handshake (a record of at most 1 KiB) and once sealed (65 535 bytes): nine
        // fragments of 8 KiB, 72 KiB, are cut off as soon as they pass the limit.
        for sealed in [false, true] {
            let socket: RawWebSocket
            if sealed {
                socket = try await WebSocketTransportTests.member(lobby, "Gil").raw
            } else {
                socket = try await Self.socket(lobby)
            }
            let fragment = [UInt8](repeating: 0x41, count: 8 * 1024)
            try await socket.sendFrame(opcode: 2, fragment, fin: false)
            // The server may close before the last fragments are written.
            for index in 1..<9 { try? await socket.sendFrame(opcode: 0, fragment, fin: index == 8) }
            let frames = try await Self.untilClose(socket)
            #expect(frames.last?.closeCode == 1002, "sealed: \(sealed)")
            socket.close()
        }
        try await Self.lobbyCarriesOn(lobby)
        await lobby.stop()
    }

    @Test("an unmasked ping is not answered: close 1002")
    func unmaskedFrameIsAProtocolError() async throws {
        let lobby = try await WebLobby.start()
        let socket = try await Self.socket(lobby)
        try await socket.sendFrame(opcode: 9, Array("are you there".utf8), masked: false)
        let frames = try await Self.untilClose(socket)
        #expect(!frames.contains { $0.opcode == 10 }, "the unmasked ping was answered")
        #expect(frames.last?.closeCode == 1002)
        socket.close()
        try await Self.lobbyCarriesOn(lobby)
        await lobby.stop()
    }

    @Test("an unmasked binary message after a masked hello: close 1002")
    func unmaskedAfterJoinIsAProtocolError() async throws {
        let lobby = try await WebLobby.start()
        let member = try await WebSocketTransportTests.member(lobby, "Eve")
        let socket = member.raw
        let record = try member.seal(SealedWebSocket.frame(try member.envelope(.pong(Pong(id: 1)))))
        try await socket.sendFrame(opcode: 2, record[0], masked: false)
        let frames = try await Self.untilClose(socket)
        #expect(frames.last?.closeCode == 1002)
        socket.close()
        await lobby.stop()
    }

    @Test("a continuation with no message started: close 1002")
    func strayContinuationIsAProtocolError() async throws {
        let lobby = try await WebLobby.start()
        let socket = try await Self.socket(lobby)
        try await socket.sendFrame(opcode: 0, [1, 2, 3], fin: true)
        let frames = try await Self.untilClose(socket)
        #expect(frames.last?.closeCode == 1002)
        socket.close()
        try await Self.lobbyCarriesOn(lobby)
        await lobby.stop()
    }

    @Test("a sealed hello record in three fragments within the limit is read whole")
    func fragmentedHelloIsRead() async throws {
        let lobby = try await WebLobby.start()
        let sealed = try await WebSocketTransportTests.socket(lobby)
        let socket = sealed.raw
        let hello = try sealed.envelope(WebLobby.hello(PlayerProfile(id: UUID(), username: "Fay")))
        let bytes = try sealed.seal(SealedWebSocket.frame(hello))[0]
        let third = bytes.count / 3
        try await socket.sendFrame(opcode: 2, Array(bytes[..<third]), fin: false)
        try await socket.sendFrame(opcode: 9, [7], fin: true)  // a control frame may come in between
        try await socket.sendFrame(opcode: 0, Array(bytes[third..<2 * third]), fin: false)
        try await socket.sendFrame(opcode: 0, Array(bytes[(2 * third)...]), fin: true)
        var accepted = false
        while let message = try await sealed.receiveMessage() {
            guard case .joinAccepted = message else { continue }
            accepted = true
            break
        }
        #expect(accepted)
        socket.close()
        await lobby.stop()
    }

    // MARK: The pure pieces

    @Test("the rules read frame headers across any split of the stream")
    func rulesAcrossSplits() {
        let stream = RawWebSocket.frame(opcode: 2, Array(repeating: 1, count: 300), fin: false)
            + RawWebSocket.frame(opcode: 9, [1])
            + RawWebSocket.frame(opcode: 0, Array(repeating: 2, count: 70_000), fin: true)
            + RawWebSocket.frame(opcode: 2, [3])
        for chunk in [1, 2, 5, 13, 1000, stream.count] {
            var rules = ClientFrameRules()
            var violation: ClientFrameRules.Violation?
            for start in stride(from: 0, to: stream.count, by: chunk) where violation == nil {
                violation = rules.read(stream[start..<min(stream.count, start + chunk)])
            }
            #expect(violation == nil, "chunk \(chunk)")
        }
    }

    @Test("each rule", arguments: [
        (RawWebSocket.frame(opcode: 2, [1], masked: false), ClientFrameRules.Violation.unmasked),
        (RawWebSocket.frame(opcode: 0, [1]), .continuationWithoutMessage),
        (RawWebSocket.frame(opcode: 1, [1], fin: false) + RawWebSocket.frame(opcode: 2, [1]), .messageInterrupted),
        (RawWebSocket.frame(opcode: 9, [1], fin: false), .malformedControlFrame),
        (RawWebSocket.frame(opcode: 9, Array(repeating: 0, count: 126)), .malformedControlFrame),
        (RawWebSocket.frame(opcode: 3, [1]), .reservedOpcode(3)),
    ])
    func eachRule(bytes: [UInt8], expected: ClientFrameRules.Violation) {
        var rules = ClientFrameRules()
        #expect(rules.read(bytes) == expected)
    }

    @Test("the assembler joins fragments, refuses past the limit without buffering it, and refuses disorder")
    func assembler() {
        var assembler = WebSocketMessageAssembler()
        #expect(assembler.add(.binary, ByteBuffer(repeating: 0x41, count: 10), fin: false, limit: 25) == .incomplete)
        #expect(assembler.add(.continuation, ByteBuffer(repeating: 0x41, count: 10), fin: false, limit: 25) == .incomplete)
        #expect(assembler.add(.continuation, ByteBuffer(repeating: 0x41, count: 6), fin: true, limit: 25) == .tooLarge(26))
        #expect(assembler.add(.binary, ByteBuffer(repeating: 0x41, count: 26), fin: true, limit: 25) == .tooLarge(26))
        #expect(assembler.add(.continuation, ByteBuffer(repeating: 0x41, count: 1), fin: true, limit: 25) == .outOfOrder)
        #expect(assembler.add(.text, ByteBuffer(repeating: 0x41, count: 5), fin: false, limit: 25) == .incomplete)
        #expect(assembler.add(.binary, ByteBuffer(repeating: 0x41, count: 5), fin: true, limit: 25) == .outOfOrder)
        var fresh = WebSocketMessageAssembler()
        #expect(fresh.add(.binary, ByteBuffer(repeating: 0x41, count: 3), fin: false, limit: 25) == .incomplete)
        #expect(fresh.add(.continuation, ByteBuffer(repeating: 0x41, count: 2), fin: true, limit: 25) == .message(ByteBuffer(repeating: 0x41, count: 5), isText: false))
    }
}
