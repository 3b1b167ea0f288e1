import BenchmarkSupport
@_spi(CostGuard) import Connectivity
import Foundation
import GameCore

extension Workload {
    /// One member that is a real client, as `lanjoin` and the harness run it: a ``LobbyClient``
    /// whose game is a ``GameClientStore``; the store's observer sends the next action as soon as a
    /// host state has confirmed the last one, in the same step, as the harness's `RoundDriver` does.
    static func tallyClient(count: Int) async throws -> Result {
        let lobby = try lobby(for: TallyGame.self, members: 1)
        let profile = PlayerProfile(id: Identities.player(1), username: "Player 1")
        let client = LobbyClient(
            host: "in-process", port: 0,
            configuration: LobbyClientConfiguration(
                profile: profile, appVersion: "costguard/1.0.0", games: [TallyGame.versionInfo], timings: timings),
            transport: lobby.clientTransport)
        let made = MadeStore()
        await client.setGameFactory { round, transport in
            let store = GameClientStore<TallyGame>(player: profile.id, round: round, transport: transport)
            made.store = store
            return store
        }
        await client.start()
        try await settle(lobby, until: { await client.membership != nil }, what: "the client's join")
        try await client.setReady(true)
        try await lobby.pumpAll()
        try await lobby.lobby.startGame()
        let core = try GameHostCore<TallyGame>(players: [profile.id], settings: TallyGame.defaultSettings, seed: 1)
        let session = GameHostSession(core: core, transport: lobby.lobby.gameTransport)
        await lobby.lobby.attachGame(session)
        await session.start()
        try await settle(lobby, until: { await made.store?.displayedView != nil }, what: "the client's first view")
        guard let store = made.store else { throw CostGuardError("tally-client: no store was made") }

        let actor = ActingClient(count: count)
        await store.setObserver { store, event in actor.handle(event, store: store) }
        try await store.send(TallyGame.Action(amount: 1))
        let trips = try await lobby.onLoop {
            var trips = 0
            while try lobby.roundTrip(0), trips <= count { trips += 1 }
            return trips
        }
        let total = await session.core.state.total
        guard total == count, trips == count else {
            throw CostGuardError("tally-client: \(total) of \(count) actions applied in \(trips) round trips")
        }
        return Result(actions: count, hostBytesOut: lobby.hostBytesOut)
    }

    /// Pumps the lobby until `done`, for at most 100 turns of its loop (work the client queues on
    /// its loop, such as connecting, runs between two turns).
    private static func settle(
        _ lobby: InProcessLobby, until done: () async -> Bool, what: String
    ) async throws {
        for _ in 0..<100 {
            if await done() { return }
            try await lobby.pumpAll()
        }
        throw CostGuardError("tally-client: \(what) did not happen")
    }
}

/// Sends one tally action each time a host state confirms everything sent, `count` in all.
private final class ActingClient: @unchecked Sendable {
    private let count: Int
    /// The first action is sent by the workload, before the observer is called.
    private var sent = 1

    init(count: Int) { self.count = count }

    /// Called by the store, on its executor (the lobby's loop), for every event.
    func handle(_ event: GameClientEvent, store: isolated GameClientStore<TallyGame>) {
        guard case .viewChanged(_, pendingActions: 0) = event, sent < count else { return }
        sent += 1
        try? store.send(TallyGame.Action(amount: 1))
    }
}

/// Hands the store out of the client's game factory (called on the lobby's loop).
private final class MadeStore: @unchecked Sendable {
    var store: GameClientStore<TallyGame>?
}
