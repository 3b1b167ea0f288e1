import Connectivity
import Foundation
import Testing

/// Ping-only roster changes are coalesced to at most one `lobbyUpdate` per ping interval (issue 7:
/// a 64-member lobby drowned in full-roster updates); every other change still goes out at once, and
/// every lobby update is one `broadcast` action.
@Suite("Host roster refresh (coalesced ping changes)")
struct HostRosterRefreshTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")
    let cat = Fixtures.profile(4, "Cat")

    @Test func sixtyFourMembersWithWildRoundTripsGetAtMostOneLobbyUpdateASecond() throws {
        var lobby = try PingingLobby(members: 64, seed: 64) { .milliseconds(Int.random(in: 1...400, using: &$0)) }
        lobby.run(until: 10)
        let changes = zip(lobby.log, lobby.log.dropFirst()).compactMap { before, step in
            if case .pong = step.cause, step.lobby != before.lobby { step } else { nil }
        }
        // The pings really moved: one update per change (the old behaviour) would be hundreds.
        #expect(changes.count > 200)
        let updates = lobby.log.filter { !$0.actions.lobbyBroadcasts.isEmpty }
        #expect(updates.allSatisfy { $0.cause == .timer(.rosterRefresh) }, "no update straight from a pong")
        #expect(lobby.log.allSatisfy { $0.actions.lobbyUpdateSends == 0 }, "lobby updates are broadcasts")
        #expect((7...10).contains(updates.count), "about one a second, from the first pong at ~1 s to 10 s")
        for update in updates {
            #expect(update.actions.lobbyBroadcasts.count == 1)
            #expect(update.actions.lobbyBroadcasts.first?.recipients == lobby.members)
            #expect(update.actions.lobbyBroadcasts.first?.lobby == update.lobby)
        }
        for (earlier, later) in zip(updates, updates.dropFirst()) {
            #expect(later.at - earlier.at >= .seconds(1))
        }
        // Every change went out within one interval (SPEC §5: within one heartbeat).
        for change in changes where change.at <= lobby.host.clock.at(9) {
            let next = try #require(updates.first { $0.at >= change.at })
            #expect(next.at - change.at <= .seconds(1))
        }
    }

    @Test func aReadyToggleIsBroadcastAtOnceWithThePendingPingsAndCancelsTheRefresh() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (b, _) = try host.join(bob)
        _ = host.machine.timerFired(.heartbeat(a), at: host.clock.set(1))
        let pong = host.machine.received(.pong(Pong(id: 1)), from: a, at: host.clock.set(1.040))
        #expect(pong == [.schedule(.rosterRefresh, at: host.clock.at(2.040))])
        #expect(host.machine.info.members.first { $0.id == ann.id }?.pingMilliseconds == 40)

        let ready = host.send(.setReady(SetReady(ready: true)), from: b)
        #expect(ready.cancels(.rosterRefresh))
        #expect(ready.lobbyBroadcasts.count == 1)
        let update = try #require(ready.lobbyBroadcasts.first)
        #expect(update.recipients == [a, b])
        #expect(update.lobby.readyPlayerIDs == [bob.id])
        #expect(update.lobby.members.first { $0.id == ann.id }?.pingMilliseconds == 40)
        #expect(ready.events == [.lobbyChanged(update.lobby)])
        // The refresh firing anyway (a late wake-up) has nothing left to send.
        #expect(host.machine.timerFired(.rosterRefresh, at: host.clock.set(2.040)).isEmpty)

        // With nothing pending a change is just broadcast.
        let unready = host.send(.setReady(SetReady(ready: false)), from: b)
        #expect(unready.lobbyBroadcasts.map(\.recipients) == [[a, b]])
        #expect(!unready.cancels(.rosterRefresh))
    }

    @Test func aPingChangeAloneReachesEveryoneWithinOneInterval() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (b, _) = try host.join(bob)
        let (c, _) = try host.join(cat)
        _ = host.machine.timerFired(.heartbeat(a), at: host.clock.set(1))
        let first = host.machine.received(.pong(Pong(id: 1)), from: a, at: host.clock.set(1.012))
        #expect(first.lobbyBroadcasts.isEmpty)
        #expect(first.scheduled(.rosterRefresh) == host.clock.at(2.012))
        // A second change before the refresh rides along with it.
        _ = host.machine.timerFired(.heartbeat(b), at: host.clock.set(1.5))
        #expect(host.machine.received(.pong(Pong(id: 1)), from: b, at: host.clock.set(1.6)).isEmpty)
        // A stale early firing does nothing (and keeps the refresh).
        #expect(host.machine.timerFired(.rosterRefresh, at: host.clock.set(2)).isEmpty)

        let refresh = host.machine.timerFired(.rosterRefresh, at: host.clock.set(2.012))
        #expect(refresh.lobbyBroadcasts.count == 1)
        let update = try #require(refresh.lobbyBroadcasts.first)
        #expect(update.recipients == [a, b, c])
        #expect(update.lobby.members.first { $0.id == ann.id }?.pingMilliseconds == 12)
        #expect(update.lobby.members.first { $0.id == bob.id }?.pingMilliseconds == 100)
        #expect(refresh.events == [.lobbyChanged(update.lobby)])
        #expect(host.machine.timerFired(.rosterRefresh, at: host.clock.set(3.1)).isEmpty)
    }

    @Test func clientsSeeEveryFirstPingWithinOneIntervalOfThePong() {
        var sim = LobbySimulation(host: LobbyHostMachine(configuration: Fixtures.hostConfiguration(), random: .seeded(5)))
        for (index, profile) in [ann, bob, cat].enumerated() {
            sim.addClient(profile.username, Fixtures.clientConfiguration(profile), seed: UInt64(20 + index))
            sim.start(profile.username)
        }
        // The host pings everyone at 1 s; the simulated LAN answers at once (0 ms).
        sim.run(until: 2)
        for profile in [ann, bob, cat] {
            let seen = sim.clients[profile.username]?.lobby?.members.filter { !$0.isHost }.map(\.pingMilliseconds)
            #expect(seen == [0, 0, 0], "\(profile.username)")
        }
    }

    @Test func shuttingDownWithARefreshPendingCancelsIt() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (b, _) = try host.join(bob)
        let (joining, _) = host.open()
        _ = host.machine.timerFired(.heartbeat(a), at: host.clock.set(1))
        _ = host.machine.received(.pong(Pong(id: 1)), from: a, at: host.clock.set(1.030))

        let closing = host.machine.shutDown(at: host.clock.set(1.5))
        #expect(closing.cancels(.rosterRefresh))
        #expect(closing.lobbyBroadcasts.isEmpty)
        let rejection = JoinRejected(reason: .hostShuttingDown, message: "The host is closing the lobby")
        #expect(closing.broadcasts.map(\.message) == [.joinRejected(rejection), .leave(Leave(reason: .hostShutdown))])
        #expect(closing.broadcasts.map(\.recipients) == [[joining], [a, b]])
        #expect(closing.closed == [a: .shutdown, b: .shutdown, joining: .shutdown])
        let lastBroadcast = try #require(closing.lastIndex { if case .broadcast = $0 { true } else { false } })
        let firstClose = try #require(closing.firstIndex { if case .close = $0 { true } else { false } })
        #expect(lastBroadcast < firstClose, "what was sent is flushed before the close")
        #expect(host.machine.timerFired(.rosterRefresh, at: host.clock.set(2.030)).isEmpty)
    }

    @Test func theLastMemberLeavingCancelsThePendingRefresh() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        _ = host.machine.timerFired(.heartbeat(a), at: host.clock.set(1))
        _ = host.machine.received(.pong(Pong(id: 1)), from: a, at: host.clock.set(1.030))
        let left = host.machine.received(.leave(Leave()), from: a, at: host.clock.set(1.2))
        #expect(left.cancels(.rosterRefresh))
        #expect(left.broadcasts.isEmpty, "nobody left to tell")
        #expect(left.events.contains(.lobbyChanged(host.machine.info)))
        #expect(host.machine.timerFired(.rosterRefresh, at: host.clock.set(2.030)).isEmpty)
    }
}

