import Dispatch
import GRDB

/// The record's writer thread: games hand it their steps and go on at once (the lobby's event loop
/// never waits for SQLite). It wakes a linger after the first step queued and commits whatever has
/// queued up by then in one transaction, so a busy host writes many steps per commit and spends
/// little CPU on it (a commit costs some 35 µs whatever it holds). A step reaches the file within
/// about a linger; a host killed in that window loses the newest steps (Docs/Record.md "When").
final class RecordWriter: Sendable {
    /// One queued write and whom to tell when its transaction fails.
    struct Job: Sendable {
        let write: @Sendable (Database) throws -> Void
        let failed: @Sendable (RecordError) -> Void
    }

    /// How long (ms) the writer waits after the first queued step before it commits, on a quiet
    /// host: short commits that rarely meet a round trip (issue 38: at 10 ms one client's p99 was
    /// 4x that of no record; at 2 ms it is 2.2x).
    static let shortLinger = 2
    /// The linger (ms) of a busy host, whose steps came at ``busyRate`` or more during the last
    /// linger: it commits less often (at 2 ms, eight clients' throughput fell from 0.87x to 0.79x of
    /// no record). A rate, not a batch size: a batch grows with the linger it waited.
    static let longLinger = 10
    /// Jobs per millisecond of linger (10,000 steps a second) from which the host counts as busy.
    static let busyRate = 10

    private let queue = DispatchQueue(label: "lanparty.record.writer")
    private let pending = LockedState(Pending())
    private let metrics = RecordWriterMetrics()

    private struct Pending {
        var jobs: [Job] = []
        var scheduled = false
        /// The linger the last commit waited, in milliseconds, and how many jobs came meanwhile:
        /// their rate chooses the next linger.
        var lastLinger = RecordWriter.shortLinger
        var lastBatch = 0
    }

    /// Queues `job`; wakes the writer unless a wake-up is already on its way.
    func enqueue(_ job: Job, into store: RecordStore) {
        // The linger of the wake-up to schedule, or `nil` when one is already on its way.
        let linger: Int? = pending.withLock { pending in
            pending.jobs.append(job)
            guard !pending.scheduled else { return nil }
            pending.scheduled = true
            let busy = pending.lastBatch >= Self.busyRate * pending.lastLinger
            pending.lastLinger = busy ? Self.longLinger : Self.shortLinger
            return pending.lastLinger
        }
        // Weakly: a store let go of closes (and frees its directory's lock) at once, committing
        // what is queued from its deinit (``drainNow(_:)``).
        if let linger {
            queue.asyncAfter(deadline: .now() + .milliseconds(linger)) { [weak store] in store.map(self.drain) }
        }
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
                pending.lastBatch = pending.jobs.count
                pending.jobs = []
                pending.scheduled = false
            }
            return pending.jobs
        }
        guard !jobs.isEmpty else { return }
        metrics.measure(jobs: jobs.count) {
            do throws(RecordError) {
                try store.write { db in
                    for job in jobs { try job.write(db) }
                }
                return true
            } catch {
                for job in jobs { job.failed(error) }
                return false
            }
        }
    }
}
