import Connectivity
import Foundation
import NIOCore

/// A real listener on 127.0.0.1 that answers hello, ping and gameAction, and records how each
/// connection ended.
final class EchoServer: Sendable {
    /// How one served connection ended.
    enum Outcome: Equatable, Sendable {
        case closedByPeer
        case wireError(WireError.Code)
        case otherError(String)
    }

    let listener: FramedListener
    let outcomes = OutcomeLog()
    private let task: Task<Void, any Error>

    init() async throws {
        let listener = try await FramedListener.bind(host: "127.0.0.1", port: 0)
        self.listener = listener
        let outcomes = self.outcomes
        task = Task {
            try await listener.serve { connection in
                let outcome: Outcome
                do {
                    outcome = try await connection.executeThenClose { inbound, outbound in
                        do {
                            for try await message in inbound {
                                try await EchoServer.answer(message, on: outbound)
                            }
                            return .closedByPeer
                        } catch let error as WireError {
                            await outbound.reportError(error)
                            return .wireError(error.code)
                        }
                    }
                } catch {
                    outcome = .otherError("\(error)")
                }
                await outcomes.append(outcome)
            }
        }
    }

    var port: Int { listener.port }

    private static func answer(_ message: Message, on outbound: FramedOutbound) async throws {
        switch message {
        case .hello(let hello):
            var lobby = SampleMessages.lobby
            lobby.members.append(LobbyMember(profile: hello.profile))
            try await outbound.send(.joinAccepted(JoinAccepted(
                lobby: lobby, playerId: hello.profile.id, resumeToken: "token", role: .player, resumed: false)))
        case .ping(let ping):
            try await outbound.send(.pong(Pong(id: ping.id)))
        case .gameAction(let action):
            try await outbound.send(.gameState(GameState(
                round: 1, stateSequence: action.sequence, lastAppliedAction: action.sequence, payload: action.payload)))
        default:
            break
        }
    }

    func stop() async {
        listener.close()
        task.cancel()
        _ = try? await task.value
    }
}

/// Outcomes of served connections, in the order they ended.
actor OutcomeLog {
    private(set) var all: [EchoServer.Outcome] = []
    func append(_ outcome: EchoServer.Outcome) { all.append(outcome) }
}

/// Waits until `condition` holds or `timeout` passes; returns whether it held.
func eventually(
    timeout: Duration = .seconds(10), _ condition: @Sendable () async -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return await condition()
}
