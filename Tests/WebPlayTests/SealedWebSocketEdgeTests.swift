import Connectivity
import Foundation
import GameCore
import Testing
import WebPlay

/// Issue 39 on the WebSocket binding (Docs/Protocol.md §2.1, §9), against a real lobby and web
/// server on loopback: one join deadline of 5 s from the upgrade (it was 5 s to seal, then the
/// lobby's own 5 s for `hello`), Noise message 1 of one exact length (never counted as a wrong
/// passcode otherwise), and a record cut short by the socket's end said as `sealFailed`.
@Suite("WebSocket transport: the sealed handshake's edges")
struct SealedWebSocketEdgeTests {
    private struct Refused: Error {}

    enum Stall: String, CaseIterable, Sendable {
        case nothingSent, prefaceOnly, sealedWithoutHello
        /// Sealed 3 s after the upgrade (a slow phone deriving the passcode key), then no `hello`:
        /// closed at 8 s before, the lobby's 5 s starting only then.
        case sealedLateWithoutHello
    }

    @Test(arguments: Stall.allCases)
    func aStalledSocketIsClosedFiveSecondsAfterTheUpgrade(_ stall: Stall) async throws {
        let lobby = try await WebLobby.start()
        let before = ContinuousClock.now
        let raw: RawWebSocket
        switch stall {
        case .nothingSent, .prefaceOnly:
            guard case .accepted(let socket) = try await RawWebSocket.open(port: lobby.port) else { throw Refused() }
            raw = socket
            if stall == .prefaceOnly {
                try await raw.sendFrame(opcode: 2, SealInitiator(passcode: nil, expectedLobby: nil).preface)
            }
        case .sealedWithoutHello:
            guard case .sealed(let socket) = try await SealedWebSocket.open(port: lobby.port) else { throw Refused() }
            raw = socket.raw
        case .sealedLateWithoutHello:
            guard case .accepted(let socket) = try await RawWebSocket.open(port: lobby.port) else { throw Refused() }
            raw = socket
            var initiator = SealInitiator(passcode: nil, expectedLobby: nil)
            try await raw.sendFrame(opcode: 2, initiator.preface)
            guard case .send(let first) = try initiator.receive(try #require(try await raw.receiveFrame()).payload) else {
                throw Refused()
            }
            // The stall itself (not a wait for an event): message 1 three seconds after the upgrade.
            try await Task.sleep(until: before + .seconds(3))
            try await raw.sendFrame(opcode: 2, first)
            let reply = try #require(try await raw.receiveFrame())
            guard case .established = try initiator.receive(reply.payload) else { throw Refused() }
        }
        var frame = try await raw.receiveFrame(within: 15)
        while let current = frame, current.opcode != 8 { frame = try await raw.receiveFrame(within: 15) }
        let closed = ContinuousClock.now - before
        print("[deadline] WebSocket, \(stall.rawValue): closed \(closed) after the upgrade")
        #expect(closed >= .milliseconds(4_500) && closed <= .seconds(6), "closed \(closed) after the upgrade")
        try await WebSocketTransportTests.waitUntil { await lobby.lobby.openConnectionCount == 0 }
        raw.close()
        await lobby.stop()
    }

    @Test(arguments: [false, true], [0, 31, 33, 47, 48, 49, 1_000])
    func messageOneOfAnotherLengthIsRefusedUncounted(isPrivate: Bool, length: Int) async throws {
        let right = isPrivate ? 48 : 32
        guard length != right else { return }
        let lobby = try await WebLobby.start(passcode: isPrivate ? "2468" : nil)
        let events = lobby.lobby.events
        guard case .accepted(let raw) = try await RawWebSocket.open(port: lobby.port) else { throw Refused() }
        let cache = isPrivate ? PasscodeKeyCache(passcode: "2468", acceptedIterations: 1...PasscodeKDF.maximumAcceptedIterations) : nil
        var initiator = SealInitiator(passcode: cache, expectedLobby: nil)
        try await raw.sendFrame(opcode: 2, initiator.preface)
        let preface = try #require(try await raw.receiveFrame())
        guard case .send(let first) = try initiator.receive(preface.payload) else { throw Refused() }
        let sent = ContinuousClock.now
        try await raw.sendFrame(opcode: 2, Self.resized(first, noiseBytes: length))
        // No message 2 and no refusal: a close with 1002, at once.
        let answer = try await raw.receiveFrame()
        #expect(answer?.opcode == 8 && answer?.closeCode == 1002, "answered \(String(describing: answer))")
        #expect(ContinuousClock.now - sent < .seconds(1))
        let (code, counted) = await Self.sealFailure(in: events)
        #expect(code == "malformedRecord")
        #expect(!counted, "a message 1 of \(length) bytes was counted as a wrong passcode")
        raw.close()
        await lobby.stop()
    }

    @Test func aRecordCutShortByTheSocketsEndIsSaid() async throws {
        let lobby = try await WebLobby.start()
        let events = lobby.lobby.events
        let socket = try await WebSocketTransportTests.member(lobby, "Cut")
        // The first fragment of a record, then the connection goes.
        let record = try socket.seal(SealedWebSocket.frame(try socket.envelope(.ping(Ping(id: 1)))))[0]
        try await socket.raw.sendFrame(opcode: 2, Array(record.prefix(10)), fin: false)
        socket.close()
        let (code, _) = await Self.sealFailure(in: events)
        #expect(code == "truncated")
        await lobby.stop()
    }

    /// `message` (kind byte first) made `length` bytes long after its kind byte.
    static func resized(_ message: [UInt8], noiseBytes length: Int) -> [UInt8] {
        let noise = Array(message.dropFirst())
        guard length > noise.count else { return [message[0]] + Array(noise.prefix(length)) }
        return message + [UInt8](repeating: 0x5C, count: length - noise.count)
    }

    /// The code of the lobby's next `sealFailed` event (within 5 s), and whether a wrong passcode
    /// was counted before it.
    static func sealFailure(in events: AsyncStream<LobbyHostEvent>) async -> (code: String?, counted: Bool) {
        await withTaskGroup(of: (String?, Bool).self) { group in
            group.addTask {
                var counted = false
                for await event in events {
                    switch event {
                    case .sealFailed(_, let code): return (code, counted)
                    case .passcodeFailed: counted = true
                    default: continue
                    }
                }
                return (nil, counted)
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return (nil, false)
            }
            let first = await group.next() ?? (nil, false)
            group.cancelAll()
            return first
        }
    }
}
