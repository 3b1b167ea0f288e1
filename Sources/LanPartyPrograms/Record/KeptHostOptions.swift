import ArgumentParser
import Foundation

/// The options a lobby was opened with, kept in the record beside its snapshot so that `lanhost
/// --resume` alone reopens it the same way (Docs/Record.md "Restart"): discovery, bind address,
/// page, seat rules, computer players, their delay, auto-start, `--once`.
///
/// Kept as `lanhost`'s own arguments, `{"version": 1, "arguments": ["--no-discovery", …]}`: the
/// command line is documented (Docs/CLI.md), so the record needs no second vocabulary, and a
/// resume parses the kept arguments followed by the ones given now — the later value of an option
/// wins, as on any command line. What a resume must not inherit is never kept: the passcode (a
/// secret; `--private` would contradict the `--passcode` a private lobby's resume needs), the ports
/// (the lobby row has the ones really used), `--json`, the record's own options and modes.
struct KeptHostOptions: Equatable, Sendable {
    /// The format's version; a newer one is refused with words rather than misread.
    static let version = 1
    /// `lanhost` arguments, each option with its value.
    var arguments: [String]

    /// The arguments that reproduce `options` (only what differs from the defaults).
    init(_ options: HostOptions) {
        arguments = Self.arguments(options, keeping: false)
    }

    init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Every argument of `options` differing from its default; with `everything`, also those a
    /// resume does not inherit (to lay the command line given now over the kept one).
    static func arguments(_ options: HostOptions, keeping everything: Bool) -> [String] {
        var list: [String] = []
        func add(_ name: String, _ value: String?) { if let value { list += [name, value] } }
        func flag(_ name: String, _ on: Bool) { if on { list.append(name) } }
        add("--game", options.game)
        add("--games", options.games)
        add("--lobby-name", options.lobbyName)
        add("--name", options.name)
        add("--avatar", options.avatar)
        add("--bind", options.bind)
        add("--max-players", options.maxPlayers.map(String.init))
        for setting in options.settings { add("--set", setting) }
        add("--bots", options.bots == 0 ? nil : String(options.bots))
        flag("--bot", options.bot)
        flag("--dedicated", options.dedicated)
        flag("--auto-start", options.autoStart)
        flag("--once", options.once)
        flag("--no-discovery", options.noDiscovery)
        flag("--no-web", options.noWeb)
        flag("--tv", options.tv)
        flag("--no-reclaim", options.noReclaim)
        add("--profile", options.profile)
        add("--seed", options.seed.map(String.init))
        add("--bot-delay", options.botDelay == 0 ? nil : String(options.botDelay))
        add("--keep-games", options.record.keepGames == RecordOptions.defaultKeepGames ? nil : String(options.record.keepGames))
        add("--metrics-bind", options.metricsBind)
        guard everything else { return list }
        add("--passcode", options.passcode)
        flag("--private", options.isPrivate)
        add("--port", options.port == 0 ? nil : String(options.port))
        add("--web-port", options.webPort.map(String.init))
        add("--metrics-port", options.metricsPort.map(String.init))
        flag("--json", options.json)
        add("--data-dir", options.record.dataDirectory)
        flag("--resume", options.record.resume)
        add("--resume-game", options.record.resumeGame.map(String.init))
        return list
    }

    /// Options that are deliberately not kept (see the type's summary); every other `lanhost`
    /// option must be (a test reads `--help` for the full list).
    static let notKept: Set<String> = [
        "--passcode", "--private", "--port", "--web-port", "--metrics-port", "--json", "--data-dir", "--resume", "--resume-game",
        "--no-record", "--history", "--export", "--replay", "--verify", "--leaderboard", "--help",
    ]

    /// The options to reopen with: the kept arguments, then those of `given` (which win).
    func reopening(under given: HostOptions) throws(ProgramFailure) -> HostOptions {
        let now = Self.arguments(given, keeping: true)
        do {
            return try HostOptions.parse(arguments + now)
        } catch {
            throw ProgramFailure(
                .usage,
                "--resume: the options the lobby was started with (\(arguments.joined(separator: " "))) do not go with "
                    + "this command line: \(HostOptions.message(for: error))")
        }
    }

    /// The JSON the record keeps.
    func encoded() -> Data {
        let object: [String: Any] = ["version": Self.version, "arguments": arguments]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// Reads the record's JSON; a newer version or another shape is refused with words.
    static func decode(_ data: Data) throws(ProgramFailure) -> KeptHostOptions {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let version = object["version"] as? Int, let arguments = object["arguments"] as? [String]
        else {
            throw ProgramFailure(.usage, "--resume: the lobby's kept options cannot be read; give its options again on the command line.")
        }
        guard version <= Self.version else {
            throw ProgramFailure(
                .usage, "--resume: the lobby was kept by a newer lanhost (options version \(version)); resume it with that build.")
        }
        return KeptHostOptions(arguments: arguments)
    }
}
