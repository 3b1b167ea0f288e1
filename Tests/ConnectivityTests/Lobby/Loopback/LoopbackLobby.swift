@testable import Connectivity
import Foundation
import GameCore

/// A real ``LobbyHost`` on 127.0.0.1 and real ``LobbyClient``s, with their events recorded.
struct LoopbackLobby {
    let host: LobbyHost
    let port: Int
    let hostEvents: EventLog<LobbyHostEvent>
    let hostActions: EventLog<GameActionReceived>

    struct GameActionReceived: Sendable {
        let player: UUID
        let action: GameAction
    }

    struct Client {
        let client: LobbyClient
        let events: EventLog<LobbyClientEvent>
        let game: EventLog<HostGameMessage>
    }

    init(
        passcode: String? = nil, policy: LobbySeatPolicy = LobbySeatPolicy(minPlayers: 2, maxPlayers: 4),
        transport: TransportConfiguration = TransportConfiguration(), timings: SessionTimings = SessionTimings(),
        passcodeIterations: Int = PasscodeKDF.defaultIterations, connectionLimits: LobbyConnectionLimits = LobbyConnectionLimits()
    ) async throws {
        var configuration = Fixtures.hostConfiguration(policy: policy, timings: timings)
        configuration.connectionLimits = connectionLimits
        host = try LobbyHost(
            configuration: configuration, passcode: passcode, passcodeIterations: passcodeIterations, transport: transport)
        port = try await host.listen(host: "127.0.0.1", port: 0)
        hostEvents = EventLog.collecting(host.events)
        let (stream, continuation) = AsyncStream.makeStream(of: GameActionReceived.self)
        let actions = host.gameActions
        Task {
            for await (player, action) in actions { continuation.yield(GameActionReceived(player: player, action: action)) }
            continuation.finish()
        }
        hostActions = EventLog.collecting(stream)
    }

    /// Starts a client for `profile`; does not wait for the join.
    func client(
        _ profile: PlayerProfile, passcode: String? = nil, resumeToken: String? = nil,
        timings: SessionTimings = SessionTimings()
    ) async -> Client {
        var configuration = Fixtures.clientConfiguration(profile, passcode: passcode, timings: timings)
        configuration.acceptedIterations = PasscodeKDF.minimumAcceptedIterations...PasscodeKDF.maximumAcceptedIterations
        configuration.resumeToken = resumeToken
        let client = LobbyClient(host: "127.0.0.1", port: port, configuration: configuration)
        let recorded = Client(client: client, events: EventLog.collecting(client.events), game: EventLog.collecting(client.gameMessages))
        await client.start()
        return recorded
    }
}

extension LoopbackLobby {
    /// Starts a client and waits (up to 10 s) until it joined, so seat order is deterministic.
    func joinedClient(
        _ profile: PlayerProfile, passcode: String? = nil, timings: SessionTimings = SessionTimings()
    ) async -> Client {
        let recorded = await client(profile, passcode: passcode, timings: timings)
        _ = await recorded.events.first { $0.isJoined }
        return recorded
    }
}

extension LobbyClientEvent {
    var isJoined: Bool { if case .joined = self { true } else { false } }
    var isResumed: Bool { if case .resumed = self { true } else { false } }
    var endReason: LobbyClientEndReason? { if case .ended(let reason) = self { reason } else { nil } }
    var lobby: LobbyInfo? { if case .lobbyUpdated(let info) = self { info } else { nil } }
}
