import Foundation

/// One block of the recording comparison (`--record-blocks`): one host with or without the record
/// (SPEC §13), tally, at one load.
struct RecordBlock: Codable, Sendable {
    /// Whether the host recorded every step in SQLite before sending its views.
    var recording: Bool
    /// Clients and their window: 1 client at window 1 (round trip), 8 at window 16 (throughput).
    var clients: Int
    var window: Int
    /// 1, 2, ...: blocks with the same number ran back to back (off first).
    var block: Int
    var phase: PhaseReport
    var host: HostReport
    /// The record's size on disk after the block (database and WAL), 0 without recording.
    var recordBytes: Int
}

/// Recording off vs on, interleaved: the round trip's p50/p99 ratios and the 8-client throughput
/// ratio of each block pair, as median and spread.
struct RecordComparison {
    var blocks: [RecordBlock]

    static let loads = [(clients: 1, window: 1), (clients: 8, window: 16)]

    func lines() -> [String] {
        let count = Set(blocks.map(\.block)).count
        var lines = ["== Recording off vs on (tally; \(count) blocks each, interleaved: off, on, off, on, ...)"]
        for entry in blocks.sorted(by: { ($0.clients, $0.block, $0.recording ? 1 : 0) < ($1.clients, $1.block, $1.recording ? 1 : 0) }) {
            let latency = entry.phase.latency
            var line = String(
                format: "  %d client(s) w%-2d block %d %@  p50 %7.1f us  p99 %7.1f us  %8.0f actions/s", entry.clients,
                entry.window, entry.block, entry.recording ? "on " : "off", latency.micros(50), latency.micros(99), latency.perSecond)
            if entry.recording { line += String(format: "  record %.1f MiB", Double(entry.recordBytes) / 1_048_576) }
            if entry.phase.connectionLosses > 0 || entry.host.rounds == 0 { line += "  (INCOMPLETE)" }
            lines.append(line)
        }
        for load in Self.loads {
            let pairs = pairs(clients: load.clients).map { (baseline: $0.off, subject: $0.on) }
            lines += InterleavedRatios.lines(clients: load.clients, label: "on/off", pairs: pairs)
        }
        return lines
    }

    private func pairs(clients: Int) -> [(off: PhaseReport, on: PhaseReport)] {
        Set(blocks.map(\.block)).sorted().compactMap { number in
            let at = blocks.filter { $0.block == number && $0.clients == clients }
            guard let off = at.first(where: { !$0.recording })?.phase, let on = at.first(where: \.recording)?.phase,
                off.latency.completed > 0, on.latency.completed > 0
            else { return nil }
            return (off, on)
        }
    }
}

extension Orchestrator {
    /// The interleaved recording blocks: per block number and load, off then on.
    func recordBlocks() async throws -> [RecordBlock] {
        var blocks: [RecordBlock] = []
        for number in 1...options.recordBlocks {
            for load in RecordComparison.loads {
                for recording in [false, true] {
                    let directory = FileManager.default.temporaryDirectory
                        .appendingPathComponent("lanparty-bench-record-\(UUID().uuidString)")
                    defer { try? FileManager.default.removeItem(at: directory) }
                    let run = try await gameRun(
                        .tally, clients: load.clients, windows: [load.window], seconds: options.blockSeconds,
                        recordDirectory: recording ? directory.path : nil)
                    guard let phase = run.phases.first else { throw HarnessFailure("record block \(number) has no phase") }
                    blocks.append(RecordBlock(
                        recording: recording, clients: load.clients, window: load.window, block: number, phase: phase,
                        host: run.host, recordBytes: recording ? Self.bytes(in: directory) : 0))
                    FileHandle.standardError.write(Data(
                        "harness: record block \(number) \(load.clients) client(s) \(recording ? "on" : "off") done\n".utf8))
                }
            }
        }
        return blocks
    }

    private static func bytes(in directory: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.reduce(0) { total, name in
            let size = (try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size] as? Int) ?? 0
            return total + size
        }
    }
}
