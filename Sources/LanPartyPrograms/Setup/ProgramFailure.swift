/// A reason to stop before (or instead of) running: the exit status and a sentence for people.
public struct ProgramFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// How the process exits.
    public var status: ExitStatus
    /// What to tell the user (stderr, and an `error` event in `--json` mode).
    public var message: String

    /// Creates a failure.
    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension EventSink {
    /// Reports why a program stops: an `error` event (with `code`) in `--json` mode, on the live
    /// screen (and after it, on the ordinary screen) in a terminal, else a line on stderr,
    /// `program: message`.
    func report(_ failure: ProgramFailure, code: String, program: String) {
        if isJSON { emit(LobbyEventFormat.error(code, failure.message)) }
        if !isJSON, let live, live.failed("\(program): \(failure.message)") { return }
        diagnose("\(program): \(failure.message)")
    }
}
