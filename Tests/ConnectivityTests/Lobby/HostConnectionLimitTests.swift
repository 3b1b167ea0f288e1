import Connectivity
import Foundation
import GameCore
import Testing

@Suite("Host connection limits")
struct HostConnectionLimitTests {
    private static func host(maxOpen: Int, maxJoining: Int) -> HostDriver {
        var configuration = Fixtures.hostConfiguration(policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 8))
        configuration.connectionLimits = LobbyConnectionLimits(maxOpen: maxOpen, maxJoining: maxJoining)
        return HostDriver(configuration: configuration)
    }

    private static let refusal = Message.error(
        ErrorMessage(code: .tooManyConnections, message: "The host has too many connections open; try again in a moment"))

    @Test func aConnectionBeyondTheJoiningLimitIsRefusedAtOnceWithoutATimer() {
        var host = Self.host(maxOpen: 10, maxJoining: 2)
        _ = host.open()
        _ = host.open()
        let (third, actions) = host.open()
        #expect(actions == [.send(Self.refusal, to: third), .close(third, .tooManyConnections)])
        #expect(host.machine.openConnections.count == 2)
        // A refused connection's close later is a no-op, and a hello on it is ignored.
        #expect(host.machine.connectionClosed(third, at: host.clock.now).isEmpty)
        #expect(host.send(Fixtures.hello(Fixtures.profile(9)), from: third).isEmpty)
    }

    @Test func seatedPlayersDoNotCountAsJoiningSoTheNextNewcomerGetsIn() throws {
        var host = Self.host(maxOpen: 10, maxJoining: 1)
        _ = try host.join(Fixtures.profile(2))
        _ = try host.join(Fixtures.profile(3))
        let (_, accepted) = try host.join(Fixtures.profile(4))
        #expect(accepted.lobby.members.count == 4)
    }

    @Test func theOpenLimitCountsSeatedAndJoiningTogether() throws {
        var host = Self.host(maxOpen: 3, maxJoining: 3)
        _ = try host.join(Fixtures.profile(2))
        _ = try host.join(Fixtures.profile(3))
        _ = host.open()
        let (fourth, actions) = host.open()
        #expect(actions.closed[fourth] == .tooManyConnections)
        #expect(actions.messages(to: fourth) == [Self.refusal])
    }

    @Test func aClosedOrTimedOutJoinerFreesItsPlace() {
        var host = Self.host(maxOpen: 10, maxJoining: 2)
        let (first, _) = host.open()
        let (second, _) = host.open()
        _ = host.machine.connectionClosed(first, at: host.clock.now)
        _ = host.machine.timerFired(.handshake(second), at: host.clock.set(5))
        let (_, a) = host.open()
        let (_, b) = host.open()
        #expect(a.closed.isEmpty && b.closed.isEmpty)
        #expect(host.machine.openConnections.count == 2)
    }
}
