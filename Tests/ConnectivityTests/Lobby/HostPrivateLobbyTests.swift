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
        #expect(lastActions.events.contains(.passcodeAddressCooldown(remoteAddress: "10.0.0.1", cooldown: .seconds(30))))
        // During the cooldown even the right passcode is refused at that address, without a challenge.
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
        #expect(lastActions.events.contains(.passcodeAddressCooldown(remoteAddress: "10.0.0.1", cooldown: .seconds(60))))
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

    @Test func oneGuesserLocksOutOnlyItselfNotABystander() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var wrong = Fixtures.responder("0000")
        var right = Fixtures.responder("1234")
        var random = RandomSource.seeded(18)
        // Issue 17: ten wrong guesses from one address used to lock every newcomer out.
        var lastActions: [LobbyHostAction] = []
        for n in 0..<10 {
            (_, lastActions) = try host.joinPrivate(
                Fixtures.profile(10 + n), responder: &wrong, address: "10.0.0.66", random: &random)
        }
        #expect(lastActions.events.contains(.passcodeAddressCooldown(remoteAddress: "10.0.0.66", cooldown: .seconds(30))))
        #expect(!lastActions.events.contains { if case .passcodeCooldown = $0 { true } else { false } })
        // The guesser is refused without a challenge...
        let (again, againActions) = host.hello(Fixtures.profile(40), address: "10.0.0.66")
        #expect(againActions.rejected(on: again)?.reason == .tooManyAttempts)
        // ...while a bystander with the passcode joins at once.
        let (bystander, joined) = try host.joinPrivate(
            Fixtures.profile(2), responder: &right, address: "10.0.0.7", random: &random)
        #expect(joined.accepted(on: bystander) != nil)
        // However long the one address keeps guessing, the lobby-wide budget never runs out.
        // (Each round starts as the address's doubling cooldown ends: 30 s, 60 s, ... 16 min.)
        var now = 0.0
        for round in 1...8 {
            now += min(30 * pow(2, Double(round - 1)), 960) + 1
            host.clock.set(now)
            for n in 0..<10 {
                (_, lastActions) = try host.joinPrivate(
                    Fixtures.profile(100 * round + n), responder: &wrong, address: "10.0.0.66", random: &random)
                #expect(!lastActions.events.contains { if case .passcodeCooldown = $0 { true } else { false } })
            }
        }
        let (late, lateJoin) = try host.joinPrivate(Fixtures.profile(3), responder: &right, address: "10.0.0.8", random: &random)
        #expect(lateJoin.accepted(on: late) != nil)
    }

    @Test func guessesFromManyAddressesCloseTheLobbyToEveryone() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var wrong = Fixtures.responder("0000")
        var random = RandomSource.seeded(19)
        var cooldowns: [Duration] = []
        var failures = 0
        // Five addresses, ten guesses each: 50 failures, the lobby-wide budget.
        for source in 0..<5 {
            for n in 0..<10 {
                let (_, actions) = try host.joinPrivate(
                    Fixtures.profile(1000 + source * 10 + n), responder: &wrong, address: "10.0.1.\(source)", random: &random)
                failures += 1
                for event in actions.events { if case .passcodeCooldown(let cooldown) = event { cooldowns.append(cooldown) } }
            }
        }
        #expect(failures == 50)
        #expect(cooldowns == [.seconds(30)])
        // Now a bystander from a fresh address waits too, and is told how long.
        let (bystander, actions) = host.hello(Fixtures.profile(2), address: "10.0.0.7")
        let rejection = try #require(actions.rejected(on: bystander))
        #expect(rejection.reason == .tooManyAttempts)
        #expect(rejection.retryAfterSeconds == 30)
    }
}

/// The per-address table stays bounded.
@Suite("Passcode guard")
struct PasscodeGuardTests {
    @Test func theAddressTableIsBoundedAndForgetsQuietAddressesFirst() {
        let clock = ContinuousClock.now
        var guardian = PasscodeGuard(policy: .init(maximumTrackedAddresses: 4))
        for index in 0..<4 { _ = guardian.recordFailure(address: "10.0.0.\(index)", at: clock) }
        #expect(guardian.trackedAddresses == 4)
        // A fifth address while all four are busy shares the overflow entry.
        _ = guardian.recordFailure(address: "10.0.0.9", at: clock)
        #expect(guardian.trackedAddresses == 5, "four addresses and the overflow")
        // After the quiet period every old entry is forgotten to make room.
        let later = clock + .seconds(601)
        _ = guardian.recordFailure(address: "10.0.0.10", at: later)
        #expect(guardian.trackedAddresses <= 4)
        #expect(guardian.retryAfter(address: "10.0.0.10", at: later) == nil)
    }
}
