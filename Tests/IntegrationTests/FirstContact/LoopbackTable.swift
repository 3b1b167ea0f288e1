import Foundation
import LanPartyTestKit
import Testing

/// One loopback session on this machine, as a newcomer runs it: every program of the test shares
/// one data directory (`XDG_DATA_HOME`), so identity comes from `--name` alone, as for one user
/// account running three terminals. No root, no network namespaces: only 127.0.0.1.
final class LoopbackTable: Sendable {
    /// The shared `XDG_DATA_HOME`; profiles are under `lanparty/` inside it.
    let dataHome: URL
    private let runs = LockedRuns()

    private init(dataHome: URL) { self.dataHome = dataHome }

    /// Runs `body` with a fresh data directory; kills every program it started and removes the
    /// directory however it ends.
    static func with<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: (LoopbackTable) async throws -> Result
    ) async throws -> Result {
        let home = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("lanparty-first-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let table = LoopbackTable(dataHome: home)
        defer {
            table.runs.killAll()
            try? FileManager.default.removeItem(at: home)
        }
        return try await body(table)
    }

    /// The `lanparty` folder of the data directory.
    var profiles: URL { dataHome.appendingPathComponent("lanparty") }

    /// Starts `lanhost --json --game GAME --no-discovery --port 0 ARGS` on loopback.
    func host(_ arguments: [String], game: String = "crazy-eights") async throws -> ProgramRun {
        try await start("lanhost", ["--game", game, "--no-discovery", "--port", "0"] + arguments)
    }

    /// Starts `lanjoin --json --connect 127.0.0.1:PORT ARGS`.
    func joiner(port: Int, _ arguments: [String]) async throws -> ProgramRun {
        try await start("lanjoin", ["--connect", "127.0.0.1:\(port)"] + arguments)
    }

    /// Starts a program with the table's data directory.
    func start(_ program: String, _ arguments: [String], executable: URL? = nil) async throws -> ProgramRun {
        let run = try await ProgramRun.startLocal(
            program, arguments, environment: ["XDG_DATA_HOME": dataHome.path], executable: executable)
        runs.append(run)
        return run
    }
}

/// The programs a table started, killed at its end.
private final class LockedRuns: @unchecked Sendable {
    // Safety: `runs` is only touched under `lock`.
    private let lock = NSLock()
    private var runs: [ProgramRun] = []

    func append(_ run: ProgramRun) { lock.withLock { runs.append(run) } }

    func killAll() { lock.withLock { runs }.forEach { $0.process.kill() } }
}
