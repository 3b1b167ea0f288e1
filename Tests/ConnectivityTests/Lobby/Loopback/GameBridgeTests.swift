@testable import Connectivity
import Foundation
import GameCore
import Testing

/// A game attached to a real ``LobbyHost`` and stores made by real ``LobbyClient``s' factories,
/// over TCP on 127.0.0.1: actions and outputs go straight between sockets and games.
@Suite("Game bridge over loopback TCP", .serialized, .timeLimit(.minutes(1)))
struct GameBridgeTests {
    let hostID = Fixtures.hostProfile.id
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")
    let cy = Fixtures.profile(4, "Cy")

    @Test func everyStoreReachesTheHostsFinalState() async throws {
        let lobby = try await LoopbackLobby()
        let players = [await lobby.bridgedPlayer(ann), await lobby.bridgedPlayer(bob), await lobby.bridgedPlayer(cy)]
        // Each client adds 1+2+3+4+5 and the host's seat 5: only the last of the 16 adds reaches 50.
        let hosted = try await lobby.startTally(players: players, target: 50)
        var games: [BridgedGame] = []
        for player in players { games.append(try await player.game(round: hosted.start.round)) }
        for game in games { #expect(await game.settles(at: 1)) }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for game in games {
                group.addTask {
                    for amount in Tally.legalAmounts { try await game.store.send(Tally.Action(amount: amount)) }
                }
            }
            group.addTask { await hosted.session.apply(Tally.Action(amount: 5), from: hostID, sequence: 1) }
            try await group.waitForAll()
        }
        #expect(await hosted.updates.first { $0.outcome != nil } != nil)
        let core = await hosted.session.core
        #expect(core.stateSequence == 17)
        #expect(core.state.total == 50)
        #expect(core.state.added == [5, 15, 15, 15])

