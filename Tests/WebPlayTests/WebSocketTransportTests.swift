import Connectivity
import Foundation
import GameCore
import Testing
import WebPlay

/// The WebSocket transport (Protocol.md §2.1 and §9) against a real lobby and web server on
/// loopback, with a raw RFC 6455 client that runs the sealed handshake with the Swift
/// ``SealInitiator`` (``SealedWebSocket``): the same handshake, passcode, resume and limits as TCP.
@Suite("WebSocket transport")
struct WebSocketTransportTests {
    static func socket(_ lobby: WebLobby, origin: String? = nil, passcode: String? = nil) async throws -> SealedWebSocket {
        guard case .sealed(let socket) = try await SealedWebSocket.open(port: lobby.port, origin: origin, passcode: passcode) else {
            throw Refused()
        }
        return socket
    }

    struct Refused: Error {}

    static func joinAccepted(_ message: Message?) throws -> JoinAccepted {
        guard case .joinAccepted(let accepted) = message else {
            Issue.record("expected joinAccepted, got \(String(describing: message))")
            throw Refused()
        }
        return accepted
    }

    /// A sealed socket seated in `lobby` as `name`.
    static func member(_ lobby: WebLobby, _ name: String, passcode: String? = nil) async throws -> SealedWebSocket {
        let socket = try await socket(lobby, passcode: passcode)
        try await socket.send(WebLobby.hello(PlayerProfile(id: UUID(), username: name)))
        _ = try joinAccepted(try await socket.receiveSkippingPings())
        return socket
    }

    @Test func aBrowserJoinsTheSameLobbyAsTCPPlayers() async throws {
        let lobby = try await WebLobby.start()
        let socket = try await Self.socket(lobby, origin: "http://127.0.0.1:\(lobby.port)")
        let profile = PlayerProfile(id: UUID(), username: "Ari")
        try await socket.send(WebLobby.hello(profile))
        let accepted = try Self.joinAccepted(try await socket.receiveSkippingPings())
        #expect(accepted.playerId == profile.id)
        #expect(accepted.lobby.members.map(\.profile.username) == ["Host", "Ari"])
        #expect(await lobby.lobby.info.members.map(\.profile.username) == ["Host", "Ari"])
        // The lobby's heartbeat reaches the browser as protocol pings, and a pong keeps it seated.
        guard case .ping(let ping) = try await socket.receiveMessage(within: 10) else {
            Issue.record("no ping")
            return
        }
        try await socket.send(.pong(Pong(id: ping.id)))
        // Leaving ends with a normal close.
        try await socket.send(.leave(Leave()))
        var frame = try await socket.receiveFrame()
        while let current = frame, current.opcode != 8 { frame = try await socket.receiveFrame() }
        #expect(frame?.closeCode == 1000)
        socket.close()
        await lobby.stop()
    }

    @Test func aDroppedBrowserResumesItsSeatWithItsToken() async throws {
        let lobby = try await WebLobby.start()
        let profile = PlayerProfile(id: UUID(), username: "Cy")
        let first = try await Self.socket(lobby)
        try await first.send(WebLobby.hello(profile))
        let accepted = try Self.joinAccepted(try await first.receiveSkippingPings())
        first.close()
        let second = try await Self.socket(lobby)
        try await second.send(WebLobby.hello(profile, token: accepted.resumeToken))
        let resumed = try Self.joinAccepted(try await second.receiveSkippingPings())
        #expect(resumed.resumed)
        #expect(resumed.playerId == profile.id)
        #expect(await lobby.lobby.info.members.count == 2)
        second.close()
        await lobby.stop()
    }

