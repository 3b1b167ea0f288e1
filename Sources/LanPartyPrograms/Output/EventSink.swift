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
    /// The full-screen view events and text go to instead of stdout (a person's terminal).
    public let live: LiveScreen?
    private let lock = NSLock()
    private let capture: (@Sendable (CLIEvent) -> Void)?

    /// Creates a sink; `json` selects JSON lines, otherwise colour follows the terminal.
    public init(json: Bool, live: LiveScreen? = nil) {
        capture = nil
        self.live = json ? nil : live
        if json {
            mode = .json
        } else {
            let environment = ProcessInfo.processInfo.environment
            let colour = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
            mode = .text(colour: colour)
        }
    }

    /// A sink for tests and embedders: every event goes to `handler` (in `--json` mode), nothing is
    /// written to stdout or stderr.
    public init(capturing handler: @escaping @Sendable (CLIEvent) -> Void) {
        mode = .json
        capture = handler
        live = nil
    }

    /// Whether output is JSON lines.
    public var isJSON: Bool { mode == .json }

    /// Writes one event.
    public func emit(_ event: CLIEvent) {
        if let capture {
            capture(event)
            return
        }
        switch mode {
        case .json: write(event.jsonLine + "\n", to: .standardOutput)
        case .text(let colour):
            if let live {
                live.show(event)
                return
            }
            // Events without a line (e.g. `state`) are shown another way in text mode.
            guard !event.text.isEmpty else { return }
            write(Style.line(for: event, colour: colour) + "\n", to: .standardOutput)
        }
    }

    /// Writes free text for people (a rendered table, help); nothing in `--json` mode.
    public func show(_ text: String) {
        guard case .text = mode else { return }
        if let live {
            live.event(text.trimmingCharacters(in: .newlines))
            return
        }
        write(text.hasSuffix("\n") ? text : text + "\n", to: .standardOutput)
    }

    /// Writes a document to stdout as it is, in either mode (`lanhost --export`); a capturing sink
    /// gets it as an `output` event.
    public func document(_ text: String) {
        if let capture {
            capture(CLIEvent("output", ["text": .string(text)], text: text))
            return
        }
        write(text.hasSuffix("\n") ? text : text + "\n", to: .standardOutput)
    }

    /// Writes a diagnostic to stderr.
    public func diagnose(_ text: String) {
        guard capture == nil else { return }
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
        return "\u{1B}[\(code(for: event.name))m\(event.text)\u{1B}[0m"
    }

    /// The SGR colour of an event by its name: red for trouble, green for good news.
    static func code(for name: String) -> String {
        let code: String
        switch name {
        case "error", "rejected", "kicked", "banned", "hostLost", "actionRejected": code = "31"
        case "gameOver", "joined", "resumed", "published": code = "32"
        case "reconnecting", "playerLeft": code = "33"
        case "gameStarted", "state": code = "36"
        default: code = "0"
        }
        return code
    }
}
