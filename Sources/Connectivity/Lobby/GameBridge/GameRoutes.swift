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
///
/// It also patches views (``GameViewPatcher``): a `gameState` carries only what changed since the
/// state last queued *on the same connection*. A new connection, no connection, or a frame that
/// could not be queued makes the recipient's next state whole, so a patch's base is always a state
/// the connection carried (the protocol's byte stream keeps it in order).
final class GameRoutes: Sendable {
    private struct Table {
        var sinks: [UUID: any FrameSink] = [:]
        var patcher = GameViewPatcher()
        /// Members of the host-rendered face: their outputs are rendered, never patched.
        var rendered = RenderedRecipients()
        /// Views sent, for the metrics (``ViewCounts``).
        var views = ViewCounts()
    }

    private let table = NIOLockedValueBox(Table())
    private let encoder: LockedFrameEncoder

    init(encoder: LockedFrameEncoder) { self.encoder = encoder }

    func replace(with routes: [UUID: any FrameSink]) {
        table.withLockedValue { table in
            let unchanged = routes.compactMap { id, sink in table.sinks[id] === sink ? id : nil }
            table.patcher.forgetAll(except: Set(unchanged))
            table.sinks = routes
        }
    }

    /// Replaces who plays through the host-rendered face (``RenderedRecipients``).
    func replaceRendered(with rendered: RenderedRecipients) {
        table.withLockedValue { $0.rendered = rendered }
    }

    /// The views sent so far, whole and patched (``ViewCounts``; rendered faces are text, not views).
    var viewCounts: ViewCounts { table.withLockedValue { $0.views } }

    /// Queues `output` to its recipient's connection, a state patched when worthwhile (or rendered,
    /// for a member of the host-rendered face), `gameOver` to a browser or a member of the face with
    /// the player's own line; `false` when it was not sent.
    @discardableResult
    func deliver(_ output: GameHostOutput) -> Bool {
        let recipient = output.recipient
        let route: Route = table.withLockedValue { table in
            guard let sink = table.sinks[recipient] else {
                table.patcher.forget(recipient)
                return .dropped
            }
            // Rendered outside the lock: the module's face is the slow part.
            if table.rendered.contains(recipient) { return .rendered(sink, table.rendered) }
            switch output {
            case .state(let state):
                let prepared = table.patcher.prepare(state)
                table.views.count(prepared)
                return .message(sink, GameHostOutput.state(prepared).message)
            case .gameOver:
                // A browser has no module to word the player's own line: the host words it (outside
                // the lock: it decodes the final view). A TCP client with the module words its own.
                return sink is EnvelopeLink ? .rendered(sink, table.rendered) : .message(sink, output.message)
            case .actionRejected:
                return .message(sink, output.message)
            }
        }
        let sent: Bool
        switch route {
        case .dropped:
            return false
        case .message(let sink, let message):
            sent = sink.send(message, encodedBy: encoder)
        case .rendered(let sink, let rendered):
            sent = sink.send(rendered.message(for: output), encodedBy: encoder)
        }
        // The receiver may not have the base the next patch would need.
        if !sent { table.withLockedValue { $0.patcher.forget(recipient) } }
        return sent
    }

    /// Where ``deliver(_:)`` sends an output, decided under the lock. An enum, not a tuple of
    /// optionals: copying those out of the lock cost ~700 instructions a recipient (cost guard).
    private enum Route {
        /// The recipient has no connection now.
        case dropped
        /// This message to this connection.
        case message(any FrameSink, Message)
        /// The output, rendered (or worded) for this connection outside the lock.
        case rendered(any FrameSink, RenderedRecipients)
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

    /// Sends `output` to its recipient's connection (a state as a patch when worthwhile, see
    /// ``GameRoutes``), or drops it while the recipient is away.
    public func deliver(_ output: GameHostOutput) { routes.deliver(output) }
}