    /// One hostile message; its description is its name (the payload may be 16 KiB).
    struct HostileMessage: Sendable, CustomTestStringConvertible {
        let name: String
        let opcode: UInt8
        let payload: [UInt8]
        let code: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        HostileMessage(name: "text", opcode: 1, payload: Array("{\"hello\":1}".utf8), code: "malformedMessage"),
        HostileMessage(name: "empty envelope", opcode: 2, payload: SealedWebSocket.frame([]), code: "malformedFrame"),
        HostileMessage(
            name: "garbage envelope", opcode: 2, payload: SealedWebSocket.frame([UInt8](repeating: 0xFF, count: 40)),
            code: "malformedMessage"),
        HostileMessage(
            name: "compressed frame", opcode: 2, payload: SealedWebSocket.frame([0, 0, 0, 9] + [UInt8](repeating: 0x78, count: 9), flags: 1),
            code: "malformedFrame"),
        HostileMessage(
            name: "over 16 KiB before joining", opcode: 2,
            payload: SealedWebSocket.frame([UInt8](repeating: 0x41, count: 16 * 1024 + 1)), code: "frameTooLarge"),
    ])
    func hostileMessagesGetATypedErrorAndAProtocolClose(_ message: HostileMessage) async throws {
        let (name, opcode, payload, code) = (message.name, message.opcode, message.payload, message.code)
        let lobby = try await WebLobby.start()
        let socket = try await Self.socket(lobby)
        // Binary: the plaintext of the sealed stream (a §2 frame); text: a text message as such.
        if opcode == 2 {
            try await socket.sendPlaintext(payload)
        } else {
            try await socket.raw.sendFrame(opcode: opcode, payload)
        }
        guard case .error(let error) = try await socket.receiveMessage() else {
            Issue.record("\(name): no error message")
            return
        }
        #expect(error.code.wireValue == code, "\(name)")
        let close = try await socket.receiveFrame()
        #expect(close?.closeCode == 1002, "\(name)")
        socket.close()
        // The lobby carries on: a well-behaved browser still joins.
        let next = try await Self.socket(lobby)
        try await next.send(WebLobby.hello(PlayerProfile(id: UUID(), username: "Dee")))
        _ = try Self.joinAccepted(try await next.receiveSkippingPings())
        next.close()
        await lobby.stop()
    }

    @Test func aFrameAboveTheCapIsRefusedBeforeItIsBuffered() async throws {
        let lobby = try await WebLobby.start()
        let socket = try await Self.socket(lobby)
        // Announce a 2 MiB frame but send only its header: the server must not wait for the rest.
        var header: [UInt8] = [0x82, 0x80 | 127]
        header += (0..<8).reversed().map { UInt8(((2 << 20) >> ($0 * 8)) & 0xFF) }
        header += [1, 2, 3, 4]
        try await socket.raw.connection.send(header)
        var frame = try await socket.receiveFrame()
        while let current = frame, current.opcode != 8 { frame = try await socket.receiveFrame() }
        #expect(frame?.closeCode == 1009)
        socket.close()
        await lobby.stop()
    }

    @Test func aForeignOriginCannotOpenTheSocket() async throws {
        let lobby = try await WebLobby.start()
        guard case .refused(let status) = try await RawWebSocket.open(port: lobby.port, origin: "http://evil.example") else {
            Issue.record("a foreign origin was upgraded")
            return
        }
        #expect(status == 403)
        // Its own page's origin, and a tool without an Origin, may.
        let own = try await RawWebSocket.open(port: lobby.port, origin: "http://127.0.0.1:\(lobby.port)")
        let tool = try await RawWebSocket.open(port: lobby.port)
        for upgrade in [own, tool] {
            guard case .accepted(let socket) = upgrade else {
                Issue.record("refused")
                continue
            }
            socket.close()
        }
        await lobby.stop()
    }

    @Test func browsersAndTCPShareTheLobbysConnectionLimit() async throws {
        let lobby = try await WebLobby.start(connectionLimits: LobbyConnectionLimits(maxOpen: 8, maxJoining: 2))
        // One joining TCP connection and one joining browser fill the two joining places (a TCP
        // connection counts once it has said something, its preface: silent, it waits at the door)...
        let tcp = try await RawConnection.open(port: lobby.tcpPort)
        try await tcp.send([0, 10] + SealInitiator(passcode: nil, expectedLobby: nil).preface)
        let browser = try await Self.socket(lobby)
        try await Self.waitUntil { await lobby.lobby.openConnectionCount == 2 }
        // ...so a third, of either kind, is told why and closed.
        let third = try await Self.socket(lobby)
        guard case .error(let error) = try await third.receiveMessage() else {
            Issue.record("the third connection was not refused")
            return
        }
        #expect(error.code == .tooManyConnections)
        // Once the browser joins, its place is free again.
        try await browser.send(WebLobby.hello(PlayerProfile(id: UUID(), username: "Eve")))
        _ = try Self.joinAccepted(try await browser.receiveSkippingPings())
        let fourth = try await Self.socket(lobby)
        try await fourth.send(WebLobby.hello(PlayerProfile(id: UUID(), username: "Fay")))
        _ = try Self.joinAccepted(try await fourth.receiveSkippingPings())
        for socket in [browser, third, fourth] { socket.close() }
        tcp.close()
        await lobby.stop()
    }

    /// Polls `condition` until it holds, at most 5 s.
    static func waitUntil(_ condition: () async -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while !(await condition()) {
            guard ContinuousClock.now < deadline else { throw RawConnection.TimedOut() }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
