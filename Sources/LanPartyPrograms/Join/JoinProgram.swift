import Connectivity
import Foundation
import GameCore

/// `lanjoin` as a testable program: finds the lobby (`--connect`, or discovery for `--lobby` and
/// `--list`), joins it and plays (``JoinRuntime``) until the session ends.
public struct JoinProgram: Sendable {
    let options: JoinOptions
    let io: ProgramIO
    let registry: GameRegistry
    let appVersion: String
    let browser: any LobbyBrowsing

    /// Prepares a program; `browser` finds lobbies for `--lobby` and `--list` (Avahi by default).
    public init(
        options: JoinOptions, io: ProgramIO, registry: GameRegistry = GameCatalog.standardRegistry(),
        appVersion: String = GameCatalog.appVersion, browser: (any LobbyBrowsing)? = nil
    ) {
        self.appVersion = appVersion
        self.options = options
        self.io = io
        self.registry = registry
        self.browser = browser ?? AvahiLobbyBrowsing(supportedGames: registry.supportedGames)
    }

    /// Runs until the session ends and returns the exit status.
    public func run() async -> ExitStatus {
        do throws(ProgramFailure) {
            if options.list {
                try await LobbyFinder.list(options: options, browser: browser, io: io)
                return .success
            }
            let target = try await resolveTarget()
            let player = try LocalPlayer.load(
                path: options.profile, name: options.name, avatar: options.avatar, environment: io.environment)
            // A seat this profile held at this address a moment ago (the last lanjoin was killed):
            // offer its token, and join afresh if the host has let the seat go.
            let ticketURL = player.store.map { SeatTicket.fileURL(forProfile: $0.fileURL) }
            var ticket = ticketURL.flatMap { SeatTicket.load(from: $0, host: target.host, port: target.port) }
            while true {
                var configuration = LobbyClientConfiguration(
                    profile: player.profile, appVersion: appVersion,
                    games: TestGameVersion.announced(registry.supportedGames, environment: io.environment),
                    passcode: options.passcode, resumeToken: ticket?.token)
                // A game this build lacks is played through the host's screen (Docs/CLI.md).
                configuration.acceptsRenderedFace = true
                configuration.timings.hostWait = options.hostWait
                configuration.hostBot = options.bot
                configuration.reclaimSeat = options.reclaim
                let client = LobbyClient(host: target.host, port: target.port, configuration: configuration)
                let runtime = JoinRuntime(
                    options: options, io: io, registry: registry, player: player, client: client,
                    seatTicket: ticketURL, offersSavedSeat: ticket != nil)
                let status = await runtime.run()
                guard ticket != nil, await runtime.savedSeatWasGone else { return status }
                ticket = nil
            }
        } catch {
            let code = switch error.status {
            case .discoveryUnavailable: "discoveryUnavailable"
            case .usage: "usage"
            case .joinRejected: "notFound"
            case .success, .internalError, .hostLost, .kicked, .unreachable, .replayDiverged: "setup"
            }
            io.sink.report(error, code: code, program: "lanjoin")
            return error.status
        }
    }

    private func resolveTarget() async throws(ProgramFailure) -> (host: String, port: Int) {
        if let target = options.connectTarget { return target }
        guard let name = options.lobby else { throw ProgramFailure(.usage, "Say what to join: --lobby NAME or --connect HOST:PORT.") }
        return try await LobbyFinder.find(name, timeout: options.discoveryTimeout, browser: browser)
    }
}
