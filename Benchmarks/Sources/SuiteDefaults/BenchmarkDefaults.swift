import Benchmark

/// The configuration every suite uses: time, allocations and operations per second, one operation
/// per iteration, at most two seconds per benchmark so the whole run stays short on two cores.
public enum BenchmarkDefaults {
    /// wallClock, mallocCountTotal, throughput.
    public static let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .throughput]

    /// The shared configuration.
    public static var configuration: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: metrics, warmupIterations: 100, scalingFactor: .one, maxDuration: .seconds(2),
            maxIterations: 200_000)
    }
}
