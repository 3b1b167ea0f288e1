import Connectivity
import Foundation
import Testing

@Suite("Host game message pass-through")
struct HostGameMessageTests {
    @Test func actionsOfSeatedPlayersReachTheGameLayerOpaque() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        let early = host.send(.gameAction(GameAction(sequence: 1, payload: Data([1]))), from: a)
        #expect(early.messages(to: a) == [.actionRejected(ActionRejected(sequence: 1, error: .gameNotRunning))])
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        _ = try host.machine.start()
        let action = GameAction(sequence: 2, payload: Data([0xFF, 0x00, 0x7B]))
        let forwarded = host.send(.gameAction(action), from: a)
        #expect(forwarded == [.emit(.gameAction(player: Fixtures.uuid(2), action))])
    }

    @Test func theHostSendsGameMessagesToOnePlayer() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        let (b, _) = try host.join(Fixtures.profile(3))
        let rejection = ActionRejected(sequence: 4, error: .notYourTurn)
        #expect(host.machine.send(rejection, to: Fixtures.uuid(3)) == [.send(.actionRejected(rejection), to: b)])
        let over = GameOver(round: 1, winners: [Fixtures.uuid(2)], summary: "Ann wins", payload: Data([1]))
        #expect(host.machine.send(over, to: Fixtures.uuid(2)) == [.send(.gameOver(over), to: a)])
        #expect(host.machine.send(over, to: Fixtures.uuid(42)).isEmpty)
    }

    @Test func hostOnlyMessagesFromAMemberAreAnsweredWithAnError() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        let state = GameState(round: 1, stateSequence: 1, lastAppliedAction: 0, payload: Data())
        let actions = host.send(.gameState(state), from: a)
        #expect(actions.count == 1)
        guard case .send(.error(let error), a)? = actions.first else {
            Issue.record("expected an error reply")
            return
        }
        #expect(error.code == .unexpectedMessage)
        #expect(host.machine.info.members.count == 2)
    }

    @Test func messagesFromUnknownConnectionsAreIgnored() {
        var host = HostDriver()
        #expect(host.send(.setReady(SetReady(ready: true)), from: ConnectionID(77)).isEmpty)
        #expect(host.machine.connectionClosed(ConnectionID(77), at: host.clock.now).isEmpty)
        #expect(host.machine.timerFired(.heartbeat(ConnectionID(77)), at: host.clock.now).isEmpty)
        #expect(host.machine.timerFired(.seatHold(Fixtures.uuid(77)), at: host.clock.now).isEmpty)
    }
}
