import Foundation

/// Where events go: JSON lines on stdout with `--json`, readable lines otherwise.
///
/// Diagnostics in `--json` mode go to stderr so stdout stays machine-readable.
public final class EventSink: Sendable {
    /// How output is formatted.
    public enum Mode: Sendable, Equatable {
        /// One JSON object per line.
        case json
        /// Text for people; `colour` when stdout is a terminal that supports it.
        case text(colour: Bool)
    }

    /// The output mode.
    public let mode: Mode
    private let lock = NSLock()

    /// Creates a sink; `json` selects JSON lines, otherwise colour follows the terminal.
    public init(json: Bool) {
        if json {
            mode = .json
        } else {
            let environment = ProcessInfo.processInfo.environment
            let colour = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
            mode = .text(colour: colour)
        }
    }

    /// Writes one event.
    public func emit(_ event: CLIEvent) {
        switch mode {
        case .json: write(event.jsonLine + "\n", to: .standardOutput)
        case .text(let colour): write(Style.line(for: event, colour: colour) + "\n", to: .standardOutput)
        }
    }

    /// Writes free text for people (a rendered table, help); nothing in `--json` mode.
    public func show(_ text: String) {
        guard case .text = mode else { return }
        write(text.hasSuffix("\n") ? text : text + "\n", to: .standardOutput)
    }

    /// Writes a diagnostic to stderr.
    public func diagnose(_ text: String) {
        write(text + "\n", to: .standardError)
    }

    private func write(_ text: String, to handle: FileHandle) {
        lock.lock()
        defer { lock.unlock() }
        handle.write(Data(text.utf8))
    }
}

/// Terminal colours for event lines.
enum Style {
    static func line(for event: CLIEvent, colour: Bool) -> String {
        guard colour else { return event.text }
        let code: String
        switch event.name {
        case "error", "rejected", "kicked", "banned", "hostLost", "actionRejected": code = "31"
        case "gameOver", "joined", "resumed", "published": code = "32"
        case "reconnecting", "playerLeft": code = "33"
        case "gameStarted", "state": code = "36"
        default: code = "0"
        }
        return "\u{1B}[\(code)m\(event.text)\u{1B}[0m"
    }
}
