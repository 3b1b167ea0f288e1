import ArgumentParser

/// `lanhost`'s record options (SPEC §13, Docs/Record.md): where games are kept, and the one-shot
/// modes that read the record instead of hosting.
public struct RecordOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp("Where the record of games is kept (default: $XDG_DATA_HOME/lanparty).", valueName: "DIR"))
    public var dataDirectory: String?

    @Flag(name: .customLong("no-record"), help: "Do not record games (no history, replays or ratings from this session).")
    public var noRecord = false

    @Option(name: .customLong("keep-games"), help: "How many games the record keeps; older ones are pruned.")
    public var keepGames: Int = RecordOptions.defaultKeepGames

    /// How many games the record keeps unless `--keep-games` says otherwise.
    public static let defaultKeepGames = 1000

    @Flag(help: "List the recorded games, newest first, and exit (with --game: that game only).")
    public var history = false

    @Option(help: ArgumentHelp("Print a recorded game as JSON (Docs/Record.md) and exit.", valueName: "ID"))
    public var export: Int64?

    @Option(
        help: ArgumentHelp(
            "Replay a recorded game (an id from --history, or an exported FILE) and print it step by step; exit.",
            valueName: "ID|FILE"))
    public var replay: String?

    @Flag(help: "With --replay: only check that the replay reaches every recorded state and the recorded outcome (exit 8 if not).")
    public var verify = false

    @Flag(help: "Print each game's leaderboard from the record and exit (with --game: that game only).")
    public var leaderboard = false

    @Flag(
        help: ArgumentHelp(
            "Reopen the lobby a stopped host left unfinished (the newest; see --resume-game): same lobby id, name, port, game and options it was started with (an option given again wins); its players take their seats back."))
    public var resume = false

    @Option(
        name: .customLong("resume-game"),
        help: ArgumentHelp("With --resume: the lobby that was playing this recorded game (an id from --history).", valueName: "ID"))
    public var resumeGame: Int64?

    /// Creates the defaults.
    public init() {}

    /// Whether a one-shot mode reads the record instead of hosting.
    public var readsRecordOnly: Bool { history || export != nil || replay != nil || leaderboard }

    /// Checks combinations the parser cannot.
    public func validate() throws {
        guard (1...1_000_000).contains(keepGames) else { throw ValidationError("--keep-games must be 1...1000000.") }
        if verify && replay == nil { throw ValidationError("--verify checks a --replay; give --replay ID|FILE.") }
        let modes = [history, export != nil, replay != nil, leaderboard].filter { $0 }.count
        if modes > 1 { throw ValidationError("--history, --export, --replay and --leaderboard are separate modes; give one.") }
        if noRecord && readsRecordOnly { throw ValidationError("--no-record contradicts reading the record; drop it.") }
        if resumeGame != nil && !resume { throw ValidationError("--resume-game picks the lobby --resume reopens; give --resume too.") }
        if resume && noRecord { throw ValidationError("--resume reopens a lobby from the record; drop --no-record.") }
        if resume && readsRecordOnly { throw ValidationError("--resume hosts; it cannot be combined with --history, --export, --replay or --leaderboard.") }
    }
}
