import ArgumentParser

/// The `lanhost` command: host a lobby on this machine.
public struct LanHostCommand: AsyncParsableCommand {
    /// Name, abstract and exit codes for `--help`; the name is the running program's
    /// (``LanPartyProgram``), so a package's own `lanhost` is not called `lanhost`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: GameLineup.current.programName ?? "lanhost",
            abstract: "Host a LanParty lobby and its games on this machine.",
            discussion: """
                Commands are read from stdin, one per line: ready, unready, set KEY=VALUE, kick NAME [reason], \
                ban NAME, start, again, leave, quit, help, and the game's own (e.g. play 7H, draw, pass).
                Exit codes: 0 game over or quit, 1 internal error, 2 usage, 6 discovery unavailable \
                (no Avahi daemon: start it, or use --no-discovery).
                """)
    }

    /// The options.
    @OptionGroup public var options: HostOptions

    /// Creates the command (for argument parser).
    public init() {}

    /// Runs the host until it ends; a non-zero status becomes the exit code.
    public func run() async throws {
        let status = await HostProgram(
            options: options, io: .standard(json: options.json, handleSuspend: false),
            registry: GameLineup.current.registry,
            // Bootstraps swift-metrics before the lobby exists (its counters are resolved then).
            metricsExport: PrometheusExport.shared).run()
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
