@testable import Connectivity
import Foundation
import GameCore
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
        let lobby = try await LoopbackLobby(passcode: Self.passcode, passcodeIterations: 1_000)
        // An honest join, recorded on the wire.
        let (honest, recorded, initiator) = try await HandshakeProbe.messageOne(port: lobby.port, passcode: Self.passcode)
        guard case .sealed = try await HandshakeProbe.answer(to: recorded, on: honest, initiator: initiator) else {
            Issue.record("the honest join was not sealed")
            return
        }
        honest.close()
        // Nine wrong guesses: one short of the per-address budget (10).
        for _ in 0..<9 { try await Self.guess(port: lobby.port, expecting: .wrongPasscode) }
        // The replay: answered with message 2 (a handshake spent), then nothing the replayer can
        // send opens: it lacks the recorded join's ephemeral key.
        let (replaying, _, _) = try await HandshakeProbe.messageOne(port: lobby.port, passcode: "anything")
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
        try await Self.guess(port: lobby.port, expecting: .wrongPasscode)
        try await Self.guess(port: lobby.port, expecting: .tooManyAttempts)
        await lobby.host.shutDown()
    }

    @Test("a right passcode still resets the budget, once the client's first record opens")
    func anHonestJoinStillCounts() async throws {
        let lobby = try await LoopbackLobby(passcode: Self.passcode, passcodeIterations: 1_000)
        for _ in 0..<9 { try await Self.guess(port: lobby.port, expecting: .wrongPasscode) }
        guard case .sealed(let socket, var stream) = try await HandshakeProbe.handshake(port: lobby.port, passcode: Self.passcode)
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
        for _ in 0..<9 { try await Self.guess(port: lobby.port, expecting: .wrongPasscode) }
        try await Self.guess(port: lobby.port, expecting: .wrongPasscode)
        socket.close()
        await lobby.host.shutDown()
    }

    /// One wrong guess; the host must refuse it for `reason`.
    static func guess(port: Int, expecting reason: SealRefusal.Reason) async throws {
        guard case .refused(let refusal) = try await HandshakeProbe.handshake(port: port, passcode: "guess") else {
            Issue.record("a wrong passcode was not refused")
            return
        }
        #expect(refusal.reason == reason)
    }
}
