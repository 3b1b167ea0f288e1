/// The ratios of an interleaved comparison (recording off/on, unsealed/sealed): for each block pair
/// the subject's p50 and p99 over the baseline's and its throughput over the baseline's, reported as
/// median and spread.
enum InterleavedRatios {
    static func lines(
        clients: Int, label: String, pairs: [(baseline: PhaseReport, subject: PhaseReport)]
    ) -> [String] {
        let p50 = pairs.map { $0.subject.latency.micros(50) / $0.baseline.latency.micros(50) }
        let p99 = pairs.map { $0.subject.latency.micros(99) / $0.baseline.latency.micros(99) }
        let rate = pairs.map { $0.subject.latency.perSecond / $0.baseline.latency.perSecond }
        return [("p50", p50), ("p99", p99), ("throughput", rate)].compactMap { name, ratios in
            guard let median = TransportComparison.median(ratios), let low = ratios.min(), let high = ratios.max() else {
                return nil
            }
            return String(
                format: "  %d client(s), %@ %@: median %.2fx over %d pairs (min %.2fx, max %.2fx)", clients, label, name,
                median, ratios.count, low, high)
        }
    }
}
