import Foundation

/// How a benchmark client reaches the lobby.
enum BenchTransport: String, Codable, Sendable, CaseIterable {
    /// Framed TCP (`lanjoin`, the apps).
    case tcp
    /// A WebSocket through WebPlay (browsers).
    case webSocket = "ws"

    /// For the table.
    var title: String {
        switch self {
        case .tcp: "TCP"
        case .webSocket: "WebSocket"
        }
    }
}

/// One block of the interleaved comparison: one host, one tally client over `transport`, window 1.
struct TransportBlock: Codable, Sendable {
    var transport: BenchTransport
    /// 1, 2, ...: blocks with the same number ran back to back (TCP first).
    var block: Int
    var phase: PhaseReport
    var host: HostReport
}

/// The WebSocket/TCP comparison: per-block figures, pooled percentiles per transport, and the ratio
/// WS/TCP of each block pair summarised as its median and its spread (min-max).
struct TransportComparison {
    var blocks: [TransportBlock]

    /// The ratios WS/TCP of one percentile, one per block that has both.
    func ratios(percentile: Double) -> [Double] {
        InterleavedBlocks.ratios(
            numbers: blocks.map(\.block), percentile: percentile, baseline: { report(.tcp, block: $0) },
            subject: { report(.webSocket, block: $0) })
    }

    /// Every block of one transport merged.
    func pooled(_ transport: BenchTransport) -> LatencyReport? {
        InterleavedBlocks.pooled(blocks.filter { $0.transport == transport }.map(\.phase.latency))
    }

    /// The median of `values` (the mean of the middle two for an even count); `nil` when empty.
    static func median(_ values: [Double]) -> Double? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The table's section.
    func lines() -> [String] {
        let count = Set(blocks.map(\.block)).count
        var lines = [
            "== WebSocket vs TCP round trip: tally, 1 client, window 1; \(count) blocks each, interleaved (TCP, WS, TCP, WS, ...)"
        ]
        for entry in blocks.sorted(by: { ($0.block, $0.transport == .tcp ? 0 : 1) < ($1.block, $1.transport == .tcp ? 0 : 1) }) {
            var line = "  \(pad("block \(entry.block) \(entry.transport.title)", 24)) \(Self.latency(entry.phase.latency))"
            let frames = entry.phase.sampledStates
            if frames > 0 { line += String(format: "  inbound frame %.0f B", Double(entry.phase.sampledStateBytes) / Double(frames)) }
            if entry.phase.rejections > 0 { line += "  REJECTED \(entry.phase.rejections)" }
            if entry.phase.connectionLosses > 0 { line += "  CONNECTION LOSSES \(entry.phase.connectionLosses)" }
            if entry.phase.clientsNeverStarted > 0 { line += "  CLIENT NEVER STARTED" }
            if entry.host.rounds == 0 { line += "  NO GAME" }
            lines.append(line)
        }
        for transport in BenchTransport.allCases {
            guard let pooled = pooled(transport) else { continue }
            lines.append("  \(pad("\(transport.title), all blocks", 24)) \(Self.latency(pooled))")
        }
        for percentile in [50.0, 99.0] {
            let ratios = ratios(percentile: percentile)
            guard let median = Self.median(ratios), let low = ratios.min(), let high = ratios.max() else { continue }
            lines.append(
                String(
                    format: "  WS/TCP p%.0f: median %.2fx over %d block pairs (min %.2fx, max %.2fx)", percentile, median,
                    ratios.count, low, high))
        }
        return lines
    }

    private func report(_ transport: BenchTransport, block: Int) -> LatencyReport? {
        blocks.first { $0.transport == transport && $0.block == block }?.phase.latency
    }

    private static func latency(_ report: LatencyReport) -> String {
        String(
            format: "p50 %7.1f us  p99 %7.1f us  p99.9 %7.1f us  %8.0f ops/s", report.micros(50), report.micros(99),
            report.micros(99.9), report.perSecond)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
