import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts processes with `posix_spawn` and wires their pipes to ``LineLog``s.
///
/// Not Foundation's `Process`: on Linux it learns of a child's end from SIGCHLD, and among the many
/// processes a test run starts a missed signal left a child unreaped (a zombie) and its waiter
/// hanging or late. Here one thread per child blocks in `waitpid` on that pid, which cannot miss.
enum ProcessLauncher {
    /// Starts `executable`; `findChild` resolves the program's own pid when the executable is a
    /// launcher that forks it (nsenter entering a PID namespace).
    static func launch(
        host: Int, executable: URL, arguments: [String], command: [String],
        environment: [String: String]? = nil, findChild: Bool
    ) async throws -> HostProcess {
        let input = try PipePair(), output = try PipePair(), errors = try PipePair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        // Nothing else of the test process: an inherited socket of an in-process test would keep
        // that connection open after the test closed it (Foundation's Process closes them too).
        SpawnDescriptors.closeAllButStandard(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling and nothing blocked, whatever the test
        // process ignores (NIO ignores SIGPIPE).
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { variables.forEach { free($0) } }
        var launcher: pid_t = 0
        let spawned = posix_spawn(&launcher, executable.path, &actions, &attributes, argv, variables)
        close(input.read)
        close(output.write)
        close(errors.write)
        guard spawned == 0 else {
            close(input.write)
            close(output.read)
            close(errors.read)
            throw LaunchFailed(path: executable.path, errno: spawned)
        }
        let stdout = LineLog(), stderr = LineLog(), exit = ExitBox()
        pump(FileHandle(fileDescriptor: output.read, closeOnDealloc: true), into: stdout)
        pump(FileHandle(fileDescriptor: errors.read, closeOnDealloc: true), into: stderr)
        reap(launcher, into: exit)
        let pid = findChild ? await childPID(of: launcher, exit: exit) : launcher
        return HostProcess(
            host: host, command: command, pid: pid, launcherPID: launcher, stdout: stdout, stderr: stderr,
            stdin: FileHandle(fileDescriptor: input.write, closeOnDealloc: true), exit: exit)
    }

    /// Waits for `pid` on its own thread and records how it ended.
    private static func reap(_ pid: pid_t, into exit: ExitBox) {
        let thread = Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else {
                    exit.set(.exited(-1))
                    return
                }
            }
            let signal = status & 0x7f
            exit.set(signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal))
        }
        thread.start()
    }

    /// Reads a pipe on its own thread until EOF, splitting lines.
    private static func pump(_ handle: FileHandle, into log: LineLog) {
        let thread = Thread {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    log.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { log.append(String(decoding: pending, as: UTF8.self)) }
            log.finish()
        }
        thread.start()
    }

    /// The launcher's only child, as soon as it has forked it (falls back to the launcher itself
    /// if it ends first or takes unreasonably long).
    private static func childPID(of launcher: pid_t, exit: ExitBox) async -> pid_t {
        let path = "/proc/\(launcher)/task/\(launcher)/children"
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while ContinuousClock.now < deadline, exit.value == nil {
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
                let child = text.split(separator: " ").first.flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
            {
                return child
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return launcher
    }
}

/// A pipe whose both ends close on exec (the child gets its ends through dup2 only).
private struct PipePair {
    let read: Int32
    let write: Int32

    init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw LaunchFailed(path: "pipe", errno: errno) }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        read = fds[0]
        write = fds[1]
    }
}

/// A test could not start a program.
public struct LaunchFailed: Error, CustomStringConvertible {
    /// The program.
    public let path: String
    /// Why, as `errno`.
    public let errno: Int32
    /// `could not start PATH: REASON`.
    public var description: String { "could not start \(path): \(String(cString: strerror(errno)))" }
}
