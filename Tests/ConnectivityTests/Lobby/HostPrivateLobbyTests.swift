import Connectivity
import Foundation
import Testing

@Suite("Host private lobby")
struct HostPrivateLobbyTests {
    @Test func theRightPasscodeJoins() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var responder = Fixtures.responder("1234")
        var random = RandomSource.seeded(11)
        let (id, actions) = try host.joinPrivate(Fixtures.profile(2), responder: &responder, random: &random)
        #expect(actions.accepted(on: id) != nil)
    }

    @Test func aWrongPasscodeIsRejectedAndTheHostIsTold() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var responder = Fixtures.responder("4321")
        var random = RandomSource.seeded(12)
        let (id, actions) = try host.joinPrivate(
            Fixtures.profile(2), responder: &responder, address: "10.0.0.9", random: &random)
        #expect(actions.rejected(on: id)?.reason == .wrongPasscode)
        #expect(actions.closed[id] == .rejected(.wrongPasscode))
        #expect(actions.events.contains(.passcodeFailed(remoteAddress: "10.0.0.9", remaining: 9)))
        #expect(host.machine.info.members.count == 1)
    }

    @Test func bannedAndMalformedJoinersGetNoChallenge() throws {
        var host = HostDriver(passcode: try Fixtures.lock())
        var responder = Fixtures.responder("1234")
        var random = RandomSource.seeded(13)
        let (joined, joinActions) = try host.joinPrivate(
            Fixtures.profile(3), responder: &responder, address: "10.0.0.3", random: &random)
        #expect(joinActions.accepted(on: joined) != nil)
        _ = try host.machine.ban(Fixtures.uuid(3), reason: nil)
        let (banned, bannedActions) = host.hello(Fixtures.profile(3), address: "10.0.0.4")
        #expect(bannedActions.challenge(on: banned) == nil)
        #expect(bannedActions.rejected(on: banned)?.reason == .banned)
        let (bad, badActions) = host.hello(Fixtures.profile(4, ""))
        #expect(badActions.challenge(on: bad) == nil)
        #expect(badActions.rejected(on: bad)?.reason == .invalidProfile)
    }

    @Test func anyOtherMessageInsteadOfTheAnswerIsRejected() throws {
        var host = HostDriver(passcode: try Fixtures.lock())
        let (id, hello) = host.hello(Fixtures.profile(2))
        #expect(hello.challenge(on: id) != nil)
        let actions = host.send(.setReady(SetReady(ready: true)), from: id)
        #expect(actions.rejected(on: id)?.reason == .passcodeRequired)
        #expect(actions.closed[id] == .rejected(.passcodeRequired))
        // Not a guess: the budget is untouched.
        #expect(!actions.events.contains { if case .passcodeFailed = $0 { true } else { false } })
    }

    @Test func oneAttemptPerConnection() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var wrong = Fixtures.responder("0000")
        var right = Fixtures.responder("1234")
        var random = RandomSource.seeded(14)
        let (id, hello) = host.hello(Fixtures.profile(2))
        let challenge = try #require(hello.challenge(on: id))
        let first = host.send(.challengeResponse(try wrong.answer(challenge, random: &random)), from: id)
        #expect(first.rejected(on: id)?.reason == .wrongPasscode)
        // The connection is gone: a second (right) answer on it is ignored.
        #expect(host.send(.challengeResponse(try right.answer(challenge, random: &random)), from: id).isEmpty)
        #expect(host.machine.info.members.count == 1)
    }

    @Test func aReplayedChallengeResponseIsRejected() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var responder = Fixtures.responder("1234")
        var random = RandomSource.seeded(15)
        // A legitimate join, sniffed.
        let (victim, hello) = host.hello(Fixtures.profile(2))
        let challenge = try #require(hello.challenge(on: victim))
        let sniffed = try responder.answer(challenge, random: &random)
        #expect(host.send(.challengeResponse(sniffed), from: victim).accepted(on: victim) != nil)
        // The attacker replays hello + the sniffed answer on a new connection (new host nonce).
        let (attacker, attackerHello) = host.hello(Fixtures.profile(6), address: "10.0.0.66")
        let fresh = try #require(attackerHello.challenge(on: attacker))
        #expect(fresh.nonce != challenge.nonce)
        #expect(fresh.salt == challenge.salt)
        let replay = host.send(.challengeResponse(sniffed), from: attacker)
        #expect(replay.rejected(on: attacker)?.reason == .wrongPasscode)
        #expect(host.machine.info.members.count == 2)
    }

    @Test func theFailureBudgetStartsADoublingCooldown() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var wrong = Fixtures.responder("0000")
        var right = Fixtures.responder("1234")
        var random = RandomSource.seeded(16)
        var lastActions: [LobbyHostAction] = []
        for n in 0..<10 {
            (_, lastActions) = try host.joinPrivate(Fixtures.profile(10 + n), responder: &wrong, random: &random)
        }
        #expect(lastActions.events.contains(.passcodeCooldown(cooldown: .seconds(30))))
        // During the cooldown even the right passcode is refused, without a challenge.
        host.clock.set(10)
        let (blocked, blockedActions) = host.hello(Fixtures.profile(2))
        #expect(blockedActions.challenge(on: blocked) == nil)
        let rejection = try #require(blockedActions.rejected(on: blocked))
        #expect(rejection.reason == .tooManyAttempts)
        #expect(rejection.retryAfterSeconds == 20)
        // After it, the right passcode joins.
        host.clock.set(30)
        let (ok, okActions) = try host.joinPrivate(Fixtures.profile(2), responder: &right, random: &random)
        #expect(okActions.accepted(on: ok) != nil)
        // Ten more failures: the cooldown doubles (a success does not reset the doubling).
        for n in 0..<10 {
            (_, lastActions) = try host.joinPrivate(Fixtures.profile(30 + n), responder: &wrong, random: &random)
        }
        #expect(lastActions.events.contains(.passcodeCooldown(cooldown: .seconds(60))))
        let (later, laterActions) = host.hello(Fixtures.profile(3))
        #expect(laterActions.rejected(on: later)?.retryAfterSeconds == 60)
    }

    @Test func answersInFlightWhenTheCooldownStartsAreNotChecked() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var wrong = Fixtures.responder("0000")
        var right = Fixtures.responder("1234")
        var random = RandomSource.seeded(17)
        // An attacker opens a connection and holds its challenge...
        let (parked, parkedHello) = host.hello(Fixtures.profile(50))
        let parkedChallenge = try #require(parkedHello.challenge(on: parked))
        // ...exhausts the budget elsewhere...
        for n in 0..<10 {
            _ = try host.joinPrivate(Fixtures.profile(10 + n), responder: &wrong, random: &random)
        }
        // ...then answers on the parked connection: refused unchecked, even if right.
        let actions = host.send(.challengeResponse(try right.answer(parkedChallenge, random: &random)), from: parked)
        #expect(actions.rejected(on: parked)?.reason == .tooManyAttempts)
    }
}
