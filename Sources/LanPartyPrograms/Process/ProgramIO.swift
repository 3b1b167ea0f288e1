import Foundation

/// Everything a program talks to besides the network: where events go, the command lines it reads,
/// the signals it reacts to and the environment (for the profile location).
///
/// ``standard(json:handleSuspend:)`` wires stdout/stdin/signals; tests pass their own streams.
public struct ProgramIO: Sendable {
    /// Where events go.
    public var sink: EventSink
    /// Command lines, one per element (stdin in production).
    public var input: AsyncStream<String>
    /// Process signals.
    public var signals: AsyncStream<ProcessSignal>
    /// Environment variables (`XDG_DATA_HOME`, `HOME`, `USER`).
    public var environment: [String: String]
    /// Stops the process after Ctrl-Z was announced (tests replace it: stopping would stop the runner).
    public var suspendProcess: @Sendable () -> Void
    /// Whether a person types the input (stdin is a terminal). A script's game commands wait for the
    /// game; a person's are refused at once, so a mistyped `draw` in the lobby cannot hold back
    /// the `ready` typed after it.
    public var inputIsInteractive: Bool = false
    /// The terminal a person types at (text mode, stdin and stdout terminals): told about game
    /// screens so that games which opt in can be drawn on with the mouse.
    public var terminal: InteractiveTerminal?
    /// Keeps the signal handlers installed for as long as the program runs.
    var signalSource: SignalEvents?

    /// Creates an I/O bundle from explicit parts (tests, embedders).
    public init(
        sink: EventSink, input: AsyncStream<String>, signals: AsyncStream<ProcessSignal> = AsyncStream { _ in },
        environment: [String: String] = ProcessInfo.processInfo.environment,
        suspendProcess: @escaping @Sendable () -> Void = {}
    ) {
        self.sink = sink
        self.input = input
        self.signals = signals
        self.environment = environment
        self.suspendProcess = suspendProcess
        self.signalSource = nil
    }

    /// stdout (JSON lines or text), stdin lines, SIGINT/SIGTERM/SIGCONT (and SIGTSTP with `handleSuspend`).
    public static func standard(json: Bool, handleSuspend: Bool) -> ProgramIO {
        let signals = SignalEvents(handleSuspend: handleSuspend)
        let environment = ProcessInfo.processInfo.environment
        let isTerminal = !json && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let live = isTerminal && LiveScreen.wanted(environment: environment)
            ? LiveScreen(colour: environment["NO_COLOR"] == nil, clockGames: GameLineup.current.clockGames,
                colourGames: GameLineup.current.colourGames) : nil
        let terminal = isTerminal
            ? InteractiveTerminal(games: GameLineup.current.pointerGames, stopsItself: !handleSuspend, live: live) : nil
        var io = ProgramIO(
            sink: EventSink(json: json, live: live), input: terminal?.lines ?? StandardInputLines.stream(), signals: signals.events,
            suspendProcess: {
                terminal?.release()
                SignalEvents.stopSelf()
            })
        io.signalSource = signals
        io.terminal = terminal
        io.inputIsInteractive = isatty(STDIN_FILENO) == 1
        return io
    }
}
