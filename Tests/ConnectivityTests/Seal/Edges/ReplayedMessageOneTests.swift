@testable import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing

/// Issue 39 (documentation gap 10, and what the code did): a private lobby's Noise message 1 is
/// sent in the clear, and the host preface it is bound to never changes, so anyone who recorded an
/// honest join can replay that message 1. It opens: the host pays for a handshake and answers, but
/// the replayer lacks the ephemeral key, so nothing it sends afterwards opens. The host counted the
/// replay as a right passcode, which reset the sender's failure budget (and the lobby's): a guesser
/// could replay between guesses and never reach a cooldown. Now a passcode counts as right only when
/// the client's first sealed record opens, and a replay counts as nothing.
@Suite("Sealed channel: a replayed private message 1")
struct ReplayedMessageOneTests {
    static let passcode = "tulip"

    @Test("a replayed message 1 does not reset the guesser's budget")
    func aReplayCountsForNothing() async throws {
        try await PrivateLoops.with(passcode: Self.passcode) { lobby, loop in try await Self.replay(lobby: lobby, loop: loop) }
    }

    static func replay(lobby: LoopbackLobby, loop: any EventLoopGroup) async throws {
        // An honest join, recorded on the wire.
        let (honest, recorded, initiator) = try await HandshakeProbe.messageOne(port: lobby.port, passcode: Self.passcode, group: loop)
        guard case .sealed = try await HandshakeProbe.answer(to: recorded, on: honest, initiator: initiator) else {
            Issue.record("the honest join was not sealed")
            return
        }
        honest.close()
        // Nine wrong guesses: one short of the per-address budget (10).
        for _ in 0..<9 { try await Self.guess(port: lobby.port, expecting: .wrongPasscode, group: loop) }
        // The replay: answered with message 2 (a handshake spent), then nothing the replayer can
        // send opens: it lacks the recorded join's ephemeral key.
        let (replaying, _, _) = try await HandshakeProbe.messageOne(port: lobby.port, passcode: "anything", group: loop)
        try await replaying.sendRecord(recorded)
        let reply = try #require(try await replaying.receiveRecord())
        #expect(reply.first == SealRecordKind.noise.rawValue && reply.count == SealInitiator.secondMessageBytes)
        try await replaying.sendRecord([UInt8](repeating: 0x42, count: 40))
        #expect(try await replaying.timeUntilClosed() < .seconds(10))
        let broken = await lobby.hostEvents.first { event in
            if case .sealFailed(_, "noise.decryptionFailed") = event { true } else { false }
        }
        #expect(broken != nil)
        // The tenth guess reaches the budget: had the replay counted as right, it would be the first.
        try await Self.guess(port: lobby.port, expecting: .wrongPasscode, group: loop)
        try await Self.guess(port: lobby.port, expecting: .tooManyAttempts, group: loop)
    }

    @Test("a right passcode still resets the budget, once the client's first record opens")
    func anHonestJoinStillCounts() async throws {
        try await PrivateLoops.with(passcode: Self.passcode) { lobby, loop in try await Self.join(lobby: lobby, loop: loop) }
    }

    static func join(lobby: LoopbackLobby, loop: any EventLoopGroup) async throws {
        for _ in 0..<9 { try await Self.guess(port: lobby.port, expecting: .wrongPasscode, group: loop) }
        guard case .sealed(let socket, var stream) = try await HandshakeProbe.handshake(port: lobby.port, passcode: Self.passcode, group: loop)
        else {
            Issue.record("the right passcode was not sealed")
            return
        }
        let hello = try FrameEncoder().encode(Fixtures.hello(PlayerProfile(username: "Ann")), limits: .handshake)
        try await socket.sendRecord(try stream.seal(Array(hello.frame.readableBytesView))[0])
        let joined = await lobby.hostEvents.first { event in
            if case .playerJoined = event { true } else { false }
        }
        #expect(joined != nil)
        // Ten more wrong guesses fit: the budget started over.
        for _ in 0..<9 { try await Self.guess(port: lobby.port, expecting: .wrongPasscode, group: loop) }
        try await Self.guess(port: lobby.port, expecting: .wrongPasscode, group: loop)
        socket.close()
    }

    /// One wrong guess; the host must refuse it for `reason`.
    static func guess(port: Int, expecting reason: SealRefusal.Reason, group: any EventLoopGroup) async throws {
        guard case .refused(let refusal) = try await HandshakeProbe.handshake(port: port, passcode: "guess", group: group) else {
            Issue.record("a wrong passcode was not refused")
            return
        }
        #expect(refusal.reason == reason)
    }
}
