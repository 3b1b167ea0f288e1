import Connectivity
import Foundation
import GameCore
import Testing
import WebPlay

/// What sealing adds to the WebSocket transport (Protocol.md §2.1 and §9), against a real lobby
/// and web server on loopback: the passcode in the handshake, the older
/// page's answer, records that do not open, and envelopes larger than a record both ways (the
/// handshake deadline and record sizes: `SealedWebSocketEdgeTests`).
@Suite("WebSocket transport: sealed")
struct SealedWebSocketTransportTests {
    private typealias Transport = WebSocketTransportTests
    private struct Refused: Error {}

    @Test func aPrivateLobbyRefusesAWrongPasscodeInTheHandshakeAndSeatsTheRightOne() async throws {
        let lobby = try await WebLobby.start(passcode: "2468")
        // The wrong passcode's first Noise message does not open: a refusal record, then a close.
        guard case .refused(let refusal) = try await SealedWebSocket.open(port: lobby.port, passcode: "1357") else {
            Issue.record("a wrong passcode was sealed")
            return
        }
        #expect(refusal.reason == .wrongPasscode)
        #expect(refusal.message == "Wrong passcode")
        // No passcode at all cannot even start.
        await #expect(throws: SealError.passcodeNeeded) { _ = try await SealedWebSocket.open(port: lobby.port) }
        // The right one is sealed, and the sealed link counts as having proved it: hello is enough.
        let socket = try await Transport.member(lobby, "Bo", passcode: "2468")
        #expect(await lobby.lobby.info.members.map(\.profile.username) == ["Host", "Bo"])
        socket.close()
        await lobby.stop()
    }

    @Test func tooManyWrongPasscodesAreRefusedWithTheWait() async throws {
        let lobby = try await WebLobby.start(passcode: "2468")
        var last: SealRefusal?
        for _ in 0..<12 {
            guard case .refused(let refusal) = try await SealedWebSocket.open(port: lobby.port, passcode: "0000") else {
                Issue.record("a wrong passcode was sealed")
                return
            }
            last = refusal
            if refusal.reason == .tooManyAttempts { break }
        }
        #expect(last?.reason == .tooManyAttempts)
        #expect((last?.retryAfterMilliseconds ?? 0) > 0)
        await lobby.stop()
    }

    @Test func anOlderPageIsToldInItsOwnProtocolThatTheLobbySpeaks3() async throws {
        let lobby = try await WebLobby.start()
        guard case .accepted(let socket) = try await RawWebSocket.open(port: lobby.port) else { throw Refused() }
        // A protocol-2 page sends its hello as one envelope per binary message.
        try await socket.send(WebLobby.hello(PlayerProfile(id: UUID(), username: "Old")))
        guard case .joinRejected(let rejection) = try await socket.receiveMessage() else {
            Issue.record("no joinRejected for an older page")
            return
        }
        #expect(rejection.reason == .protocolVersionMismatch)
        #expect(rejection.message == LobbyHost.olderClientRejection.message)
        var frame = try await socket.receiveFrame()
        while let current = frame, current.opcode != 8 { frame = try await socket.receiveFrame() }
        #expect(frame?.closeCode == 1000)
        socket.close()
        await lobby.stop()
    }

