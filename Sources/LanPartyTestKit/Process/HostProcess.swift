import Foundation
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kill(2)`, named apart from ``HostProcess/kill()``.
func sendSignal(_ signal: Int32, to pid: pid_t) {
    #if canImport(Glibc)
        _ = Glibc.kill(pid, signal)
    #elseif canImport(Darwin)
        _ = Darwin.kill(pid, signal)
    #endif
}

/// A process a test started (on a simulated host or locally): its pid, its output as
/// followable line logs, its stdin, signals and its exit.
public final class HostProcess: Sendable {
    /// The simulated host it runs on (0: the test's own namespaces).
    public let host: Int
    /// The command line.
    public let command: [String]
    /// The pid of the program itself (in the machine's PID namespace), the one to signal.
    public let pid: pid_t
    /// The pid Foundation started: `nsenter` on a simulated host (it forks the program and mirrors
    /// its exit), else the program itself.
    public let launcherPID: pid_t
    /// Standard output, line by line.
    public let stdout: LineLog
    /// Standard error, line by line (for diagnostics).
    public let stderr: LineLog
    private let stdin: FileHandle
    private let exit: ExitBox

    init(host: Int, command: [String], pid: pid_t, launcherPID: pid_t, stdout: LineLog, stderr: LineLog,
         stdin: FileHandle, exit: ExitBox) {
        self.host = host
        self.command = command
        self.pid = pid
        self.launcherPID = launcherPID
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.exit = exit
    }

    /// Standard output lines: everything printed so far, then new lines until the process closes it.
    public var lines: AsyncStream<String> { stdout.follow() }

    /// Sends a signal to the program. SIGCONT also resumes the launcher, which stops itself when
    /// the program is stopped.
    public func signal(_ signal: Int32) {
        sendSignal(signal, to: pid)
        if signal == SIGCONT, launcherPID != pid { sendSignal(SIGCONT, to: launcherPID) }
    }

    /// Writes one line to the program's stdin.
    public func send(_ line: String) {
        try? stdin.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Closes the program's stdin (EOF).
    public func closeStdin() {
        try? stdin.close()
    }

    /// How it ended, or `nil` while it runs.
    public var exitStatus: ProcessExit? { exit.value }

    /// Waits for the process to end, and then for the end of its output: its exit and the last
    /// lines it printed are seen by different threads, so `stdout.lines` right after the exit
    /// could miss them (up to 5 s more for each stream when a child it left holds the pipe).
    public func waitForExit(within timeout: Duration) async throws -> ProcessExit {
        let exit = self.exit
        let name = command.first ?? "process"
        let status = try await withDeadline(timeout, waitingFor: "\(name) on host \(host) to exit") {
            try await exit.wait()
        }
        _ = await stdout.allLines()
        _ = await stderr.allLines()
        return status
    }

    /// Kills the program (SIGKILL) unless it already ended.
    public func kill() {
        guard exitStatus == nil else { return }
        signal(SIGKILL)
        signal(SIGCONT)
    }
}

/// The exit status, set once by the termination handler; waiters are resumed then.
final class ExitBox: Sendable {
    private struct State {
        var value: ProcessExit?
        var waiters: [UInt64: CheckedContinuation<ProcessExit, any Error>] = [:]
        var nextWaiter: UInt64 = 0
    }

    private let state = NIOLockedValueBox(State())

    var value: ProcessExit? { state.withLockedValue { $0.value } }

    func set(_ value: ProcessExit) {
        let waiters = state.withLockedValue { state -> [CheckedContinuation<ProcessExit, any Error>] in
            state.value = value
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    /// The exit status once the program ends; `CancellationError` when the waiting task is
    /// cancelled first. (A wait that ignored cancellation kept `withDeadline` from ever returning:
    /// its task group waits for the cancelled body, so a hung browser script hung the test run.)
    func wait() async throws -> ProcessExit {
        let id = state.withLockedValue { state -> UInt64 in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready = state.withLockedValue { state -> Result<ProcessExit, any Error>? in
                    if let value = state.value { return .success(value) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    state.waiters[id] = continuation
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            let waiter = state.withLockedValue { $0.waiters.removeValue(forKey: id) }
            waiter?.resume(throwing: CancellationError())
        }
    }
}

extension HostProcess {
    /// Starts a program in the test's own namespaces (host 0), e.g. a probe pointed at a private bus.
    public static func spawn(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil)
        async throws -> HostProcess
    {
        try await ProcessLauncher.launch(
            host: 0, executable: executable, arguments: arguments, command: [executable.path] + arguments,
            environment: environment, findChild: false)
    }
}
