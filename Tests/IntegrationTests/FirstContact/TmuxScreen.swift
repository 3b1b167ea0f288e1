import Foundation
import LanPartyTestKit

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal of a fixed size, run by tmux, that a test types into and reads like a person would.
///
/// Each screen has a tmux server of its own (`-L`, a private socket), which ``kill()`` stops by pid,
/// so nothing the test started outlives it.
struct TmuxScreen: Sendable {
    /// The tmux session's and socket's name (unique per test).
    let session: String

    /// Whether tmux is installed (Scripts/bootstrap installs it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

    /// Starts `command` in a new detached `columns`×`rows` session.
    static func start(_ command: String, columns: Int = 80, rows: Int = 24) throws -> TmuxScreen {
        let screen = TmuxScreen(session: "lanparty-\(UUID().uuidString.prefix(8))")
        // `remain-on-exit` keeps the last screen readable after the program ends.
        try screen.tmux(["new-session", "-d", "-s", screen.session, "-x", "\(columns)", "-y", "\(rows)", command])
        try screen.tmux(["set-option", "-t", screen.session, "remain-on-exit", "on"])
        return screen
    }

    /// The tmux server's pid, or `nil` when it is gone.
    var serverPID: Int32? {
        Int32((try? tmux(["display-message", "-p", "-t", session, "#{pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
    }

    /// What the terminal shows now (`history: true` adds everything scrolled off the top).
    func capture(history: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", session] + (history ? ["-S", "-"] : []))
    }

    /// Types `line` and Enter.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-t", session, "-l", line])
        try tmux(["send-keys", "-t", session, "Enter"])
    }

    /// Ends the session, whatever runs in it, and its server.
    func kill() {
        let pid = serverPID
        _ = try? tmux(["kill-server"])
        if let pid { _ = Foundation.kill(pid, SIGKILL) }
    }

    /// Runs tmux and returns what it printed.
    ///
    /// Not Foundation's `Process`: its `waitUntilExit` busy-waits on Linux and never returns when
    /// the child's SIGCHLD is missed among the many processes a test run starts (seen in CI: a
    /// zombie tmux client and a spinning test). `posix_spawn` + `waitpid` on the one pid cannot miss.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run("/usr/bin/tmux", ["-L", session] + arguments)
    }

    private static func run(_ path: String, _ arguments: [String]) throws -> String {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw SpawnFailed(path: path, errno: errno) }
        defer { close(pipe[0]) }
        // Only the child's stdout keeps the write end; other children spawned meanwhile must not.
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // No other descriptor of the test process (the tmux server lives on, holding what it got).
        SpawnDescriptors.closeAllButStandard(&actions)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(pipe[1])
        guard spawned == 0 else { throw SpawnFailed(path: path, errno: spawned) }
        var output = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipe[0], &chunk, chunk.count)
            if count > 0 { output += chunk[0..<count]; continue }
            if count < 0, errno == EINTR { continue }
            break
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return String(decoding: output, as: UTF8.self)
    }
}

/// A helper program could not be started.
struct SpawnFailed: Error, CustomStringConvertible {
    let path: String
    let errno: Int32
    var description: String { "could not start \(path): \(String(cString: strerror(errno)))" }
}
