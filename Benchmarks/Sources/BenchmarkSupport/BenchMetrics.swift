import CoreMetrics
import Foundation
import Prometheus

/// The metrics backend of a benchmark process (issue 42, Docs/Performance.md "Metrics"): with
/// `LANPARTY_BENCH_METRICS=prometheus` in the environment, swift-prometheus is bootstrapped as
/// `lanhost` does, so the instrumentation's cost can be measured bootstrapped; without it, every
/// handler is swift-metrics' no-op (what the committed budgets and figures are measured with).
public enum BenchMetrics {
    /// The registry when the environment asked for Prometheus (bootstrapped on first use, once per
    /// process, before the lobby is made); `nil` otherwise.
    public static let registry: PrometheusCollectorRegistry? = {
        guard ProcessInfo.processInfo.environment["LANPARTY_BENCH_METRICS"] == "prometheus" else { return nil }
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()

    /// `prometheus` or `noop`, for reports.
    public static var backend: String { registry == nil ? "noop" : "prometheus" }
}
