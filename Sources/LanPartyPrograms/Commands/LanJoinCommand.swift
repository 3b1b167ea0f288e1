import ArgumentParser

/// The `lanjoin` command: list lobbies or join one.
public struct LanJoinCommand: AsyncParsableCommand {
    /// Name, abstract and exit codes for `--help`; the name is the running program's
    /// (``LanPartyProgram``), so a package's own `lanjoin` is not called `lanjoin`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: GameLineup.current.programName ?? "lanjoin",
            abstract: "Find LanParty lobbies on the network, join one and play.",
            discussion: """
                Commands are read from stdin, one per line: ready, unready, leave, quit, help, and the game's own \
                (e.g. play 7H, draw, pass). Ctrl-Z puts the session in the background (your seat is held); fg resumes.
                When the host is gone, lanjoin keeps your seat and waits for it to come back (--wait-for-host, 2 min); \
                Ctrl-C or quit stops waiting.
                Exit codes: 0 game over or quit (also while waiting), 1 internal error, 2 usage, 3 join rejected, \
                4 host lost (it did not come back in time), 5 kicked or banned, 6 discovery unavailable, 7 nothing listening.
                """)
    }

    /// The options.
    @OptionGroup public var options: JoinOptions

    /// Creates the command (for argument parser).
    public init() {}

    /// Runs the joiner until it ends; a non-zero status becomes the exit code.
    public func run() async throws {
        let status = await JoinProgram(
            options: options, io: .standard(json: options.json, handleSuspend: true),
            registry: GameLineup.current.registry, appVersion: GameLineup.current.appVersion).run()
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