/// Presence flapping (issue 17): a member toggling background/foreground costs everyone at most one
/// `lobbyUpdate` per ping interval; the first change, and joins and leaves, still go out at once.
@Suite("Host roster refresh (coalesced presence changes)")
struct HostPresenceCoalescingTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")
    let cat = Fixtures.profile(4, "Cat")

    @Test func twoHundredToggles() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (b, _) = try host.join(bob)
        // The first background is news: broadcast at once.
        let first = host.machine.received(.background(Background()), from: a, at: host.clock.set(0.5))
        #expect(first.lobbyBroadcasts.map(\.recipients) == [[a, b]])
        #expect(first.lobbyBroadcasts.first?.lobby.members.first { $0.id == ann.id }?.connection == .background)
        // 200 more toggles within the same interval: no broadcast, one refresh scheduled.
        var broadcasts = 0
        var refreshes: [ContinuousClock.Instant] = []
        for step in 1...200 {
            let message: Message = step % 2 == 1 ? .foreground(Foreground()) : .background(Background())
            let actions = host.machine.received(message, from: a, at: host.clock.set(0.5 + Double(step) * 0.004))
            broadcasts += actions.lobbyBroadcasts.count
            if let due = actions.scheduled(.rosterRefresh) { refreshes.append(due) }
        }
        #expect(broadcasts == 0)
        #expect(refreshes == [host.clock.at(1.5)], "one refresh, one interval after the broadcast")
        // The member's own events still say what happened (the host's user sees each toggle).
        // The refresh carries the final state (200 toggles end in background).
        let refresh = host.machine.timerFired(.rosterRefresh, at: host.clock.set(1.5))
        let update = try #require(refresh.lobbyBroadcasts.first)
        #expect(update.recipients == [a, b])
        #expect(update.lobby.members.first { $0.id == ann.id }?.connection == .background)
        // A join right after is not delayed.
        let (c, accepted) = try host.join(cat)
        #expect(accepted.lobby.members.count == 4, "the host, Ann, Bob and Cat")
        _ = c
    }

    @Test func aChangeAfterAQuietIntervalGoesOutAtOnce() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (b, _) = try host.join(bob)
        #expect(host.machine.received(.background(Background()), from: a, at: host.clock.set(1)).lobbyBroadcasts.count == 1)
        let back = host.machine.received(.foreground(Foreground()), from: a, at: host.clock.set(2.5))
        #expect(back.lobbyBroadcasts.map(\.recipients) == [[a, b]])
        #expect(back.scheduled(.rosterRefresh) == nil)
    }

    @Test func aReadyToggleDuringTheHoldOffIsNotDelayedAndCarriesThePresence() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        let (b, _) = try host.join(bob)
        _ = host.machine.received(.background(Background()), from: a, at: host.clock.set(1))
        let back = host.machine.received(.foreground(Foreground()), from: a, at: host.clock.set(1.1))
        #expect(back.lobbyBroadcasts.isEmpty)
        #expect(back.scheduled(.rosterRefresh) == host.clock.at(2))
        let ready = host.machine.received(.setReady(SetReady(ready: true)), from: b, at: host.clock.set(1.2))
        #expect(ready.cancels(.rosterRefresh))
        let update = try #require(ready.lobbyBroadcasts.first)
        #expect(update.lobby.members.first { $0.id == ann.id }?.connection == .connected)
        #expect(host.machine.timerFired(.rosterRefresh, at: host.clock.set(2)).isEmpty)
    }
}
