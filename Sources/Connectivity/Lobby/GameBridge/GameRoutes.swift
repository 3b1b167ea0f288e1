import Foundation
import GameCore
import NIOConcurrencyHelpers

/// The connection of every seated member, readable from any thread: a hosted game delivers its
/// outputs through it straight to the sockets, without a hop through ``LobbyHost``.
///
/// ``LobbyHost`` replaces the table whenever a seat changes connection, inside the same actor
/// step that queued the messages belonging before it (`joinAccepted`, `startGame`), so a game
/// output never overtakes them. A player whose seat is held has no route: like
/// ``LobbyHost/send(_:to:)-(GameState,_)``, its outputs are dropped until it resumes.
final class GameRoutes: Sendable {
    private let table = NIOLockedValueBox<[UUID: any FrameSink]>([:])
    private let encoder: LockedFrameEncoder

    init(encoder: LockedFrameEncoder) { self.encoder = encoder }

    func replace(with routes: [UUID: any FrameSink]) { table.withLockedValue { $0 = routes } }

    /// Encodes `message` and queues it to `player`'s connection; `false` when it was not sent.
    @discardableResult
    func send(_ message: Message, to player: UUID) -> Bool {
        table.withLockedValue { $0[player] }?.send(message, encodedBy: encoder) ?? false
    }
}

/// A ``GameHostTransport`` that writes a hosted game's outputs to the players' connections from
/// the game's own actor (see ``LobbyHost/gameTransport``). A session made with it runs on the
/// lobby's event loop (``preferredExecutor``).
public struct LobbyGameHostTransport: GameHostTransport {
    let routes: GameRoutes
    let executor: any SerialExecutor

    /// The event loop of the lobby and its connections.
    public var preferredExecutor: (any SerialExecutor)? { executor }

    /// Sends `output` to its recipient's connection, or drops it while the recipient is away.
    public func deliver(_ output: GameHostOutput) { routes.send(output.message, to: output.recipient) }
}
