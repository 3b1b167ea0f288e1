import BenchmarkSupport
import Connectivity
import Testing

@testable import LoopbackHarness

/// The WebSocket client against a real host role (lobby + WebPlay) in this process, over loopback.
@Suite struct WebSocketClientTests {
    static let plans = [PhasePlan(window: 1, warmup: 0.1, seconds: 0.4)]

    @Test func joinsOverWebSocketAndCompletesRoundTrips() async throws {
        let host = try await HostRole<TallyGame>(players: 1, passcode: nil, timings: SessionTimings()).start()
        let reports = try await WebSocketBenchClient(index: 1, port: host.webPort, plans: Self.plans, startLimit: 10).run()
        let hostReport = await host.stop()

        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.clientsNeverStarted == 0)
        #expect(report.connectionLosses == 0)
        #expect(report.rejections == 0)
        #expect(report.latency.completed > 10)
        #expect(report.latency.histogram.totalCount == UInt64(report.latency.completed))
        // Window 1 and one player: one state per action (give or take the one crossing each edge of the window).
        #expect(abs(report.statesReceived - report.latency.completed) <= 1)
        // A tally state is one small envelope plus a 2-byte server frame header, never a TCP frame.
        #expect(report.sampledStates > 0)
        let average = Double(report.sampledStateBytes) / Double(max(report.sampledStates, 1))
        #expect(average > 40 && average < 126)
        #expect(report.lobbyUpdates >= 1)
        #expect(hostReport.rounds == 1)
        #expect(hostReport.actions >= report.latency.completed)
    }

    @Test func reportsAClientThatNeverStarted() async throws {
        // Two seats and one client: the game never starts, and the client gives up at its limit.
        let host = try await HostRole<TallyGame>(players: 2, passcode: nil, timings: SessionTimings()).start()
        let reports = try await WebSocketBenchClient(index: 1, port: host.webPort, plans: Self.plans, startLimit: 0.5).run()
        let hostReport = await host.stop()

        #expect(reports.first?.clientsNeverStarted == 1)
        #expect(reports.first?.latency.completed == 0)
        #expect(hostReport.rounds == 0)
    }
}

/// The comparison's arithmetic: pairs by block, ratio WS/TCP, median and spread.
@Suite struct TransportComparisonTests {
    static func block(_ transport: BenchTransport, _ number: Int, micros: [UInt64]) -> TransportBlock {
        var latency = LatencyReport.empty(seconds: 1)
        for value in micros { latency.histogram.record(value * 1000) }
        latency.completed = micros.count
        let phase = PhaseReport(
            window: 1, latency: latency, statesReceived: micros.count, sampledStateBytes: 0, sampledStates: 0,
            rejections: 0, gamesFinished: 0)
        let host = HostReport(
            residentBytes: 0, peakResidentBytes: 0, actions: micros.count, outputs: micros.count, cpuSeconds: 0,
            bytesWritten: 0, rounds: 1, resumedPlayers: 0, secondsToStart: 0, idleResidentBytes: 0)
        return TransportBlock(transport: transport, block: number, phase: phase, host: host)
    }

    @Test func ratiosPairBlocksAndSummariseAsMedianAndSpread() throws {
        let comparison = TransportComparison(blocks: [
            Self.block(.tcp, 1, micros: [40, 40, 40]), Self.block(.webSocket, 1, micros: [120, 120, 120]),
            Self.block(.tcp, 2, micros: [50, 50, 50]), Self.block(.webSocket, 2, micros: [100, 100, 100]),
            Self.block(.tcp, 3, micros: [40, 40, 40]), Self.block(.webSocket, 3, micros: [160, 160, 160]),
            // A block without its WebSocket half is left out of the ratios.
            Self.block(.tcp, 4, micros: [10, 10, 10]),
        ])
        let ratios = comparison.ratios(percentile: 50)
        #expect(ratios.count == 3)
        let median = try #require(TransportComparison.median(ratios))
        #expect(abs(median - 3) < 0.01)
        #expect(abs((ratios.min() ?? 0) - 2) < 0.01)
        #expect(abs((ratios.max() ?? 0) - 4) < 0.01)
        #expect(comparison.pooled(.webSocket)?.completed == 9)
        #expect(comparison.lines().contains { $0.contains("WS/TCP p50: median 3.00x over 3 block pairs (min 2.00x, max 4.00x)") })
    }

    @Test func medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(TransportComparison.median([4, 1, 3, 2]) == 2.5)
        #expect(TransportComparison.median([]) == nil)
    }
}
