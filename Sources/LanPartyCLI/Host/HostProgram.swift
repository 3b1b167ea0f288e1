import Connectivity
import Foundation
import GameCore

/// `lanhost` as a testable program: checks the options against the game, opens the lobby and runs
/// it (``HostRuntime``) until `quit`, a signal, or the end of the game with `--once`.
public struct HostProgram: Sendable {
    let options: HostOptions
    let io: ProgramIO
    let registry: GameRegistry
    let listenAddress: String
    let advertiser: (any LobbyPublishing)?

    /// Prepares a program; `listenAddress` is where the lobby binds (all interfaces by default), and
    /// `advertiser` publishes it (Avahi by default; `nil` or `--no-discovery` publish nothing).
    public init(
        options: HostOptions, io: ProgramIO, registry: GameRegistry = GameCatalog.standardRegistry(),
        listenAddress: String = "0.0.0.0", advertiser: (any LobbyPublishing)? = AvahiLobbyPublisher()
    ) {
        self.options = options
        self.io = io
        self.registry = registry
        self.listenAddress = listenAddress
        self.advertiser = advertiser
    }

    /// Runs until the session ends and returns the exit status.
    public func run() async -> ExitStatus {
        do throws(ProgramFailure) {
            let setup = try HostSetup.make(options: options, registry: registry, environment: io.environment)
            let lobby = try makeLobby(setup)
            let port: Int
            do {
                port = try await lobby.listen(host: listenAddress, port: options.port)
            } catch {
                await lobby.shutDown()
                throw ProgramFailure(.internalError, "Cannot listen on \(listenAddress):\(options.port): \(error)")
            }
            let runtime = HostRuntime(
                options: options, io: io, setup: setup, lobby: lobby, port: port, listenAddress: listenAddress,
                advertiser: options.noDiscovery ? nil : advertiser)
            return await runtime.run()
        } catch {
            report(error)
            return error.status
        }
    }

    private func makeLobby(_ setup: HostSetup) throws(ProgramFailure) -> LobbyHost {
        do {
            return try LobbyHost(configuration: setup.configuration, passcode: setup.passcode)
        } catch {
            throw ProgramFailure(.usage, "The passcode cannot be used: \(error)")
        }
    }

    private func report(_ failure: ProgramFailure) {
        io.sink.report(failure, code: failure.status == .usage ? "usage" : "setup", program: "lanhost")
    }
}
