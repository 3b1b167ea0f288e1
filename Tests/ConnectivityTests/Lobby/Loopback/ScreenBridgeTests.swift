@testable import Connectivity
import Foundation
import GameCore
import Testing

/// Big screens on a real ``LobbyHost`` over loopback TCP: the attached game makes every open screen
/// a spectator, at the start and when one opens mid-game, and forgets it when it closes.
@Suite("Big screens over loopback TCP", .serialized, .timeLimit(.minutes(1)))
struct ScreenBridgeTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")

    /// A screen's client: hello with `screen: true`, its game messages recorded.
    func screen(_ lobby: LoopbackLobby, _ number: Int) async -> LoopbackLobby.Client {
        var configuration = Fixtures.clientConfiguration(Fixtures.profile(number, "TV"))
        configuration.screen = true
        let client = LobbyClient(host: "127.0.0.1", port: lobby.port, configuration: configuration)
        let recorded = LoopbackLobby.Client(
            client: client, events: EventLog.collecting(client.events), game: EventLog.collecting(client.gameMessages))
        await client.start()
        _ = await recorded.events.first { $0.isJoined }
        return recorded
    }

    /// The first whole state `client` was sent, as Tally's view.
    func firstView(_ client: LoopbackLobby.Client, where accept: @escaping @Sendable (Tally.View) -> Bool = { _ in true }) async -> Tally.View? {
        let state = await client.game.first { message in
            guard case .state(let state) = message, state.patch == nil,
                let view = try? GamePayloadCodec.decode(Tally.View.self, from: state.payload, maximumBytes: 1 << 16)
            else { return false }
            return accept(view)
        }
        guard case .state(let state)? = state else { return nil }
        return try? GamePayloadCodec.decode(Tally.View.self, from: state.payload, maximumBytes: 1 << 16)
    }

    @Test func screensWatchTheGameAsSpectatorsAndAreForgottenWhenTheyClose() async throws {
        let lobby = try await LoopbackLobby()
        let early = await screen(lobby, 90)
        let a = await lobby.bridgedPlayer(ann)
        let b = await lobby.bridgedPlayer(bob)
        #expect(await lobby.host.info.screens == 1)
        #expect(await lobby.host.info.members.count == 3)
        let hosted = try await lobby.startTally(players: [a, b], target: 100)
        #expect(await early.game.first { if case .started = $0 { true } else { false } } != nil)
        let seen = try #require(await firstView(early))
        #expect(seen.mine == nil, "a screen sees the spectator's view")
        #expect(seen.players == hosted.start.players)

        let annGame = try await a.game(round: hosted.start.round)
        // The store refuses actions until its first view has come (the view races the factory).
        #expect(await annGame.settles(at: 1))
        try await annGame.store.send(Tally.Action(amount: 3))
        #expect(await hosted.reaches(2))
        // A screen opened mid-game is sent the game as it is now.
        let late = await screen(lobby, 91)
        let caughtUp = try #require(await firstView(late) { $0.total == 3 })
        #expect(caughtUp.mine == nil)
        let screens = await lobby.host.machine.screenIDs
        #expect(screens.count == 2)
        #expect(await eventually { await hosted.session.core.spectators == screens })

        await late.client.leave()
        #expect(await eventually { await hosted.session.core.spectators == [screens[0]] })
        #expect(await eventually { await lobby.host.info.screens == 1 })
        await lobby.host.shutDown()
    }
}
