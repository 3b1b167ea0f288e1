import Foundation

/// The human-readable summary of a run.
struct ResultsTable {
    var results: HarnessResults

    func render() -> String {
        var lines: [String] = []
        if let machine = results.machine { lines.append("== Machine: \(machine.summary)") }
        lines.append(
            "== Baselines: 1 client, closed loop, \(results.echoMessageBytes)-byte messages both ways "
                + "(framed: a tally action up, a tally state down)")
        for (name, report) in results.echo.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(pad(Self.echoTitles[name] ?? name, 24)) \(latency(report))")
        }
        if !results.tally.isEmpty {
            lines.append("")
            lines.append("== Tally (minimal module): action -> own resulting state; each action's state goes to every client")
            for run in results.tally { lines += gameLines(run) }
        }
        let comparison = EchoComparison(blocks: results.echoBlocks)
        if !results.echoBlocks.isEmpty {
            lines.append("")
            lines += comparison.lines()
        }
        if !results.transportBlocks.isEmpty {
            lines.append("")
            lines += TransportComparison(blocks: results.transportBlocks).lines()
        }
        if !results.sealBlocks.isEmpty {
            lines.append("")
            lines += SealComparison(blocks: results.sealBlocks, joins: results.sealJoins).lines()
        }
        if !results.recordBlocks.isEmpty {
            lines.append("")
            lines += RecordComparison(blocks: results.recordBlocks).lines()
        }
        if let run = results.crazyEights {
            lines.append("")
            lines.append("== Crazy Eights, \(run.clients) bots (one acts at a time)")
            lines += gameLines(run)
        }
        if !results.publicJoins.isEmpty || !results.privateJoins.isEmpty {
            lines.append("")
            lines.append("== Join (start -> joinAccepted, TCP connect included)")
            lines.append("  public:  \(joinSummary(results.publicJoins))")
            lines.append("  private: \(joinSummary(results.privateJoins))")
        }
        if let summary = comparison.summary() {
            lines.append("")
            lines.append("== Summary")
            lines.append(summary)
            if let machine = results.machine { lines.append("  on \(machine.summary)") }
        }
        return lines.joined(separator: "\n")
    }

    private static let echoTitles = [
        "nio": "NIO handler echo", "posix": "plain TCP echo (POSIX)", "framed": "framed transport only",
    ]

    private func gameLines(_ run: GameRunResult) -> [String] {
        var lines: [String] = []
        for phase in run.phases {
            let stateBytes = phase.sampledStates > 0 ? Double(phase.sampledStateBytes) / Double(phase.sampledStates) : 0
            let broadcast = stateBytes * Double(run.clients)
            var line = "  \(pad("\(run.clients) clients, window \(phase.window)", 24)) \(latency(phase.latency))"
            line += String(format: "  states/s %.0f", Double(phase.statesReceived) / max(phase.latency.seconds, 0.001))
            line += String(format: "  inbound frame %.0f B (x%d clients = %.0f B)", stateBytes, run.clients, broadcast)
            if phase.rejections > 0 { line += "  REJECTED \(phase.rejections)" }
            if phase.connectionLosses > 0 { line += "  CONNECTION LOSSES \(phase.connectionLosses)" }
            if phase.clientsNeverStarted > 0 { line += "  CLIENTS NEVER STARTED \(phase.clientsNeverStarted)" }
            if phase.gamesFinished > 0 { line += "  games \(phase.gamesFinished / max(run.clients, 1))" }
            lines.append(line)
        }
        let host = run.host
        let perAction = host.actions > 0 ? Double(host.bytesWritten) / Double(host.actions) : 0
        let capacity = host.cpuSeconds > 0 ? Double(host.actions) / host.cpuSeconds : 0
        if let first = run.phases.first, run.clients > 0 {
            lines.append(
                "  \(pad("", 24)) clients: \(first.lobbyUpdates / run.clients) lobby updates each from join to leave"
                    + " (joining and readying alone send \(2 * run.clients))")
        }
        if host.rounds == 0 {
            lines.append("  \(pad("", 24)) host: NO GAME: the lobby never had all \(run.clients) players connected and ready")
        } else {
            lines.append(String(format: "  %@ host: all %d joined and ready %.2f s after listening", pad("", 24), run.clients, host.secondsToStart))
        }
        if host.resumedPlayers > 0 { lines.append("  \(pad("", 24)) host: \(host.resumedPlayers) players resumed after losing their connection") }
        lines.append(
            String(
                format: "  %@ host: RSS max %.1f MiB (peak %.1f MiB, idle %.1f MiB), %d actions, %.2f CPU s (%.0f actions per host CPU s), %.0f B written per action",
                pad("", 24), mebibytes(host.residentBytes), mebibytes(host.peakResidentBytes),
                mebibytes(host.idleResidentBytes), host.actions, host.cpuSeconds,
                capacity, perAction))
        if host.privateBytes > 0 {
            lines.append(
                String(
                    format: "  %@ host: private memory %.1f MiB (idle %.1f MiB): %.0f KiB per member",
                    pad("", 24), mebibytes(host.privateBytes), mebibytes(host.idlePrivateBytes),
                    Double(host.privateBytes - host.idlePrivateBytes) / 1024 / Double(max(1, run.clients))))
        }
        if host.residentTimeline.count >= 3 {
            let timeline = host.residentTimeline.map { String(format: "%.1f", mebibytes($0)) }.joined(separator: " ")
            lines.append("  \(pad("", 24)) host: RSS every 10 s (MiB): \(timeline)")
        }
        if host.wireFramesOut > 0 {
            lines.append(
                String(
                    format: "  %@ host: %d frames, %.0f B average, queued on its connections (whole run)",
                    pad("", 24), host.wireFramesOut, Double(host.wireBytesOut) / Double(host.wireFramesOut)))
        }
        return lines
    }

    private func latency(_ report: LatencyReport) -> String {
        String(
            format: "p50 %7.1f us  p99 %7.1f us  p99.9 %7.1f us  %8.0f ops/s", report.micros(50), report.micros(99),
            report.micros(99.9), report.perSecond)
    }

    private func joinSummary(_ times: [UInt64]) -> String { Self.joinSummary(times) }

    /// `N joins, median …, min …, max …` of join times.
    static func joinSummary(_ times: [UInt64]) -> String {
        guard !times.isEmpty else { return "not measured" }
        let sorted = times.sorted()
        let ms = { (value: UInt64) in Double(value) / 1e6 }
        return String(
            format: "%d joins, median %.2f ms, min %.2f ms, max %.2f ms", sorted.count, ms(sorted[sorted.count / 2]),
            ms(sorted[0]), ms(sorted[sorted.count - 1]))
    }

    private func mebibytes(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
