import Foundation
import GameCore
import NIOConcurrencyHelpers

/// The connection a client's game actions go out on, readable from any thread: the local game
/// sends its actions through it straight to the socket, without a hop through ``LobbyClient``.
///
/// ``LobbyClient`` sets it while the session is joined and clears it otherwise, so actions sent
/// while reconnecting are dropped (the store resends what is unacknowledged after the resume).
final class ClientGameRoute: Sendable {
    private let outlet = NIOLockedValueBox<FrameOutlet?>(nil)
    private let encoder: LockedFrameEncoder

    init(encoder: LockedFrameEncoder) { self.encoder = encoder }

    func replace(with outlet: FrameOutlet?) { self.outlet.withLockedValue { $0 = outlet } }

    /// Encodes `message` and queues it; `false` when it was not sent.
    @discardableResult
    func send(_ message: Message) -> Bool {
        outlet.withLockedValue { $0 }?.send(message, encodedBy: encoder) ?? false
    }

    /// Closes the joined connection (after what is queued): the client reconnects and resumes as
    /// after any lost connection, and the host's first state on the new one is whole. Does nothing
    /// while not joined (a resume is already under way).
    func reconnect() {
        outlet.withLockedValue { outlet in
            let current = outlet
            outlet = nil
            return current
        }?.close()
    }
}

/// A ``GameClientTransport`` that writes the local game's actions to the host's connection from
/// the game's own actor (see ``LobbyClient/gameTransport``). A store made with it runs on the
/// client's event loop (``preferredExecutor``).
public struct LobbyGameClientTransport: GameClientTransport {
    let route: ClientGameRoute
    let executor: any SerialExecutor

    /// The event loop of the client and its connection.
    public var preferredExecutor: (any SerialExecutor)? { executor }

    /// Sends `action` as `gameAction`, or drops it while the session is not joined.
    public func send(_ action: OutgoingGameAction) {
        route.send(.gameAction(GameAction(sequence: action.sequence, payload: action.payload)))
    }

    /// A view patch did not apply: drops the connection so that the session resumes on a new one,
    /// whose first `gameState` is whole (Docs/Protocol.md "View patches").
    public func requestWholeView() { route.reconnect() }
}

/// Makes the local game of a round inside a ``LobbyClient``: called when the round's `startGame`
/// arrives, or, for a spectator joining mid-game, its first state. Returning `nil` leaves the round
/// without a game (its messages are dropped).
public typealias LobbyGameClientFactory =
    @Sendable (_ round: Int, _ transport: LobbyGameClientTransport) -> (any GameClientDriver)?

/// What the local game must hear, queued during a ``LobbyClient`` step and fed to it right after.
enum ClientGameInput: Sendable {
    /// Whether this is a host state.
    var isState: Bool {
        if case .state = self { true } else { false }
    }

    /// Whether this is a host state carrying the whole view (no patch).
    var isWholeState: Bool {
        if case .state(let state) = self { state.patch == nil } else { false }
    }

    case state(GameState)
    case rejected(ActionRejected)
    case over(GameOver)
    /// Back on a new connection: resend what the host has not acknowledged.
    case resumed
    /// The session ended.
    case ended
}
