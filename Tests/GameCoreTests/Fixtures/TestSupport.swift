import Foundation
import GameCore

/// A readable, fixed player id: `player(1)` is `00000000-0000-0000-0000-000000000001`.
func player(_ number: Int) -> PlayerID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
}

extension GameHostOutput {
    /// The state output, if this is one.
    var stateOutput: GameStateOutput? {
        if case .state(let output) = self { output } else { nil }
    }

    /// The rejection, if this is one.
    var rejection: ActionRejectedOutput? {
        if case .actionRejected(let output) = self { output } else { nil }
    }

    /// The game-over notice, if this is one.
    var gameOverOutput: GameOverOutput? {
        if case .gameOver(let output) = self { output } else { nil }
    }
}

/// Feeds every output addressed to `core.player` into the client core, like the network would.
func deliver<Module: GameModule>(_ outputs: [GameHostOutput], to core: inout GameClientCore<Module>) throws {
    for output in outputs where output.recipient == core.player {
        switch output {
        case .state(let state):
            _ = try core.receiveState(
                round: state.round, stateSequence: state.stateSequence,
                lastAppliedAction: state.lastAppliedAction, payload: state.payload)
        case .actionRejected(let rejection):
            core.receiveRejection(sequence: rejection.sequence, error: rejection.error)
        case .gameOver(let over):
            _ = try core.receiveGameOver(
                round: over.round, winners: over.winners, summary: over.summary, payload: over.payload)
        }
    }
}

/// A value shared with `@Sendable` closures (the transports); NSLock keeps it portable to macOS 14,
/// where `Synchronization.Mutex` is not available.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