    /// One way to break the sealed stream; its description is its name.
    struct Breakage: Sendable, CustomTestStringConvertible {
        let name: String
        /// The records to send, made from three sealed in order.
        let records: @Sendable ([[UInt8]]) -> [[UInt8]]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Breakage(name: "a flipped bit") { records in
            var first = records[0]
            first[first.count / 2] ^= 0x08
            return [first]
        },
        Breakage(name: "a replayed record") { records in [records[0], records[0]] },
        Breakage(name: "reordered records") { records in [records[1], records[0]] },
        Breakage(name: "a truncated record") { records in [Array(records[0].dropLast())] },
        Breakage(name: "a record too short for its tag") { _ in [[1, 2, 3]] },
    ])
    func aBrokenRecordClosesOnlyItsConnection(_ breakage: Breakage) async throws {
        let lobby = try await WebLobby.start()
        let events = lobby.lobby.events
        let steady = try await Transport.member(lobby, "Steady")
        let victim = try await Transport.member(lobby, "Victim")
        let records = try (1...3).flatMap { id in
            try victim.seal(SealedWebSocket.frame(try victim.envelope(.ping(Ping(id: UInt64(id))))))
        }
        for record in breakage.records(records) { try await victim.raw.sendFrame(opcode: 2, record) }
        // The victim's socket is closed with 1002 and no word (its channel cannot be trusted)...
        #expect(try await victim.closeCode() == 1002, "\(breakage.name)")
        #expect(await Self.sealFailure(in: events)?.hasPrefix("noise.") == true, "\(breakage.name)")
        // ...and the other member carries on.
        try await steady.send(.ping(Ping(id: 77)))
        var answered = false
        while let message = try await steady.receiveMessage() {
            if case .pong(let pong) = message, pong.id == 77 {
                answered = true
                break
            }
        }
        #expect(answered, "\(breakage.name)")
        steady.close()
        victim.close()
        await lobby.stop()
    }

    @Test func anEnvelopeLargerThanARecordCrossesRecords() async throws {
        let lobby = try await WebLobby.start()
        let socket = try await Transport.member(lobby, "Big")
        // A ping padded with an unknown field to 65 530 bytes (a member may send 64 KiB): its frame
        // (65 535 bytes) takes two records, and a second ping's frame starts in the second.
        let fields = Array(#"{"id":5,"pad":""#.utf8) + [UInt8](repeating: 0x61, count: 65_504) + Array(#""}"#.utf8)
        let envelope = [UInt8(4)] + Array("ping".utf8) + Self.bigEndian(UInt32(fields.count)) + fields
        #expect(envelope.count == 65_530)
        #expect(envelope.count > SealRecord.maximumPlaintextBytes)
        let plaintext = SealedWebSocket.frame(envelope) + SealedWebSocket.frame(try socket.envelope(.ping(Ping(id: 6))))
        let records = try socket.seal(plaintext)
        #expect(records.count == 2)
        for record in records { try await socket.raw.sendFrame(opcode: 2, record) }
        var pongs: [UInt64] = []
        while pongs.count < 2, let message = try await socket.receiveMessage() {
            if case .pong(let pong) = message { pongs.append(pong.id) }
        }
        #expect(pongs == [5, 6])
        socket.close()
        await lobby.stop()
    }

    @Test func aViewLargerThanARecordReachesTheBrowserWhole() async throws {
        let lobby = try await WebLobby.start()
        let profile = PlayerProfile(id: UUID(), username: "Wide")
        let socket = try await Transport.socket(lobby)
        try await socket.send(WebLobby.hello(profile))
        _ = try Transport.joinAccepted(try await socket.receiveSkippingPings())
        try await socket.send(.setReady(SetReady(ready: true)))
        try await lobby.lobby.setReady(true)
        try await Transport.waitUntil { await lobby.lobby.info.readyPlayerIDs.count == 2 }
        try await lobby.lobby.startGame()
        // A 300 000-byte view: its frame is cut into five sealed records (messages) by the host.
        let view = Data("\"".utf8) + Data(repeating: 0x61, count: 299_998) + Data("\"".utf8)
        // The game's routes know the browser once the game has started. (A receive that times out
        // closes the test's socket: the wait is long, not polled.)
        var started = false
        while !started, let message = try await socket.receiveSkippingPings(within: 30) {
            if case .startGame = message { started = true }
        }
        #expect(started, "no startGame")
        lobby.lobby.gameTransport.deliver(.state(GameStateOutput(
            recipient: profile.id, round: 1, stateSequence: 1, lastAppliedAction: 0, payload: view)))
        var received: Data?
        while let message = try await socket.receiveSkippingPings() {
            if case .gameState(let state) = message {
                received = state.payload
                break
            }
        }
        #expect(received == view)
        socket.close()
        await lobby.stop()
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The code of the lobby's next `sealFailed` event, waiting at most 5 s.
    static func sealFailure(in events: AsyncStream<LobbyHostEvent>) async -> String? {
        await withTaskGroup(of: String?.self) { group in
            group.addTask {
                for await event in events {
                    if case .sealFailed(_, let code) = event { return code }
                }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
