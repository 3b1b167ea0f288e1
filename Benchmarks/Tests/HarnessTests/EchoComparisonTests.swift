import Testing

@testable import LoopbackHarness

/// The interleaved echo/tally comparison: pairs by block, ratio tally/echo, median and spread.
@Suite struct EchoComparisonTests {
    static func block(_ kind: EchoBlock.Kind, _ number: Int, micros: [UInt64]) -> EchoBlock {
        var latency = LatencyReport.empty(seconds: 2)
        for value in micros { latency.histogram.record(value * 1000) }
        latency.completed = micros.count
        return EchoBlock(kind: kind, block: number, latency: latency)
    }

    @Test func summaryIsTheMedianRatioOfBlockPairsWithItsSpread() throws {
        let comparison = EchoComparison(blocks: [
            Self.block(.echo, 1, micros: [20, 20]), Self.block(.stack, 1, micros: [30, 30]),
            // The machine got slower for block 2: both sides moved, the ratio did not.
            Self.block(.echo, 2, micros: [60, 60]), Self.block(.stack, 2, micros: [90, 90]),
            Self.block(.echo, 3, micros: [20, 20]), Self.block(.stack, 3, micros: [50, 50]),
            // A block whose tally half failed is left out.
            Self.block(.echo, 4, micros: [20, 20]),
        ])
        let ratio = try #require(comparison.ratio(percentile: 50))
        #expect(ratio.pairs == 3)
        #expect(abs(ratio.median - 1.5) < 0.01)
        #expect(abs(ratio.low - 1.5) < 0.01)
        #expect(abs(ratio.high - 2.5) < 0.01)
        #expect(comparison.pooled(.echo)?.completed == 8)
        #expect(comparison.pooled(.stack)?.completed == 6)
        let summary = try #require(comparison.summary())
        #expect(summary.contains("median of 3 block pairs): p50 1.50x (1.50-2.50x)"))
        #expect(comparison.lines().first?.contains("4 blocks of 2.0 s") == true)
    }

    @Test func noSummaryWithoutACompletePair() {
        let comparison = EchoComparison(blocks: [Self.block(.echo, 1, micros: [20])])
        #expect(comparison.summary() == nil)
    }
}
