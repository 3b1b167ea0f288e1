import Foundation
import GameCore
import GRDB

/// One game's journal going into the record: ``GameHostSession`` hands it each step before it sends
/// the step's views, and it queues the step for the record's writer thread (``RecordWriter``), so
/// the game never waits for the disk. A failed write (disk full, read-only) never stops the game:
/// the recording reports it once through `onProblem`, stops, and drops later steps.
public final class GameRecording: GameJournalRecorder {
    /// The game's id in the record.
    public let gameID: Int64
    private let store: RecordStore
    private let onProblem: @Sendable (RecordError) -> Void
    private let progress = LockedState(Progress())

    private struct Progress {
        var nextStep = 0
        var stopped = false
    }

    /// Records `start` (at once, before the game's first view) and returns the recording for its
    /// journal; `onProblem` hears the first failed write.
    public init(
        store: RecordStore, start: RecordedGameStart, onProblem: @escaping @Sendable (RecordError) -> Void
    ) throws(RecordError) {
        self.store = store
        self.onProblem = onProblem
        gameID = try store.beginGame(start)
    }

    /// Goes on recording a game a stopped host was playing (SPEC §13 restart): later steps are
    /// numbered after the `recordedSteps` already in the record.
    public init(
        store: RecordStore, resuming game: Int64, recordedSteps: Int, onProblem: @escaping @Sendable (RecordError) -> Void
    ) {
        self.store = store
        self.onProblem = onProblem
        gameID = game
        progress.withLock { $0.nextStep = recordedSteps }
    }

    /// Whether a write failed and recording stopped.
    public var isStopped: Bool { progress.withLock { $0.stopped } }

    /// The number of steps handed to the record so far (committed once ``flush()`` returns).
    public var recordedSteps: Int { progress.withLock { $0.nextStep } }

    /// Keeps the initial state's digest.
    public func begin(initialDigest: UInt64) {
        let (store, game) = (self.store, gameID)
        enqueue { db in try store.setInitialDigest(initialDigest, game: game, in: db) }
    }

    /// Queues the steps (and the game's end with its outcome) for one of the writer's transactions.
    public func record(_ steps: [GameJournalStep], outcome: GameOutcome?) {
        let first: Int? = progress.withLock { progress in
            guard !progress.stopped else { return nil }
            defer { progress.nextStep += steps.count }
            return progress.nextStep
        }
        guard let first else { return }
        let (store, game, now) = (self.store, gameID, Date())
        enqueue { db in try store.append(steps, from: first, game: game, outcome: outcome, at: now, in: db) }
    }

    /// Closes the game as abandoned (the lobby closed before it ended).
    public func abandon() {
        let (store, game, now) = (self.store, gameID, Date())
        enqueue { db in try store.close(game, status: .abandoned, outcome: nil, at: now, in: db) }
    }

    /// Returns once everything handed over so far is committed (or has failed).
    public func flush() {
        store.flush()
    }

    private func enqueue(_ write: @escaping @Sendable (Database) throws -> Void) {
        guard !isStopped else { return }
        store.writer.enqueue(RecordWriter.Job(write: write, failed: { [weak self] error in self?.stop(error) }), into: store)
    }

    private func stop(_ error: RecordError) {
        let first = progress.withLock { progress in
            defer { progress.stopped = true }
            return !progress.stopped
        }
        if first { onProblem(error) }
    }
}
