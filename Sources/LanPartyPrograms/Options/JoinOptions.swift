import ArgumentParser
import Connectivity

/// The command line of `lanjoin` (README, "lanjoin").
public struct JoinOptions: ParsableArguments, Sendable {
    /// Creates options with defaults (for argument parser).
    public init() {}

    @Flag(help: "List the lobbies found on the network and exit.")
    public var list = false

    @Flag(help: "With --list: keep listing as lobbies appear, change and disappear.")
    public var watch = false

    @Option(help: "Join the lobby with this name (found with Avahi).")
    public var lobby: String?

    @Option(help: ArgumentHelp("Join a host directly, without discovery.", valueName: "HOST:PORT"))
    public var connect: String?

    @Option(help: "Your player name (default: your profile's name, else the user name).")
    public var name: String?

    @Option(help: ArgumentHelp(
        "Your avatar, kept in your profile: a symbol (circle square triangle diamond star heart spade club cross note sun moon, or its glyph) and a colour (red orange yellow green teal blue purple pink); default: one derived from your name.",
        valueName: "SYMBOL[:COLOUR]"))
    public var avatar: String?

    @Option(help: "The passcode of a private lobby.")
    public var passcode: String?

    @Flag(help: "Play automatically.")
    public var bot = false

    @Flag(name: .customLong("auto-ready"), help: "Mark yourself ready as soon as you join.")
    public var autoReady = false

    @Flag(help: ArgumentHelp(
        "\"That's me\": when your name's seat is held for you while you are away, ask for it (the VIP or the host must say yes)."))
    public var reclaim = false

    @Flag(help: "Print one JSON object per line for every event.")
    public var json = false

    @Option(help: "Profile file (default: $XDG_DATA_HOME/lanparty/profile.json).")
    public var profile: String?

    @Option(help: "Seed for --bot's choices, for reproducible games (default: random).")
    public var seed: UInt64?

    @Option(
        name: .customLong("bot-delay"),
        help: ArgumentHelp("Milliseconds --bot waits before it acts (demos, tests).", valueName: "MS"))
    public var botDelay: Int = 0

    @Option(name: .customLong("discovery-timeout"), help: "Seconds to look for --lobby (and for --list without --watch).")
    public var discoveryTimeout: Double = 5

    @Option(
        name: .customLong("wait-for-host"),
        help: ArgumentHelp(
            "When the host is gone, keep your seat and wait this long for it to come back (lanhost --resume); 0 gives up at once.",
            valueName: "SECONDS"))
    public var waitForHost: Double = JoinOptions.defaultHostWait

    /// The default of `--wait-for-host`: the session's own wait (``SessionTimings/hostWait``), 2 min.
    public static let defaultHostWait = Double(SessionTimings().hostWait.components.seconds)
    /// The longest `--wait-for-host`: a day.
    static let longestHostWait: Double = 86_400

    /// `--wait-for-host` as a duration.
    public var hostWait: Duration { .milliseconds(Int64((waitForHost * 1000).rounded())) }

    /// The parsed `--connect` target.
    public var connectTarget: (host: String, port: Int)? {
        connect.flatMap(Self.parseHostPort)
    }

    /// Checks combinations the parser cannot.
    public mutating func validate() throws {
        if watch && !list { throw ValidationError("--watch goes with --list.") }
        if reclaim && list { throw ValidationError("--reclaim joins; it does not go with --list.") }
        if list && (lobby != nil || connect != nil) {
            throw ValidationError("--list does not join; drop --lobby/--connect.")
        }
        if lobby != nil && connect != nil { throw ValidationError("--lobby and --connect are alternatives; give one.") }
        if !list && lobby == nil && connect == nil {
            throw ValidationError("Say what to join: --lobby NAME or --connect HOST:PORT (or --list to look).")
        }
        if let connect, Self.parseHostPort(connect) == nil {
            throw ValidationError("--connect takes HOST:PORT, e.g. 192.168.1.20:7777 or [fe80::1]:7777.")
        }
        if let name, let problem = PlayerNameRule.problem(with: name) { throw ValidationError(problem) }
        if let problem = AvatarOption.problem(with: avatar) { throw ValidationError(problem) }
        guard (0...60_000).contains(botDelay) else { throw ValidationError("--bot-delay must be 0...60000 ms.") }
        guard discoveryTimeout > 0 && discoveryTimeout <= 600 else {
            throw ValidationError("--discovery-timeout must be in (0, 600] seconds.")
        }
        guard waitForHost >= 0 && waitForHost <= Self.longestHostWait else {
            throw ValidationError("--wait-for-host must be 0...86400 seconds (0 gives up as soon as the host is gone).")
        }
    }

    /// Splits `host:port` or `[v6]:port`.
    static func parseHostPort(_ text: String) -> (host: String, port: Int)? {
        let host: Substring
        let portText: Substring
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            guard after.hasPrefix(":") else { return nil }
            portText = after.dropFirst()
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, let port = Int(portText), (1...65535).contains(port) else { return nil }
        return (String(host), port)
    }
}
