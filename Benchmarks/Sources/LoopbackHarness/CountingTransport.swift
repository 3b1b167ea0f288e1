import Connectivity
import GameCore
import NIOConcurrencyHelpers

/// The session's transport in the host process: forwards every output straight to the lobby's
/// sockets (``LobbyHost/gameTransport``), counts them, and calls `onGameOver` once the last of
/// `recipients` game-over notices went out.
final class CountingTransport: GameHostTransport {
    private struct Counts {
        var outputs = 0
        var gameOvers = 0
    }

    private let base: LobbyGameHostTransport
    private let recipients: Int
    private let onGameOver: @Sendable () -> Void
    private let counts = NIOLockedValueBox(Counts())

    init(base: LobbyGameHostTransport, recipients: Int, onGameOver: @escaping @Sendable () -> Void) {
        self.base = base
        self.recipients = recipients
        self.onGameOver = onGameOver
    }

    /// Outputs delivered so far.
    var outputs: Int { counts.withLockedValue { $0.outputs } }

    func deliver(_ output: GameHostOutput) {
        base.deliver(output)
        let roundOver = counts.withLockedValue { counts in
            counts.outputs += 1
            guard case .gameOver = output else { return false }
            counts.gameOvers += 1
            guard counts.gameOvers == recipients else { return false }
            counts.gameOvers = 0
            return true
        }
        if roundOver { onGameOver() }
    }
}
