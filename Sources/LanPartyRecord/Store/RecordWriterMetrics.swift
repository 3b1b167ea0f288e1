import CoreMetrics
import Dispatch

/// The record writer's metrics (Docs/Metrics.md), recorded once per commit on the writer's own
/// thread, never per step: the writes queued when it woke (the queue's depth at its deepest: the
/// gauge keeps the last commit's, as a scrape between commits would otherwise always see 0), the
/// commit's duration, and failed commits.
struct RecordWriterMetrics: Sendable {
    let queueDepth = Gauge(label: "lanparty_record_queue_depth")
    let commits = Counter(label: "lanparty_record_commits_total")
    let commitFailures = Counter(label: "lanparty_record_commit_failures_total")
    let commitTime = CoreMetrics.Timer(label: "lanparty_record_commit_seconds")

    /// Times `commit`, which wrote `jobs` queued writes, and counts it as done or failed.
    func measure(jobs: Int, _ commit: () -> Bool) {
        queueDepth.record(jobs)
        let started = DispatchTime.now().uptimeNanoseconds
        let committed = commit()
        commitTime.recordNanoseconds(Int64(DispatchTime.now().uptimeNanoseconds - started))
        (committed ? commits : commitFailures).increment()
    }
}
