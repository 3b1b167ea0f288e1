import Dispatch
import GRDB
import Synchronization

/// The record's writer thread: games hand it their steps and go on at once (the lobby's event loop
/// never waits for SQLite); it commits whatever has queued up in one transaction per wake-up, so a
/// busy host writes many steps per commit. A step reaches the file within milliseconds; a host
/// killed in that window loses the newest steps (Docs/Record.md "When").
final class RecordWriter: Sendable {
    /// One queued write and whom to tell when its transaction fails.
    struct Job: Sendable {
        let write: @Sendable (Database) throws -> Void
        let failed: @Sendable (RecordError) -> Void
    }

    private let queue = DispatchQueue(label: "lanparty.record.writer")
    private let pending = Mutex(Pending())

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
        if wake { queue.async { self.drain(store) } }
    }

    /// Returns once everything queued before the call is committed (or has failed).
    func flush() {
        queue.sync {}
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