        for (player, game) in zip(players, games) {
            #expect(await game.updates.first { if case .gameOver = $0 { true } else { false } } != nil)
            #expect(await game.store.core.confirmedStateSequence == core.stateSequence)
            #expect(await game.store.displayedView == Tally.view(of: core.state, for: .player(player.profile.id)))
            #expect(await game.store.displayedView?.mine == 15)
            #expect(await game.store.outcome == core.outcome)
            #expect(await game.store.pendingActionCount == 0)
            let shown = await game.updates.events.compactMap { event -> UInt64? in
                if case .viewChanged(let sequence, _) = event { sequence } else { nil }
            }
            #expect(shown == shown.sorted() && shown.last == core.stateSequence, "\(player.profile.username)")
        }
        #expect(await lobby.hostActions.events.isEmpty)
        await lobby.host.shutDown()
    }

    @Test func anIllegalActionIsRolledBackOnTheClient() async throws {
        let lobby = try await LoopbackLobby()
        let a = await lobby.bridgedPlayer(ann)
        let b = await lobby.bridgedPlayer(bob)
        let hosted = try await lobby.startTally(players: [a, b], target: 100)
        let annGame = try await a.game(round: hosted.start.round)
        let bobGame = try await b.game(round: hosted.start.round)
        #expect(await annGame.settles(at: 1))

        try await annGame.store.send(Tally.Action(amount: 9))
        let rejection = GameClientEvent.actionRejected(sequence: 1, error: .invalidAction(Tally.illegalAmountReason))
        #expect(await annGame.updates.first { $0 == rejection } != nil)
        // Shown at once (one pending), then rolled back when the host refused it.
        #expect(await eventually { await annGame.updates.events.count >= 4 })
        #expect(await annGame.updates.events == [
            .viewChanged(stateSequence: 1, pendingActions: 0), .viewChanged(stateSequence: 1, pendingActions: 1),
            rejection, .viewChanged(stateSequence: 1, pendingActions: 0),
        ])
        #expect(await annGame.store.displayedView == Tally.View(players: [hostID, ann.id, bob.id], total: 0, mine: 0))
        #expect(await hosted.session.core.stateSequence == 1)

        try await annGame.store.send(Tally.Action(amount: 2))
        #expect(await annGame.settles(at: 2))
        #expect(await bobGame.settles(at: 2))
        #expect(await annGame.store.displayedView?.mine == 2)
        #expect(await bobGame.store.displayedView == Tally.View(players: [hostID, ann.id, bob.id], total: 2, mine: 0))
        await lobby.host.shutDown()
    }

    @Test func aCutClientCatchesUpAndResendsWhatWasPending() async throws {
        let lobby = try await LoopbackLobby()
        let a = await lobby.bridgedPlayer(ann, reconnectDelay: .seconds(1))
        let b = await lobby.bridgedPlayer(bob)
        let hosted = try await lobby.startTally(players: [a, b], target: 100)
        let annGame = try await a.game(round: hosted.start.round)
        let bobGame = try await b.game(round: hosted.start.round)
        #expect(await annGame.settles(at: 1))
        #expect(await bobGame.settles(at: 1))

        // Ann drops and Bob plays meanwhile: the host drops Ann's state, then resyncs her on her return.
        await a.client.cutConnection()
        #expect(await lobby.hostEvents.first { if case .playerAway(ann.id, .disconnected, _) = $0 { true } else { false } } != nil)
        try await bobGame.store.send(Tally.Action(amount: 4))
        #expect(await hosted.reaches(2))
        #expect(await a.events.first { $0.isResumed } != nil)
        #expect(await annGame.settles(at: 2))
        #expect(await annGame.store.displayedView == Tally.View(players: [hostID, ann.id, bob.id], total: 4, mine: 0))

        // Ann drops again and adds while away: the action stays pending and is resent on her return.
        await a.client.cutConnection()
        #expect(await eventually { await a.client.state == .reconnecting })
        try await annGame.store.send(Tally.Action(amount: 3))
        #expect(await annGame.store.pendingActionCount == 1)
        #expect(await hosted.session.core.lastAppliedAction(of: ann.id) == 0)
        #expect(await annGame.settles(at: 3))
        #expect(await bobGame.settles(at: 3))
        let core = await hosted.session.core
        #expect(core.lastAppliedAction(of: ann.id) == 1)
        #expect(core.state.added == [0, 3, 4])
        #expect(await annGame.store.displayedView == Tally.view(of: core.state, for: .player(ann.id)))
        let resumes = await lobby.hostEvents.events.filter { $0 == .playerResumed(ann.id, role: .player) }
        #expect(resumes.count == 2)
        await lobby.host.shutDown()
    }

    @Test func aPlayerWhoLeavesIsRemovedFromTheGame() async throws {
        let lobby = try await LoopbackLobby()
        let players = [await lobby.bridgedPlayer(ann), await lobby.bridgedPlayer(bob), await lobby.bridgedPlayer(cy)]
        let hosted = try await lobby.startTally(players: players, target: 100)
        var games: [BridgedGame] = []
        for player in players { games.append(try await player.game(round: hosted.start.round)) }
        for game in games { #expect(await game.settles(at: 1)) }

        await players[1].client.leave()
        #expect(await lobby.hostEvents.first { $0 == .playerLeft(bob.id, .left) } != nil)
        #expect(await hosted.reaches(2))
        let core = await hosted.session.core
        let remaining = [hostID, ann.id, cy.id]
        #expect(core.players == remaining)
        #expect(core.state.players == remaining)
        #expect(core.outcome == nil)
        for game in [games[0], games[2]] {
            #expect(await game.settles(at: 2))
            #expect(await game.store.displayedView?.players == remaining)
        }
        await lobby.host.shutDown()
    }

    @Test func detachingSendsActionsToGameActionsAgain() async throws {
        let lobby = try await LoopbackLobby()
        let a = await lobby.bridgedPlayer(ann)
        let b = await lobby.bridgedPlayer(bob)
        let hosted = try await lobby.startTally(players: [a, b], target: 100)
        let annGame = try await a.game(round: hosted.start.round)
        #expect(await annGame.settles(at: 1))

        try await annGame.store.send(Tally.Action(amount: 2))
        #expect(await annGame.settles(at: 2))
        await lobby.host.attachGame(nil)
        try await annGame.store.send(Tally.Action(amount: 3))
        let received = try #require(await lobby.hostActions.first { _ in true })
        #expect(received.player == ann.id)
        #expect(received.action == GameAction(sequence: 2, payload: GamePayloadCodec.encode(Tally.Action(amount: 3))))
        // The first action went to the game only: the stream's first element is the second action.
        #expect(await lobby.hostActions.events.count == 1)
        // Nobody answers now, so the prediction stays on screen.
        #expect(await annGame.store.displayedView?.total == 5)
        #expect(await annGame.store.pendingActionCount == 1)
        #expect(await hosted.session.core.stateSequence == 2)

        // Attached again, the game takes the action handed over by hand and everyone catches up.
        await lobby.host.attachGame(hosted.session)
        await hosted.session.receiveAction(payload: received.action.payload, from: ann.id, sequence: received.action.sequence)
        #expect(await annGame.settles(at: 3))
        #expect(await (try b.game(round: hosted.start.round)).settles(at: 3))
        #expect(await hosted.session.core.state.total == 5)
        await lobby.host.shutDown()
    }
}
