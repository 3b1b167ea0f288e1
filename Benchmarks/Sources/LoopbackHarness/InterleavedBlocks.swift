import Foundation

/// What the two interleaved comparisons (stack vs echo, WebSocket vs TCP) share: blocks numbered
/// 1, 2, ... that ran back to back, a ratio per block pair, and latencies merged over blocks.
enum InterleavedBlocks {
    /// `subject / baseline` at `percentile` for every block number that has both, with traffic.
    static func ratios(
        numbers: [Int], percentile: Double, baseline: (Int) -> LatencyReport?, subject: (Int) -> LatencyReport?
    ) -> [Double] {
        Set(numbers).sorted().compactMap { number in
            guard let base = baseline(number), let other = subject(number),
                base.completed > 0, other.completed > 0, base.micros(percentile) > 0
            else { return nil }
            return other.micros(percentile) / base.micros(percentile)
        }
    }

    /// The reports merged into one (histograms added; the blocks ran one after another, so their
    /// seconds add up); `nil` for none.
    static func pooled(_ reports: [LatencyReport]) -> LatencyReport? {
        guard var total = reports.first else { return nil }
        for report in reports.dropFirst() {
            total.histogram.add(report.histogram)
            total.completed += report.completed
            total.seconds += report.seconds
        }
        return total
    }
}
