import Connectivity
import Foundation

/// The transport of a harness process: sealed (the product) or not (the `--seal-blocks` baseline).
enum BenchSealing {
    static func transport(sealed: Bool) -> TransportConfiguration {
        var transport = TransportConfiguration()
        transport.sealsConnections = sealed
        return transport
    }
}

/// One block of the sealing comparison (`--seal-blocks`): one host and its clients, sealed or not
/// (issue 30), tally, at one load.
struct SealBlock: Codable, Sendable {
    var sealed: Bool
    /// 1 client at window 1 (round trip), 8 at window 16 (throughput).
    var clients: Int
    var window: Int
    /// 1, 2, ...: blocks with the same number ran back to back (unsealed first in odd blocks, sealed
    /// first in even ones, so neither always runs in the same position).
    var block: Int
    var phase: PhaseReport
    /// The host's CPU time per action over its whole run (joins and warm-up included), µs.
    var hostMicrosecondsPerAction: Double?
}

/// One join run of the sealing comparison: `joins` joins in a row, each from `start()` (TCP connect
/// included) to `joinAccepted`.
struct SealJoins: Codable, Sendable {
    var sealed: Bool
    var isPrivate: Bool
    var block: Int
    var nanoseconds: [UInt64]
}

/// Unsealed vs sealed, interleaved: the round trip's p50/p99 ratios and the 8-client throughput
/// ratio of each block pair, as median and spread; and the join times.
struct SealComparison {
    var blocks: [SealBlock]
    var joins: [SealJoins]

    static let loads = [(clients: 1, window: 1), (clients: 8, window: 16)]

    func lines() -> [String] {
        let count = Set(blocks.map(\.block)).count
        var lines = ["== Unsealed vs sealed (tally; \(count) blocks each, interleaved, the order alternating: unsealed, sealed, sealed, unsealed, ...)"]
        for entry in blocks.sorted(by: { ($0.clients, $0.block, $0.sealed ? 1 : 0) < ($1.clients, $1.block, $1.sealed ? 1 : 0) }) {
            let latency = entry.phase.latency
            var line = String(
                format: "  %d client(s) w%-2d block %d %@  p50 %7.1f us  p99 %7.1f us  %8.0f actions/s", entry.clients,
                entry.window, entry.block, entry.sealed ? "sealed  " : "unsealed", latency.micros(50), latency.micros(99),
                latency.perSecond)
            if let cpu = entry.hostMicrosecondsPerAction { line += String(format: "  host %5.1f us CPU/action", cpu) }
            if entry.phase.connectionLosses > 0 { line += "  (INCOMPLETE)" }
            lines.append(line)
        }
        for load in Self.loads {
            let pairs = pairs(clients: load.clients).map { (baseline: $0.unsealed, subject: $0.sealed) }
            lines += InterleavedRatios.lines(clients: load.clients, label: "sealed/unsealed", pairs: pairs)
        }
        for isPrivate in [false, true] {
            for sealed in [false, true] {
                let times = joins.filter { $0.isPrivate == isPrivate && $0.sealed == sealed }.flatMap(\.nanoseconds)
                guard !times.isEmpty else { continue }
                lines.append("  joins, \(isPrivate ? "private" : "public "), \(sealed ? "sealed  " : "unsealed"): "
                    + ResultsTable.joinSummary(times))
            }
        }
        return lines
    }

    private func pairs(clients: Int) -> [(unsealed: PhaseReport, sealed: PhaseReport)] {
        Set(blocks.map(\.block)).sorted().compactMap { number in
            let at = blocks.filter { $0.block == number && $0.clients == clients }
            guard let unsealed = at.first(where: { !$0.sealed })?.phase, let sealed = at.first(where: \.sealed)?.phase,
                unsealed.latency.completed > 0, sealed.latency.completed > 0
            else { return nil }
            return (unsealed, sealed)
        }
    }
}

extension Orchestrator {
    /// The interleaved blocks: per block number and load, unsealed then sealed in odd blocks and
    /// sealed then unsealed in even ones (a first run after the 8-client load, or a second one
    /// after a first, would otherwise always be the same side).
    func sealBlocks() async throws -> [SealBlock] {
        var blocks: [SealBlock] = []
        for number in 1...options.sealBlocks {
            for load in SealComparison.loads {
                for sealed in Self.sealOrder(block: number) {
                    let run = try await gameRun(
                        .tally, clients: load.clients, windows: [load.window], seconds: options.blockSeconds,
                        unsealed: !sealed)
                    guard let phase = run.phases.first else { throw HarnessFailure("seal block \(number) has no phase") }
                    let cpu = run.host.actions > 0 ? run.host.cpuSeconds * 1e6 / Double(run.host.actions) : nil
                    blocks.append(SealBlock(
                        sealed: sealed, clients: load.clients, window: load.window, block: number, phase: phase,
                        hostMicrosecondsPerAction: cpu))
                    FileHandle.standardError.write(Data(
                        "harness: seal block \(number) \(load.clients) client(s) \(sealed ? "sealed" : "unsealed") done\n".utf8))
                }
            }
        }
        return blocks
    }

    /// Join times, interleaved the same way: public and private, in the block's order.
    func sealJoins() async throws -> [SealJoins] {
        var runs: [SealJoins] = []
        for number in 1...options.sealBlocks {
            for isPrivate in [false, true] {
                for sealed in Self.sealOrder(block: number) {
                    let times = try await joinRun(
                        joins: isPrivate ? options.privateJoins : options.joins, passcode: isPrivate ? "2468" : nil,
                        unsealed: !sealed)
                    runs.append(SealJoins(sealed: sealed, isPrivate: isPrivate, block: number, nanoseconds: times))
                }
            }
        }
        return runs
    }

    /// Unsealed first in odd blocks, sealed first in even ones.
    static func sealOrder(block: Int) -> [Bool] {
        block % 2 == 1 ? [false, true] : [true, false]
    }
}
