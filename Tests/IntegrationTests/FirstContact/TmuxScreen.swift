import Foundation

/// A terminal of a fixed size, run by tmux, that a test types into and reads like a person would.
struct TmuxScreen: Sendable {
    /// The tmux session's name (unique per test).
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

    /// What the terminal shows now (`history: true` adds everything scrolled off the top).
    func capture(history: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", session] + (history ? ["-S", "-"] : []))
    }

    /// Types `line` and Enter.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-t", session, "-l", line])
        try tmux(["send-keys", "-t", session, "Enter"])
    }

    /// Ends the session and whatever runs in it.
    func kill() { _ = try? tmux(["kill-session", "-t", session]) }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
