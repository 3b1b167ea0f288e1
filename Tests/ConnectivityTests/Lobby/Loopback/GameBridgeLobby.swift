@testable import Connectivity
import Foundation
import GameCore

/// A lobby client whose factory makes a ``Tally`` store for every round.
struct BridgedPlayer {
    let profile: PlayerProfile
    let client: LobbyClient
    let events: EventLog<LobbyClientEvent>
    /// The stores the factory made, in order.
    let games: EventLog<BridgedGame>

    /// The store of `round`, waiting up to 10 s for the factory to make it.
    func game(round: Int) async throws -> BridgedGame {
        guard let game = await games.first(where: { $0.round == round }) else { throw BridgeTimeout.noGame(round) }
        return game
    }
}

/// One store made by a client's factory, with its updates recorded.
struct BridgedGame: Sendable {
    let round: Int
    let store: GameClientStore<Tally>
    let updates: EventLog<GameClientEvent>

    /// Waits (up to 10 s) until the store shows host state `sequence` or later with nothing pending.
    func settles(at sequence: UInt64) async -> Bool {
        await updates.first { event in
            if case .viewChanged(let shown, let pending) = event { shown >= sequence && pending == 0 } else { false }
        } != nil
    }
}

/// The host's side of a running Tally round.
struct HostedTally {
    let start: StartGame
    let session: GameHostSession<Tally>
    let updates: EventLog<GameHostUpdate>

    /// Waits (up to 10 s) until the session has reached state `sequence`.
    func reaches(_ sequence: UInt64) async -> Bool {
        await updates.first { $0.stateSequence >= sequence } != nil
    }
}

enum BridgeTimeout: Error {
    case noGame(Int)
    case notStarted
}

extension LoopbackLobby {
    /// Starts a client that makes a Tally store per round, and waits until it joined. After a lost
    /// connection it retries after `reconnectDelay` exactly (no jitter).
    /// With `ownExecutor` the stores run apart from the client's event loop.
    func bridgedPlayer(
        _ profile: PlayerProfile, reconnectDelay: Duration = .milliseconds(100), ownExecutor: Bool = false
    ) async -> BridgedPlayer {
        let timings = SessionTimings(reconnect: ReconnectBackoff(initialDelay: reconnectDelay, jitter: 0))
        let client = LobbyClient(
            host: "127.0.0.1", port: port, configuration: Fixtures.clientConfiguration(profile, timings: timings))
        let (stores, sink) = AsyncStream.makeStream(of: BridgedGame.self)
        await client.setGameFactory { round, transport in
            let store = GameClientStore<Tally>(
                player: profile.id, round: round,
                transport: ownExecutor ? ClosureGameClientTransport { transport.send($0) } : transport)
            sink.yield(BridgedGame(round: round, store: store, updates: EventLog.collecting(store.updates)))
            return store
        }
        let player = BridgedPlayer(
            profile: profile, client: client, events: EventLog.collecting(client.events),
            games: EventLog.collecting(stores))
        await client.start()
        _ = await player.events.first { $0.isJoined }
        return player
    }

    /// Everyone ready, then starts the game and attaches a Tally session to the host (created with
    /// the host's game transport, as an app would on `gameStarted`).
    /// `transport` wraps the host's game transport (by default the session uses it as it is).
    func startTally(
        players: [BridgedPlayer], target: Int,
        transport: (LobbyGameHostTransport) -> any GameHostTransport = { $0 }
    ) async throws -> HostedTally {
        for player in players { try await player.client.setReady(true) }
        try await host.setReady(true)
        let everyone = players.count + 1
        _ = await hostEvents.first { event in
            if case .lobbyChanged(let info) = event { info.readyPlayerIDs.count == everyone } else { false }
        }
        try await host.startGame()
        let started = await hostEvents.first { if case .gameStarted = $0 { true } else { false } }
        guard case .gameStarted(let start)? = started else { throw BridgeTimeout.notStarted }
        var settings = Tally.defaultSettings
        settings.target = target
        let core = try GameHostCore<Tally>(players: start.players, settings: settings, seed: 1, round: start.round)
        let session = GameHostSession(core: core, transport: transport(host.gameTransport))
        let hosted = HostedTally(start: start, session: session, updates: EventLog.collecting(session.updates))
        await host.attachGame(session)
        await session.start()
        return hosted
    }
}
