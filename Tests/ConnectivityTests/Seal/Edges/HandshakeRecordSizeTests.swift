@testable import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing

/// Issue 39, finding 3: both handshake payloads are empty (Docs/Protocol.md §2.1), so Noise message
/// 1 has one length: 32 bytes in a public lobby (the key), 48 in a private one (the key and the
/// empty payload's tag). A public lobby answered a longer one (its extra bytes were read as a
/// payload); a private lobby counted any other length as a wrong passcode. Now a record of another
/// length is refused as malformed, before any passcode budget is asked: closed at once, no answer,
/// never counted. Real host, real TCP on loopback.
@Suite("Sealed channel: handshake records of exact sizes, on TCP")
struct HandshakeRecordSizeTests {
    static let passcode = "tulip"

    @Test(arguments: [0, 31, 33, 48, 1_000, 2_000])
    func aPublicLobbyRefusesAnotherLengthOfMessageOne(_ length: Int) async throws {
        try await PrivateLoops.with { lobby, loop in
            try await Self.expectRefused(length: length, port: lobby.port, passcode: nil, group: loop)
            let event = await lobby.hostEvents.first { event in
                if case .sealFailed(_, "malformedRecord") = event { true } else { false }
            }
            #expect(event != nil, "no sealFailed malformedRecord event")
            // The right length still seals.
            guard case .sealed(let socket, _) = try await HandshakeProbe.handshake(port: lobby.port, passcode: nil, group: loop)
            else {
                Issue.record("a 32-byte message 1 was not answered")
                return
            }
            socket.close()
        }
    }

    @Test(arguments: [0, 32, 33, 47, 49, 1_000, 2_000])
    func aPrivateLobbyRefusesAnotherLengthOfMessageOneWithoutCountingIt(_ length: Int) async throws {
        try await PrivateLoops.with(passcode: Self.passcode) { lobby, loop in
            try await Self.expectRefused(length: length, port: lobby.port, passcode: Self.passcode, group: loop)
            // A counted attempt says `passcodeFailed` before its `sealFailed`.
            let failure = await lobby.hostEvents.first { event in
                if case .sealFailed = event { true } else { false }
            }
            guard case .sealFailed(_, let code) = failure else {
                Issue.record("no sealFailed event")
                return
            }
            #expect(code == "malformedRecord")
            let counted = await lobby.hostEvents.first(within: .zero) { event in
                if case .passcodeFailed = event { true } else { false }
            }
            #expect(counted == nil, "a message 1 of \(length) bytes was counted as a wrong passcode")
        }
    }

    @Test("a dozen private messages 1 of the wrong length leave the passcode budget whole")
    func wrongLengthsAreNeverCounted() async throws {
        try await PrivateLoops.with(passcode: Self.passcode) { lobby, loop in
            // More than the per-address budget (10): counted, they would start a cooldown.
            for attempt in 0..<12 {
                try await Self.expectRefused(
                    length: attempt % 2 == 0 ? 33 : 47, port: lobby.port, passcode: Self.passcode, group: loop)
            }
            guard case .refused(let refusal) = try await HandshakeProbe.handshake(port: lobby.port, passcode: "tulips", group: loop)
            else {
                Issue.record("a wrong passcode was sealed")
                return
            }
            #expect(refusal.reason == .wrongPasscode)
            let failure = await lobby.hostEvents.first { event in
                if case .passcodeFailed = event { true } else { false }
            }
            guard case .passcodeFailed(_, let remaining) = failure else {
                Issue.record("no passcodeFailed event")
                return
            }
            #expect(remaining == 9, "the one wrong passcode found \(remaining) attempts left, not 9")
        }
    }

    @Test("in a cooldown, a message 1 of the wrong length is closed without the cooldown's refusal")
    func theLengthIsCheckedBeforeTheCooldown() async throws {
        try await PrivateLoops.with(passcode: Self.passcode) { lobby, loop in
            var last: SealRefusal?
            for _ in 0..<12 {
                guard case .refused(let refusal) = try await HandshakeProbe.handshake(port: lobby.port, passcode: "0000", group: loop)
                else {
                    Issue.record("a wrong passcode was sealed")
                    return
                }
                last = refusal
                if refusal.reason == .tooManyAttempts { break }
            }
            #expect(last?.reason == .tooManyAttempts)
            try await Self.expectRefused(length: 1_000, port: lobby.port, passcode: Self.passcode, group: loop)
        }
    }

    /// Sends a message 1 of `length` Noise bytes; the host must close within 1 s of the write
    /// without a record.
    static func expectRefused(length: Int, port: Int, passcode: String?, group: any EventLoopGroup) async throws {
        let (socket, first, initiator) = try await HandshakeProbe.messageOne(port: port, passcode: passcode, group: group)
        let outcome = try await HandshakeProbe.answer(
            to: HandshakeProbe.resized(first, noiseBytes: length), on: socket, initiator: initiator)
        switch outcome {
        case .closed: break
        case .sealed: Issue.record("a message 1 of \(length) bytes was answered with message 2")
        case .refused(let refusal): Issue.record("a message 1 of \(length) bytes was refused as \(refusal.reason.code)")
        }
        let waited = try #require(socket.closedAt) - (socket.sentAt ?? socket.openedAt)
        #expect(waited < .seconds(1), "a message 1 of \(length) bytes was held \(waited)")
        socket.close()
    }
}
