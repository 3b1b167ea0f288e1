import Foundation
import GameCore
import Synchronization

/// One game's journal going into the record: ``GameHostSession`` calls it on its executor before
/// sending the views of each step. A failed write (disk full, read-only) never stops the game:
/// the recording reports it once through `onProblem`, marks itself stopped and drops later steps.
public final class GameRecording: GameJournalRecorder {
    /// The game's id in the record.
    public let gameID: Int64
    private let store: RecordStore
    private let onProblem: @Sendable (RecordError) -> Void
    private let progress = Mutex(Progress())

    private struct Progress {
        var nextStep = 0
        var stopped = false
    }

    /// Records `start` and returns the recording for its journal; `onProblem` hears the first
    /// failed write.
    public init(
        store: RecordStore, start: RecordedGameStart, onProblem: @escaping @Sendable (RecordError) -> Void
    ) throws(RecordError) {
        self.store = store
        self.onProblem = onProblem
        gameID = try store.beginGame(start)
    }

    /// Whether a write failed and recording stopped.
    public var isStopped: Bool { progress.withLock { $0.stopped } }

    /// The number of steps recorded so far.
    public var recordedSteps: Int { progress.withLock { $0.nextStep } }

    /// Keeps the initial state's digest.
    public func begin(initialDigest: UInt64) {
        perform { () throws(RecordError) in try store.setInitialDigest(initialDigest, game: gameID) }
    }

    /// Appends the steps (and closes the game with its outcome) in one transaction.
    public func record(_ steps: [GameJournalStep], outcome: GameOutcome?) {
        let first = progress.withLock { $0.nextStep }
        if perform({ () throws(RecordError) in
            try store.append(steps, from: first, game: gameID, outcome: outcome, at: Date())
        }) {
            progress.withLock { $0.nextStep = first + steps.count }
        }
    }

    /// Closes the game as abandoned (the lobby closed before it ended).
    public func abandon() {
        perform { () throws(RecordError) in try store.abandonGame(gameID, at: Date()) }
    }

    @discardableResult
    private func perform(_ write: () throws(RecordError) -> Void) -> Bool {
        guard !isStopped else { return false }
        do {
            try write()
            return true
        } catch {
            progress.withLock { $0.stopped = true }
            onProblem(error)
            return false
        }
    }
}
