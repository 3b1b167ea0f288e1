import Foundation
import Prometheus

/// The standard process metrics of Prometheus' client libraries (CPU seconds, resident memory,
/// open descriptors, start time), read from `/proc/self` when scraped. Elsewhere than Linux they
/// stay at zero.
final class ProcessMetrics: Sendable {
    private let cpuSeconds: Gauge
    private let residentBytes: Gauge
    private let virtualBytes: Gauge
    private let openFDs: Gauge
    private let maxFDs: Gauge
    private let startTime: Gauge

    init(registry: PrometheusCollectorRegistry) {
        // A gauge set to the kernel's running total: the exposition's `# TYPE` says gauge, and
        // `rate()` works on it all the same (it never goes down while the process lives).
        cpuSeconds = Self.gauge(registry, "process_cpu_seconds_total", "User and system CPU time, in seconds.")
        residentBytes = Self.gauge(registry, "process_resident_memory_bytes", "Resident memory, in bytes.")
        virtualBytes = Self.gauge(registry, "process_virtual_memory_bytes", "Virtual memory, in bytes.")
        openFDs = Self.gauge(registry, "process_open_fds", "Open file descriptors.")
        maxFDs = Self.gauge(registry, "process_max_fds", "The limit of open file descriptors.")
        startTime = Self.gauge(registry, "process_start_time_seconds", "When the process started, in seconds since the Unix epoch.")
        startTime.set(Date().timeIntervalSince1970 - ProcessInfo.processInfo.systemUptime + Self.startedAfterBoot())
    }

    /// A gauge named `name` whole (the descriptor joins its parts; an empty unit is left out).
    private static func gauge(_ registry: PrometheusCollectorRegistry, _ name: String, _ help: String) -> Gauge {
        registry.makeGauge(descriptor: MetricNameDescriptor(metricName: name, unitName: "", helpText: help))
    }

    /// Reads the figures now.
    func update() {
        if let stat = Self.stat() {
            let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
            cpuSeconds.set((stat.userTicks + stat.systemTicks) / ticks)
            virtualBytes.set(stat.virtualBytes)
            residentBytes.set(stat.residentPages * Double(sysconf(Int32(_SC_PAGESIZE))))
        }
        if let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            // One of them is the directory being listed.
            openFDs.set(Double(max(0, descriptors.count - 1)))
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 { maxFDs.set(Double(limit.rlim_cur)) }
    }

    private struct Stat {
        var userTicks: Double
        var systemTicks: Double
        var startTicks: Double
        var virtualBytes: Double
        var residentPages: Double
    }

    /// `/proc/self/stat`, read past the command name (which may hold spaces and parentheses).
    private static func stat() -> Stat? {
        guard let text = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // Fields from the state (3rd) on: utime is the 14th field, stime 15th, starttime 22nd,
        // vsize 23rd, rss 24th.
        let fields = text[text.index(after: close)...].split(separator: " ").map { Double($0) ?? 0 }
        guard fields.count > 21 else { return nil }
        return Stat(
            userTicks: fields[11], systemTicks: fields[12], startTicks: fields[19], virtualBytes: fields[20],
            residentPages: fields[21])
    }

    /// Seconds from boot to this process's start.
    private static func startedAfterBoot() -> Double {
        guard let stat = stat() else { return ProcessInfo.processInfo.systemUptime }
        return stat.startTicks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
