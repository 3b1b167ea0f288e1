import Connectivity
import Foundation
import Testing

@Suite("Host seat hold and resume")
struct HostSeatHoldTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")

    @Test func aDroppedPlayerResumesAt29SecondsWithTheFullState() throws {
        var host = HostDriver()
        let (a, joined) = try host.join(ann)
        let (b, _) = try host.join(bob)
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        let dropped = host.machine.connectionClosed(a, at: host.clock.set(1))
        #expect(dropped.scheduled(.seatHold(ann.id)) == host.clock.at(31))
        #expect(dropped.events.contains(.playerAway(ann.id, .disconnected, holdUntil: host.clock.at(31))))
        #expect(dropped.lastLobbyUpdate(to: b)?.members.first { $0.id == ann.id }?.connection == .disconnected)
        #expect(host.machine.timerFired(.seatHold(ann.id), at: host.clock.set(30)).isEmpty)

        let (r, resumed) = host.hello(ann, token: joined.resumeToken)
        let accepted = try #require(resumed.accepted(on: r))
        #expect(accepted.resumed)
        #expect(accepted.role == .player)
        #expect(accepted.playerId == ann.id)
        #expect(accepted.resumeToken != joined.resumeToken)
        #expect(accepted.lobby == host.machine.info)
        #expect(accepted.lobby.members.map(\.id) == [Fixtures.hostProfile.id, ann.id, bob.id])
        #expect(accepted.lobby.readyPlayerIDs == [ann.id])
        #expect(accepted.lobby.members.allSatisfy { $0.connection == .connected })
        #expect(resumed.cancels(.seatHold(ann.id)))
        #expect(resumed.events.contains(.playerResumed(ann.id, role: .player)))
        #expect(resumed.lastLobbyUpdate(to: b)?.members.first { $0.id == ann.id }?.connection == .connected)
        // The hold timer firing late changes nothing.
        #expect(host.machine.timerFired(.seatHold(ann.id), at: host.clock.set(31)).isEmpty)
        // The old token is dead.
        let (old, oldActions) = host.hello(ann, token: joined.resumeToken)
        #expect(oldActions.rejected(on: old)?.reason == .invalidResumeToken)
    }

    @Test func theSeatIsReleasedAt30SecondsAndTheGameLayerIsTold() throws {
        var host = HostDriver()
        let (a, joined) = try host.join(ann)
        let (b, _) = try host.join(bob)
        _ = host.machine.connectionClosed(a, at: host.clock.set(0))
        let released = host.machine.timerFired(.seatHold(ann.id), at: host.clock.set(30))
        #expect(released.playersLeft == [ann.id: .timedOut])
        #expect(released.lastLobbyUpdate(to: b)?.members.map(\.id) == [Fixtures.hostProfile.id, bob.id])
        let (r, late) = host.hello(ann, token: joined.resumeToken)
        #expect(late.rejected(on: r)?.reason == .invalidResumeToken)
        // Without the token it is a fresh join.
        let (_, fresh) = try host.join(ann)
        #expect(!fresh.resumed)
    }

    @Test func aSilentPlayerIsDisconnectedAfterThreeSecondsAndHeld() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let first = host.machine.timerFired(.heartbeat(a), at: host.clock.set(1))
        #expect(first.messages(to: a) == [.ping(Ping(id: 1))])
        #expect(first.scheduled(.heartbeat(a)) == host.clock.at(2))
        _ = host.machine.timerFired(.heartbeat(a), at: host.clock.set(2))
        let silent = host.machine.timerFired(.heartbeat(a), at: host.clock.set(3))
        #expect(silent.closed[a] == .silent)
        // Closed without a word: no `error(timeout)`, no `leave` (Docs/Protocol.md §7, "Liveness").
        #expect(silent.messages(to: a).isEmpty)
        #expect(silent.scheduled(.seatHold(ann.id)) == host.clock.at(33))
        #expect(host.machine.info.members.first { $0.id == ann.id }?.connection == .disconnected)
    }

    @Test func pongsMeasureThePing() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        _ = host.machine.timerFired(.heartbeat(a), at: host.clock.set(1))
        host.clock.set(1.012)
        let actions = host.send(.pong(Pong(id: 1)), from: a)
        #expect(host.machine.info.members.first { $0.id == ann.id }?.pingMilliseconds == 12)
        // Recorded now, broadcast by the roster refresh one ping interval later.
        #expect(actions == [.schedule(.rosterRefresh, at: host.clock.at(2.012))])
        let refresh = host.machine.timerFired(.rosterRefresh, at: host.clock.set(2.012))
        #expect(refresh.lastLobbyUpdate(to: a)?.members.first { $0.id == ann.id }?.pingMilliseconds == 12)
        #expect(host.send(.ping(Ping(id: 77)), from: a) == [.send(.pong(Pong(id: 77)), to: a)])
    }

    @Test func backgroundHoldsTheSeatAndForegroundOnTheSameConnectionReturns() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let away = host.send(.background(Background()), from: a)
        #expect(away.cancels(.heartbeat(a)))
        #expect(away.scheduled(.seatHold(ann.id)) == host.clock.at(30))
        #expect(host.machine.info.members.first { $0.id == ann.id }?.connection == .background)
        // No silence timeout while in the background.
        let stale = host.machine.timerFired(.heartbeat(a), at: host.clock.set(10))
        #expect(stale.closed.isEmpty && stale.messages(to: a).isEmpty)
        let back = host.send(.foreground(Foreground()), from: a)
        #expect(back.cancels(.seatHold(ann.id)))
        #expect(back.events.contains(.playerReturned(ann.id)))
        #expect(back.scheduled(.heartbeat(a)) == host.clock.at(11))
        #expect(host.machine.info.members.first { $0.id == ann.id }?.connection == .connected)
    }

    @Test func backgroundThenDropKeepsTheOriginalDeadline() throws {
        var host = HostDriver()
        let (a, joined) = try host.join(ann)
        _ = host.send(.background(Background()), from: a)
        let dropped = host.machine.connectionClosed(a, at: host.clock.set(10))
        #expect(dropped.scheduled(.seatHold(ann.id)) == nil)
        #expect(host.machine.info.members.first { $0.id == ann.id }?.connection == .background)
        #expect(host.machine.timerFired(.seatHold(ann.id), at: host.clock.set(29.9)).isEmpty)
        let (r, resumed) = host.hello(ann, token: joined.resumeToken)
        #expect(resumed.accepted(on: r)?.resumed == true)
    }

    @Test func aBackgroundedPlayerStillConnectedIsClosedWhenTheHoldEnds() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        _ = host.send(.background(Background()), from: a)
        let released = host.machine.timerFired(.seatHold(ann.id), at: host.clock.set(30))
        #expect(released.closed[a] == .seatReleased)
        #expect(released.playersLeft == [ann.id: .timedOut])
    }

    @Test func aResumeBeforeTheHostNoticedTheDropSupersedesTheOldConnection() throws {
        var host = HostDriver()
        let (a, joined) = try host.join(ann)
        let (r, resumed) = host.hello(ann, token: joined.resumeToken)
        #expect(resumed.accepted(on: r)?.resumed == true)
        #expect(resumed.closed[a] == .superseded)
        #expect(resumed.cancels(.heartbeat(a)))
        #expect(host.machine.connectionClosed(a, at: host.clock.now).isEmpty)
        #expect(host.machine.info.members.first { $0.id == ann.id }?.connection == .connected)
    }

    @Test func aTokenIsInvalidAfterAKick() throws {
        var host = HostDriver()
        let (_, joined) = try host.join(ann)
        _ = try host.machine.kick(ann.id, reason: nil)
        let (r, actions) = host.hello(ann, token: joined.resumeToken)
        #expect(actions.rejected(on: r)?.reason == .invalidResumeToken)
    }

    @Test func aTokenIsInvalidAfterABan() throws {
        var host = HostDriver()
        let (a, joined) = try host.join(ann)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        _ = try host.machine.ban(ann.id, reason: nil)
        let (r, actions) = host.hello(ann, token: joined.resumeToken, address: "10.9.9.9")
        #expect(actions.rejected(on: r)?.reason == .banned)
        #expect(!host.machine.info.members.contains { $0.id == ann.id })
    }

    @Test func aTokenIsInvalidAfterARejectedResume() throws {
        var host = HostDriver()
        let (a, joined) = try host.join(ann)
        let (b, _) = try host.join(bob)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        // Someone else presents Ann's token: refused, and the token dies with the held seat.
        let (thief, stolen) = host.hello(Fixtures.profile(8), token: joined.resumeToken)
        #expect(stolen.rejected(on: thief)?.reason == .invalidResumeToken)
        #expect(stolen.playersLeft == [ann.id: .tokenInvalidated])
        #expect(stolen.lastLobbyUpdate(to: b)?.members.map(\.id) == [Fixtures.hostProfile.id, bob.id])
        let (r, actions) = host.hello(ann, token: joined.resumeToken)
        #expect(actions.rejected(on: r)?.reason == .invalidResumeToken)
    }

    @Test func aResumeRejectedForAnotherReasonAlsoKillsTheToken() throws {
        var host = HostDriver()
        let (a, joined) = try host.join(ann)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        let (id, opened) = host.open()
        let outdated = opened + host.send(Fixtures.hello(ann, token: joined.resumeToken, games: []), from: id)
        #expect(outdated.rejected(on: id)?.reason == .unknownGame)
        let (r, actions) = host.hello(ann, token: joined.resumeToken)
        #expect(actions.rejected(on: r)?.reason == .invalidResumeToken)
    }

    @Test func aResumeDuringAGameTakesBackThePlayerSeat() throws {
        var host = HostDriver(configuration: Fixtures.hostConfiguration(
            policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 2)))
        let (a, joined) = try host.join(ann)
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        _ = try host.machine.start()
        _ = host.machine.connectionClosed(a, at: host.clock.set(5))
        // The held seat still counts: the lobby is full for newcomers.
        let (n, newcomer) = host.hello(bob)
        #expect(newcomer.rejected(on: n)?.reason == .lobbyFull)
        #expect(host.machine.send(GameState(round: 1, stateSequence: 3, lastAppliedAction: 0, payload: Data()), to: ann.id).isEmpty)
        let (r, resumed) = host.hello(ann, token: joined.resumeToken)
        #expect(resumed.accepted(on: r)?.role == .player)
        #expect(resumed.events.contains(.playerResumed(ann.id, role: .player)))
        let view = GameState(round: 1, stateSequence: 3, lastAppliedAction: 0, payload: Data([9]))
        #expect(host.machine.send(view, to: ann.id) == [.send(.gameState(view), to: r)])
    }

    @Test func aTokenHolderIsNotLockedOutByThePasscodeCooldown() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var right = Fixtures.responder("1234")
        var wrong = Fixtures.responder("0000")
        var random = RandomSource.seeded(21)
        let (a, joinActions) = try host.joinPrivate(ann, responder: &right, random: &random)
        let joined = try #require(joinActions.accepted(on: a))
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        for n in 0..<10 { _ = try host.joinPrivate(Fixtures.profile(10 + n), responder: &wrong, random: &random) }
        let (r, resumed) = try host.joinPrivate(ann, responder: &right, token: joined.resumeToken, random: &random)
        #expect(resumed.accepted(on: r)?.resumed == true)
    }
}
