import ArgumentParser

/// The command line of `lanhost` (README, "lanhost").
public struct HostOptions: ParsableArguments, Sendable {
    /// Creates options with defaults (for argument parser).
    public init() {}

    @Option(help: "The game chosen first, e.g. crazy-eights (alone: the only game offered; with --games: one of them; default: the first offered).")
    public var game: String?

    @Option(
        help: ArgumentHelp(
            "The games the lobby offers, comma-separated, e.g. crazy-eights,quortex (default: every game of this build, unless --game names one).",
            valueName: "IDS"))
    public var games: String?

    @Option(name: .customLong("lobby-name"), help: "The name people see when browsing (default: \"<name>'s lobby\").")
    public var lobbyName: String?

    @Option(help: "Your player name (default: your profile's name, else the user name).")
    public var name: String?

    @Option(help: ArgumentHelp(
        "Your avatar, kept in your profile: a symbol (circle square triangle diamond star heart spade club cross note sun moon, or its glyph) and a colour (red orange yellow green teal blue purple pink); default: one derived from your name.",
        valueName: "SYMBOL[:COLOUR]"))
    public var avatar: String?

    @Option(help: "Make the lobby private; joiners must give this passcode.")
    public var passcode: String?

    @Flag(name: .customLong("private"), help: "Make the lobby private with a generated passcode (ten letters and digits, printed at start).")
    public var isPrivate = false

    @Option(help: "TCP port to listen on (0 picks a free one).")
    public var port: Int = 0

    @Option(
        help: ArgumentHelp(
            "Listen on this address only (the lobby and the browser page), e.g. 127.0.0.1 for a session on this machine alone (which is then not published). Default: every address.",
            valueName: "ADDRESS"))
    public var bind: String?

    @Option(name: .customLong("max-players"), help: "Seats for players, including yours and bots.")
    public var maxPlayers: Int?

    @Option(name: .customLong("set"), help: ArgumentHelp("A game setting, KEY=VALUE; repeatable.", valueName: "KEY=VALUE"))
    public var settings: [String] = []

    @Option(help: "Computer players to add inside the host.")
    public var bots: Int = 0

    @Flag(help: "Play your own seat automatically.")
    public var bot = false

    @Flag(help: "Host without taking a seat.")
    public var dedicated = false

    @Flag(name: .customLong("auto-start"), help: "Start as soon as everyone is ready and enough players are present.")
    public var autoStart = false

    @Flag(help: "Exit after one game.")
    public var once = false

    @Flag(name: .customLong("no-discovery"), help: "Do not publish the lobby with Avahi; joiners use --connect.")
    public var noDiscovery = false

    @Option(
        name: .customLong("web-port"),
        help: "Port of the page browsers join from (default: the TCP port + 1, or any free port if that is taken).")
    public var webPort: Int?

    @Flag(name: .customLong("no-web"), help: "Do not serve the browser page; only lanjoin can take a seat.")
    public var noWeb = false

    @Flag(help: "Say where the big screen is: the page to open on a TV or projector (http://…/tv), kept under the roster.")
    public var tv = false

    @Flag(
        name: .customLong("no-reclaim"),
        help: "Do not let someone take an away player's held seat by joining under that name (\"That's me\"); such joins are refused as the name is taken.")
    public var noReclaim = false

    @Option(
        name: .customLong("metrics-bind"),
        help: ArgumentHelp(
            "Also answer /metrics (Prometheus) on this address of this machine, e.g. 192.168.1.20, or 0.0.0.0 for every address; with --metrics-port, the address its listener binds. Default: this machine only (loopback).",
            valueName: "ADDRESS"))
    public var metricsBind: String?

    @Option(
        name: .customLong("metrics-port"),
        help: ArgumentHelp(
            "Serve /metrics and /host on a listener of their own on this port (0 picks one), bound to --metrics-bind or 127.0.0.1.",
            valueName: "PORT"))
    public var metricsPort: Int?

    @Flag(help: "Print one JSON object per line for every event.")
    public var json = false

    /// The record: `--data-dir`, `--no-record`, `--history`, `--export`, `--replay`, `--leaderboard`.
    @OptionGroup(title: "Record") public var record: RecordOptions

    @Option(help: "Profile file (default: $XDG_DATA_HOME/lanparty/profile.json).")
    public var profile: String?

    @Option(help: "Seed for the deal and the bots' choices, for reproducible games (default: random).")
    public var seed: UInt64?

    @Option(
        name: .customLong("bot-delay"),
        help: ArgumentHelp("Milliseconds each computer player (--bot, --bots) waits before it acts (demos, tests).", valueName: "MS"))
    public var botDelay: Int = 0

    /// Checks combinations the parser cannot.
    public mutating func validate() throws {
        if passcode != nil && isPrivate {
            throw ValidationError("--passcode and --private are alternatives; give one.")
        }
        if let passcode, passcode.isEmpty || passcode.count > 64 {
            throw ValidationError("--passcode must be 1 to 64 characters.")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535.") }
        if let bind, !BindAddress.isLiteral(bind) {
            throw ValidationError("--bind takes an IPv4 or IPv6 address of this machine, e.g. 127.0.0.1 or 192.168.1.20; got '\(bind)'.")
        }
        if let webPort, !(0...65535).contains(webPort) { throw ValidationError("--web-port must be 0...65535.") }
        if webPort != nil && noWeb { throw ValidationError("--web-port and --no-web contradict each other; give one.") }
        if let metricsBind, !BindAddress.isLiteral(metricsBind) {
            throw ValidationError("--metrics-bind takes an IPv4 or IPv6 address of this machine, or 0.0.0.0; got '\(metricsBind)'.")
        }
        if let metricsPort, !(0...65535).contains(metricsPort) { throw ValidationError("--metrics-port must be 0...65535.") }
        if tv && noWeb { throw ValidationError("--tv needs the browser page: drop --no-web.") }
        if let maxPlayers, !(1...64).contains(maxPlayers) {
            throw ValidationError("--max-players must be 1...64.")
        }
        guard (0...63).contains(bots) else { throw ValidationError("--bots must be 0...63.") }
        guard (0...60_000).contains(botDelay) else { throw ValidationError("--bot-delay must be 0...60000 ms.") }
        if dedicated && bot { throw ValidationError("--dedicated has no seat for --bot to play.") }
        for setting in settings where !setting.contains("=") || setting.hasPrefix("=") {
            throw ValidationError("--set takes KEY=VALUE, got '\(setting)'.")
        }
        if dedicated && avatar != nil { throw ValidationError("--dedicated has no seat for --avatar to show.") }
        if let name, let problem = PlayerNameRule.problem(with: name) { throw ValidationError(problem) }
        if let problem = AvatarOption.problem(with: avatar) { throw ValidationError(problem) }
        if let lobbyName, lobbyName.isEmpty || lobbyName.utf8.count > 63 {
            throw ValidationError("--lobby-name must be 1 to 63 bytes (a DNS-SD label).")
        }
    }
}
