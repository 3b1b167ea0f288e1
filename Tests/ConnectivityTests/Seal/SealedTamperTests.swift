@testable import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing

/// Issue 30: what an attacker on the path does to one member's sealed connection — flip a bit,
/// replay a record, swap two, cut one short — closes that connection with a typed error
/// (`sealFailed`, code `noise.decryptionFailed`), and the lobby and its other member carry on.
/// Real host, real TCP on loopback.
@Suite("Sealed channel: tampering closes one connection only")
struct SealedTamperTests {
    enum Tamper: String, CaseIterable, Sendable {
        case flippedBit, replayed, reordered, cutShort
    }

    @Test(arguments: Tamper.allCases)
    func tamperingClosesOnlyThatConnection(_ tamper: Tamper) async throws {
        let lobby = try await LoopbackLobby()
        let ann = await lobby.joinedClient(PlayerProfile(username: "Ann"))
        let mallory = PlayerProfile(username: "Mallory")
        try await SealedSession.with(port: lobby.port) { session in
            try await session.send(try session.seal(Fixtures.hello(mallory)))
            var accepted = false
            while let message = try await session.next() {
                if case .joinAccepted = message { accepted = true; break }
            }
            #expect(accepted)
            let first = try session.seal(.ping(Ping(id: 1)))
            let second = try session.seal(.ping(Ping(id: 2)))
            switch tamper {
            case .flippedBit:
                var altered = first
                altered[altered.count / 2] ^= 0x04
                try await session.send(altered)
            case .replayed:
                try await session.send(first, first)
            case .reordered:
                try await session.send(second, first)
            case .cutShort:
                try await session.send(Array(first.dropLast(3)))
            }
            #expect(await session.closedByHost(), "the host kept a connection whose record did not open")
        }
        let failure = await lobby.hostEvents.first { event in
            if case .sealFailed = event { true } else { false }
        }
        guard case .sealFailed(let address, let code) = failure else {
            Issue.record("no sealFailed event")
            return
        }
        #expect(code == "noise.decryptionFailed")
        #expect(address == "127.0.0.1")
        // The lobby carries on: Ann's ready flag goes round.
        try await ann.client.setReady(true)
        let annID = await ann.client.membership?.playerId
        let ready = await ann.events.first { event in
            guard case .lobbyUpdated(let info) = event, let annID else { return false }
            return info.readyPlayerIDs.contains(annID)
        }
        #expect(ready != nil, "Ann's lobby stopped after Mallory's connection was closed")
        await lobby.host.shutDown()
    }

    @Test("a protocol-2 client hears, in its own framing, that the lobby speaks protocol 3")
    func anOlderClientIsToldWhy() async throws {
        let lobby = try await LoopbackLobby()
        let hello = try FrameEncoder().encode(Fixtures.hello(PlayerProfile(username: "Old"), protocolVersion: 2), limits: .handshake)
        let reply = try await RawClient.sendAndCollect(hello.frame, port: lobby.port)
        var buffer = ByteBuffer(bytes: reply)
        var decoder = FrameDecoder(state: WireState(handshakeLimits: .handshake))
        guard case .joinRejected(let rejection)? = try decoder.decode(buffer: &buffer) as Message? else {
            Issue.record("no joinRejected in \(reply.count) bytes")
            return
        }
        #expect(rejection.reason == .protocolVersionMismatch)
        #expect(rejection.message.contains("protocol 3"))
        await lobby.host.shutDown()
    }

    @Test("a client that reaches a host of an older protocol says so")
    func anOlderHostIsNamed() async throws {
        // A bare frame server answers the client preface as protocol 2 did: an error frame.
        let older = try await EchoServer()
        // The answer comes at once; a long handshake deadline keeps a loaded CI machine (hundreds of
        // tests starting together) from ending this as `handshakeTimedOut` first.
        let client = LobbyClient(
            host: "127.0.0.1", port: older.port,
            configuration: Fixtures.clientConfiguration(
                PlayerProfile(username: "Ann"), timings: SessionTimings(handshakeTimeout: .seconds(60))))
        let events = EventLog.collecting(client.events)
        await client.start()
        let ended = await events.first(within: .seconds(60)) { $0.endReason != nil }
        guard case .rejected(let rejection)? = ended?.endReason else {
            Issue.record("ended with \(String(describing: ended))")
            return
        }
        #expect(rejection.reason == .protocolVersionMismatch)
        #expect(rejection.message.contains("older LanParty"))
    }
}
