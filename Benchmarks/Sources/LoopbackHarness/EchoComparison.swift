import Foundation

/// One block of the interleaved stack-versus-echo comparison.
struct EchoBlock: Codable, Sendable {
    /// What ran in the block.
    enum Kind: String, Codable, Sendable, CaseIterable {
        /// The NIO handler echo (one read, one write per side; the floor of any NIO protocol).
        case echo
        /// The whole stack: tally, 1 client, window 1.
        case stack

        /// For the table.
        var title: String {
            switch self {
            case .echo: "NIO handler echo"
            case .stack: "tally 1 client"
            }
        }
    }

    var kind: Kind
    /// 1, 2, ...: blocks with the same number ran back to back (echo first).
    var block: Int
    var latency: LatencyReport
}

/// The stack's round trip against the NIO echo's, measured in alternating short blocks of the same
/// run (echo, tally, echo, tally, ...), so whatever the machine is doing — other load, CPU frequency,
/// how deeply idle cores sleep — lands on both. The ratio of each block pair is kept; its median and
/// spread (min-max) are the result, the absolute figures are kept beside them.
struct EchoComparison {
    var blocks: [EchoBlock]

    /// The ratios stack/echo at `percentile`, one per block pair.
    func ratios(percentile: Double) -> [Double] {
        InterleavedBlocks.ratios(
            numbers: blocks.map(\.block), percentile: percentile, baseline: { report(.echo, block: $0) },
            subject: { report(.stack, block: $0) })
    }

    /// The median and spread of the ratios at `percentile`; `nil` without a complete pair.
    func ratio(percentile: Double) -> (median: Double, low: Double, high: Double, pairs: Int)? {
        let values = ratios(percentile: percentile)
        guard let median = TransportComparison.median(values), let low = values.min(), let high = values.max() else {
            return nil
        }
        return (median, low, high, values.count)
    }

    /// Every block of one kind merged.
    func pooled(_ kind: EchoBlock.Kind) -> LatencyReport? {
        InterleavedBlocks.pooled(blocks.filter { $0.kind == kind }.map(\.latency))
    }

    /// The table's section.
    func lines() -> [String] {
        let count = Set(blocks.map(\.block)).count
        let seconds = blocks.first?.latency.seconds ?? 0
        var lines = [
            String(
                format: "== Stack vs NIO echo, interleaved (echo, tally, echo, tally, ...): %d blocks of %.1f s each, 1 client, window 1",
                count, seconds)
        ]
        for entry in blocks.sorted(by: { ($0.block, $0.kind == .echo ? 0 : 1) < ($1.block, $1.kind == .echo ? 0 : 1) }) {
            lines.append("  \(Self.pad("block \(entry.block) \(entry.kind.title)", 28)) \(Self.latency(entry.latency))")
        }
        for kind in EchoBlock.Kind.allCases {
            guard let pooled = pooled(kind) else { continue }
            lines.append("  \(Self.pad("\(kind.title), all blocks", 28)) \(Self.latency(pooled))")
        }
        return lines
    }

    /// The summary line: the median ratios with their spread.
    func summary() -> String? {
        guard let p50 = ratio(percentile: 50), let p99 = ratio(percentile: 99) else { return nil }
        return String(
            format: "  tally / NIO echo (1 client, window 1, interleaved, median of %d block pairs): p50 %.2fx (%.2f-%.2fx), p99 %.2fx (%.2f-%.2fx)",
            p50.pairs, p50.median, p50.low, p50.high, p99.median, p99.low, p99.high)
    }

    private func report(_ kind: EchoBlock.Kind, block: Int) -> LatencyReport? {
        blocks.first { $0.kind == kind && $0.block == block }?.latency
    }

    private static func latency(_ report: LatencyReport) -> String {
        String(
            format: "p50 %7.1f us  p99 %7.1f us  p99.9 %7.1f us  %8.0f ops/s", report.micros(50), report.micros(99),
            report.micros(99.9), report.perSecond)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
