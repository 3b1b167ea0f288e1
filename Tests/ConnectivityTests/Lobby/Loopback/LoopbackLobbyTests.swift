@testable import Connectivity
import Foundation
import Testing

/// Real host and client actors over TCP on 127.0.0.1, with the product timings.
@Suite("Lobby over loopback TCP", .serialized)
struct LoopbackLobbyTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")

    @Test func joinReadyStartAndGameMessagesPassThrough() async throws {
        let lobby = try await LoopbackLobby()
        let a = await lobby.joinedClient(ann)
        let b = await lobby.joinedClient(bob)
        #expect(await a.client.state == .joined)
        #expect(await b.client.state == .joined)
        try await a.client.setReady(true)
        let seenByBob = await b.events.first { $0.lobby?.readyPlayerIDs.contains(Fixtures.uuid(2)) == true }
        #expect(seenByBob != nil)
        try await b.client.setReady(true)
        try await lobby.host.setReady(true)
        _ = await a.events.first { $0.lobby?.readyPlayerIDs.count == 3 }
        try await lobby.host.startGame()
        let started = await a.game.first { if case .started = $0 { true } else { false } }
        guard case .started(let start)? = started else {
            Issue.record("Ann saw no start")
            return
        }
        #expect(start.players == [Fixtures.hostProfile.id, ann.id, bob.id])
        #expect(await b.game.first { if case .started = $0 { true } else { false } } != nil)

        let action = GameAction(sequence: 1, payload: Data([0xCA, 0xFE]))
        try await a.client.send(action)
        let received = await lobby.hostActions.first { _ in true }
        #expect(received?.player == ann.id)
        #expect(received?.action == action)
        let view = GameState(round: 1, stateSequence: 1, lastAppliedAction: 1, payload: Data([1, 2, 3]))
        await lobby.host.send(view, to: ann.id)
        #expect(await a.game.first { $0 == .state(view) } != nil)
        await lobby.host.shutDown()
        #expect(await a.events.first { $0.endReason != nil }?.endReason == .hostClosedLobby)
    }

    @Test func kickAndLeaveAreSeenByEveryone() async throws {
        let lobby = try await LoopbackLobby()
        let a = await lobby.joinedClient(ann)
        let b = await lobby.joinedClient(bob)
        try await lobby.host.kick(bob.id, reason: "afk")
        #expect(await b.events.first { $0.endReason != nil }?.endReason == .kicked(reason: "afk"))
        #expect(await a.events.first { $0.lobby.map { !$0.members.contains { $0.id == bob.id } } == true } != nil)
        await a.client.leave()
        #expect(await lobby.hostEvents.first { $0 == .playerLeft(ann.id, .left) } != nil)
        #expect(await lobby.host.info.members.map(\.id) == [Fixtures.hostProfile.id])
        await lobby.host.shutDown()
    }

    @Test func aBannedPlayerCannotComeBack() async throws {
        let lobby = try await LoopbackLobby()
        let b = await lobby.client(bob)
        _ = await b.events.first { $0.isJoined }
        let token = await b.client.resumeToken
        try await lobby.host.ban(bob.id, reason: "rude")
        #expect(await b.events.first { $0.endReason != nil }?.endReason == .banned(reason: "rude"))
        let again = await lobby.client(bob, resumeToken: token)
        guard case .rejected(let rejection)? = await again.events.first(where: { $0.endReason != nil })?.endReason else {
            Issue.record("expected a rejection")
            return
        }
        #expect(rejection.reason == .banned)
        // Bans are by address too: everyone else on 127.0.0.1 is now refused.
        let other = await lobby.client(ann)
        guard case .rejected(let byAddress)? = await other.events.first(where: { $0.endReason != nil })?.endReason else {
            Issue.record("expected a rejection")
            return
        }
        #expect(byAddress.reason == .banned)
        await lobby.host.shutDown()
    }

    @Test func wrongAndRightPasscodes() async throws {
        let lobby = try await LoopbackLobby(passcode: "open sesame")
        let wrong = await lobby.client(ann, passcode: "open sesam")
        guard case .rejected(let rejection)? = await wrong.events.first(where: { $0.endReason != nil })?.endReason else {
            Issue.record("expected a rejection")
            return
        }
        #expect(rejection.reason == .wrongPasscode)
        #expect(await lobby.hostEvents.first { if case .passcodeFailed = $0 { true } else { false } } != nil)
        let right = await lobby.client(bob, passcode: "open sesame")
        #expect(await right.events.first { $0.isJoined } != nil)
        #expect(await lobby.host.info.isPrivate)
        await lobby.host.shutDown()
    }

    @Test func aCutConnectionResumesTheSeat() async throws {
        let lobby = try await LoopbackLobby()
        let a = await lobby.joinedClient(ann)
        let b = await lobby.joinedClient(bob)
        let firstToken = await a.client.resumeToken
        await a.client.cutConnection()
        #expect(await a.events.first { if case .hostUnreachable = $0 { true } else { false } } != nil)
        #expect(await a.events.first { $0.isResumed } != nil)
        #expect(await lobby.hostEvents.first { $0 == .playerResumed(ann.id, role: .player) } != nil)
        #expect(await a.client.resumeToken != firstToken)
        // Bob saw Ann's seat held (the close reaches the host long before the first reconnection).
        let sawHeld = await b.events.first { $0.lobby?.members.first { $0.id == Fixtures.uuid(2) }?.connection == .disconnected }
        #expect(sawHeld != nil)
        #expect(await a.client.state == .joined)
        let members = await lobby.host.info.members
        #expect(members.map(\.id) == [Fixtures.hostProfile.id, ann.id, bob.id])
        #expect(members.allSatisfy { $0.connection == .connected })
        await lobby.host.shutDown()
    }

    @Test func backgroundAndForegroundAreSeenByTheHost() async throws {
        let lobby = try await LoopbackLobby()
        let a = await lobby.joinedClient(ann)
        await a.client.enterBackground()
        let away = await lobby.hostEvents.first { if case .playerAway(_, .background, _) = $0 { true } else { false } }
        #expect(away != nil)
        await a.client.enterForeground()
        #expect(await lobby.hostEvents.first { $0 == .playerReturned(ann.id) } != nil)
        #expect(await lobby.host.info.members.first { $0.id == ann.id }?.connection == .connected)
        await lobby.host.shutDown()
    }

    @Test func clientsEndWithHostLostWhenTheHostDisappears() async throws {
        let lobby = try await LoopbackLobby()
        // A shortened wait (the product's is 2 min) that still outlasts the 5 s quick phase.
        let timings = SessionTimings(hostWait: .seconds(8))
        let a = await lobby.joinedClient(ann, timings: timings)
        let b = await lobby.joinedClient(bob, timings: timings)
        let vanished = ContinuousClock.now
        await lobby.host.vanish()
        let timeout = timings.hostWait + timings.silenceTimeout + .seconds(4)
        #expect(await a.events.first(within: timeout) { $0.endReason != nil }?.endReason == .hostLost)
        #expect(await b.events.first(within: timeout) { $0.endReason != nil }?.endReason == .hostLost)
        let elapsed = ContinuousClock.now - vanished
        #expect(elapsed >= timings.hostWait)
        #expect(await a.events.events.contains(.hostUnreachable(wait: .seconds(8))))
        #expect(await a.events.events.contains { if case .reconnecting = $0 { true } else { false } })
    }
}
