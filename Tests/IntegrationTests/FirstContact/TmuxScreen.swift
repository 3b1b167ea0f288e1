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

    /// Sends `text` as typed bytes with no Enter after it (e.g. mouse reports).
    func sendRaw(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }

    /// "SGR-flag button-flag": "1 1" while the program asked for SGR button-event mouse reports.
    func mouseFlags() throws -> String {
        try tmux(["display-message", "-p", "-t", session, "#{mouse_sgr_flag} #{mouse_button_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the program is on the alternate screen (the live view) right now.
    func alternateScreenOn() throws -> Bool {
        try tmux(["display-message", "-p", "-t", session, "#{alternate_on}"]).hasPrefix("1")
    }

    /// Whether the program in the pane has ended (the pane stays, `remain-on-exit`).
    func programEnded() throws -> Bool {
        try tmux(["display-message", "-p", "-t", session, "#{pane_dead}"]).hasPrefix("1")
    }

    /// The screen with its colours (`capture-pane -e`), for captures people look at.
    func captureWithColours() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", session])
    }

    /// Resizes the terminal, as a person dragging the window's corner (the program gets SIGWINCH).
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Ends the session, whatever runs in it, and its server.
    func kill() {
        let pid = serverPID
        _ = try? tmux(["kill-server"])
        if let pid { _ = Foundation.kill(pid, SIGKILL) }
    }

    /// Runs tmux and returns what it printed (``Spawn``: Foundation's `Process.waitUntilExit`
    /// busy-waits on Linux and never returned once the child's SIGCHLD was missed, seen in CI).
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = try SpawnPipe()
        defer { close(output.read) }
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(null) }
        let pid: pid_t
        do {
            defer { close(output.write) }
            pid = try Spawn.start(
                "/usr/bin/tmux", ["-L", session] + arguments, stdin: null, stdout: output.write, stderr: null)
        }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(output.read, &chunk, chunk.count)
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        _ = Spawn.wait(for: pid)
        return String(decoding: bytes, as: UTF8.self)
    }
}
