import Dispatch
import GRDB

/// The record's writer thread: games hand it their steps and go on at once (the lobby's event loop
/// never waits for SQLite). It wakes ``linger`` after the first step queued and commits whatever has
/// queued up by then in one transaction, so a busy host writes many steps per commit and spends
/// little CPU on it (a commit costs some 35 µs whatever it holds). A step reaches the file within
/// about ``linger``; a host killed in that window loses the newest steps (Docs/Record.md "When").
final class RecordWriter: Sendable {
    /// One queued write and whom to tell when its transaction fails.
    struct Job: Sendable {
        let write: @Sendable (Database) throws -> Void
        let failed: @Sendable (RecordError) -> Void
    }

    /// How long the writer waits after the first queued step before it commits.
    static let linger: DispatchTimeInterval = .milliseconds(10)

    private let queue = DispatchQueue(label: "lanparty.record.writer")
    private let pending = LockedState(Pending())

    private struct Pending {
        var jobs: [Job] = []
        var scheduled = false
    }

    /// Queues `job`; wakes the writer unless a wake-up is already on its way.
    func enqueue(_ job: Job, into store: RecordStore) {
        let wake = pending.withLock { pending in
            pending.jobs.append(job)
            defer { pending.scheduled = true }
            return !pending.scheduled
        }
        // Weakly: a store let go of closes (and frees its directory's lock) at once, committing
        // what is queued from its deinit (``drainNow(_:)``).
        if wake { queue.asyncAfter(deadline: .now() + Self.linger) { [weak store] in store.map(self.drain) } }
    }

    /// Commits everything queued so far now, and returns once it is committed (or has failed).
    func flush(_ store: RecordStore) {
        queue.sync { drain(store) }
    }

    /// Commits what is queued on the calling thread: for the store's deinit, when no drain can be
    /// running (a running drain holds the store).
    func drainNow(_ store: RecordStore) {
        drain(store)
    }

    private func drain(_ store: RecordStore) {
        let jobs = pending.withLock { pending in
            defer {
                pending.jobs = []
                pending.scheduled = false
            }
            return pending.jobs
        }
        guard !jobs.isEmpty else { return }
        do throws(RecordError) {
            try store.write { db in
                for job in jobs { try job.write(db) }
            }
        } catch {
            for job in jobs { job.failed(error) }
        }
    }
}
