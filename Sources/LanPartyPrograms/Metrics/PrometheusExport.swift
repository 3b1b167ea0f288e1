import Connectivity
import CoreMetrics
import Prometheus

/// The process's metrics backend: swift-prometheus behind swift-metrics, bootstrapped once, before
/// any lobby is made (the library resolves its counters when a ``LobbyHost`` is created).
/// `lanhost` uses ``shared``; in-process tests and embedders that bootstrap their own backend
/// don't, and their host's `/metrics` is 404.
public final class PrometheusExport: Sendable {
    /// The process's export: touching it bootstraps `MetricsSystem` (once per process).
    public static let shared = PrometheusExport()

    private let registry: PrometheusCollectorRegistry
    private let process: ProcessMetrics

    private init() {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        // Per-action apply times and commits are micro- to milliseconds; the default buckets start at 5 ms.
        factory.durationHistogramBuckets["lanparty_game_action_apply_seconds"] =
            [.microseconds(10), .microseconds(50), .microseconds(100), .microseconds(250), .microseconds(500),
             .milliseconds(1), .milliseconds(5), .milliseconds(25), .milliseconds(100)]
        factory.durationHistogramBuckets["lanparty_record_commit_seconds"] =
            [.microseconds(50), .microseconds(100), .microseconds(250), .milliseconds(1), .milliseconds(5),
             .milliseconds(25), .milliseconds(100), .milliseconds(500)]
        MetricsSystem.bootstrap(factory)
        self.registry = registry
        process = ProcessMetrics(registry: registry)
    }

    /// The Prometheus text exposition, after `lobby` published what it counts without a call per
    /// message (``LobbyHost/flushMetrics()``) and the process figures were read.
    public func exposition(flushing lobby: LobbyHost?) async -> [UInt8] {
        await lobby?.flushMetrics()
        process.update()
        return registry.emitToBuffer()
    }
}
