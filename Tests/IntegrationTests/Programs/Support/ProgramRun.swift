import Foundation
import LanPartyTestKit

/// A running `lanhost --json` or `lanjoin --json` on a simulated host, and a cursor over its events.
///
/// ``next(_:within:where:)`` consumes events in order (like reading a log); ``first(_:within:where:)``
/// searches from the beginning without moving the cursor.
final class ProgramRun: Sendable {
    /// The process.
    let process: HostProcess
    /// `lanhost@h1`, for failure messages.
    let label: String
    private let cursor = LockedInt()

    private init(process: HostProcess, label: String) {
        self.process = process
        self.label = label
    }

    /// Starts `program --json ARGS...` (`lanhost` or `lanjoin`) on `host`.
    static func start(
        _ program: String, on network: TestNetwork, host: Int, _ arguments: [String],
        environment: [String: String]? = nil
    ) async throws -> ProgramRun {
        let executable = try BuiltProducts.executable(named: program)
        let merged = environment.map { ProcessInfo.processInfo.environment.merging($0) { $1 } }
        let process = try await network.run(on: host, [executable.path, "--json"] + arguments, environment: merged)
        return ProgramRun(process: process, label: "\(program)@h\(host)")
    }

    /// Starts `program --json ARGS...` in this machine's own network namespace (loopback tests).
    static func startLocal(
        _ program: String, _ arguments: [String], environment: [String: String], executable: URL? = nil
    ) async throws -> ProgramRun {
        let executable = try executable ?? BuiltProducts.executable(named: program)
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let process = try await HostProcess.spawn(executable, ["--json"] + arguments, environment: merged)
        return ProgramRun(process: process, label: program)
    }

    /// Every event printed so far.
    var events: [ProgramEvent] { process.stdout.lines.compactMap(ProgramEvent.init) }

    /// Events printed so far with this name.
    func events(named name: String) -> [ProgramEvent] { events.filter { $0.name == name } }

    /// Writes a command line to the program's stdin.
    func send(_ command: String) { process.send(command) }

    /// Waits for the program to end.
    func exit(within timeout: Duration = .seconds(30)) async throws -> ProcessExit {
        do {
            return try await process.waitForExit(within: timeout)
        } catch let error as DeadlineExceeded {
            throw ProgramFailure(what: "\(label): \(error)", output: tail)
        }
    }

    /// Waits for the next event after the cursor named `name` that matches, and moves the cursor past it.
    @discardableResult
    func next(
        _ name: String, within timeout: Duration = .seconds(30),
        where predicate: @escaping @Sendable (ProgramEvent) -> Bool = { _ in true }
    ) async throws -> ProgramEvent {
        let start = cursor.value
        let (event, index) = try await find(name, from: start, within: timeout, predicate)
        cursor.raise(to: index + 1)
        return event
    }

    /// Waits for the first event (from the very beginning) named `name` that matches; the cursor stays.
    @discardableResult
    func first(
        _ name: String, within timeout: Duration = .seconds(30),
        where predicate: @escaping @Sendable (ProgramEvent) -> Bool = { _ in true }
    ) async throws -> ProgramEvent {
        try await find(name, from: 0, within: timeout, predicate).0
    }

    /// The last lines of stdout and stderr, for failure messages.
    var tail: [String] {
        Array(process.stdout.lines.suffix(15)) + process.stderr.lines.suffix(10).map { "stderr: \($0)" }
    }

    private func find(
        _ name: String, from start: Int, within timeout: Duration,
        _ predicate: @escaping @Sendable (ProgramEvent) -> Bool
    ) async throws -> (ProgramEvent, Int) {
        let log = process.stdout
        let label = self.label
        do {
            return try await withDeadline(timeout, waitingFor: "\(name) from \(label)") {
                var index = start
                for await line in log.follow(from: start) {
                    defer { index += 1 }
                    if let event = ProgramEvent(line), event.name == name, predicate(event) { return (event, index) }
                }
                throw ProgramFailure(what: "\(label) ended before \(name)", output: [])
            }
        } catch let error as DeadlineExceeded {
            throw ProgramFailure(what: "\(label): \(error)", output: tail)
        } catch let error as ProgramFailure {
            throw ProgramFailure(what: error.what, output: tail)
        }
    }
}

/// A program did not print what a test waited for; carries its last output.
struct ProgramFailure: Error, CustomStringConvertible {
    /// What was awaited.
    var what: String
    /// The program's last lines.
    var output: [String]

    var description: String { "\(what)\n  " + output.joined(separator: "\n  ") }
}

/// An integer behind a lock (the cursor of a ``ProgramRun``).
final class LockedInt: @unchecked Sendable {
    // Safety: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored = 0

    var value: Int { lock.withLock { stored } }

    func raise(to candidate: Int) { lock.withLock { stored = max(stored, candidate) } }
}
