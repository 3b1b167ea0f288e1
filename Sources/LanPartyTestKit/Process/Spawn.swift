import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starting and reaping programs with `posix_spawn` and `waitpid`, for every program a test starts.
///
/// Not Foundation's `Process`: on Linux it learns of a child's end from SIGCHLD, and among the many
/// processes a test run starts a missed signal left a child unreaped (a zombie) and its waiter
/// spinning or late. `waitpid` on the one pid cannot miss.
public enum Spawn {
    /// Starts `path` with `arguments` and `environment` (default: this process's), its standard
    /// input, output and error on the given descriptors. The child gets default signal handling,
    /// nothing blocked, and no other descriptor of the test process.
    public static func start(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil,
        stdin: Int32, stdout: Int32, stderr: Int32
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        // An inherited socket of an in-process test would keep that connection open after the test
        // closed it (Foundation's Process closes them too).
        closeAllButStandard(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Whatever the test process ignores (NIO ignores SIGPIPE), the child starts with defaults.
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { variables.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, variables)
        guard spawned == 0 else { throw LaunchFailed(path: path, errno: spawned) }
        return pid
    }

    /// Blocks until `pid` ends and says how.
    public static func wait(for pid: pid_t) -> ProcessExit {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(-1) }
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+; Swift's Glibc module does not
    /// export it), looked up once. A nil handle is glibc's RTLD_DEFAULT: every library loaded.
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Adds "close every descriptor from 3 up" to `actions` (after the dup2s of 0, 1, 2).
    private static func closeAllButStandard(_ actions: inout posix_spawn_file_actions_t) {
        if let closeFrom, closeFrom(&actions, 3) == 0 { return }
        // Older C libraries: close what is open now (closing one that closes meanwhile is harmless).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }
}

/// A pipe whose both ends close on exec (a child gets its end through dup2 only).
public struct SpawnPipe {
    /// The reading end.
    public let read: Int32
    /// The writing end.
    public let write: Int32

    /// Opens a pipe.
    public init() throws {
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
