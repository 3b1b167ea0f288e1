#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Wall-independent time shared by every process on the machine (network namespaces share the
/// kernel clock), so timestamps from processes on different simulated hosts can be subtracted.
public enum MonotonicTime {
    /// CLOCK_MONOTONIC in seconds.
    public static func seconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
