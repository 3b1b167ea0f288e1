import Connectivity
import Foundation
import Testing

/// Big screens (`hello.screen`, Docs/Protocol.md "Screens"): no seat, no name, no limit but their own.
@Suite("Host big screens")
struct HostScreenTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")
    let tv = Fixtures.profile(90, "TV")

    /// Opens a screen that must be accepted.
    func openScreen(_ host: inout HostDriver, address: String? = "10.0.0.50") throws -> (ConnectionID, JoinAccepted, [LobbyHostAction]) {
        let (id, opened) = host.open(address: address)
        let actions = opened + host.send(Fixtures.hello(tv, screen: true), from: id)
        return (id, try #require(actions.accepted(on: id)), actions)
    }

    @Test func aScreenTakesNoSeatAndIsToldEveryLobbyChange() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (s, accepted, actions) = try openScreen(&host)
        #expect(accepted.role == .screen)
        #expect(accepted.resumeToken == "")
        #expect(!accepted.resumed)
        #expect(accepted.playerId != tv.id)
        #expect(accepted.lobby.screens == 1)
        #expect(accepted.lobby.members.map(\.id) == [Fixtures.hostProfile.id, ann.id])
        #expect(actions.events.contains(.screenOpened(accepted.playerId)))
        #expect(!actions.events.contains { if case .playerJoined = $0 { true } else { false } })
        // The members learn that a screen is open; the screen is not told twice.
        #expect(actions.lastLobbyUpdate(to: a)?.screens == 1)
        #expect(actions.lastLobbyUpdate(to: s) == nil)
        #expect(actions.scheduled(.heartbeat(s)) != nil)
        #expect(host.machine.screenIDs == [accepted.playerId])
        // Later changes reach it like any member.
        let ready = host.send(.setReady(SetReady(ready: true)), from: a)
        #expect(ready.lastLobbyUpdate(to: s)?.readyPlayerIDs == [ann.id])
    }

    @Test func screensCountInNoSeatLimitButInTheirOwn() throws {
        var host = HostDriver(configuration: Fixtures.hostConfiguration(policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 2)))
        _ = try host.join(ann)
        let (full, refused) = host.hello(bob)
        #expect(refused.rejected(on: full)?.reason == .lobbyFull)
        var ids: Set<UUID> = []
        for index in 0..<LobbyHostMachine.maximumScreens {
            let (_, accepted, _) = try openScreen(&host, address: "10.0.1.\(index)")
            ids.insert(accepted.playerId)
        }
        #expect(ids.count == LobbyHostMachine.maximumScreens)
        #expect(host.machine.info.screens == LobbyHostMachine.maximumScreens)
        let (extra, opened) = host.open(address: "10.0.2.1")
        let tooMany = opened + host.send(Fixtures.hello(tv, screen: true), from: extra)
        let rejection = try #require(tooMany.rejected(on: extra))
        #expect(rejection.reason == .screensFull)
        #expect(rejection.message.contains("8 screens"))
        #expect(tooMany.closed[extra] == .rejected(.screensFull))
    }

    @Test func aScreenOnlyWatches() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (s, _, _) = try openScreen(&host)
        #expect(host.send(.ping(Ping(id: 7)), from: s) == [.send(.pong(Pong(id: 7)), to: s)])
        for message in [Message.setReady(SetReady(ready: true)), .gameAction(GameAction(sequence: 1, payload: Data([1])))] {
            let answer = host.send(message, from: s)
            guard case .send(.error(let error), to: s)? = answer.first, answer.count == 1 else {
                Issue.record("expected one error, got \(answer)")
                continue
            }
            #expect(error.code == .unexpectedMessage)
        }
        #expect(host.machine.info.readyPlayerIDs.isEmpty)
        #expect(host.send(.background(Background()), from: s).isEmpty)
        let left = host.send(.leave(Leave(reason: .userLeft)), from: s)
        #expect(left.closed[s] == .left)
        #expect(left.lastLobbyUpdate(to: a)?.screens == nil)
        #expect(host.machine.screenIDs.isEmpty)
    }

    @Test func aSilentScreenIsClosedAndNotHeld() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (s, accepted, _) = try openScreen(&host)
        _ = host.machine.timerFired(.heartbeat(s), at: host.clock.set(1))
        _ = host.machine.timerFired(.heartbeat(s), at: host.clock.set(2))
        let silent = host.machine.timerFired(.heartbeat(s), at: host.clock.set(3))
        #expect(silent.closed[s] == .silent)
        #expect(silent.events.contains(.screenClosed(accepted.playerId)))
        #expect(silent.lastLobbyUpdate(to: a)?.screens == nil)
        #expect(host.machine.info.members.map(\.id) == [Fixtures.hostProfile.id, ann.id])
        // Coming back is opening a new screen.
        let (_, again, _) = try openScreen(&host)
        #expect(again.playerId != accepted.playerId)
    }

    @Test func aScreenGetsTheGameAsASpectatorWould() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (s, accepted, _) = try openScreen(&host)
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        let started = try host.machine.start()
        let start = started.broadcasts.first { if case .startGame = $0.message { true } else { false } }
        #expect(start?.recipients == [a, s])
        // The game's outputs reach it by its id.
        #expect(host.machine.seatedConnections[accepted.playerId] == s)
        let closed = host.machine.connectionClosed(s, at: host.clock.set(1))
        #expect(closed.events.contains(.screenClosed(accepted.playerId)))
        #expect(host.machine.seatedConnections[accepted.playerId] == nil)
    }

    @Test func aPrivateLobbysScreenProvesThePasscode() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        let (id, opened) = host.open()
        let challenged = opened + host.send(Fixtures.hello(tv, screen: true), from: id)
        let challenge = try #require(challenged.challenge(on: id))
        var wrong = Fixtures.responder("9999")
        var random = RandomSource.seeded(21)
        let refused = host.send(.challengeResponse(try wrong.answer(challenge, random: &random)), from: id)
        #expect(refused.rejected(on: id)?.reason == .wrongPasscode)
        #expect(host.machine.screenIDs.isEmpty)

        let (again, _) = host.open()
        let second = try #require(host.send(Fixtures.hello(tv, screen: true), from: again).challenge(on: again))
        var right = Fixtures.responder("1234")
        let accepted = host.send(.challengeResponse(try right.answer(second, random: &random)), from: again)
        #expect(accepted.accepted(on: again)?.role == .screen)
    }

    @Test func closingTheLobbyTellsTheScreens() throws {
        var host = HostDriver()
        let (s, _, _) = try openScreen(&host)
        let closing = host.machine.shutDown(at: host.clock.now)
        #expect(closing.broadcasts.contains { $0.message == .leave(Leave(reason: .hostShutdown)) && $0.recipients == [s] })
        #expect(closing.closed[s] == .shutdown)
        #expect(host.machine.screenIDs.isEmpty)
    }
}
