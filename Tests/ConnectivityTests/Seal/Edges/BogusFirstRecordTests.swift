@testable import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing

/// Issue 39, finding 2: a host reads the first record's length field before its body. Only 10 (the
/// client preface) and 0 (a protocol-2 client's frame: its `u32` length reads as an empty record)
/// can start a LanParty connection; anything else was held open until the deadline, waiting for
/// up to 64 KiB that would never be a preface. Now it is closed at once, and what could be an older
/// (or newer) LanParty client is answered first in protocol 2's words (Docs/Protocol.md §2.1).
@Suite("Sealed channel: a first record that cannot be a preface")
struct BogusFirstRecordTests {
    enum FirstBytes: String, CaseIterable, Sendable {
        /// `ff ff`, then a little: a record of 65 535 bytes announced.
        case allOnes
        /// Random bytes (fixed here, so that a failure can be replayed).
        case random
        /// An HTTP request: `GE` reads as a record of 18 245 bytes.
        case httpRequest
        /// A record of one byte.
        case tooShort
        /// A protocol-2 client's `hello` frame: answered with a protocol-2 `joinRejected`.
        case protocol2Hello
        /// A preface of the same length naming protocol 4: answered with the same words.
        case otherVersionPreface

        var bytes: [UInt8] {
            switch self {
            case .allOnes:
                return [0xFF, 0xFF] + [UInt8](repeating: 0xAB, count: 30)
            case .random:
                var generator = SeededGenerator(seed: 39)
                return (0..<64).map { _ in UInt8.random(in: 1...255, using: &generator) }
            case .httpRequest:
                return Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            case .tooShort:
                return [0x00, 0x01, 0x01]
            case .protocol2Hello:
                // A fixed message under every limit: encoding it cannot fail.
                let hello = Fixtures.hello(PlayerProfile(username: "Old"), protocolVersion: 2)
                return Array((try! FrameEncoder().encode(hello, limits: .handshake)).frame.readableBytesView)
            case .otherVersionPreface:
                return [0x00, 0x0A] + Array(SealPreface.client.dropLast()) + [4]
            }
        }

        /// Whether the host answers (in protocol 2's framing) before it closes.
        var isAnswered: Bool {
            switch self {
            case .protocol2Hello, .otherVersionPreface: true
            case .allOnes, .random, .httpRequest, .tooShort: false
            }
        }
    }

    @Test(arguments: FirstBytes.allCases)
    func itIsClosedAtOnce(_ first: FirstBytes) async throws {
        try await PrivateLoops.with { lobby, loop in try await Self.expectClosedAtOnce(first, lobby: lobby, loop: loop) }
    }

    static func expectClosedAtOnce(_ first: FirstBytes, lobby: LoopbackLobby, loop: any EventLoopGroup) async throws {
        let socket = try await TimedSocket.open(port: lobby.port, group: loop)
        try await socket.send(first.bytes)
        while try await socket.receiveMore(within: 10) {}
        let received = socket.pending
        let waited = try #require(socket.closedAt) - (socket.sentAt ?? socket.openedAt)
        print("[first record] \(first.rawValue): \(received.count) bytes back, closed after \(waited)")
        #expect(waited < .seconds(1), "held open \(waited)")
        if first.isAnswered {
            var buffer = ByteBuffer(bytes: received)
            var decoder = FrameDecoder(state: WireState(handshakeLimits: .handshake))
            guard case .joinRejected(let rejection)? = try decoder.decode(buffer: &buffer) as Message? else {
                Issue.record("no joinRejected in \(received.count) bytes")
                return
            }
            #expect(rejection.reason == .protocolVersionMismatch)
            #expect(rejection.message == LobbyHost.olderClientRejection.message)
        } else {
            #expect(received.isEmpty, "the host answered \(received.count) bytes")
        }
        let event = await lobby.hostEvents.first { event in
            if case .sealFailed(_, "notSealedClient") = event { true } else { false }
        }
        #expect(event != nil, "no sealFailed notSealedClient event")
    }
}
