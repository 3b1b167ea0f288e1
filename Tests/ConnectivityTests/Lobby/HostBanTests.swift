import Connectivity
import Foundation
import Testing

@Suite("Host kick, ban, leave")
struct HostBanTests {
    @Test func kickSendsTheReasonClosesAndTellsEveryone() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        let (b, _) = try host.join(Fixtures.profile(3))
        let actions = try host.machine.kick(Fixtures.uuid(2), reason: "be nice")
        #expect(actions.messages(to: a) == [.kickPlayer(KickPlayer(playerId: Fixtures.uuid(2), reason: "be nice", banned: false))])
        #expect(actions.closed[a] == .kicked)
        #expect(actions.lastLobbyUpdate(to: b)?.members.map(\.id) == [Fixtures.hostProfile.id, Fixtures.uuid(3)])
        #expect(actions.playersLeft == [Fixtures.uuid(2): .kicked(reason: "be nice")])
        // A kicked player may come back (fresh seat, at the end).
        let (_, again) = try host.join(Fixtures.profile(2))
        #expect(again.lobby.members.map(\.id) == [Fixtures.hostProfile.id, Fixtures.uuid(3), Fixtures.uuid(2)])
    }

    @Test func theHostCannotKickItselfOrStrangers() throws {
        var host = HostDriver()
        #expect(throws: LobbyCommandError.cannotRemoveHost) { try host.machine.kick(Fixtures.hostProfile.id, reason: nil) }
        #expect(throws: LobbyCommandError.unknownPlayer(Fixtures.uuid(7))) { try host.machine.ban(Fixtures.uuid(7), reason: nil) }
    }

    @Test func aBanRejectsTheProfileAndTheAddress() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2), address: "10.0.0.2")
        let actions = try host.machine.ban(Fixtures.uuid(2), reason: "cheating")
        #expect(actions.messages(to: a) == [.kickPlayer(KickPlayer(playerId: Fixtures.uuid(2), reason: "cheating", banned: true))])
        #expect(actions.closed[a] == .banned)
        #expect(host.machine.bannedPlayerIDs == [Fixtures.uuid(2)])
        let (byProfile, first) = host.hello(Fixtures.profile(2), address: "10.0.0.3")
        #expect(first.rejected(on: byProfile)?.reason == .banned)
        let (byAddress, second) = host.hello(Fixtures.profile(4), address: "10.0.0.2")
        #expect(second.rejected(on: byAddress)?.reason == .banned)
        let (other, third) = host.hello(Fixtures.profile(4), address: "10.0.0.4")
        #expect(third.accepted(on: other) != nil)
    }

    @Test func aDisconnectedPlayerCanBeBannedByItsLastAddress() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2), address: "10.0.0.2")
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        let actions = try host.machine.ban(Fixtures.uuid(2), reason: nil)
        #expect(actions.closed.isEmpty)
        #expect(actions.cancels(.seatHold(Fixtures.uuid(2))))
        let (again, rejected) = host.hello(Fixtures.profile(5), address: "10.0.0.2")
        #expect(rejected.rejected(on: again)?.reason == .banned)
    }

    @Test func leaveIsImmediateWithNoHold() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        let (b, _) = try host.join(Fixtures.profile(3))
        let actions = host.send(.leave(Leave()), from: a)
        #expect(actions.closed[a] == .left)
        #expect(actions.playersLeft == [Fixtures.uuid(2): .left])
        #expect(actions.scheduled(.seatHold(Fixtures.uuid(2))) == nil)
        #expect(actions.lastLobbyUpdate(to: b)?.members.count == 2)
        #expect(host.machine.connectionClosed(a, at: host.clock.now).isEmpty)
    }

    @Test func shutdownTellsMembersAndJoiners() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        let (joining, _) = host.open()
        let actions = host.machine.shutDown(at: host.clock.now)
        #expect(actions.messages(to: a) == [.leave(Leave(reason: .hostShutdown))])
        #expect(actions.broadcasts.map(\.recipients) == [[joining], [a]])
        #expect(actions.rejected(on: joining)?.reason == .hostShuttingDown)
        #expect(actions.closed == [a: .shutdown, joining: .shutdown])
        #expect(host.machine.isClosed)
        #expect(throws: LobbyCommandError.lobbyClosed) { try host.machine.start() }
        let (late, lateActions) = host.open()
        #expect(lateActions == [.close(late, .shutdown)])
    }
}
